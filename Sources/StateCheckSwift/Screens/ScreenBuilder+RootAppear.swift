import StateCheckLanguage

extension ScreenBuilder {
    /// `.onAppear { Task { await model.load() } }` on the root view →
    /// `on load Task { await load() }`: the action runs on every appearance;
    /// the task it starts is unstructured, so disappearing does not cancel it.
    /// A synchronous action (`.onAppear { model.start() }`) is `on load sync { … }`;
    /// `.onAppear(perform: { … })` reads the same.
    mutating func rootAppearHandler(_ m: Modifier) {
        var closure = m.trailing.first?.closure
        if m.arguments.count == 1, m.arguments[0].label == "perform", m.trailing.isEmpty, case .closure(let c) = m.arguments[0].value.kind {
            closure = c
        } else if !m.arguments.isEmpty || m.trailing.count != 1 {
            closure = nil
        }
        guard let closure else {
            error("this '.onAppear' is not understood; the forms read are .onAppear { … } and .onAppear { Task { … } }", at: m.location)
            return
        }
        guard let event = action(closure, name: "load", element: m.location, location: m.location) else { return }
        abstraction(".onAppear on the root view: the event load runs its action on every appearance (a Task it starts is not cancelled on disappear)", at: m.location)
        model.handlers.append(HandlerDecl(event: "load", kind: event.kind, role: nil, condition: nil, body: event.body, location: m.location))
    }
}
