// Checking the element lifecycle handlers: `on appear(E)` and `on disappear(E)`.

extension Checker {
    /// Checks where an element handler may be declared: the list footer's
    /// `onAppear` is the event `page`; an element handler has no `when`
    /// (SwiftUI runs it on every appearance) and is `sync`, `Task` or, for
    /// `on appear`, `.task` (a task that lives while the element is shown).
    mutating func checkElementTrigger(_ trigger: ElementTrigger, of h: HandlerDecl) {
        if trigger.element == .footerSpinner, trigger.edge == .appear {
            error("the list footer is in a lazy container: its '.onAppear' is the user scrolling there, the event 'page'; write 'on page Task { … }'", at: trigger.location)
        }
        if h.condition != nil {
            error("an element handler cannot have a 'when' condition: SwiftUI runs it whenever the element \(trigger.edge == .appear ? "enters" : "leaves") the screen", at: h.location)
        }
        switch h.kind {
        case .sync, .unstructured: break
        case .task where trigger.edge == .appear: break
        case .task, .refreshable:
            error("'on \(trigger.edge.rawValue)(…)' is 'sync', 'Task'\(trigger.edge == .appear ? " or '.task' (the element's own task, cancelled when it leaves the screen)" : ""), not '\(h.kind.rawValue)'", at: h.location)
        }
    }
}
