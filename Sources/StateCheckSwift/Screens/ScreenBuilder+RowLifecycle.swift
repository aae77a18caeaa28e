import StateCheckLanguage

/// A lazy list's rows appearing and disappearing: `.task { … }` (also
/// `.task(id: item.id)`), `.onAppear { … }` reading the row's id, and
/// `.onDisappear { … }` on the views of a `List(items) { item in … }` or
/// `ForEach(items) { item in … }` row. The user scrolls a row into view (the
/// event `appearRow(row1)`, enabled while the list is shown) and out
/// (`disappearRow(row1)`); the row's `.task` runs while it is on screen and
/// is cancelled as it scrolls out, as SwiftUI's lazy containers do.
extension ScreenBuilder {
    /// `.task { … }` on a row view → `on appearRow(row) .task { … }`, the
    /// row's id (`item.id`) being `row`.
    mutating func rowTask(_ m: Modifier, row: String) {
        if let id = m.arguments.first, m.arguments.count == 1, id.label == "id" {
            guard Self.isRowIdentity(id.value, row: row) else {
                error("a row's '.task(id:)' is read with the row's id ('.task(id: \(row).id)'): the task restarts only as the row scrolls back into view; another id is not read", at: m.location)
                return
            }
        } else if !m.arguments.isEmpty {
            error("'.task' with arguments other than 'id:' is not understood; the forms read are .task { … } and .task(id: value) { … }", at: m.location)
            return
        }
        guard m.trailing.count == 1, let closure = m.trailing.first?.closure else {
            error("a row's '.task' needs its action as a trailing closure", at: m.location)
            return
        }
        let body = inRow(row) { $0.statements(closure.body) }
        appendRowHandler(HandlerDecl(event: ElementTrigger.appearRowEvent, kind: .task, body: body, location: m.location))
        abstraction("'.task' on the rows: on \(ElementTrigger.appearRowEvent)(row) .task, one task per row, started as the user scrolls the row into view (\(ElementTrigger.appearRowEvent)(row1), …, while the list is shown) and cancelled as it scrolls out (\(ElementTrigger.disappearRowEvent)(row1), …)", at: m.location)
    }

    /// `.onAppear { … }` on a row view whose action reads the row's id, or
    /// `.onDisappear { … }` on a row view → `on appearRow(row) …` /
    /// `on disappearRow(row) …`. False (nothing added) for an `.onAppear`
    /// that does not read the row's id.
    @discardableResult
    mutating func rowLifecycleAction(_ m: Modifier, row: String) -> Bool {
        let appear = m.name == "onAppear"
        let event = appear ? ElementTrigger.appearRowEvent : ElementTrigger.disappearRowEvent
        guard m.arguments.isEmpty, m.trailing.count == 1, let closure = m.trailing.first?.closure else {
            error("'.\(m.name)' on a list's row needs its action as a trailing closure", at: m.location)
            return true
        }
        // An `.onAppear` that does not read the row's id is not a per-row action: the caller reports it.
        if appear && !Self.readsRowID(closure.body, row: row) { return false }
        guard let pending = inRow(row, { $0.action(closure, name: event, element: m.location, location: m.location) }) else { return true }
        appendRowHandler(HandlerDecl(event: event, kind: pending.kind, body: pending.body, location: m.location))
        abstraction("'.\(m.name)' on the rows: on \(event)(row), run as the user scrolls a row \(appear ? "into" : "out of") view (\(event)(row1), …)", at: m.location)
        return true
    }

    /// Whether the statements read the row's id (`item.id`) anywhere.
    static func readsRowID(_ stmts: [SwiftStmt], row: String) -> Bool {
        var found = false
        for s in stmts {
            s.forEachExpression { e in
                if case .member(let base, "id") = e.kind, case .identifier(let n) = base.kind, n == row { found = true }
            }
        }
        return found
    }

    /// Whether `e` is the row (`item`) or its id (`item.id`).
    static func isRowIdentity(_ e: SwiftExpr, row: String) -> Bool {
        switch e.kind {
        case .identifier(let n): return n == row
        case .member(let base, "id"):
            if case .identifier(let n) = base.kind { return n == row }
            return false
        default: return false
        }
    }

    /// `body` run with `row` as the row whose id (`row.id`) reads as the event's row.
    mutating func inRow<T>(_ row: String, _ body: (inout ScreenBuilder) -> T) -> T {
        let saved = rowElement
        rowElement = row
        defer { rowElement = saved }
        return body(&self)
    }

    /// Adds a row lifecycle handler, one per row identity.
    mutating func appendRowHandler(_ h: HandlerDecl) {
        var h = h
        h.rowParameter = Self.rowParameterName
        model.handlers.append(h)
    }
}
