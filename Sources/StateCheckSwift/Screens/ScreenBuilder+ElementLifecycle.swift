import StateCheckLanguage

extension ScreenBuilder {
    /// A view with `.onAppear { … }` / `.onDisappear { … }` outside a lazy
    /// container → the view's own elements, then `mark("…")` standing for
    /// it on screen, and `on appear(mark("…"))` / `on disappear(mark("…"))`
    /// handlers: they run in the transition that shows or removes the view
    /// (`Text("").onAppear { load() }` in a branch loads as the branch is taken).
    /// A `.task { … }` on a view in a branch is `on appear(mark("…")) .task`:
    /// SwiftUI starts it as the view is shown and cancels it as the view goes.
    mutating func elementWithLifecycle(
        _ base: SwiftExpr, modifiers: [Modifier], appear: Modifier?, disappear: Modifier?, task: Modifier? = nil,
        place: inout ViewPlace, hasContent: inout Bool
    ) -> [Stmt] {
        let loc = base.location
        let rest = modifiers.filter { $0.name != "onAppear" && $0.name != "onDisappear" && $0.name != "task" }
        var views = viewExpression(base, modifiers: rest, place: &place, hasContent: &hasContent)
        let viewName: String
        if case .call(let callee, _, _) = base.kind, case .identifier(let n) = callee.kind { viewName = n } else { viewName = "view" }
        let markName = "\(viewName) (line \(loc.line))"
        for (m, edge) in [(appear, ElementTrigger.Edge.appear), (disappear, .disappear)] {
            guard let m else { continue }
            guard m.arguments.isEmpty, let closure = m.trailing.first?.closure, m.trailing.count == 1 else {
                error("this '.\(m.name)' is not understood; the form read is .\(m.name) { … }", at: m.location)
                return []
            }
            guard let event = action(closure, name: edge.rawValue, element: loc, location: m.location) else { return [] }
            var handler = HandlerDecl(event: edge.rawValue, kind: event.kind, body: event.body, location: m.location)
            handler.element = ElementTrigger(edge: edge, element: .mark(markName), location: loc)
            model.handlers.append(handler)
            abstraction("\(viewName).\(m.name) outside a lazy container: mark(\"\(markName)\") and on \(edge.rawValue)(mark(\"\(markName)\")), run in the transition that \(edge == .appear ? "shows" : "removes") it", at: m.location)
        }
        if let m = task {
            guard m.trailing.count == 1, let closure = m.trailing.first?.closure else {
                error("this '.task' is not understood; the form read on a view in a branch is .task { … }", at: m.location)
                return []
            }
            var handler = HandlerDecl(event: ElementTrigger.Edge.appear.rawValue, kind: .task, body: statements(closure.body), location: m.location)
            handler.element = ElementTrigger(edge: .appear, element: .mark(markName), location: loc)
            model.handlers.append(handler)
            abstraction("\(viewName).task in a branch: mark(\"\(markName)\") and on appear(mark(\"\(markName)\")) .task, started as the view is shown and cancelled as it is removed", at: m.location)
        }
        views.append(element("mark", [Expr(kind: .stringLiteral(markName), location: loc)], at: loc))
        return views
    }
}
