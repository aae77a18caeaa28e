import StateCheckLanguage

// `pickerCard(title: "Status") { Picker("Status", selection: $model.status) { … } }`
// of `func pickerCard<Content: View>(title: String, @ViewBuilder content: () -> Content) -> some View`:
// a view helper of the screen that wraps the views it is given (a card, a
// section with a header). Its body is read in place, as a view property
// is; where it shows its view-building parameter (`content()`), the views
// of the closure the call gives are read, in the caller's scope, exactly
// as if they were written there. Its other parameters are values the
// screen does not decide (opaque), which may be computed only without
// effects.

extension ScreenBuilder {
    /// The views of a call of the view helper `name` given closures of views
    /// (see above); nil when the helper has no view-building parameter, an
    /// argument that is no closure has effects, or in strict mode.
    mutating func contentHelperInPlace(_ name: String, _ args: [SwiftArgument], _ trailing: [SwiftTrailingClosure], place: inout ViewPlace,
                                       hasContent: inout Bool, at loc: SourceLocation) -> [Stmt]? {
        guard !configuration.strict, !inlinedFragments.contains(name), !Self.closuresGiven(args, trailing).isEmpty else { return nil }
        let helper = screenFunctions(named: name).first { f in f.body != nil && f.parameters.contains { Self.buildsViews($0, in: f) } }
        guard let helper, let body = helper.body, let given = Self.matchArguments(helper.parameters, args, trailing) else { return nil }
        var bound: [String: (closure: SwiftClosure, scopes: Int)] = [:]
        var parameters: [String: LocalKind] = [:]
        for (i, p) in helper.parameters.enumerated() {
            let pname = p.name ?? p.label ?? "_"
            if Self.buildsViews(p, in: helper) {
                guard case .closure(let c)? = given[i]?.kind, c.parameters?.isEmpty ?? true else { return nil }
                bound[pname] = (c, scopes.count)
                continue
            }
            if let value = given[i], !changesNothing(value) || Self.isClosure(value) { return nil }
            if pname != "_" { parameters[pname] = .constant }
        }
        abstraction("the view helper \(name) is given views: its body is read in place, the views given where it shows them, its other parameters opaque", at: loc)
        inlinedFragments.insert(name)
        let saved = viewClosureArguments
        viewClosureArguments.merge(bound) { _, new in new }
        scopes.append(parameters)
        defer {
            scopes.removeLast()
            viewClosureArguments = saved
            inlinedFragments.remove(name)
        }
        return viewStatements(body, place: &place, hasContent: &hasContent)
    }

    /// The views of the closure a view helper read in place was given for
    /// `name` (`content()` in its body), read where the helper shows them;
    /// nil when `name` is no such parameter.
    mutating func givenViews(_ name: String, place: inout ViewPlace, hasContent: inout Bool) -> [Stmt]? {
        guard let given = viewClosureArguments[name], local(name) == nil || scopes.count == given.scopes + 1 else { return nil }
        // The closure's names are the caller's: the helper's parameters and locals are not in its scope.
        let saved = (viewClosureArguments, scopes)
        viewClosureArguments[name] = nil
        scopes = Array(scopes.prefix(given.scopes))
        defer { (viewClosureArguments, scopes) = saved }
        return viewStatements(given.closure.body, place: &place, hasContent: &hasContent)
    }

    /// Whether `p` of `helper` builds views: `@ViewBuilder`, or a function
    /// without parameters returning views (``returnsViews(_:genericParameters:requirements:)``).
    static func buildsViews(_ p: SwiftParameter, in helper: SwiftFunctionDecl) -> Bool {
        guard let type = p.type, isFunctionType(type) else { return false }
        if p.attributes.contains(where: { $0.name == "ViewBuilder" }) { return true }
        var t = type
        while case .attributed(let attributes, _, let inner) = t.kind {
            if attributes.contains(where: { $0.name == "ViewBuilder" }) { return true }
            t = inner
        }
        return returnsViews(t, genericParameters: helper.genericParameters, requirements: helper.requirements)
    }

    /// Whether `type` is a function without parameters returning views: a
    /// generic parameter (of `genericParameters`) constrained to `View` in
    /// its declaration or by `requirements`, `some View` or `AnyView`.
    static func returnsViews(_ type: SwiftType?, genericParameters: [SwiftGenericParameter], requirements: [SwiftRequirement]) -> Bool {
        guard var t = type else { return false }
        while case .attributed(_, _, let inner) = t.kind { t = inner }
        guard case .function(let parameters, _, let result) = t.kind, parameters.isEmpty else { return false }
        let name = result.simpleName ?? ""
        let constrained = genericParameters.contains { $0.name == name && $0.constraint?.simpleName == "View" }
            || requirements.contains { $0.left.simpleName == name && $0.right.simpleName == "View" }
        return constrained || isViewType(result) || name == "AnyView"
    }

    /// Whether `e` is a closure.
    static func isClosure(_ e: SwiftExpr) -> Bool {
        if case .closure = e.kind { return true }
        return false
    }
}
