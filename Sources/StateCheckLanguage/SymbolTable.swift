// The names of one model, resolved once. The checker builds the table while
// it checks; lowering reads it instead of resolving names and inferring
// types again. A front end other than the `.model` parser feeds the same
// table and the same lowering.
import StateCheckEngine
import StateCheckScreens


/// What every name of a checked model means: its declarations with their
/// types (enums and their cases, model variables, functions, apis, extension
/// members), what each bare name that is not a local refers to (a model
/// variable, a property or method of `self`, a function, an api, a view
/// element), and, for the
/// expressions whose meaning depends on types, what the checker resolved
/// them to (the enum of `.case`, the enum whose method `x.m()` calls).
///
/// Declarations are in source order; the indices lowering uses for enums,
/// variables and apis are positions in these arrays. A table is complete
/// only for a model without errors: after an error, declarations that
/// failed are absent and some resolutions are missing.
struct SymbolTable: Sendable {
    /// An enum declared in the model.
    struct EnumSymbol: Sendable {
        var name: String
        var cases: [CaseSymbol]
        var location: SourceLocation
        /// Declared `: Error`: its values may be thrown and stored as an `Error`.
        var isError = false

        /// The position of the case called `name`, if the enum has one.
        func caseIndex(_ name: String) -> Int? {
            cases.firstIndex { $0.name == name }
        }
    }

    /// One case of an enum: its payload slots (optional label, type as written).
    struct CaseSymbol: Sendable {
        var name: String
        var payload: [(label: String?, type: TypeRef)]
        var location: SourceLocation
    }

    /// A model variable, with its type as written or, for `var x = literal`,
    /// as the checker inferred it from the initial value.
    struct VariableSymbol: Sendable {
        var name: String
        var type: TypeRef
        var location: SourceLocation
    }

    /// What a caller of a function, a method or an api needs to know.
    struct FunctionSignature: Sendable {
        var name: String
        var parameters: [Parameter]
        /// nil when it returns nothing.
        var returnType: TypeRef?
        var isAsync: Bool
        var isThrows: Bool
        var isMutating: Bool
        var location: SourceLocation

        init(_ f: FunctionDecl) {
            name = f.name
            parameters = f.parameters
            returnType = f.returnType
            isAsync = f.isAsync
            isThrows = f.isThrows
            isMutating = f.isMutating
            location = f.location
        }
    }

    /// An `api` declaration.
    struct APISignature: Sendable {
        var name: String
        var parameters: [Parameter]
        /// `.value` for `-> Value`, nil when it answers with nothing.
        var returnType: TypeRef?
        var nonthrowing: Bool
        /// Whether `success` may also deliver an empty `Value` (not `nonempty`).
        var mayAnswerEmpty: Bool
        var location: SourceLocation

        init(_ a: APIDecl) {
            name = a.name
            parameters = a.parameters
            returnType = a.returnType
            nonthrowing = a.nonthrowing
            mayAnswerEmpty = a.mayAnswerEmpty
            location = a.location
        }
    }

    /// A computed property of an enum's extension.
    struct PropertySymbol: Sendable {
        var name: String
        var type: TypeRef
        var location: SourceLocation
    }

    /// What a `.name` expression constructs (`.idle`, `DataState.success(v)`, `.none`).
    enum CaseTarget: Hashable, Sendable {
        /// A case of the enum called `enumName`.
        case enumCase(enumName: String)
        /// `.none` of an optional: `nil`.
        case optionalNone
        /// `.some(x)` of an optional: the value `x`.
        case optionalSome
    }

    /// What a bare name that is not a local (nor `self`) refers to, read
    /// (`flag`) or called (`fetch(1)`).
    enum NameTarget: Hashable, Sendable {
        /// The model variable at this position of `variables`.
        case variable(index: Int)
        /// A computed property of the enum whose extension member this is (`self.name`).
        case property
        /// A view element (`blank`, `content(v)`).
        case viewElement(ElementKind)
        /// A model function (in `functions`).
        case function
        /// The api at this position of `apis`.
        case api(index: Int)
        /// A method of the enum whose extension member this is (`self.name(...)`).
        case method
    }

    /// One expression of the tree. Locations alone do not tell nested
    /// expressions apart (`a`, `a.b` and `a.b.c()` all start at `a`): the
    /// key adds how many expressions sharing that start enclose the one meant.
    struct ExpressionKey: Hashable, Sendable {
        var location: SourceLocation
        var depth: Int
        /// The name at the root of the spine (an identifier or implicit
        /// member), so that trees built by another front end, whose
        /// synthesised nodes may share one source location, do not collide.
        var root: String?

        /// The key of `e`.
        init(_ e: Expr) {
            location = e.location
            (depth, root) = Self.spine(e)
        }

        /// The key of `base.name` (or of the callee of `base.name(...)`),
        /// located at `location`.
        init(memberOf base: Expr, at location: SourceLocation) {
            self.location = location
            let (d, r) = Self.spine(base)
            depth = d + 1
            root = r
        }

        /// How many expressions starting at the same token `e` encloses
        /// (the postfix and infix forms start with their first operand), and
        /// the name the innermost one starts with.
        private static func spine(_ e: Expr) -> (depth: Int, root: String?) {
            var depth = 0
            var current = e
            while true {
                switch current.kind {
                case .member(let base, _, _): current = base
                case .dismissScreen: return (depth, nil)
                case .call(let callee, _): current = callee
                case .forceUnwrap(let inner): current = inner
                case .binary(_, let lhs, _): current = lhs
                case .ternary(let condition, _, _): current = condition
                case .isType(let inner, _): current = inner
                case .identifier(let name), .implicitMember(let name, _):
                    return (depth, name)
                case .subscript(let base, _): current = base
                case .boolLiteral, .intLiteral, .stringLiteral, .nilLiteral, .emptyValueLiteral,
                     .unary, .await, .try, .withCheckedContinuation, .taskIsCancelled, .taskCheckCancellation, .closure, .taskSleep, .spawnValue, .mainActorHop:
                    return (depth, nil)
                }
                depth += 1
            }
        }
    }

    /// The enums, in source order.
    private(set) var enums: [EnumSymbol] = []
    private var enumIndices: [String: Int] = [:]
    /// The model variables, in source order.
    private(set) var variables: [VariableSymbol] = []
    private var variableIndices: [String: Int] = [:]
    /// The apis, in source order.
    private(set) var apis: [APISignature] = []
    private var apiIndices: [String: Int] = [:]
    /// The model's functions (not extension methods), by name.
    private(set) var functions: [String: FunctionSignature] = [:]
    /// Per enum name: its computed properties by name.
    private(set) var properties: [String: [String: PropertySymbol]] = [:]
    /// Per enum name: its methods by name.
    private(set) var methods: [String: [String: FunctionSignature]] = [:]

    /// What each bare name (not a local) refers to, by its location.
    private var nameTargets: [NameKey: NameTarget] = [:]

    /// A name where it is written: trees built by another front end may
    /// place several synthesised names at one source location.
    private struct NameKey: Hashable {
        var name: String
        var location: SourceLocation
    }
    /// What each `.name` / `Type.name` expression constructs.
    private var caseTargets: [ExpressionKey: CaseTarget] = [:]
    /// The enum whose method each `x.name(...)` calls, by the key of its callee.
    private var methodOwners: [ExpressionKey: String] = [:]
    /// The callees of the transforms of a `Value` (`items.filter { … }`), read as their receiver.
    private var valueTransforms: Set<ExpressionKey> = []
    /// What the checker read as an operation on a bag of task handles (``TaskListOperation``).
    var taskListOperations: [ExpressionKey: TaskListOperation] = [:]
    /// The tuple elements read by position (`t.0`) or assigned (`progress.loaded += 1`), by the key of the member expression.
    /// Keyed by the element's name too: the reads a destructuring
    /// synthesises (`holder.0`, `holder.1`) share one location.
    private var tupleElements: [ExpressionKey: [String: TupleElement]] = [:]

    /// An element of a tuple type (``TupleType``): the enum and the position.
    struct TupleElement: Hashable, Sendable {
        var enumName: String
        var position: Int
        var arity: Int
    }

    /// Records that the member expression `.name` (an element read or an assignment target) with key `key` is this tuple element.
    mutating func resolveTupleElement(_ key: ExpressionKey, name: String, to element: TupleElement) {
        tupleElements[key, default: [:]][name] = element
    }

    /// The tuple element the member expression `.name` with key `key` is; nil when it is none.
    func tupleElement(_ key: ExpressionKey, name: String) -> TupleElement? {
        tupleElements[key]?[name]
    }

    // MARK: - Declaring

    /// Adds an enum; the caller has rejected duplicates.
    mutating func declare(_ e: EnumDecl) {
        enumIndices[e.name] = enums.count
        enums.append(EnumSymbol(name: e.name, cases: e.cases.map { CaseSymbol(name: $0.name, payload: $0.payload, location: $0.location) },
                                location: e.location, isError: e.isError))
    }

    /// Adds a model variable of type `type`; the caller has rejected duplicates.
    mutating func declareVariable(_ name: String, type: TypeRef, at location: SourceLocation) {
        variableIndices[name] = variables.count
        variables.append(VariableSymbol(name: name, type: type, location: location))
    }

    /// Adds a function; the caller has rejected duplicates.
    mutating func declare(_ f: FunctionDecl) {
        functions[f.name] = FunctionSignature(f)
    }

    /// Adds an api; the caller has rejected duplicates.
    mutating func declare(_ a: APIDecl) {
        apiIndices[a.name] = apis.count
        apis.append(APISignature(a))
    }

    /// Adds a computed property of `enumName`'s extension.
    mutating func declareProperty(_ p: ComputedPropertyDecl, of enumName: String) {
        properties[enumName, default: [:]][p.name] = PropertySymbol(name: p.name, type: p.type, location: p.location)
    }

    /// Adds a method of `enumName`'s extension.
    mutating func declareMethod(_ m: FunctionDecl, of enumName: String) {
        methods[enumName, default: [:]][m.name] = FunctionSignature(m)
    }

    /// Records what the bare name `name` at `location` refers to.
    mutating func resolveName(_ name: String, at location: SourceLocation, to target: NameTarget) {
        nameTargets[NameKey(name: name, location: location)] = target
    }

    /// Records what the `.name` expression with key `key` constructs.
    mutating func resolveCase(_ key: ExpressionKey, to target: CaseTarget) {
        caseTargets[key] = target
    }

    /// Records that the method call whose callee has key `key` calls a method of `enumName`.
    mutating func resolveMethod(_ key: ExpressionKey, of enumName: String) {
        methodOwners[key] = enumName
    }

    // MARK: - Looking up

    /// The enum called `name`.
    func enumSymbol(_ name: String) -> EnumSymbol? {
        enumIndices[name].map { enums[$0] }
    }

    /// The position of the enum called `name` in `enums`.
    func enumIndex(_ name: String) -> Int? {
        enumIndices[name]
    }

    /// The model variable called `name`.
    func variable(_ name: String) -> VariableSymbol? {
        variableIndices[name].map { variables[$0] }
    }

    /// The position of the model variable called `name` in `variables`.
    func variableIndex(_ name: String) -> Int? {
        variableIndices[name]
    }

    /// The api called `name`.
    func api(_ name: String) -> APISignature? {
        apiIndices[name].map { apis[$0] }
    }

    /// The position of the api called `name` in `apis`.
    func apiIndex(_ name: String) -> Int? {
        apiIndices[name]
    }

    /// The computed property `name` of `enumName`.
    func property(_ name: String, of enumName: String) -> PropertySymbol? {
        properties[enumName]?[name]
    }

    /// The method `name` of `enumName`.
    func method(_ name: String, of enumName: String) -> FunctionSignature? {
        methods[enumName]?[name]
    }

    /// Whether some enum has a `mutating` method called `name` (for a call
    /// whose receiver the checker could not type).
    func anyMethodIsMutating(_ name: String) -> Bool {
        methods.values.contains { $0[name]?.isMutating == true }
    }

    /// What the bare name `name` at `location` refers to; nil for a local, `self`,
    /// or a name the checker did not resolve.
    func nameTarget(_ name: String, at location: SourceLocation) -> NameTarget? {
        nameTargets[NameKey(name: name, location: location)]
    }

    /// What the `.name` expression with key `key` constructs; nil when the
    /// checker could not tell.
    func caseTarget(_ key: ExpressionKey) -> CaseTarget? {
        caseTargets[key]
    }

    /// Records that the call whose callee has key `key` is a transform of a `Value`.
    mutating func resolveValueTransform(_ key: ExpressionKey) {
        valueTransforms.insert(key)
    }

    /// Whether the call whose callee has key `key` is a transform of a
    /// `Value`, which the lowering reads as its receiver.
    func isValueTransform(_ key: ExpressionKey) -> Bool {
        valueTransforms.contains(key)
    }

    /// The enum whose method the call with callee key `key` calls; nil when
    /// the checker could not type the receiver.
    func methodOwner(_ key: ExpressionKey) -> String? {
        methodOwners[key]
    }
}
