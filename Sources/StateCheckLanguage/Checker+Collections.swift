// The methods of a `Value` and the closures they take: `items.filter { $0.isRead }`.
import StateCheckEngine
import StateCheckScreens

extension Checker {
    /// `base.name(arguments)` on a `Value`: a transform is the same `Value`
    /// (recorded for the lowering, which reads it as `base`); a query of the
    /// elements is an error, since the abstraction cannot decide it.
    mutating func checkValueMethod(base: Expr, name: String, arguments: [Argument], at location: SourceLocation) -> CheckType {
        if ValueMethods.transforms.contains(name) {
            let closures = arguments.filter { if case .closure = $0.value.kind { return true } else { return false } }
            let arity = name == "sorted" ? 2 : 1
            let form: String
            let shapeIsValid: Bool
            switch name {
            case "reversed", "shuffled":
                form = "'.\(name)()'"
                shapeIsValid = arguments.isEmpty
            case "sorted":
                form = "'.sorted()', '.sorted { $0 … $1 }' or '.sorted(by: { a, b in … })'"
                shapeIsValid = arguments.isEmpty || (arguments.count == 1 && closures.count == 1 && (arguments[0].label == nil || arguments[0].label == "by"))
            default:
                form = "'.\(name) { … }'"
                shapeIsValid = arguments.count == 1 && closures.count == 1 && arguments[0].label == nil
            }
            guard shapeIsValid else {
                error("'\(name)' on a Value is written \(form)", at: location)
                return .value
            }
            for c in closures { checkOpaqueClosure(c.value, method: name, arity: arity) }
            symbols.resolveValueTransform(SymbolTable.ExpressionKey(memberOf: base, at: location))
            return .value
        }
        if ValueMethods.queries.contains(name) {
            error(ValueMethods.undecidableQuery(name + (arguments.first?.label.map { "(\($0):)" } ?? "")), at: location)
            return .unknown
        }
        error("value of type 'Value' has no method '\(name)'; a Value offers 'isEmpty', 'count', '+' and the transforms "
              + ValueMethods.transforms.sorted().map { "'\($0)'" }.joined(separator: ", "), at: location)
        return .unknown
    }

    /// `isEmpty` / `count` of `items.filter { … }` (or of a local bound to
    /// one): how many elements remain is not known, so it is an error.
    mutating func checkFilteredMember(base: Expr, name: String, at location: SourceLocation) {
        guard name == LanguageNames.valueIsEmpty || name == LanguageNames.valueCount, let transform = filteringTransform(base) else { return }
        error(ValueMethods.undecidableFilteredMember(name, of: transform), at: location)
    }

    /// The type of the value an `if let` / `guard let` binds. `items.last`
    /// (or `first`) of an unfiltered `Value` is read as the Swift front end
    /// reads it: nil when `items.isEmpty`, else the element, which is opaque
    /// and so bound as the `Value` itself (it may flow into api arguments).
    mutating func checkBoundValue(_ value: Expr) -> CheckType {
        guard case .member(let base, let end, false) = value.kind, end == "first" || end == "last",
              filteringTransform(base) == nil else { return checkExpression(value, expected: nil) }
        let outer = endElementBinding
        endElementBinding = value.location
        defer { endElementBinding = outer }
        return checkExpression(value, expected: nil)
    }

    /// The filtering transform (`filter`, `compactMap`) `e` is the result of,
    /// directly or through a local bound to it; nil otherwise.
    func filteringTransform(_ e: Expr) -> String? {
        switch e.kind {
        case .call(let callee, _):
            guard case .member(let inner, let name, _) = callee.kind, ValueMethods.transforms.contains(name) else { return nil }
            return ValueMethods.filters.contains(name) ? name : filteringTransform(inner)
        case .identifier(let name):
            return lookupLocal(name)?.filteredBy
        case .try(let inner, _), .await(let inner):
            return filteringTransform(inner)
        default:
            return nil
        }
    }

    /// A closure outside the argument of a `Value`'s transform.
    mutating func checkStrayClosure(at location: SourceLocation) -> CheckType {
        error("a closure is only accepted as the argument of a Value's "
              + ValueMethods.transforms.subtracting(["reversed", "shuffled"]).sorted().map { "'\($0)'" }.joined(separator: ", ")
              + "; write the code it would run where it runs", at: location)
        return .unknown
    }

    /// The closure of a transform of a `Value` is never run (its elements are
    /// opaque), so it may only compute a value: its effects would be lost.
    /// Names it reads need not resolve (they are the app's element fields).
    private mutating func checkOpaqueClosure(_ e: Expr, method: String, arity: Int) {
        guard case .closure(let parameters, let body) = e.kind else { return }
        if !parameters.isEmpty, parameters.count != arity {
            error("the closure of '\(method)' takes \(arity) parameter\(arity == 1 ? "" : "s"), not \(parameters.count)", at: e.location)
        }
        var names = Set(parameters)
        var anonymous: [(Int, SourceLocation)] = []
        closureStatements(body, method: method, names: &names, anonymous: &anonymous)
        for (index, location) in anonymous {
            if !parameters.isEmpty {
                error("'$\(index)' cannot be used in a closure that names its parameters ('\(parameters.joined(separator: ", ")) in')", at: location)
            } else if index >= arity {
                error("the closure of '\(method)' takes \(arity) parameter\(arity == 1 ? "" : "s"): '$\(index)' does not exist", at: location)
            }
        }
    }

    private mutating func closureStatements(_ body: [Stmt], method: String, names: inout Set<String>, anonymous: inout [(Int, SourceLocation)]) {
        for s in body {
            switch s.kind {
            case .expression(let x):
                closureExpression(x, method: method, names: &names, anonymous: &anonymous)
            case .returnStatement(let x):
                if let x { closureExpression(x, method: method, names: &names, anonymous: &anonymous) }
            case .local(_, let name, _, let value):
                if let value { closureExpression(value, method: method, names: &names, anonymous: &anonymous) }
                names.insert(name)
            case .assign(let target, _, let value) where Self.rootName(target).map(names.contains) == true:
                // A copy the closure changes (`var row = $0; row.tags = …`): local to the closure.
                closureExpression(value, method: method, names: &names, anonymous: &anonymous)
            default:
                error("the closure of '\(method)' on a Value is not run (its elements are opaque), so it may only compute a value "
                      + "with 'let', 'var', expressions, assignments to its own locals and 'return'; this statement's effect would be lost", at: s.location)
            }
        }
    }

    /// The name an assignment target starts with (`row` in `row.tags`).
    private static func rootName(_ e: Expr) -> String? {
        switch e.kind {
        case .identifier(let name): return name
        case .member(let base, _, _), .forceUnwrap(let base): return rootName(base)
        default: return nil
        }
    }

    private mutating func closureExpression(_ e: Expr, method: String, names: inout Set<String>, anonymous: inout [(Int, SourceLocation)]) {
        func lost(_ what: String) {
            error("the closure of '\(method)' on a Value is not run (its elements are opaque), so it may not \(what): its effect would be lost", at: e.location)
        }
        switch e.kind {
        case .boolLiteral, .intLiteral, .stringLiteral, .nilLiteral, .emptyValueLiteral, .taskIsCancelled:
            return
        case .identifier(let name):
            if name.hasPrefix("$"), let index = Int(name.dropFirst()) { anonymous.append((index, e.location)) }
        case .implicitMember(_, let arguments):
            for a in arguments ?? [] { closureExpression(a.value, method: method, names: &names, anonymous: &anonymous) }
        case .member(let base, _, _), .unary(_, let base), .isType(let base, _), .forceUnwrap(let base):
            closureExpression(base, method: method, names: &names, anonymous: &anonymous)
        case .call(let callee, let arguments):
            switch callee.kind {
            case .identifier(let name) where !names.contains(name):
                if symbols.functions[name] != nil { lost("call the function '\(name)'") }
                if symbols.api(name) != nil { lost("call the api '\(name)'") }
                if LanguageNames.viewElement(named: name) != nil { lost("show the view element '\(name)'") }
            case .member(let base, let name, _):
                if symbols.anyMethodIsMutating(name) { lost("call the mutating method '\(name)'") }
                if name == "resume" { lost("resume a continuation") }
                closureExpression(base, method: method, names: &names, anonymous: &anonymous)
            default:
                closureExpression(callee, method: method, names: &names, anonymous: &anonymous)
            }
            for a in arguments { closureExpression(a.value, method: method, names: &names, anonymous: &anonymous) }
        case .binary(_, let l, let r):
            closureExpression(l, method: method, names: &names, anonymous: &anonymous)
            closureExpression(r, method: method, names: &names, anonymous: &anonymous)
        case .ternary(let c, let t, let f):
            for x in [c, t, f] { closureExpression(x, method: method, names: &names, anonymous: &anonymous) }
        case .await:
            lost("'await'")
        case .try:
            lost("'try'")
        case .withCheckedContinuation:
            lost("wait on a continuation")
        case .taskCheckCancellation:
            lost("check for cancellation")
        case .taskSleep:
            lost("sleep")
        case .spawnValue:
            lost("start a task")
        case .mainActorHop:
            lost("wait for the main actor")
        case .dismissScreen:
            lost("dismiss the screen")
        case .subscript:
            return // rewritten by the row expansion before the checker runs
        case .closure(let parameters, let body):
            // A nested closure (`$0.tags.filter { … }`) reads the element's own data: the same rule.
            var inner = names.union(parameters)
            var nestedAnonymous: [(Int, SourceLocation)] = []
            closureStatements(body, method: method, names: &inner, anonymous: &nestedAnonymous)
        }
    }
}
