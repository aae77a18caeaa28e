import StateCheckLanguage

/// Finds the component views a view's code calls: a component is a generic
/// `struct …<V, …>: View` of the module with a `body` (`PagingList<V, Success>`),
/// read inside the screen that calls it rather than as a screen of its own.
enum ComponentCalls {
    /// One call of a component in a view.
    struct Call {
        /// The component's declaration.
        var component: SwiftModule.Located
        /// The call, its modifiers peeled (`PagingList(…)`).
        var call: SwiftExpr
        /// The call's arguments.
        var arguments: [SwiftArgument]
        /// The call's trailing closures.
        var trailing: [SwiftTrailingClosure]
    }

    /// Whether `t` is a component: a generic `struct` conforming to `View` with a `body`.
    static func isComponent(_ t: SwiftModule.Located) -> Bool {
        let d = t.decl
        // A generic error view (`RetryErrorView<Label>`) stays an error view.
        guard d.keyword == .structKeyword, !d.genericParameters.isEmpty, !SwiftUIVocabulary.isErrorView(d.name),
              d.inheritance.contains(where: { $0.simpleName == "View" }) else { return false }
        return body(of: t) != nil
    }

    /// The statements of a view's `body` getter.
    static func body(of t: SwiftModule.Located) -> [SwiftStmt]? {
        for m in t.decl.members.flatMap(ScreenBuilder.flatten) {
            guard case .variable(let v) = m.kind else { continue }
            for b in v.bindings {
                if case .identifier("body") = b.pattern.kind, case .getter(let stmts) = b.accessors { return stmts }
            }
        }
        return nil
    }

    /// The component calls in view statements read from `file`: the root
    /// view, containers' contents (a `NavigationLink`'s label and SwiftUI
    /// views read as their content, ``ScreenBuilder/transparentContainers``
    /// included), `if`/`switch` branches and the contents of `.overlay`,
    /// `.toolbar` and `.safeAreaInset`. `inlining` says which other views of the module a call
    /// reads as components (given the view, the call's arguments and its
    /// trailing closures).
    static func find(in stmts: [SwiftStmt], module: SwiftModule, file: String,
                     inlining: (SwiftModule.Located, [SwiftArgument], [SwiftTrailingClosure]) -> Bool = { _, _, _ in false }) -> [Call] {
        var out: [Call] = []
        for s in stmts {
            switch s.kind {
            case .expression(let e):
                out += find(in: e, module: module, file: file, inlining: inlining)
            case .ifStmt(let i):
                for b in i.branchBodies { out += find(in: b, module: module, file: file, inlining: inlining) }
            case .switchStmt(let sw):
                for c in sw.cases { out += find(in: c.body, module: module, file: file, inlining: inlining) }
            default:
                continue
            }
        }
        return out
    }

    static func find(in e: SwiftExpr, module: SwiftModule, file: String,
                     inlining: (SwiftModule.Located, [SwiftArgument], [SwiftTrailingClosure]) -> Bool = { _, _, _ in false }) -> [Call] {
        var out: [Call] = []
        var base = e
        // Modifiers, outermost first: `.overlay { … }` contents are views.
        while case .call(let callee, _, let trailing) = base.kind, case .member(let inner, let name) = callee.kind {
            if ScreenBuilder.contentModifiers.contains(name), let c = trailing.first?.closure { out += find(in: c.body, module: module, file: file, inlining: inlining) }
            base = inner
        }
        guard case .call(let callee, let args, let trailing) = base.kind, case .identifier(let name) = callee.kind else { return out }
        // A NavigationLink's label is its last closure (the destination is another screen's).
        if SwiftUIVocabulary.containers.contains(name) || ScreenBuilder.transparentContainers.contains(name) || name == "NavigationLink",
           let c = trailing.last?.closure {
            return find(in: c.body, module: module, file: file, inlining: inlining) + out
        }
        if let t = module.type(named: name, from: file), isComponent(t) || inlining(t, args, trailing) {
            return [Call(component: t, call: base, arguments: args, trailing: trailing)] + out
        }
        return out
    }
}
