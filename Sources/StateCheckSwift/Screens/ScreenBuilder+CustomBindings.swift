import StateCheckLanguage

// An input view bound to a binding the screen writes by hand:
// `Picker(selection: Binding(get: { defaults.appTheme }, set: { defaults.setAppTheme($0) }))`,
// `.init(get:set:)`, `Binding { … } set: { … }`. The view calls the setter
// with a value of its choosing whenever it is shown, as often as the user
// likes: one event, enabled while the view is shown, runs the setter's code
// with that value opaque (a test of it is an assumption). A setter that
// changes nothing the model reads adds no event. `.constant(x)` is a binding
// SwiftUI cannot write: the view adds no event.

extension ScreenBuilder {
    /// The events of an input view bound to a hand-written or constant
    /// binding; nil for any other binding, in strict mode, or when the
    /// setter's code is not read (its diagnostics then stand).
    mutating func customBindingEvents(_ binding: SwiftExpr, view: String, at loc: SourceLocation) -> [(name: String, condition: Expr, body: [Stmt])]? {
        guard !configuration.strict, case .call(let callee, let args, let trailing) = madeBinding(binding).kind else { return nil }
        if Self.isConstantBinding(callee), args.count == 1, trailing.isEmpty {
            abstraction("\(view) is bound to \(Self.brief(binding)), which SwiftUI cannot write: no event", at: loc)
            return []
        }
        guard Self.isBindingInitializer(callee), let (getter, setter) = Self.accessorClosures(args, trailing) else { return nil }
        if let events = domainBindingEvents(getter: getter, setter: setter, view: view, at: loc) { return events }
        guard let body = attempt({ b -> [Stmt]? in
            b.scopes.append([:])
            defer { b.scopes.removeLast() }
            b.declareOpaqueParameters(of: setter)
            return b.statements(setter.body)
        }) else { return nil }
        if body.isEmpty {
            abstraction("\(view) is bound to a Binding whose setter changes nothing the model reads: no event", at: loc)
            return []
        }
        let name = inputEventName("set" + Self.upperCamel(view.hasPrefix(".") ? String(view.dropFirst()) : view))
        abstraction("\(view) is bound to a Binding written by hand: the event \(name), enabled while the view is shown, runs its setter with a value the screen does not decide", at: loc)
        return [(name, Expr(kind: .boolLiteral(true), location: loc), body)]
    }

    /// The expression a computed `Binding` property of the screen returns
    /// (`text: nameBinding` of `var nameBinding: Binding<String> { Binding(…) }`),
    /// `binding` itself otherwise.
    func madeBinding(_ binding: SwiftExpr) -> SwiftExpr {
        switch binding.kind {
        case .identifier(let name) where local(name) == nil:
            return bindingProperty(name) ?? binding
        case .member(let base, let name):
            if case .identifier("self") = base.kind { return bindingProperty(name) ?? binding }
            return binding
        default:
            return binding
        }
    }

    /// A binding whose getter reads a state variable with a domain
    /// (`get: { model.sortOrder }` of an enum without payloads, a Bool, a
    /// String): one event per value, `set<Variable><Value>`, each running
    /// the setter with its parameter that value. Nil for any other getter,
    /// or when the setter's code is not read so.
    mutating func domainBindingEvents(getter: SwiftClosure, setter: SwiftClosure, view: String,
                                      at loc: SourceLocation) -> [(name: String, condition: Expr, body: [Stmt])]? {
        guard let read = Self.onlyExpression(getter.body), let variable = stateVariableName(read), let type = stateVars[variable],
              let values = inputValues(type, intDomain: nil, at: loc) else { return nil }
        let written = setter.parameters?.first.flatMap { $0.name ?? $0.label } ?? "$0"
        let parameter = written == "$0" ? "newValue" : written
        // The setter reads its parameter as a local of the bound type: one reading serves every value.
        guard let body = attempt({ b -> [Stmt]? in
            b.scopes.append([:])
            defer { b.scopes.removeLast() }
            b.declare(parameter, .plain)
            if written != parameter { b.renames[written] = parameter }
            return b.statements(setter.body)
        }) else { return nil }
        var out: [(name: String, condition: Expr, body: [Stmt])] = []
        let stem = "set" + Self.upperCamel(variable)
        for v in values {
            let name = inputEventName(stem + v.word, besides: out.map(\.name))
            let given = Stmt(kind: .local(isLet: true, name: parameter, type: type, value: v.value), location: loc)
            // The setter runs whenever the user picks, the value held included: no condition.
            out.append((name, Expr(kind: .boolLiteral(true), location: loc), [given] + body))
        }
        abstraction("\(view) is bound to a Binding written by hand over \(variable): the events \(out.map(\.name).joined(separator: ", ")), each running its setter with that value", at: loc)
        return out
    }

    /// `.constant`, `Binding.constant`.
    static func isConstantBinding(_ callee: SwiftExpr) -> Bool {
        switch callee.kind {
        case .implicitMember("constant"): return true
        case .member(let base, "constant"):
            if case .identifier("Binding") = base.kind { return true }
            return false
        default: return false
        }
    }

    /// The value `.constant(value)` or `Binding.constant(value)` holds; nil for any other expression.
    static func constantBindingValue(_ e: SwiftExpr) -> SwiftExpr? {
        guard case .call(let callee, let args, let trailing) = e.kind, args.count == 1, args[0].label == nil, trailing.isEmpty,
              isConstantBinding(callee) else { return nil }
        return args[0].value
    }
}

extension ScreenBuilder {
    /// `Binding(get: { viewModel.showAlert }, set: { viewModel.showAlert = $0 })`
    /// (or `set: { value in viewModel.showAlert = value }`): a binding that
    /// reads and writes one property and does nothing else, which is the
    /// property's own binding, `$viewModel.showAlert`. Nil for any other
    /// expression.
    static func plainBinding(_ e: SwiftExpr) -> SwiftExpr? {
        guard case .call(let callee, let args, let trailing) = e.kind, case .identifier("Binding") = callee.kind, trailing.isEmpty,
              args.count == 2, args[0].label == "get", args[1].label == "set",
              case .closure(let getter) = args[0].value.kind, case .closure(let setter) = args[1].value.kind,
              getter.parameters?.isEmpty ?? true, let read = onlyExpression(getter.body),
              setter.body.count == 1, case .expression(let write) = setter.body[0].kind, case .binary("=", let target, let value) = write.kind,
              case .identifier(let given) = value.kind else { return nil }
        let parameter = setter.parameters.map { $0.count == 1 ? ($0[0].name ?? $0[0].label) : nil } ?? "$0"
        guard given == parameter, read == target || SwiftSyntaxDump.describe(read) == SwiftSyntaxDump.describe(target) else { return nil }
        // The path's root, projected: `viewModel.showAlert` → `$viewModel.showAlert`, `self.flag` → `$flag`.
        func projected(_ x: SwiftExpr) -> SwiftExpr? {
            switch x.kind {
            case .identifier(let n) where n != "self" && !n.hasPrefix("$"):
                return SwiftExpr(kind: .identifier("$" + n), location: x.location)
            case .member(let base, let n):
                if case .identifier("self") = base.kind { return SwiftExpr(kind: .identifier("$" + n), location: x.location) }
                return projected(base).map { SwiftExpr(kind: .member($0, n), location: x.location) }
            default:
                return nil
            }
        }
        return projected(target)
    }
}
