import StateCheckLanguage

/// Builds one screen's model tree from its Swift declarations (state,
/// enums and their extensions, methods, handlers, view).
struct ScreenBuilder {
    let module: SwiftModule
    /// The cases the module builds only from an error's description (``describedErrorCases(in:)``).
    let describedErrorCases: Set<String>
    let configuration: ScreenConfiguration
    let screen: SwiftModule.Located
    var file: String { screen.file }

    var model: ModelDecl
    var summary = ScreenSummary()
    var diagnostics: [Diagnostic] = []

    /// Per api, the argument labels dropped (computed from api data) on the second pass.
    var droppedArguments: [String: Set<String>] = [:]
    /// Per api, the argument labels each call site could not keep.
    var unkeptAtCallSites: [String: Set<String>] = [:]
    /// Apis found, by name.
    var apis: [String: APIDecl] = [:]
    var apiOrder: [String] = []

    /// Generic parameter bindings of each enum translated.
    var enumBindings: [String: [String: TypeRef]] = [:]
    /// The generic parameters of the enum whose extension is being translated,
    /// bound to the types it is used with (`T` of `DataState<[Movie]>` is `Value`).
    var extensionBindings: [String: TypeRef] = [:]
    /// Static functions of the state enums that return the enum, by name, one
    /// per enum declaring it (``staticFactoryCall(_:arguments:at:)``).
    var staticFactories: [String: [StaticFactory]] = [:]
    /// The model functions of static factories whose code is being translated (a factory calling itself calls it).
    var factoriesInTranslation: Set<String> = []
    /// The enum (model name) the implicit member being read builds, when the
    /// code around it says (`paginationState = .error(e)`); nil otherwise.
    var expectedEnum: String?
    /// The `Identifiable` types whose `ID` was read as row identities (named once).
    var rowKeyTypes: Set<String> = []
    /// The parameter of the List row being read (`order` in `List(orders) { order in … }`), if any.
    var rowElement: String?
    /// How many times a row's id (`order.id`) was read: an action that reads it is a per-row event.
    var rowKeyReads = 0
    /// The parameters of type `Row` of the function being read (kept with the requests they are passed to).
    var rowLocals: Set<String> = []
    /// The parameters and locals of type `String` of the function being read (`message.isEmpty` is `message == ""`).
    var stringLocals: Set<String> = []
    /// The apis answering a Bool, declared `-> Value` (``boolAnswer(_:)``).
    var boolAnswers: Set<String> = []
    /// Per api answering a list wrapper (``listWrapperField(_:)``), the
    /// wrapper's one list field, and whether the configuration says the
    /// api never answers an empty one.
    var listWrapperFields: [String: (field: String, nonempty: Bool)] = [:]
    /// Per local bound to the answer of an api of ``listWrapperFields``, that
    /// api (of the function being read: saved and restored around each).
    var wrapperAnswerLocals: [String: String] = [:]
    var enumOrder: [String] = []
    /// The screen's state variables and their types.
    var stateVars: [String: TypeRef] = [:]
    /// The view helpers (`func content(user:) -> some View`).
    var viewHelpers: Set<String> = []
    /// The screen's methods that become model functions.
    var methodNames: Set<String> = []
    /// Locals in scope while translating code; `apiDerived` for a name bound from `v.last?.id`.
    var scopes: [[String: LocalKind]] = []
    /// For each loop being read, innermost last, how many scopes were open
    /// when its body was entered: a local of a scope below it lives across
    /// the loop's iterations.
    var loopScopes: [Int] = []
    /// Setters synthesised for `self.x = e` where a local shadows `x`.
    var setters: [String: TypeRef] = [:]
    /// Getters synthesised for `self.x += e` where a local shadows `x`.
    var getters: [String: TypeRef] = [:]
    /// `self` means the enum value (extension code) rather than the view.
    var selfIsEnum = false
    /// Names replaced while translating (`$0` in a `map` closure).
    var renames: [String: String] = [:]
    /// Names an `if let` / `guard let` binds to a closure property
    /// (`if let action = onAction`), with the property they stand for.
    var closureAliases: [String: String] = [:]
    /// Integer literals kept with requests (the Int range must hold them).
    var keptIntegers: [Int] = []
    /// Events found in the view, completed once the whole view is read.
    var pendingEvents: [PendingEvent] = []
    /// The functions the footer spinner's `.onAppear` calls (paging).
    var pagingFunctions: Set<String> = []

    /// The state variables read as `Error?` that the code fills with an
    /// error's description (`errorMessage = error.localizedDescription`).
    var errorMessageVariables: Set<String> = []
    /// How error views without an error of their own show the last error
    /// the code caught, once one does (``lastCaughtError(shownBy:tested:at:)``).
    var caughtErrorReading: CaughtErrorReading?
    /// The name of the error the `catch` clause being read binds (`error`,
    /// `e`); nil outside a catch, or in one that names no error.
    var caughtError: String?
    /// The name of the error a `catch` clause binds without a type (`catch`,
    /// `catch let e`); nil outside one, or in `catch let e as T`.
    var untypedCaughtError: String?
    /// Locals given the caught error (`let failure = error`): tests of their case are assumptions.
    var caughtErrorAliases: Set<String> = []
    /// The screen's view properties and parameterless view methods
    /// (`@ViewBuilder private var content: some View { … }`), read in place
    /// where the view uses them.
    var viewFragments: [String: [SwiftStmt]] = [:]
    /// The view fragments being read in place (a fragment that uses itself is an error).
    var inlinedFragments: Set<String> = []
    /// The methods taking a closure, read where they are called, by the screen's name of them (``closureMethodCall(_:at:)``).
    var closureMethods: [String: ClosureMethod] = [:]
    /// While a method taking a closure is read at a call: its closure parameters' statements (the closures the call gives).
    var closureArguments: [String: [Stmt]] = [:]
    /// While a view helper given a closure of views is read in place: the
    /// closures its view-building parameters are bound to, with how many
    /// scopes the caller had (``contentHelperInPlace(_:_:_:place:hasContent:at:)``).
    var viewClosureArguments: [String: (closure: SwiftClosure, scopes: Int)] = [:]
    /// The methods taking a closure being read at a call (a recursive call is refused).
    var inliningMethods: Set<String> = []
    /// The local functions declared in the blocks being read, by name (``localFunctionCall(_:at:)``).
    var localFunctions: [String: LocalFunction] = [:]
    /// How many `await`s the expression being read is under.
    var awaiting = 0
    /// Names the model a pass made refers to but does not have (`String`
    /// of `String(localized: …)`, `geo` of a `GeometryReader`): read as not
    /// found where they are written, so that code changing nothing with
    /// them is read by its effects or opaque (``ScreenTranslator``).
    var unresolvedNames: Set<String> = []
    /// Sites (``siteKey(file:line:column:)``) of `if let x = v` whose value
    /// the model a pass made reads as a Value, though Swift has it optional
    /// (an api answering `T?`): whether it is nil is assumed there
    /// (``ScreenTranslator``, ``someValue(_:at:)``).
    var valueBindings: Set<String> = []
    /// The name of the model function ``someValueFunction(at:)`` declared, once.
    var someValueName: String?
    /// Locals bound by `async let`s read as calls awaited in place
    /// (``sequencedAsyncLets(_:)``): awaiting them reads their value.
    var childResults: Set<String> = []
    /// The task groups whose bodies are being read, by the name their
    /// closure gives the group (``taskGroupStatements(_:at:)``).
    var taskGroups: [String] = []
    /// How many `try`s (`try`, `try?`) the expression being read is under.
    var trying = 0
    /// Whether the code being read runs in an async context (an async
    /// function, a `Task { … }`, a `.task { … }`), where it may await.
    var asyncCode = false
    /// The api whose answer each local holds (`let (data, _) = try await …`).
    var answerSources: [String: String] = [:]
    /// The methods the rows' `.onAppear` calls with the row that appears.
    var lastRowMethods: [String: LastRowMethod] = [:]
    /// The enum cases whose `String` payload is read as the error it describes.
    var errorMessageCases: Set<String> = []
    /// The view's properties holding its view model (`model` in `model.state`).
    var viewModelProperties: Set<String> = []
    /// The types of the view models read as the screen (``viewModel(_:property:location:sliced:)``):
    /// their static members are not opaque (``staticMemberRoot(_:_:)``).
    var viewModelTypes: Set<String> = []
    /// The view model's properties of an environment type, with the type's name (`client` → `FeedClient`).
    var environmentProperties: [String: String] = [:]
    /// The file of the code being read when it is not the screen's (a view model declared in another file).
    var codeFile: String?
    /// The view model's methods, translated as the screen's functions, with
    /// the declaring file and the view's property holding the view model.
    var viewModelMethods: [(SwiftFunctionDecl, SourceLocation, String, String)] = []
    /// View models' initializers that run code (``initializerEffects(_:)``):
    /// the initializer, those statements, where it is, its file and the
    /// property holding the view model (``translateViewModelInitializers()``).
    var viewModelInitializers: [(SwiftFunctionDecl, [SwiftStmt], SourceLocation, String, String)] = []
    /// The type of the view model each property holds (`self` for one read as the screen).
    var viewModelTypeName: [String: String] = [:]
    /// The class of the view model each view property holds (``viewModel(_:property:location:sliced:)``).
    var viewModelClasses: [String: String] = [:]
    /// How many initializers the view model each property holds declares.
    var initializerCount: [String: Int] = [:]
    /// Where the `nonisolated` methods of the view and its view models are
    /// declared: an async one runs off the main actor (``function(_:location:isMutating:)``).
    var nonisolatedMethods: Set<SourceLocation> = []
    /// Per view property holding a view model, its members named after the
    /// property because another holder has a member of that name
    /// (`state` of `feed` → `feed.state`).
    var qualifiedMembers: [String: [String: String]] = [:]
    /// The view property whose view model's code is being translated.
    var currentHolder: String?
    /// The generic components inlined into the screen, and the frame code is read in.
    var components = ComponentContext()
    /// The root view's modal presentations (`.alert`, `.confirmationDialog`, `.sheet`).
    var presentations: [PresentationGate] = []
    /// The names the screen's view and the code its events run mention
    /// (``relevantNames(screenMembers:viewModels:)``); nil before they are known.
    var relevantMembers: Set<String>?
    /// The assumption variable of each opaque test read, by the test's text
    /// (``assumption(_:at:)``).
    var assumptions: [String: String] = [:]
    /// Per method (its Swift name), the indexes of its opaque parameters
    /// (``opaqueParameters(of:)``).
    var droppedParameters: [String: Set<Int>] = [:]
    /// The computed properties of the screen and its view models, by their
    /// model names: each is a function of no parameters, and a read of it a call.
    var computedProperties: Set<String> = []
    /// The screen's computed properties, translated as its methods are.
    var computedMethods: [(SwiftFunctionDecl, SourceLocation)] = []
    /// Stored properties (model names) with a `didSet`: the function it is
    /// read as and where (``callPropertyObservers()``).
    var propertyObservers: [String: (function: String, location: SourceLocation)] = [:]
    /// The screen's properties that are inputs by their declaration (``structInputs()``).
    var declaredInputs: Set<String> = []
    /// The screen's stored properties read as opaque inputs (``opaqueInputKind(_:_:)``).
    var opaqueInputs: Set<String> = []
    /// Stored properties a pass found assigned a value the screen does not
    /// decide, with the first such assignment (``opaqueAssignment(to:value:at:)``).
    var opaqueAssignments: [String: SourceLocation] = [:]
    /// The properties of ``opaqueAssignments`` found only because a
    /// statement writing them was read by its effects (``unreadEffects(_:_:)``).
    var opaqueByEffects: Set<String> = []
    /// Per method (its Swift name), the arguments a pass found given values
    /// the screen does not decide (``noteOpaqueArguments(_:_:)``).
    var opaqueArgumentsFound: [String: Set<Int>] = [:]
    /// Per method, the parameters an earlier pass found given such values:
    /// read opaque in this pass.
    var givenOpaqueArguments: [String: Set<Int>] = [:]
    /// Methods and computed properties (model names) a pass found returning
    /// what it could not read while changing nothing (``unreadResult(_:)``).
    var unreadResults: Set<String> = []
    /// Methods and computed properties read as opaque results in this pass
    /// because an earlier pass found them so.
    var givenUnreadResults: Set<String> = []
    /// Methods (model names) that unread statements of this pass read in
    /// place (``UnreadEffects/readInPlace``).
    var readInPlaceFound: Set<String> = []
    /// Methods (model names) whose translation as a model function failed in this pass.
    var untranslatedMethods: Set<String> = []
    /// Methods (model names) an earlier pass found read in place by unread
    /// statements and not translatable: not translated in this pass, and a
    /// call of one by code that is read is refused.
    var givenReadInPlace: Set<String> = []
    /// Methods of ``givenReadInPlace`` that code read in this pass calls:
    /// the next pass translates them after all.
    var readInPlaceCalled: Set<String> = []
    /// The methods and computed properties that return a value, by model
    /// name, with the file and lines they are written on
    /// (``markOpaqueResults(screenMethods:)``): a translation the model does
    /// not compile there is an unread result (``ScreenTranslator``).
    var valueMethodSpans: [(name: String, file: String, lines: ClosedRange<Int>)] = []
    /// Stored properties read as opaque in this pass because an earlier pass
    /// found them assigned a value the screen does not decide.
    var assignedOpaque: [String: SourceLocation] = [:]
    /// The result type of the function being translated (nil outside one,
    /// or for one that returns nothing).
    var functionResult: TypeRef?
    /// The methods and computed properties whose results are opaque, by
    /// their model names (``markOpaqueResults(screenMethods:)``).
    var opaqueMethods: Set<String> = []
    /// The methods read for their effects, whose results are opaque, by
    /// their model names (``markOpaqueReturning(screenMethods:)``).
    var opaqueReturning: Set<String> = []
    /// Whether the function being translated is read for its effects: its
    /// `return x` runs what computing `x` does and returns nothing.
    var returnsOpaque = false
    /// The statements of the screen's `body` (empty until it is found).
    var screenBody: [SwiftStmt] = []
    /// Where `Task.sleep` is given a duration the screen does not decide
    /// (`.seconds(delay)`): such a screen is read again with ``untimedSleeps``.
    var unknownSleeps: [SourceLocation] = []
    /// Whether every `Task.sleep` of the screen is read as a sleep of no
    /// duration, so that sleeps end in any order (an earlier pass found a
    /// duration the screen does not decide).
    var untimedSleeps = false
    /// Per enum case name, the indexes of its payload of types the model
    /// has no values of (`case activity(UUID)`): dropped from the model's
    /// case, their arguments dropped where it is built, their bindings
    /// opaque where it is matched (``droppedPayload(ofCase:)``).
    var opaquePayloads: [String: Set<Int>] = [:]
    /// Computed properties of the folder's enums of types the model has no
    /// values of (`var tint: Color`), not kept, and members of errors the
    /// model has none of (`failure.errorDescription`, found by compiling a
    /// pass's model, ``ScreenTranslator``): a read of one is opaque.
    var opaqueMembers: Set<String> = []
    /// Per enum case name, the payloads a pass found built from values the
    /// screen does not decide (``notePayloads(ofCase:_:)``).
    var undecidedPayloadsFound: [String: Set<Int>] = [:]
    /// Per enum case name, the payloads a pass found built from values the
    /// screen decides: never dropped.
    var decidedPayloadsFound: [String: Set<Int>] = [:]
    /// Per enum case name, the payloads earlier passes found given only
    /// values the screen does not decide: dropped in this pass
    /// (``dropsUndecidedPayload(ofCase:index:type:enumName:at:)``).
    var givenUndecidedPayloads: [String: Set<Int>] = [:]
    /// Per enum case name, the payloads earlier passes found given a value
    /// the screen does not decide, whatever else they are given: a text
    /// payload among them is dropped too (``dropsUndecidedPayload(ofCase:index:type:enumName:at:)``).
    var givenUndecidedText: [String: Set<Int>] = [:]
    /// The property holding SwiftUI's `DismissAction` (`@Environment(\.dismiss) var dismiss`).
    var dismissProperty: String?

    /// `data` for a name bound to an api's answer (a `Value`).
    enum LocalKind: Equatable {
        case plain, apiDerived, data
        /// The row the last row's `.onAppear` passes to a method: read only in its last-row test.
        case lastRow
        /// A value built by a type of another module from literals (`URL(string: "…")!`): only passed to apis.
        case constant
        /// Api data filtered by `filter` or `compactMap`: its `isEmpty` and `count` are not known.
        case filtered(by: String)
        /// The response of an api read with it (`let (data, response) = …`):
        /// only its status test is read, through the answer in local `holder`.
        case httpResponse(holder: String)

        /// The filtering transform of a `filtered` local.
        var filteredBy: String? {
            if case .filtered(let transform) = self { return transform }
            return nil
        }
    }

    init(module: SwiftModule, describedErrorCases: Set<String>, configuration: ScreenConfiguration, screen: SwiftModule.Located) {
        self.module = module
        self.describedErrorCases = describedErrorCases
        self.configuration = configuration
        self.screen = screen
        self.model = ModelDecl(name: screen.decl.name, documentation: "", location: screen.outer.location)
        self.declaredInputs = structInputs()
    }

    /// The dropped-argument sets a second pass must use.
    func droppedArgumentsNeeded() -> [String: Set<String>] { unkeptAtCallSites }

    mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(file: location.file ?? codeFile ?? file, line: location.line, column: location.column, message: message))
    }

    mutating func abstraction(_ rule: String, at location: SourceLocation) {
        let a = ScreenAbstraction(location: location, rule: rule)
        if !summary.abstractions.contains(a) { summary.abstractions.append(a) }
    }

    /// Translates the screen.
    mutating func build() {
        let members = allMembers(of: screen)
        let errorMessages = Self.errorMessageProperties(of: screen.decl)
        qualifyClashingMembers(members)
        let heldModels = members.compactMap { m -> SwiftModule.Located? in
            guard case .variable(let v) = m.kind, m.attributes.allSatisfy({ Self.viewModelAttributes.contains($0.name) }) else { return nil }
            return v.bindings.compactMap { viewModelClass(of: $0) }.first
        }
        // A view model handed to a view the folder does not declare: every member it can reach.
        var handles: [String: Set<String>] = [:]
        for m in members {
            guard case .variable(let v) = m.kind, m.attributes.allSatisfy({ Self.viewModelAttributes.contains($0.name) }) else { continue }
            for b in v.bindings {
                guard case .identifier(let holder) = b.pattern.kind, let located = viewModelClass(of: b) else { continue }
                handles[holder] = Set(allMembers(of: located).filter { !Self.isPrivate($0) }.flatMap(Self.memberNames))
            }
        }
        // `strict`: every member is read, as a screen of the mapping alone.
        let relevant = configuration.strict ? nil : Self.relevantNames(
            screenMembers: members, viewModels: heldModels.map(allMembers(of:)),
            views: { [module, file] name in
                guard let t = module.type(named: name, from: file), t.decl.keyword == .structKeyword,
                      t.decl.inheritance.contains(where: { $0.simpleName == "View" }) else { return nil }
                return (t.decl.members + module.extensions(of: name, declaredIn: t.file).flatMap(\.decl.members)).flatMap(Self.flatten)
            },
            handles: handles, undeclared: { [module, file] name in module.type(named: name, from: file) == nil })
        relevantMembers = relevant
        // State variables first: their types decide the enums translated.
        var bodyGetter: [SwiftStmt]?
        var bodyLocation = screen.outer.location
        for m in members {
            switch m.kind {
            case .variable(let v):
                for b in v.bindings {
                    guard case .identifier(let name) = b.pattern.kind else {
                        error("a destructuring property is not understood in a screen; declare one property per line", at: m.location)
                        continue
                    }
                    if name == "body" {
                        if case .getter(let stmts) = b.accessors { bodyGetter = stmts; screenBody = stmts; bodyLocation = m.location }
                        else { error("'body' must be a computed property written with braces", at: m.location) }
                        continue
                    }
                    if isViewResult(b.type), case .getter(let stmts) = b.accessors {
                        viewFragments[name] = stmts
                        continue
                    }
                    if let relevant, !relevant.contains(name), !m.modifiers.contains(where: { $0.name == "static" }) {
                        presentation("the property \(name) is mentioned by neither the view nor the code its events run: not read", at: m.location)
                        continue
                    }
                    if !configuration.strict, case .getter? = b.accessors, let t = b.type, case .identifier("Binding", _) = t.kind,
                       let item = optionalBehindBoolBinding(SwiftExpr(kind: .identifier(name), location: m.location)) {
                        // `var showsError: Binding<Bool> { Binding(get: { error != nil }, set: { … }) }`: read where a presentation is bound to it.
                        presentation("the computed property \(name) is a Bool view of \(SwiftSyntaxDump.describe(item)): read where a presentation is bound to it", at: m.location)
                        continue
                    }
                    if Self.isDismissAction(m) {
                        dismissProperty = name
                        abstraction("@Environment(\\.dismiss) \(name): calling \(name)() is dismiss(): the screen closes for good, its .task cancelled", at: m.location)
                        continue
                    }
                    if m.attributes.allSatisfy({ Self.viewModelAttributes.contains($0.name) }), let vm = viewModelClass(of: b) {
                        if viewModelArguments(vm, binding: b, location: m.location) { viewModel(vm, property: name, location: m.location, sliced: true) }
                    } else if m.attributes.contains(where: { $0.name == "State" }), let shared = sharedObject(of: b) {
                        opaqueInputs.insert(name)
                        environmentProperties[name] = shared.type
                        abstraction("the @State property \(name) holds \(shared.type).\(shared.member), an object the app shares and other code may change at any time: an input of the screen, opaque, its async calls apis", at: m.location)
                        continue
                    } else if m.attributes.contains(where: { $0.name == "State" }) {
                        if let observer = observerFunction(name, b, at: m.location) {
                            methodNames.insert(observer.name)
                            computedMethods.append((observer, m.location))
                            propertyObservers[name] = (observer.name, m.location)
                        }
                        if errorMessages.contains(name) {
                            errorMessageVariable(name, property: name, location: m.location)
                        } else if !stateStruct(name, binding: b, location: m.location) {
                            var initial = b
                            // `_isSaving = State(initialValue: false)` in the view's initializer: its initial value.
                            if !configuration.strict, b.initializer == nil, let literal = Self.literalSetByEveryInitializer(name, in: screen.decl) {
                                initial.initializer = literal
                                abstraction("the state \(name) starts from \(SwiftSyntaxDump.describe(literal)), which the view's initializer sets it to", at: literal.location)
                            }
                            stateVariable(name: name, binding: initial, location: m.location)
                        }
                    } else if m.modifiers.contains(where: { $0.name == "static" }) {
                        continue
                    } else if let client = environmentTypeName(of: b, file: file) {
                        environmentProperties[name] = client
                        continue
                    } else if isScreenInput(m, b) {
                        abstraction("the property \(name) of \(model.name) is the screen's input: a value its parent passes in, read only as an api argument", at: m.location)
                        continue
                    } else if !configuration.strict, case .getter(let stmts)? = b.accessors, let t = b.type, isPresentationValue(t), !hasEffects(stmts) {
                        presentation("the computed property \(name) is a \(t.spelling) and changes nothing: styling, not read", at: m.location)
                    } else if !configuration.strict, bindingProperty(name) != nil {
                        // `private var nameBinding: Binding<String> { Binding(get: { … }, set: { … }) }`: read where a view is bound to it.
                        abstraction("the computed property \(name) is a Binding made by hand: read where a view is bound to it", at: m.location)
                    } else if !configuration.strict, case .getter(let stmts)? = b.accessors, let t = b.type {
                        // `private var isFormValid: Bool { … }`: a method of no parameters, read where it is mentioned.
                        computedProperties.insert(name)
                        methodNames.insert(name)
                        computedMethods.append((Self.computedFunction(name, type: t, body: stmts), m.location))
                        abstraction("the computed property \(name) is read as a function of no parameters, called where it is read", at: m.location)
                    } else if !configuration.strict, let kind = opaqueInputKind(m, b) {
                        opaqueInputs.insert(name)
                        if let client = opaqueClientType(m, b) {
                            environmentProperties[name] = client
                            abstraction("the property \(name) of \(model.name) holds \(client), a type the folder does not declare or a SwiftUI environment value: its async calls are apis", at: m.location)
                        }
                        abstraction("the property \(name) of \(model.name) is an input of the screen (\(kind)): opaque, read only as an api argument", at: m.location)
                        continue
                    } else {
                        let attribute = m.attributes.first.map { "@\($0.name) " } ?? ""
                        error("the property '\(attribute)\(name)' of screen '\(model.name)' is not understood (a screen's state is its @State properties); list \(b.type?.simpleName.map { "'\($0)'" } ?? "its type") under \"environment\" in \(ScreenConfiguration.fileName) if its methods are the screen's environment", at: m.location)
                    }
                }
            case .function(let f):
                if isViewResult(f.result) {
                    viewHelpers.insert(f.name)
                    if f.parameters.isEmpty, let body = f.body { viewFragments[f.name] = body }
                } else if !f.isInitializer {
                    methodNames.insert(f.name)
                }
            case .type, .typeAlias, .importDecl, .operatorDecl, .macroExpansion, .associatedType, .ifConfig, .enumCase, .subscriptDecl:
                continue
            }
        }
        if !configuration.strict { recordOwnInitializers(members) }
        if let body = bodyGetter {
            // Components called in the view's fragments (`private var footer: some View { … }`) too, in a fixed order.
            prepareComponents(body: body + viewFragments.keys.sorted().flatMap { viewFragments[$0] ?? [] })
            lastRowMethods = lastRowMethods(in: body)
        }
        droppedParameters = opaqueParameters(of: members.compactMap { if case .function(let f) = $0.kind { return f } else { return nil } } + viewModelMethods.map(\.0))
        droppedParameters.merge(givenOpaqueArguments) { $0.union($1) }
        let screenFunctions = members.compactMap { if case .function(let f) = $0.kind { return f } else { return nil } }
        dropOpaqueArguments(in: (screenFunctions + computedMethods.map(\.0) + viewModelMethods.map(\.0)).compactMap(\.body) + [bodyGetter ?? []],
                            methods: screenFunctions + viewModelMethods.map(\.0))
        markOpaqueResults(screenMethods: members.compactMap { if case .function(let f) = $0.kind { return (f, $0.location) } else { return nil } })
        markOpaqueReturning(screenMethods: screenFunctions)
        for m in members {
            if case .function = m.kind, m.modifiers.contains(where: { $0.name == "nonisolated" }) { nonisolatedMethods.insert(m.location) }
        }
        registerClosureMethods(screenMethods: members.compactMap { m in
            guard case .function(let f) = m.kind, relevant?.contains(f.name) ?? true else { return nil }
            return (f, m.location)
        })
        for m in members {
            guard case .function(let f) = m.kind, methodNames.contains(f.name) else { continue }
            if let c = closureMethods[f.name], c.holder == nil {
                abstraction("the method \(f.name) takes a closure: it is read where it is called, its closure parameters bound to the closures given there", at: m.location)
                continue
            }
            guard relevant?.contains(f.name) ?? true else {
                presentation("the method \(f.name) is called by neither the view nor the code its events run: not read", at: m.location)
                continue
            }
            if let r = f.result, isPresentationValue(r), !hasEffects(f.body ?? []) {
                presentation("the method \(f.name) computes a \(r.spelling) and changes nothing: styling, not read", at: m.location)
                continue
            }
            if m.modifiers.contains(where: { $0.name == "nonisolated" }) { nonisolatedMethods.insert(m.location) }
            if givenReadInPlace.contains(f.name) {
                abstraction("the method \(f.name) is read in place where code the translation does not read calls it: not translated", at: m.location)
                continue
            }
            let before = diagnostics.count
            if let fn = function(f, location: m.location, isMutating: false) { model.functions.append(fn) }
            if diagnostics[before...].contains(where: { $0.severity == .error }) { untranslatedMethods.insert(f.name) }
        }
        for (f, location) in computedMethods where !opaqueMethods.contains(f.name) {
            if let fn = function(f, location: location, isMutating: false) { model.functions.append(fn) }
        }
        for (f, location, vmFile, holder) in viewModelMethods where !opaqueMethods.contains(member(f.name, of: holder)) {
            if closureMethods[member(f.name, of: holder)]?.holder == holder {
                abstraction("the method \(f.name) of \(holder) takes a closure: it is read where it is called, its closure parameters bound to the closures given there", at: location)
                continue
            }
            if givenReadInPlace.contains(member(f.name, of: holder)) {
                abstraction("the method \(f.name) of \(holder) is read in place where code the translation does not read calls it: not translated", at: location)
                continue
            }
            codeFile = vmFile == file ? nil : vmFile
            currentHolder = holder
            defer { codeFile = nil; currentHolder = nil }
            let before = diagnostics.count
            if var fn = function(f, location: location, isMutating: false) {
                fn.name = member(f.name, of: holder)
                model.functions.append(fn)
            }
            if diagnostics[before...].contains(where: { $0.severity == .error }) { untranslatedMethods.insert(member(f.name, of: holder)) }
        }
        translateComponentMethods()
        translateViewModelInitializers()
        if let body = bodyGetter {
            translateBody(body, location: bodyLocation)
        } else {
            error("screen '\(model.name)' has no 'body'", at: screen.outer.location)
        }
        finish()
    }

    /// Translates a view model that no view of the folder holds: its state
    /// and methods as for a held one, its non-private methods as events
    /// (``viewlessEvents()``), no view.
    mutating func buildViewless() {
        viewModel(screen, property: "self", location: screen.outer.location)
        // Parameters of types the model has no values of (`userId: UUID`) are opaque, as a view's are.
        let methods = viewModelMethods.map(\.0)
        droppedParameters = opaqueParameters(of: methods)
        droppedParameters.merge(givenOpaqueArguments) { $0.union($1) }
        dropOpaqueArguments(in: methods.compactMap(\.body), methods: methods)
        markOpaqueReturning(screenMethods: [])
        for (f, location, _, _) in viewModelMethods {
            if let fn = function(f, location: location, isMutating: false) { model.functions.append(fn) }
        }
        viewlessEvents()
        model.view = []
        model.viewLocation = screen.outer.location
        abstraction("\(model.name) has no view in the folder: its events are its non-private methods and it shows nothing", at: screen.outer.location)
        finish()
    }

    /// Types of values that only style a view (`Color`, `Font`, `CGFloat`,
    /// `some ShapeStyle`): what computes one is presentation.
    static let presentationValueTypes: Set<String> = [
        "Color", "Font", "CGFloat", "Double", "Float", "Image", "LinearGradient", "RadialGradient", "AngularGradient", "Gradient",
        "Angle", "EdgeInsets", "Animation", "ShapeStyle", "AnyShapeStyle", "UIColor", "NSColor", "CGSize", "CGPoint", "CGRect",
        "LocalizedStringKey", "AttributedString", "Text", "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment", "UnitPoint",
        "AnyTransition", "ColorScheme", "ToolbarItemPlacement", "NavigationBarItem", "TextAlignment", "Shape", "AnyShape", "GridItem",
        "Gesture", "AnyGesture", "DragGesture", "MagnificationGesture", "MagnifyGesture", "TapGesture", "LongPressGesture", "RotationGesture",
    ]

    /// Whether values of `t` only style a view (``presentationValueTypes``, optionals and arrays of them, `some …` of them).
    func isPresentationValue(_ t: SwiftType) -> Bool {
        guard !configuration.strict else { return false }
        switch t.kind {
        case .optional(let inner), .array(let inner), .some(let inner): return isPresentationValue(inner)
        case .identifier(let name, _): return Self.presentationValueTypes.contains(name)
        default: return false
        }
    }

    /// The members of `located` and, by default, of its extensions in the
    /// module (`private extension FeedScreen { var content: some View { … } }`),
    /// `#if` clauses opened.
    func allMembers(of located: SwiftModule.Located) -> [SwiftDecl] {
        let extensions = configuration.strict ? [] : module.extensions(of: located.decl.name, declaredIn: located.file).flatMap(\.decl.members)
        return (located.decl.members + extensions).flatMap(Self.flatten)
    }

    /// The screen's methods named `name` (its extensions' too), in declaration order.
    func screenFunctions(named name: String) -> [SwiftFunctionDecl] {
        allMembers(of: screen).compactMap { d in
            if case .function(let f) = d.kind, f.name == name { return f } else { return nil }
        }
    }

    /// `var name: T { body }` as `func name() -> T { body }`.
    static func computedFunction(_ name: String, type: SwiftType, body: [SwiftStmt]) -> SwiftFunctionDecl {
        SwiftFunctionDecl(name: name, genericParameters: [], parameters: [], effects: SwiftEffects(), result: type, requirements: [], body: body)
    }

    /// A `private` or `fileprivate` declaration.
    static func isPrivate(_ d: SwiftDecl) -> Bool {
        d.modifiers.contains { $0.name == "private" || $0.name == "fileprivate" }
    }

    /// The parts common to every screen: setters, apis, expectations, bounds.
    mutating func finish() {
        for name in setters.keys.sorted() {
            guard let type = setters[name] else { continue }
            let loc = screen.outer.location
            model.functions.append(FunctionDecl(
                name: "set_\(name)", parameters: [Parameter(label: nil, name: "newValue", type: type, location: loc)],
                isAsync: false, isThrows: false, isMutating: false, returnType: nil,
                body: [Stmt(kind: .assign(target: Expr(kind: .identifier(name), location: loc), op: .assign, value: Expr(kind: .identifier("newValue"), location: loc)), location: loc)],
                location: loc))
        }
        for name in getters.keys.sorted() {
            guard let type = getters[name] else { continue }
            let loc = screen.outer.location
            model.functions.append(FunctionDecl(
                name: "get_\(name)", parameters: [], isAsync: false, isThrows: false, isMutating: false, returnType: type,
                body: [Stmt(kind: .returnStatement(Expr(kind: .identifier(name), location: loc)), location: loc)],
                location: loc))
        }
        callPropertyObservers()
        recordCaughtErrors()
        model.apis = apiOrder.compactMap { apis[$0] }
        for (name, verdict) in (configuration.expectations[model.name] ?? [:]).sorted(by: { $0.key < $1.key }) {
            model.expectations.append(ExpectDecl(verdict: verdict, property: name, location: screen.outer.location))
        }
        if let low = keptIntegers.min(), let high = keptIntegers.max(), low < -16 || high > 16 {
            model.bounds.append(BoundDecl(name: "intRange", lower: min(-16, low), upper: max(16, high), location: screen.outer.location))
            abstraction("Int values range over \(min(-16, low))...\(max(16, high)) to hold the integer arguments kept with requests", at: screen.outer.location)
        }
        for (name, n) in configuration.bounds.sorted(by: { $0.key < $1.key }) {
            model.bounds.append(BoundDecl(name: name, lower: n, upper: n, location: screen.outer.location))
        }
    }

    /// Members with `#if` clauses opened (the first clause: the configuration built by default).
    static func flatten(_ d: SwiftDecl) -> [SwiftDecl] {
        guard case .ifConfig(let clauses) = d.kind else { return [d] }
        return clauses.prefix(1).flatMap { $0.items.compactMap { s -> SwiftDecl? in
            if case .declaration(let inner) = s.kind { return inner } else { return nil }
        } }.flatMap(flatten)
    }

    func isViewResult(_ t: SwiftType?) -> Bool {
        guard let t else { return false }
        switch t.kind {
        case .some(let inner): return inner.simpleName == "View" || (!configuration.strict && inner.simpleName == "ToolbarContent")
        case .identifier(let name, _): return name.hasSuffix("View") && module.type(named: name, from: file) != nil
        default: return false
        }
    }

    /// A type named `API` or ending in `API`, `Client`, `Service` or
    /// `Repository`, or listed as environment in the configuration.
    /// The environment type a stored property holds: its declared type
    /// (`let client: FeedClient`, `any FeedClient`), or with no type the type
    /// it is created from (`private let service = ItemService()`,
    /// `let api = FeedAPI.shared`), when that type is the environment or a
    /// protocol of the module.
    func environmentTypeName(of b: SwiftPatternBinding, file: String) -> String? {
        let name: String?
        var namespaces: [String] = []
        if let t = b.type {
            name = t.simpleName
        } else if let value = b.initializer {
            switch value.kind {
            case .call(let callee, _, let trailing) where trailing.isEmpty:
                // `ItemService()`, or `App.Repository.Horoscode()` through its namespace.
                switch callee.kind {
                case .identifier(let n): name = n
                case .member(let base, let n):
                    guard let path = Self.typePath(base) else { name = nil; break }
                    name = n
                    namespaces = path
                default: name = nil
                }
            case .member(let base, "shared"), .member(let base, "live"), .member(let base, "default"):
                if case .identifier(let n) = base.kind { name = n } else { name = nil }
            default:
                name = nil
            }
        } else {
            name = nil
        }
        guard let name else { return nil }
        if isClientType(name, file: file) { return name }
        if containerClients(name, file: file) != nil { return name }
        // `App.Repository.Horoscode()`, `Repositories.Recipes()`: a type its namespace names as the environment.
        if namespaces.contains(where: { n in isEnvironmentType(n) || ["Repositories", "Services", "Clients", "APIs"].contains(where: n.hasSuffix) }) { return name }
        return nil
    }

    /// The names of a type path, outermost first (`App.Repository` → App,
    /// Repository): a chain of capitalised names, as a type is named through
    /// the namespaces that hold it; nil for any other expression.
    static func typePath(_ e: SwiftExpr) -> [String]? {
        switch e.kind {
        case .identifier(let n) where n.first?.isUppercase == true: return [n]
        case .member(let b, let n) where n.first?.isUppercase == true: return typePath(b).map { $0 + [n] }
        default: return nil
        }
    }

    /// Whether `name` is a client: an environment type or a protocol of the module.
    func isClientType(_ name: String, file: String) -> Bool {
        isEnvironmentType(name) || module.type(named: name, from: file)?.decl.keyword == .protocolKeyword || answersByCompletion(name, file: file)
    }

    /// The clients a dependency container of the folder holds, by property
    /// name: a class or struct whose stored properties are all `let`s of the
    /// environment (`final class DependencyContainer { let serviceClient:
    /// ServiceClient }`); nil for any other type. A type listed under
    /// `environment` in the configuration may hold other members too: its
    /// client `let`s are read, the rest is its own business.
    func containerClients(_ name: String, file: String) -> [String: String]? {
        guard let t = module.type(named: name, from: file), t.decl.keyword == .classKeyword || t.decl.keyword == .structKeyword else { return nil }
        let listed = configuration.environment.contains(name)
        var clients: [String: String] = [:]
        for m in t.decl.members {
            guard case .variable(let v) = m.kind, !m.modifiers.contains(where: { $0.name == "static" }) else { continue }
            for b in v.bindings {
                if case .getter = b.accessors { continue }
                guard v.keyword == "let", case .identifier(let property) = b.pattern.kind, let client = b.type?.simpleName,
                      isClientType(client, file: t.file) else {
                    if listed { continue }
                    return nil
                }
                clients[property] = client
            }
        }
        return clients.isEmpty ? nil : clients
    }

    /// Whether `name` is a client's type by its name (`MovieAPI`,
    /// `FeedClient`, `AuthService`, `PhotoRepository`, and the protocols
    /// `…ServiceProtocol`, `…RepositoryType`) or by the configuration.
    func isEnvironmentType(_ name: String) -> Bool {
        if configuration.environment.contains(name) { return true }
        // `DummyAPIServiceProtocol`, `MovieRepositoryType`: the protocol a client is declared by.
        var stem = Substring(name)
        for suffix in ["Protocol", "Type", "Interface", "Contract"] where stem.hasSuffix(suffix) && stem.count > suffix.count {
            stem = stem.dropLast(suffix.count)
            break
        }
        return ["API", "Client", "Service", "Repository"].contains { stem.hasSuffix($0) }
    }

    /// A stored property of the screen's state; `role` names it in
    /// diagnostics (`@State property`, `property`).
    mutating func stateVariable(name: String, binding b: SwiftPatternBinding, location: SourceLocation, role: String = "@State property") {
        if let assigned = assignedOpaque[name],
           opaqueProperty(name, because: "it is assigned a value the screen does not decide, line \(assigned.line)", at: location) {
            return
        }
        // `private var limit = 20`: a number beyond the Int values the model explores (-16...16), such as a
        // page size, is one the model cannot hold; any value the screen does not decide stands for it.
        if let value = b.initializer, let n = Self.intLiteral(value), !(-16...16).contains(n),
           opaqueProperty(name, because: "its initial value \(n) is beyond the Int values the model explores, -16...16", at: location) {
            return
        }
        if let t = b.type, let collection = rowCollection(name: name, type: t, initializer: b.initializer, at: location) {
            if let collection {
                stateVars[name] = collection.slotType
                model.rowCollections.append(collection)
            }
            return
        }
        if b.type == nil, let value = b.initializer, isEmptyTaskBag(value) {
            // `Set<Task<Void, Never>>()` / `[Task<Void, Never>]()`: an empty bag of handles.
            stateVars[name] = .taskList
            model.variables.append(VariableDecl(name: name, type: .taskList, initial: Expr(kind: .emptyValueLiteral, location: value.location), location: location))
            return
        }
        var type: TypeRef?
        let reported = diagnostics.count
        if let t = b.type { type = modelType(t) } else if let value = b.initializer {
            switch value.kind {
            case .boolean: type = .bool
            case .integer: type = .int
            case .string: type = .string
            default:
                // `= LoadState.idle`, `= FeedState()`: the type the initial value names.
                if !configuration.strict, let t = Self.evidentType(of: value) { type = modelType(t) }
                if type == nil, opaqueProperty(name, because: "its initial value's type is not one the model has values of", at: location) { return }
                if type == nil {
                    error("the \(role) '\(name)' needs a type annotation (its initial value's type is not evident)", at: location)
                    return
                }
            }
        }
        guard let type else {
            if let t = b.type {
                // A type read no further is never dropped silently: it is named
                // here unless translating it already said why.
                if diagnostics.count == reported, opaqueProperty(name, because: "its type '\(t.spelling)' is not one the model has values of", at: location) { return }
                if diagnostics.count == reported { unmodelledProperty(name, type: t, at: location) }
            } else {
                error("the \(role) '\(name)' needs a type or an initial value", at: location)
            }
            return
        }
        stateVars[name] = type
        let initial: Expr
        if let value = b.initializer.map({ typedInitializer($0, type: b.type?.simpleName) }) {
            guard let e = expression(value) else { return }
            initial = e
        } else if case .optional = type {
            initial = Expr(kind: .nilLiteral, location: location)
        } else if let t = b.type?.simpleName, configuration.environment.contains(t) {
            // `@State private var store: NotesStore` with NotesStore listed under "environment": its calls are apis.
            environmentProperties[name] = t
            return
        } else if let t = b.type?.simpleName, let decl = module.type(named: t, from: file), decl.decl.keyword == .classKeyword {
            // `let course: Course`, `private var appCache: AppCache`: an object its owner hands in, whose state is its own.
            if opaqueProperty(name, because: "it holds an instance of the class '\(t)' given to init: its state is not the screen's, its async calls are apis", at: location) {
                stateVars[name] = nil
                return
            }
            error("the \(role) '\(name)' holds an instance of the class '\(t)' given to init, which is neither a client (a protocol, a type named …Client, …Service, …Repository or …API) "
                  + "nor a container that only holds clients in 'let's; list '\(t)' under \"environment\" in \(ScreenConfiguration.fileName) if its methods are the screen's environment", at: location)
            return
        } else {
            // Set by an initializer: which value the parent gave is not the screen's to decide.
            if opaqueProperty(name, because: "it has no initial value: its initializer sets it", at: location) {
                stateVars[name] = nil
                return
            }
            error("the \(role) '\(name)' needs an initial value", at: location)
            return
        }
        model.variables.append(VariableDecl(name: name, type: type, initial: initial, location: location))
    }

    /// A method of the view or of an enum extension as a model function.
    mutating func function(_ f: SwiftFunctionDecl, location: SourceLocation, isMutating: Bool) -> FunctionDecl? {
        guard let body = f.body else { return nil }
        var parameters: [Parameter] = []
        scopes.append([:])
        let savedLocals = (rowLocals, stringLocals, wrapperAnswerLocals)
        defer { scopes.removeLast(); (rowLocals, stringLocals, wrapperAnswerLocals) = savedLocals }
        let lastRow = lastRowMethods[f.name].flatMap { lastRowParameter(of: f, index: $0.parameter) }
        for (index, p) in f.parameters.enumerated() {
            let name = p.name ?? p.label ?? "_"
            if name == lastRow {
                scopes[scopes.count - 1][name] = .lastRow
                continue
            }
            if let st = p.type, droppedParameters[f.name]?.contains(index) == true {
                // `func delete(id: UUID)`: an opaque value, passed to apis only.
                scopes[scopes.count - 1][name] = .constant
                if givenOpaqueArguments[f.name]?.contains(index) == true {
                    abstraction("the parameter \(name) of \(f.name) is given a value the screen does not decide: opaque, passed to apis only; calls drop its argument", at: p.location)
                    continue
                }
                abstraction("the parameter \(name) of \(f.name) has type '\(st.spelling)', of which the model has no values: opaque, passed to apis only; calls drop its argument", at: p.location)
                continue
            }
            guard let st = p.type, let t = modelType(st) else {
                if let st = p.type {
                    error("the parameter '\(name)' of '\(f.name)' has type '\(st.spelling)': \(Self.unmodelledAdvice(st))", at: p.location)
                } else {
                    error("the parameter '\(name)' of '\(f.name)' has a type that is not understood", at: p.location)
                }
                return nil
            }
            parameters.append(Parameter(label: p.label == "_" ? nil : p.label, name: name, type: t, location: p.location))
            if t == .named("Row") { rowLocals.insert(name) } else { rowLocals.remove(name) }
            if t == .string { stringLocals.insert(name) } else { stringLocals.remove(name) }
            scopes[scopes.count - 1][name] = .plain
        }
        var result: TypeRef?
        let modelName = currentHolder.map { member(f.name, of: $0) } ?? f.name
        let unread = givenUnreadResults.contains(modelName) && !returnsUnmodelledValue(f)
        let readForEffects = opaqueReturning.contains(modelName) && (returnsUnmodelledValue(f) || unread)
        if readForEffects, unread, let r = f.result {
            // `return grouped.keys.sorted()`: a value the translation could not compute, from code that changes the state.
            abstraction("\(f.name) returns what the model does not read and changes the screen's state: read for its effects, what it returns (a '\(r.spelling)') is opaque", at: r.location)
        } else if readForEffects, let r = f.result {
            abstraction("\(f.name) returns a '\(r.spelling)', of which the model has no values, and changes the screen's state: read for its effects, what it returns is opaque", at: r.location)
        } else if let r = f.result {
            guard let t = modelType(r) else {
                error("the result type '\(r.spelling)' of '\(f.name)' is not understood: \(Self.unmodelledAdvice(r))", at: r.location)
                return nil
            }
            result = t == .void ? nil : t
        }
        let savedResult = functionResult
        functionResult = result
        let savedAsync = asyncCode
        asyncCode = f.effects.isAsync
        let savedOpaque = returnsOpaque
        returnsOpaque = readForEffects
        defer { functionResult = savedResult; asyncCode = savedAsync; returnsOpaque = savedOpaque }
        let reported = diagnostics.count
        var stmts = statements(readForEffects ? Self.returningItsExpression(body) : Self.implicitReturn(body, result: result))
        if result != nil, diagnostics[reported...].contains(where: { $0.severity == .error }) { unreadResult(f) }
        if result != nil { stmts = stmts.withImplicitReturn }
        var decl = FunctionDecl(name: f.name, parameters: parameters, isAsync: f.effects.isAsync, isThrows: f.effects.throwsKeyword != nil,
                                isMutating: isMutating, returnType: result, body: stmts, location: location)
        if f.effects.isAsync, nonisolatedMethods.contains(location) {
            // Swift 6 runs a nonisolated async function off the caller's actor: its return reaches the main actor in a step of its own.
            decl.isNonisolated = true
            abstraction("\(f.name) is nonisolated and async: it runs off the main actor, and its caller resumes on the main actor in a 'hop' step of its own", at: location)
        }
        return decl
    }
}
