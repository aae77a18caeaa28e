import StateCheckLanguage

// A synchronous call into code the translation does not read
// (`GrocyLogger.error("Saving failed")`, `LoggerService.main.error(…)`,
// `NotificationCenter.default.post(name: …)`,
// `InAppNotificationService.shared.showError(…)`): a static function or a
// method of a shared instance of a type that is not the screen, not one of
// the folder's view models or views and not an enum the model reads (an
// environment's awaited calls are apis; a synchronous one is not). Such code reaches the screen's state
// only through what the call hands it: `self`, a view model the screen
// holds, a binding, a closure or method with effects, `inout`. A call that
// hands it none of those, does not await and cannot throw into the code
// around it changes nothing the model reads; as a statement it is read as no
// statement, and what it returns is a value of another module (opaque, as
// `URL(string:)` is). State of the type itself that the screen reads is a
// value the screen does not decide, read as such wherever it is tested.

extension ScreenBuilder {
    /// Type names that are read by rules of their own, never as another
    /// module's code here.
    static let ownReadingTypes: Set<String> = ["Task", "MainActor", "DispatchQueue", "Self", "Logger"]

    /// The type a call's callee is rooted at when it calls code the
    /// translation does not read (see above): `GrocyLogger` in
    /// `GrocyLogger.error`, `NotificationCenter` in
    /// `NotificationCenter.default.post`; nil for any other callee, and in
    /// strict mode.
    func foreignCallType(_ callee: SwiftExpr) -> String? {
        guard !configuration.strict, case .member(let base, _) = callee.kind else { return nil }
        var root = base
        while case .member(let inner, _) = root.kind { root = inner }
        guard case .identifier(let typeName) = root.kind, typeName.first?.isUppercase == true,
              local(typeName) == nil, stateVars[typeName] == nil, ownMember(typeName) == nil, renames[typeName] == nil,
              !Self.ownReadingTypes.contains(typeName), !Self.readTypeNames.contains(typeName), typeName != model.name,
              enumBindings[typeName] == nil else { return nil }
        guard let declared = module.type(named: typeName, from: file) else { return typeName }
        // The folder's view models and views are read as screens, its enums with cases as the model's.
        if Self.isViewModel(declared) || declared.decl.inheritance.contains(where: { $0.simpleName == "View" }) { return nil }
        if declared.decl.keyword == .enumKeyword, declared.decl.members.contains(where: { if case .enumCase = $0.kind { return true }; return false }) {
            return nil
        }
        if declared.decl.keyword == .protocolKeyword { return nil }
        return typeName
    }

    /// Whether `e`, given to code the translation does not read, hands it
    /// no way to change the screen's state: it changes nothing itself
    /// (``changesNothing(_:)``: no assignment, binding, await, `try`, call
    /// or reference of the screen's methods) and names neither `self` nor a
    /// view model of the screen other than as the base of a member read.
    func handsOutNothing(_ e: SwiftExpr) -> Bool {
        changesNothing(e) && !handsOutScreen(e)
    }

    /// Whether `e` names `self` or a view model of the screen other than as
    /// the base of a member read: code it is given may call the screen back.
    func handsOutScreen(_ e: SwiftExpr) -> Bool {
        var references = 0
        var memberBases = 0
        func isHolder(_ x: SwiftExpr) -> Bool {
            switch x.kind {
            case .identifier(let n): return n == "self" || (local(n) == nil && viewModelProperties.contains(n))
            case .optionalChain(let inner): if case .identifier("self") = inner.kind { return true }; return false
            default: return false
            }
        }
        e.forEachExpression { x in
            if isHolder(x) { references += 1 }
            if case .member(let base, _) = x.kind, isHolder(base) { memberBases += 1 }
        }
        return references != memberBases
    }

    /// The call `e` names when it is a synchronous call into code the
    /// translation does not read that hands it nothing (``foreignCallType(_:)``,
    /// ``handsOutNothing(_:)``), with `try?` peeled; nil otherwise.
    func foreignSyncCall(_ e: SwiftExpr) -> (type: String, callee: SwiftExpr)? {
        var x = e
        if case .tryExpr("try?", let inner) = x.kind { x = inner }
        guard case .call(let callee, let args, let trailing) = x.kind, let typeName = foreignCallType(callee) ?? syncClientStatement(callee, args),
              args.allSatisfy({ handsOutNothing($0.value) }),
              trailing.allSatisfy({ !hasEffects($0.closure.body) && changesNothing($0.closure.body) }) else { return nil }
        return (typeName, callee)
    }

    /// A statement that is only a synchronous call into code the translation
    /// does not read (``foreignSyncCall(_:)``): no statement; nil for any other.
    mutating func foreignCallStatement(_ e: SwiftExpr, location loc: SourceLocation) -> [Stmt]? {
        guard let (typeName, callee) = foreignSyncCall(e) else { return nil }
        let why = module.type(named: typeName, from: file) == nil ? "a type the folder does not declare" : "a type whose code the model does not read"
        abstraction("\(SwiftSyntaxDump.describe(callee))(…) calls \(typeName), \(why), handing it nothing of the screen: it changes nothing the model reads", at: loc)
        return []
    }
}

extension ScreenBuilder {
    /// The type of the client a synchronous call is a method of
    /// (`InAppNotificationService` in `notificationService.handleError(error)`
    /// of `private let notificationService = InAppNotificationService.shared`):
    /// a call of an environment client's method that is not awaited, hands
    /// the client nothing of the screen and takes no trailing closure. An
    /// environment's awaited calls are apis; a synchronous one is code the
    /// model does not read, as ``foreignCallType(_:)``'s are. Nil for any
    /// other call, and in strict mode.
    func syncClientCall(_ callee: SwiftExpr, _ args: [SwiftArgument]) -> String? {
        guard !configuration.strict, awaiting == 0, case .member(let base, _) = callee.kind, let client = environmentBase(base),
              args.allSatisfy({ handsOutNothing($0.value) }) else { return nil }
        return client
    }

    /// ``syncClientCall(_:_:)`` of a call read as a statement, unless the
    /// client is a value the screen does not decide (`tags.insert("news")` of
    /// `let tags: TagStore`), whose changes are read by their own rule.
    func syncClientStatement(_ callee: SwiftExpr, _ args: [SwiftArgument]) -> String? {
        if case .member(let base, _) = callee.kind, opaqueRoot(base) != nil { return nil }
        return syncClientCall(callee, args)
    }

    /// The name an api is read as at a call site that cannot throw
    /// (`nonthrowing`) or can, when an api named `method` was declared with
    /// the other: one named after the type (`cacheRefresh`), or after the
    /// throwing (`refreshNonthrowing`), so each site keeps its own effects.
    mutating func apiVariant(_ method: String, typeName: String, nonthrowing: Bool, at loc: SourceLocation) -> String {
        var name = Self.lowerCamel(typeName) + method.prefix(1).uppercased() + method.dropFirst()
        if name == method || apis[name].map({ $0.nonthrowing != nonthrowing }) == true { name = method + (nonthrowing ? "Nonthrowing" : "Throwing") }
        abstraction("the api \(typeName).\(method) is named \(name) here: this call \(nonthrowing ? "cannot throw" : "can throw"), unlike another call of '\(method)'", at: loc)
        return name
    }

    /// Whether the declaration `f` says its calls cannot throw, when it says
    /// so plainly; nil when its answer comes through a completion handler, a
    /// publisher or a `Result` (which the api's failure stands for).
    static func plainNonthrowing(_ f: SwiftFunctionDecl) -> Bool? {
        if completionAnswer(of: f) != nil { return nil }
        if let r = f.result, case .identifier(let name, _) = r.kind, name == "Result" || name.hasSuffix("Publisher") { return nil }
        return f.effects.throwsKeyword == nil
    }
}
