import StateCheckLanguage

extension ScreenBuilder {
    /// The view fragment a view expression names: `content`, `self.content`
    /// or `content()` of the screen.
    func fragmentName(_ e: SwiftExpr) -> String? {
        switch e.kind {
        case .identifier(let name) where local(name) == nil:
            return name
        case .member(let base, let name):
            if case .identifier("self") = base.kind { return name }
            return nil
        case .call(let callee, let args, let trailing) where args.isEmpty && trailing.isEmpty:
            if case .identifier(let name) = callee.kind { return name }
            return nil
        default:
            return nil
        }
    }

    /// A view property or parameterless view method of the screen, read in
    /// place: its views are the views where it is used.
    mutating func viewFragment(_ name: String, body: [SwiftStmt], appearing: Modifier?, place: inout ViewPlace, hasContent: inout Bool, at loc: SourceLocation) -> [Stmt] {
        if let m = appearing {
            error("'.\(m.name)' on the view property '\(name)' is not understood; put it on a view inside '\(name)', or on the root view", at: m.location)
            return []
        }
        guard !inlinedFragments.contains(name) else {
            error("the view property '\(name)' uses itself", at: loc)
            return []
        }
        inlinedFragments.insert(name)
        defer { inlinedFragments.remove(name) }
        abstraction("the view property \(name) is read in place", at: loc)
        return viewStatements(body, place: &place, hasContent: &hasContent)
    }
}

extension ScreenBuilder {
    /// `.refreshable { … }` on a view inside the body (`List(items) { … }
    /// .refreshable { … }` in one branch): `on refresh .refreshable` whose
    /// handler runs only while that view is shown. Where no such view is shown,
    /// `refresh` is not enabled (there is nothing to pull). On a container
    /// (`Group { if … { ProgressView() } else { List(…) } }.refreshable { … }`),
    /// the scrolling views it holds are the ones pulled: the event is enabled
    /// while one of them, or what it holds, is shown (while any view it holds
    /// is, when it holds no scrolling view; in every state when the model
    /// draws none of them).
    mutating func innerRefreshable(_ m: Modifier, on base: SwiftExpr, element: SourceLocation) {
        guard let closure = m.trailing.first?.closure else { return }
        var event = PendingEvent(name: "refresh", kind: .refreshable, body: statements(closure.body), element: element, location: m.location)
        if !configuration.strict {
            // The scrolling views it holds are what the user pulls (any of them, and what they hold); without one, any view it holds.
            let scrolling = Self.scrollingViews(in: base)
            for view in scrolling.isEmpty ? [base] : scrolling { view.forEachExpression { event.within.insert($0.location) } }
        }
        pendingEvents.append(event)
        abstraction("'.refreshable' on a view inside the body: on refresh .refreshable, run while that view is shown", at: m.location)
    }

    /// Views a user pulls to refresh.
    static let scrollingViews: Set<String> = ["List", "ScrollView", "Form"]

    /// The scrolling views `base` is or holds (`List`, `ScrollView` and `Form` calls).
    static func scrollingViews(in base: SwiftExpr) -> [SwiftExpr] {
        var found: [SwiftExpr] = []
        base.forEachExpression { e in
            if case .call(let callee, _, _) = e.kind, case .identifier(let name) = callee.kind, scrollingViews.contains(name) { found.append(e) }
        }
        return found
    }
}

extension ScreenBuilder {
    /// `rowView(for: group)` of a row the screen does not decide: a view
    /// helper given values the model does not read (changing nothing) is
    /// read in place, as a view property is, its parameters opaque (tests
    /// of them are assumptions). Nil in strict mode, when an argument may
    /// change the screen's state, or when the helper is not the screen's own.
    mutating func helperInPlace(_ name: String, _ args: [SwiftArgument], place: inout ViewPlace, hasContent: inout Bool, at loc: SourceLocation) -> [Stmt]? {
        guard !configuration.strict, !inlinedFragments.contains(name), args.allSatisfy({ changesNothing($0.value) }) else { return nil }
        let helper = allMembers(of: screen).lazy.compactMap { m -> SwiftFunctionDecl? in
            if case .function(let f) = m.kind, f.name == name, f.parameters.count >= args.count, f.body != nil { return f }
            return nil
        }.first
        guard let helper, let body = helper.body else { return nil }
        inlinedFragments.insert(name)
        defer { inlinedFragments.remove(name) }
        guard let scope = helperParameterScope(helper, args, at: loc) else { return [] }
        abstraction("the view helper \(name) is given values the model does not read: its body is read in place, its parameters opaque", at: loc)
        scopes.append(scope)
        defer { scopes.removeLast() }
        return viewStatements(body, place: &place, hasContent: &hasContent)
    }
}

extension ScreenBuilder {
    /// The scope a view helper's body is read in where it is called: its
    /// parameters values the screen does not decide (opaque), except one
    /// given the screen's view model under its own name
    /// (`productCell(viewModel: self.viewModel, product: product)` of
    /// `func productCell(viewModel: HomeViewModel, product: Product)`), which
    /// is that view model: its methods change the screen's state. Nil after
    /// a diagnostic when the view model is given under another name.
    mutating func helperParameterScope(_ helper: SwiftFunctionDecl, _ args: [SwiftArgument], at loc: SourceLocation) -> [String: LocalKind]? {
        let given = Self.matchArguments(helper.parameters, args, []) ?? [:]
        var scope: [String: LocalKind] = [:]
        for (i, p) in helper.parameters.enumerated() {
            guard let n = p.name ?? p.label, n != "_" else { continue }
            if let a = given[i], let vm = viewModelHolder(a) {
                guard vm == n else {
                    error("the view helper '\(helper.name)' is given the screen's view model '\(vm)' as its parameter '\(n)', whose calls change the screen's state; a helper is read where it is called when it names the view model as the screen does: name the parameter '\(vm)'", at: a.location)
                    return nil
                }
                continue
            }
            if scope[n] == nil { scope[n] = .constant }
        }
        return scope
    }
}
