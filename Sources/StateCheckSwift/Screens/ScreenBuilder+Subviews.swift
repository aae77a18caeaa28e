import StateCheckLanguage

extension ScreenBuilder {
    /// A component used in a branch of its caller's view with state or a
    /// `.task` of its own is a subview: removed, its state is gone and its
    /// task cancelled; inserted again, it starts fresh. Its `@State`
    /// variables become `var x = … in mark("Component")`, and the view draws
    /// `mark("Component")` after its elements. Returns the mark's name; nil
    /// for a component without state or task of its own, read as before.
    mutating func subviewMark(of index: Int, at loc: SourceLocation) -> String? {
        let frame = components.frames[index]
        let name = frame.component.decl.name
        var hasTask = false
        if frame.body.count == 1, case .expression(let root) = frame.body[0].kind {
            hasTask = peel(root).modifiers.contains { ["task", "onAppear", "onDisappear"].contains($0.name) && $0.arguments.isEmpty }
        }
        guard !frame.ownState.isEmpty || hasTask else { return nil }
        for k in model.variables.indices where frame.ownState.contains(model.variables[k].name) {
            model.variables[k].owner = .mark(name)
        }
        let state = frame.ownState.isEmpty ? "" : " its state (\(frame.ownState.joined(separator: ", "))) lives while it is shown;"
        abstraction("the component \(name) in a branch is a subview, mark(\"\(name)\"):\(state) its .task is on appear(mark(\"\(name)\")) .task, cancelled as it leaves, its .onAppear and .onDisappear run as it appears and leaves", at: loc)
        return name
    }

    /// `.task { … }` on a subview's root view → `on appear(mark("Component"))
    /// .task { … }`: started as the subview appears, cancelled as it leaves;
    /// `.onAppear { … }` → `on appear(mark("Component")) sync { … }` and
    /// `.onDisappear { … }` → `on disappear(mark("Component")) sync { … }`,
    /// run as it appears and as it leaves. False for another modifier (read
    /// as the root view's).
    mutating func subviewTask(_ m: Modifier, owner: String) -> Bool {
        guard m.arguments.isEmpty, m.trailing.count == 1, let closure = m.trailing.first?.closure else { return false }
        var handler: HandlerDecl
        switch m.name {
        case "task":
            handler = HandlerDecl(event: "appear", kind: .task, body: statements(closure.body), location: m.location)
            handler.element = ElementTrigger(edge: .appear, element: .mark(owner), location: m.location)
        case "onAppear", "onDisappear":
            let appear = m.name == "onAppear"
            handler = HandlerDecl(event: appear ? "appear" : "disappear", kind: .sync, body: statements(closure.body), location: m.location)
            handler.element = ElementTrigger(edge: appear ? .appear : .disappear, element: .mark(owner), location: m.location)
        default:
            return false
        }
        model.handlers.append(handler)
        return true
    }
}
