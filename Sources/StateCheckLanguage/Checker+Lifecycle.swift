// Checking the lifecycle handlers that watch a value: `on load .task(id: x)`
// and `on change(x) { old, new in … }`.

extension Checker {
    /// Checks the value `h` watches (read-only, no `await`), where the
    /// handler may be declared, and declares the change handler's `old` and
    /// `new` names, of the watched value's type, for its body. Leaves
    /// `context` as the body's.
    mutating func checkWatch(_ watch: HandlerWatch, of h: HandlerDecl) {
        var bodyContext = context
        switch watch {
        case .taskID:
            if h.event != "load" {
                error("'.task(id:)' starts when the view appears; declare it 'on load .task(id: …)'", at: h.location)
            }
            if h.condition != nil {
                error("a '.task(id:)' handler cannot have a 'when' condition: SwiftUI starts it on every appearance and every change of its id", at: h.location)
            }
        case .change:
            bodyContext.asyncDenial = "'await' cannot be used in a change handler: it runs synchronously, as an '.onChange' action does; spawn 'Task { }'"
        }
        context = CheckContext(asyncDenial: "'await' cannot be used in a watched value",
                               throwDenial: "a watched value cannot throw",
                               readOnlyReason: "a watched value cannot change model variables")
        let type = checkExpression(watch.value, expected: nil)
        if case .continuation = type {
            error("a continuation cannot be watched: it has no value to compare", at: watch.value.location)
        }
        context = bodyContext
        guard case .change(let clause) = watch else { return }
        for name in [clause.oldName, clause.newName].compactMap({ $0 }) {
            if scopes[scopes.count - 1][name] != nil {
                error("invalid redeclaration of '\(name)'", at: h.location)
            }
            scopes[scopes.count - 1][name] = LocalName(type: type, isLet: true, location: h.location)
        }
    }
}
