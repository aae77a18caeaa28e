// The syntax tree of a `.model` file (the language reference: declarations, handlers, the view, properties).
// The parser produces it, the checker validates it, the interpreter runs it.
// Every node carries the location of its first token.
import StateCheckEngine
import StateCheckScreens


/// A position in a model file (1-based line and column, in characters).
///
/// A `.model` file's locations leave ``file`` nil: every one is in the file
/// the model is compiled as. A design read from several files (a Swift
/// screen whose enum, extensions or view model live in other files of its
/// module) names each location's file, so diagnostics and traces cite it.
package struct SourceLocation: Hashable, Sendable, Comparable {
    /// 1-based line.
    package var line: Int
    /// 1-based column, in characters (grapheme clusters).
    package var column: Int
    /// The file of the location when the front end names it; nil for the
    /// file the model is compiled as.
    package var file: String?

    /// Creates a location.
    package init(line: Int, column: Int, file: String? = nil) {
        self.line = line
        self.column = column
        self.file = file
    }

    /// Earlier in the file (locations of named files order by file first).
    package static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file ?? "", a.line, a.column) < (b.file ?? "", b.line, b.column)
    }

    /// The file this location is in: ``file``, or `compiledFile` when it is nil.
    package func file(or compiledFile: String) -> String { file ?? compiledFile }
}

// MARK: - Types

/// A type as written in the model.
package indirect enum TypeRef: Hashable, Sendable {
    case bool
    case int
    case string
    case value                       // Value: a list of pages
    case error                       // Error (any Error)
    case void
    case named(String)               // an enum declared in the model
    case optional(TypeRef)           // T?
    case continuation(TypeRef)       // CheckedContinuation<T> (T may be .void)
    case task                        // Task<Void, Never>: a task's handle
    /// ADDED (an extension): `[Task<Void, Never>]` or `Set<Task<Void, Never>>`,
    /// a bag of task handles (at most `maxTasks` of them).
    case taskList
}

// MARK: - Expressions

/// An expression with its location.
package struct Expr: Hashable, Sendable {
    package var kind: ExprKind
    package var location: SourceLocation

    /// Creates a node from each of its stored properties.
    package init(kind: ExprKind, location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}

/// A call argument, optionally labelled (`resume(returning: x)`).
package struct Argument: Hashable, Sendable {
    package var label: String?
    package var value: Expr

    /// Creates a node from each of its stored properties.
    package init(label: String?, value: Expr) {
        self.label = label
        self.value = value
    }
}

package enum UnaryOperator: String, Hashable, Sendable {
    case not = "!"
    case negate = "-"
}

package enum BinaryOperator: String, Hashable, Sendable {
    case and = "&&", or = "||"
    case equal = "==", notEqual = "!="
    case less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
    case plus = "+", minus = "-"
    case nilCoalescing = "??"
    /// ADDED by the parser (the range of `for i in a..<b`, an extension): `a..<b`.
    case halfOpenRange = "..<"
    /// ADDED by the parser (the range of `for i in a...b`): `a...b`.
    case closedRange = "..."
}

package indirect enum ExprKind: Hashable, Sendable {
    case boolLiteral(Bool)
    case intLiteral(Int)
    case stringLiteral(String)
    case nilLiteral
    /// `[]`: the empty `Value` (a list cleared by code, a list before its
    /// first page).
    case emptyValueLiteral
    /// A name: a model variable, a local, a parameter, `self`, `error`, a
    /// view element without arguments (`blank`, `spinner`), a type name
    /// before a member (`DataState` in `DataState.idle`).
    case identifier(String)
    /// `.name` or `.name(args)`: an implicit-member enum case (type inferred).
    case implicitMember(name: String, arguments: [Argument]?)
    /// `base.name`; `optional` is true for `base?.name`.
    case member(base: Expr, name: String, optional: Bool)
    /// `callee(args)`: functions, methods (`callee` is a `.member`), apis,
    /// enum cases through their type (`DataState.success(v)`), view elements
    /// (`content(v)`, `errorView(e)`), `c.resume(returning: x)`.
    case call(callee: Expr, arguments: [Argument])
    case unary(UnaryOperator, Expr)
    case binary(BinaryOperator, Expr, Expr)
    case ternary(condition: Expr, then: Expr, else: Expr)
    /// `expr is TypeName` (only `CancellationError` and `URLError` mean something).
    case isType(Expr, String)
    /// `await expr`.
    case await(Expr)
    /// `try expr` (`optional` for `try?`).
    case `try`(Expr, optional: Bool)
    /// `withCheckedContinuation { c in body }` (`await` is a separate node around it).
    case withCheckedContinuation(parameter: String, body: [Stmt])
    /// `Task.isCancelled`.
    case taskIsCancelled
    /// ADDED (an extension): `Task.checkCancellation()`, which throws
    /// `CancellationError` when the task is cancelled (covered by `try`).
    case taskCheckCancellation
    /// ADDED (an extension): `Task.sleep(for:)` / `(nanoseconds:)` /
    /// `(until: .now + d)`: the task waits on the discrete clock this many
    /// nanoseconds (covered by `try` and `await`).
    case taskSleep(nanoseconds: Int)
    /// ADDED (an extension): `Task { body }` as a value: spawns an
    /// unstructured task and yields its handle (`Task<Void, Never>`).
    case spawnValue(body: [Stmt])
    /// ADDED (an extension): the first statement of a `Task.detached { }`
    /// body: the task waits until the main actor runs it, in a step of its own.
    case mainActorHop
    /// ADDED (an extension): `dismiss()`, SwiftUI's `DismissAction` called:
    /// the screen closes for good (invisible, its `.task` and `.refreshable`
    /// tasks cancelled, no `load` or user event after it).
    case dismissScreen
    /// `x!` (force unwrap); a nil value at run time is a model error.
    case forceUnwrap(Expr)
    /// ADDED (an extension): a closure `{ x in body }` / `{ $0 … }`, only as
    /// the argument of a transform of a `Value` (`items.filter { $0.isRead }`);
    /// `parameters` are the names before `in` (empty when the body uses `$0`).
    case closure(parameters: [String], body: [Stmt])
    /// ADDED (an extension): `base[key]`, the entry of a dictionary or set
    /// of rows (`details[id]`); the row expansion rewrites it into the
    /// per-row variables before the checker sees the tree.
    case `subscript`(base: Expr, key: Expr)
}

// MARK: - Patterns

/// A pattern in `case`, `if case` and `guard case`.
package struct Pattern: Hashable, Sendable {
    package var kind: PatternKind
    package var location: SourceLocation

    /// Creates a node from each of its stored properties.
    package init(kind: PatternKind, location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}

package indirect enum PatternKind: Hashable, Sendable {
    /// `_`
    case wildcard
    /// `let x` / `var x` (or a bare name inside `case let .a(x)`).
    case binding(String)
    /// `.name`, `.name(p1, label: p2)`, `Type.name(...)`; `arguments` is nil
    /// when the case is written without parentheses (matches any payload).
    case enumCase(type: String?, name: String, arguments: [PatternArgument]?)
    /// `p?` — matches a non-nil optional and binds its payload (`let value?`).
    case optionalSome(PatternKind)
    /// An expression pattern compared with `==` (`nil`, `true`, `3`).
    case expression(Expr)
}

package struct PatternArgument: Hashable, Sendable {
    package var label: String?
    package var pattern: Pattern

    /// Creates a node from each of its stored properties.
    package init(label: String?, pattern: Pattern) {
        self.label = label
        self.pattern = pattern
    }
}

// MARK: - Statements

package struct Stmt: Hashable, Sendable {
    package var kind: StmtKind
    package var location: SourceLocation

    /// Creates a node from each of its stored properties.
    package init(kind: StmtKind, location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}

/// One clause of an `if`, `guard` or `while` condition list (`a, let b = c, case .x = d`).
package enum Condition: Hashable, Sendable {
    case boolean(Expr)
    /// `if let name = expr` / `if let name` (shorthand: `expr` is the
    /// identifier); `isLet` is `false` for `if var` (the binding can change).
    case optionalBinding(name: String, value: Expr, isLet: Bool)
    /// `case pattern = expr`.
    case matches(Pattern, Expr)
}

package enum AssignOperator: String, Hashable, Sendable {
    case assign = "=", add = "+=", subtract = "-="
}

package struct SwitchCase: Hashable, Sendable {
    /// Empty for `default`.
    package var patterns: [Pattern]
    package var whereClause: Expr?
    package var body: [Stmt]
    package var location: SourceLocation
    package var isDefault: Bool { patterns.isEmpty }

    /// Creates a node from each of its stored properties.
    package init(patterns: [Pattern], whereClause: Expr? = nil, body: [Stmt], location: SourceLocation) {
        self.patterns = patterns
        self.whereClause = whereClause
        self.body = body
        self.location = location
    }
}

package indirect enum StmtKind: Hashable, Sendable {
    /// `let`/`var` name[: Type] [= value]; `_ = expr` is `.expression`.
    case local(isLet: Bool, name: String, type: TypeRef?, value: Expr?)
    /// `target op value`; target is an identifier, `self`, or a member chain.
    case assign(target: Expr, op: AssignOperator, value: Expr)
    /// An expression evaluated for its effect (calls, `_ = await x`, view elements).
    case expression(Expr)
    /// `if c1, c2 { } else if ... { } else { }`; `elseBody` nil when absent.
    /// An `else if` is an `elseBody` holding one `.ifStatement`, marked by
    /// `elseIsIf` so branch coverage can tell it from a plain `else`.
    case ifStatement(conditions: [Condition], then: [Stmt], elseBody: [Stmt]?, elseIsIf: Bool)
    case guardStatement(conditions: [Condition], elseBody: [Stmt])
    case switchStatement(subject: Expr, cases: [SwitchCase])
    case whileLoop(conditions: [Condition], body: [Stmt])
    /// Extension: `for name in lower..<upper` / `lower...upper` over Int.
    case forLoop(name: String, range: Expr, body: [Stmt])
    case breakStatement
    case continueStatement
    case returnStatement(Expr?)
    /// `do { } catch { }`; the catch body sees the implicit `error`.
    case doCatch(body: [Stmt], catchBody: [Stmt])
    /// ADDED (an extension): `do { }` with several `catch` clauses, or one
    /// with a pattern (`catch is CancellationError`, `catch let e as FeedError`,
    /// `catch FeedError.empty`); the first clause that matches runs, and an
    /// error no clause matches is thrown on.
    case doCatchClauses(body: [Stmt], clauses: [CatchClause])
    /// ADDED (an extension): `defer { body }`: the body runs when control
    /// leaves the enclosing block, by its end, `return`, `break`,
    /// `continue` or a thrown error; several run last-registered first.
    case deferStatement(body: [Stmt])
    /// ADDED (an extension): a call with no effect on the state, `name` being
    /// `print`, `debugPrint`, `dump`, `assert`, `assertionFailure`, `os_log` or
    /// `NSLog` (its arguments are not evaluated), or `withAnimation` (`body`
    /// runs, synchronously).
    case noEffectCall(name: String, body: [Stmt])
    case throwStatement(Expr)
    /// `Task { body }`: spawns an unstructured task.
    case spawnTask(body: [Stmt])
}

/// What one `catch` clause matches.
package enum CatchPattern: Hashable, Sendable {
    /// `catch` (binds the implicit `error`).
    case any
    /// `catch let name` (binds `name: Error`).
    case binding(String)
    /// `catch is T`: `T` is `CancellationError`, `URLError` or an error enum of the model.
    case isType(String)
    /// `catch let name as T` (binds `name: T`; `Error` for `CancellationError` and `URLError`).
    case cast(name: String, type: String)
    /// `catch T.name`: one case (without payload) of an error enum.
    case enumCase(type: String, name: String)

    /// Whether the clause catches every error.
    package var catchesEverything: Bool {
        switch self {
        case .any, .binding: return true
        case .isType, .cast, .enumCase: return false
        }
    }
}

/// One `catch` clause of a `do` statement.
package struct CatchClause: Hashable, Sendable {
    package var pattern: CatchPattern
    package var body: [Stmt]
    /// Where `catch` is.
    package var location: SourceLocation

    /// Creates a node from each of its stored properties.
    package init(pattern: CatchPattern, body: [Stmt], location: SourceLocation) {
        self.pattern = pattern
        self.body = body
        self.location = location
    }
}

// MARK: - Declarations

/// A function or method parameter: `label name: Type` (`_ name: Type`, `name: Type`).
package struct Parameter: Hashable, Sendable {
    /// The argument label callers write; nil for `_`.
    package var label: String?
    package var name: String
    package var type: TypeRef
    package var location: SourceLocation

    /// Creates a node from each of its stored properties.
    package init(label: String?, name: String, type: TypeRef, location: SourceLocation) {
        self.label = label
        self.name = name
        self.type = type
        self.location = location
    }
}

package struct APIDecl: Hashable, Sendable {
    package var name: String
    package var parameters: [Parameter]
    /// `.value` for `-> Value`, nil when the api returns nothing.
    package var returnType: TypeRef?
    package var nonthrowing: Bool
    /// `nonempty`: the api's `Value` is never an empty collection (one
    /// page on every `success`); without it `success` may also answer empty.
    package var nonempty: Bool
    /// `choice`: a call is the environment's choice (to go on or stop), not
    /// a request: `singleFlight` does not count it as in flight.
    package var choice: Bool
    package var location: SourceLocation

    /// Creates a node from each of its stored properties.
    package init(name: String, parameters: [Parameter], returnType: TypeRef? = nil, nonthrowing: Bool, nonempty: Bool = false, choice: Bool = false, location: SourceLocation) {
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.nonthrowing = nonthrowing
        self.nonempty = nonempty
        self.choice = choice
        self.location = location
    }

    /// Whether `success` may deliver an empty `Value`: the api returns
    /// `Value` and is not declared `nonempty`.
    package var mayAnswerEmpty: Bool { returnType == .value && !nonempty }
}

package struct EnumCaseDecl: Hashable, Sendable {
    package var name: String
    /// Payload slots: optional label and type.
    package var payload: [(label: String?, type: TypeRef)]
    package var location: SourceLocation

    package static func == (a: EnumCaseDecl, b: EnumCaseDecl) -> Bool {
        a.name == b.name && a.location == b.location
            && a.payload.map(\.label) == b.payload.map(\.label)
            && a.payload.map(\.type) == b.payload.map(\.type)
    }
    package func hash(into h: inout Hasher) { h.combine(name); h.combine(location) }

    /// Creates a node from each of its stored properties.
    package init(name: String, payload: [(label: String?, type: TypeRef)], location: SourceLocation) {
        self.name = name
        self.payload = payload
        self.location = location
    }
}

package struct EnumDecl: Hashable, Sendable {
    package var name: String
    package var cases: [EnumCaseDecl]
    package var location: SourceLocation
    /// ADDED (an extension): declared `enum Name: Error` (or `LocalizedError`):
    /// its values may be thrown and caught, and stored where an `Error` is expected.
    package var isError: Bool

    /// Creates a node from each of its stored properties.
    package init(name: String, cases: [EnumCaseDecl], location: SourceLocation, isError: Bool = false) {
        self.name = name
        self.cases = cases
        self.location = location
        self.isError = isError
    }
}

package struct FunctionDecl: Hashable, Sendable {
    package var name: String
    package var parameters: [Parameter]
    package var isAsync: Bool
    package var isThrows: Bool
    package var isMutating: Bool
    package var returnType: TypeRef?
    package var body: [Stmt]
    package var location: SourceLocation
    /// ADDED (an extension): `nonisolated func f() async`: its body runs off
    /// the main actor, and its return (or throw) reaches the caller on the
    /// main actor in a `hop` step of its own.
    package var isNonisolated = false

    /// Creates a node from each of its stored properties.
    package init(name: String, parameters: [Parameter], isAsync: Bool, isThrows: Bool, isMutating: Bool, returnType: TypeRef? = nil, body: [Stmt], location: SourceLocation) {
        self.name = name
        self.parameters = parameters
        self.isAsync = isAsync
        self.isThrows = isThrows
        self.isMutating = isMutating
        self.returnType = returnType
        self.body = body
        self.location = location
    }
}

/// `var name: Type { body }` inside an extension (a computed property).
package struct ComputedPropertyDecl: Hashable, Sendable {
    package var name: String
    package var type: TypeRef
    package var body: [Stmt]
    package var location: SourceLocation

    /// Creates a node from each of its stored properties.
    package init(name: String, type: TypeRef, body: [Stmt], location: SourceLocation) {
        self.name = name
        self.type = type
        self.body = body
        self.location = location
    }
}

package struct ExtensionDecl: Hashable, Sendable {
    package var typeName: String
    package var properties: [ComputedPropertyDecl]
    package var methods: [FunctionDecl]
    package var location: SourceLocation

    /// Creates a node from each of its stored properties.
    package init(typeName: String, properties: [ComputedPropertyDecl], methods: [FunctionDecl], location: SourceLocation) {
        self.typeName = typeName
        self.properties = properties
        self.methods = methods
        self.location = location
    }
}

package struct VariableDecl: Hashable, Sendable {
    package var name: String
    /// The type as written; nil for `var x = value` (the checker infers it).
    package var type: TypeRef?
    package var initial: Expr
    package var location: SourceLocation
    /// The element of the subview that owns the variable (`var x = 0 in
    /// mark("detail")`, a child view's `@State`); nil for the screen's own.
    package var owner: ElementPattern? = nil

    /// Creates a node from each of its stored properties.
    package init(name: String, type: TypeRef?, initial: Expr, location: SourceLocation) {
        self.name = name
        self.type = type
        self.initial = initial
        self.location = location
    }
}

package enum HandlerKind: String, Hashable, Sendable {
    case task = ".task"
    case refreshable = ".refreshable"
    case unstructured = "Task"
    case sync = "sync"
}

/// The role a task plays for the standard properties (the property catalog, Properties.md).
package enum TaskRoleName: String, Hashable, Sendable {
    case reload, page, action
}

package struct HandlerDecl: Hashable, Sendable {
    /// `load`, `cancel`, `refresh`, `page`, or a button / alert action name.
    package var event: String
    package var kind: HandlerKind
    package var role: TaskRoleName?
    package var condition: Expr?
    package var body: [Stmt]
    package var location: SourceLocation
    /// The value the handler watches: `.task(id: x)` or `change(x)`; nil for every other handler.
    package var watch: HandlerWatch?
    /// The element whose appearance or disappearance runs the handler
    /// (`on appear(E)`, `on disappear(E)`); nil for every other handler.
    package var element: ElementTrigger? = nil
    /// The row parameter of a per-row event (`on tapTrack(row) Task { … }`):
    /// the handler is one event per row identity (`tapTrack(row1)`, …), its
    /// body seeing the row as a `Row` local of this name; nil for every other handler.
    package var rowParameter: String? = nil
    /// The element the screen must show for the event to be enabled,
    /// besides the `when` (a row's `appearRow(row1)`: `content`, the list);
    /// nil for every other handler.
    package var whileShown: ElementPattern? = nil

    /// Creates a node from each of its stored properties.
    package init(event: String, kind: HandlerKind, role: TaskRoleName? = nil, condition: Expr? = nil, body: [Stmt], location: SourceLocation, watch: HandlerWatch? = nil) {
        self.event = event
        self.kind = kind
        self.role = role
        self.condition = condition
        self.body = body
        self.location = location
        self.watch = watch
    }
}

package enum CustomPropertyKind: String, Hashable, Sendable {
    case invariant, step
}

package struct CustomPropertyDecl: Hashable, Sendable {
    package var kind: CustomPropertyKind
    package var name: String
    package var expression: Expr
    package var location: SourceLocation

    /// Creates a node from each of its stored properties.
    package init(kind: CustomPropertyKind, name: String, expression: Expr, location: SourceLocation) {
        self.kind = kind
        self.name = name
        self.expression = expression
        self.location = location
    }
}

package enum ExpectedVerdict: String, Hashable, Sendable {
    case holds, violated
}

package struct ExpectDecl: Hashable, Sendable {
    package var verdict: ExpectedVerdict
    package var property: String
    package var location: SourceLocation

    /// Creates a node from each of its stored properties.
    package init(verdict: ExpectedVerdict, property: String, location: SourceLocation) {
        self.verdict = verdict
        self.property = property
        self.location = location
    }
}

package struct BoundDecl: Hashable, Sendable {
    /// `maxTasks`, `maxPages` or `intRange`.
    package var name: String
    package var lower: Int
    /// Equal to `lower` for a single number; the upper end for `intRange`.
    package var upper: Int
    package var location: SourceLocation

    /// Creates a node from each of its stored properties.
    package init(name: String, lower: Int, upper: Int, location: SourceLocation) {
        self.name = name
        self.lower = lower
        self.upper = upper
        self.location = location
    }
}

/// A whole `.model` file.
package struct ModelDecl: Hashable, Sendable {
    package var name: String
    /// The `///` comment above `model`, lines joined with "\n".
    package var documentation: String
    package var location: SourceLocation
    package var apis: [APIDecl] = []
    package var enums: [EnumDecl] = []
    package var extensions: [ExtensionDecl] = []
    package var variables: [VariableDecl] = []
    package var functions: [FunctionDecl] = []
    package var handlers: [HandlerDecl] = []
    /// Exactly one per model (the checker reports a missing or second one).
    package var view: [Stmt]?
    package var viewLocation: SourceLocation?
    package var properties: [CustomPropertyDecl] = []
    package var expectations: [ExpectDecl] = []
    package var bounds: [BoundDecl] = []
    /// ADDED (an extension): the response structs, each also in `enums`
    /// and `extensions` as the enum it is checked as (``declare(_:)``).
    package var structs: [StructDecl] = []
    /// Dictionaries and sets keyed by row identity (`var details: [Row: Loadable] = [:]`);
    /// the row expansion turns each into one variable per row.
    package var rowCollections: [RowCollectionDecl] = []

    /// Creates a node from each of its stored properties.
    package init(name: String, documentation: String, location: SourceLocation, apis: [APIDecl] = [], enums: [EnumDecl] = [], extensions: [ExtensionDecl] = [], variables: [VariableDecl] = [], functions: [FunctionDecl] = [], handlers: [HandlerDecl] = [], view: [Stmt]? = nil, viewLocation: SourceLocation? = nil, properties: [CustomPropertyDecl] = [], expectations: [ExpectDecl] = [], bounds: [BoundDecl] = []) {
        self.name = name
        self.documentation = documentation
        self.location = location
        self.apis = apis
        self.enums = enums
        self.extensions = extensions
        self.variables = variables
        self.functions = functions
        self.handlers = handlers
        self.view = view
        self.viewLocation = viewLocation
        self.properties = properties
        self.expectations = expectations
        self.bounds = bounds
    }
}
