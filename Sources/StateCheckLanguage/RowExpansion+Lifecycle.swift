// A lazy list's rows appearing and disappearing: `on appearRow(row) .task { … }`
// (a row's `.task`, `.onAppear`) and `on disappearRow(row) sync { … }` (its
// `.onDisappear`), rewritten into per-row events and element handlers.
//
// A row of a `List` or `LazyVStack` is built when the user scrolls it into
// view and dropped when it scrolls out: its appearing is the user's choice.
// Each row identity gets a hidden per-row set entry `rowsOnScreen[rowK]`,
// owned by the list (`content`: it is gone with the list), and two events:
// `appearRow(rowK)`, enabled while the screen shows `content` and the row is
// not on screen, and `disappearRow(rowK)`, enabled while it is. The row is
// an element on screen while the list is shown and its entry is true, so
// the element rule runs its handlers: `.onAppear` and `.task` as it enters
// (and on `load`), `.onDisappear` as it leaves (and on `cancel`), its
// `.task` cancelled as it leaves.

extension RowExpansion {
    /// The event of a row scrolling into view.
    static let appearRowEvent = ElementTrigger.appearRowEvent
    /// The event of a row scrolling out of view.
    static let disappearRowEvent = ElementTrigger.disappearRowEvent
    /// The hidden per-row set of the rows on screen.
    static let rowsOnScreenName = "rowsOnScreen"

    /// Takes the row lifecycle handlers out of `model.handlers` and, when
    /// there are any, declares the hidden `rowsOnScreen` set and adds the
    /// handlers that replace them (still per row: the handler loop of
    /// ``run(_:)`` expands them). Reports the forms that are not read.
    mutating func rowLifecycle(_ model: inout ModelDecl) {
        let events: Set<String> = [Self.appearRowEvent, Self.disappearRowEvent]
        let declared = model.handlers.filter { events.contains($0.event) }
        guard !declared.isEmpty else { return }
        model.handlers.removeAll { events.contains($0.event) }
        let taken = Set(model.variables.map(\.name) + model.rowCollections.map(\.name))
        var name = Self.rowsOnScreenName
        while taken.contains(name) { name += "_" }
        rowsOnScreen = name
        let loc = declared[0].location
        var onScreen = RowCollectionDecl(name: name, kind: .set, location: loc)
        onScreen.owner = .content
        model.rowCollections.append(onScreen)

        let parameter = "row"
        func call(_ method: String, _ loc: SourceLocation) -> Expr {
            let callee = Expr(kind: .member(base: Expr(kind: .identifier(name), location: loc), name: method, optional: false), location: loc)
            return Expr(kind: .call(callee: callee, arguments: [Argument(label: nil, value: Expr(kind: .identifier(parameter), location: loc))]), location: loc)
        }
        var appear = HandlerDecl(event: Self.appearRowEvent, kind: .sync, condition: Expr(kind: .unary(.not, call("contains", loc)), location: loc),
                                 body: [Stmt(kind: .expression(call("insert", loc)), location: loc)], location: loc)
        appear.rowParameter = parameter
        appear.whileShown = .content
        var disappear = HandlerDecl(event: Self.disappearRowEvent, kind: .sync, condition: call("contains", loc),
                                    body: [Stmt(kind: .expression(call("remove", loc)), location: loc)], location: loc)
        disappear.rowParameter = parameter
        model.handlers += [appear, disappear]

        for var h in declared {
            let edge: ElementTrigger.Edge = h.event == Self.appearRowEvent ? .appear : .disappear
            guard h.rowParameter != nil else {
                error("'\(h.event)' is a row scrolling \(edge == .appear ? "into" : "out of") view, one event per row: write 'on \(h.event)(row) …', the row being 'row' in the body", at: h.location)
                continue
            }
            if h.watch != nil {
                error("a row's '.task(id:)' is its '.task': a row's id never changes, so the task restarts only as the row scrolls back into view; write 'on \(h.event)(row) .task { … }'", at: h.location)
                continue
            }
            if h.condition != nil {
                error("a row's '\(h.event)' handler cannot have a 'when' condition: SwiftUI runs it whenever the row scrolls \(edge == .appear ? "into" : "out of") view", at: h.location)
                h.condition = nil
            }
            switch h.kind {
            case .sync, .unstructured: break
            case .task where edge == .appear: break
            case .task, .refreshable:
                error("'on \(h.event)(…)' is \(edge == .appear ? "'sync', 'Task' or '.task' (the row's own task, cancelled when it scrolls out of view)" : "'sync' or 'Task'"), not '\(h.kind.rawValue)'", at: h.location)
                continue
            }
            h.element = ElementTrigger(edge: edge, element: .content, location: h.location)
            model.handlers.append(h)
        }
    }
}
