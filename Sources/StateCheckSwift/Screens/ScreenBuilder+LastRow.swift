import StateCheckLanguage

/// A method the last row's `.onAppear` calls with the row
/// (`viewModel.loadMoreIfNeeded(current: repo)`): the parameter that
/// receives the row.
struct LastRowMethod {
    /// The index of the row's parameter.
    var parameter: Int
    /// Where the call is.
    var call: SourceLocation
}

extension ScreenBuilder {
    /// The name of the event of a list's last row appearing.
    static let lastRowEvent = "appearLastRow"

    /// `row == list.last`, `list.last == row`, `row.id == list.last?.id` or
    /// `list.last?.id == row.id`: the list whose last row `row` is tested to be.
    static func lastRowTest(_ e: SwiftExpr, row: String) -> SwiftExpr? {
        guard case .binary("==", let l, let r) = e.kind else { return nil }
        func rowSide(_ x: SwiftExpr) -> Bool? {
            switch x.kind {
            case .identifier(let n) where n == row: return false
            case .member(let base, "id"):
                if case .identifier(let n) = base.kind, n == row { return true }
                return nil
            default: return nil
            }
        }
        func lastOf(_ x: SwiftExpr, byID: Bool) -> SwiftExpr? {
            var x = x
            if byID {
                guard case .member(let base, "id") = x.kind else { return nil }
                switch base.kind {
                case .optionalChain(let inner), .forceUnwrap(let inner): x = inner
                default: return nil
                }
            }
            guard case .member(let list, "last") = x.kind else { return nil }
            return list
        }
        if let byID = rowSide(l) { return lastOf(r, byID: byID) }
        if let byID = rowSide(r) { return lastOf(l, byID: byID) }
        return nil
    }

    /// The row closure of `ForEach(items) { item in … }` / `List(items) { item in … }`
    /// and the name of its row.
    static func rowClosure(_ trailing: [SwiftTrailingClosure]) -> (closure: SwiftClosure, row: String)? {
        guard let closure = trailing.last?.closure else { return nil }
        if let p = closure.parameters?.first { return (closure, p.name ?? p.label ?? "_") }
        return (closure, "$0")
    }

    /// The row views' `.onAppear`/`.task` modifiers in a row closure.
    func rowAppearModifiers(_ closure: SwiftClosure) -> [Modifier] {
        closure.body.flatMap { s -> [Modifier] in
            guard case .expression(let e) = s.kind else { return [] }
            return peel(e).modifiers.filter { $0.name == "onAppear" || $0.name == "task" || $0.name == "onDisappear" }
        }
    }

    /// Whether a row's `.task` or `.onAppear` action tests that its row is
    /// the last (`if item == items.last { … }`, anywhere in it): a paging
    /// action, which a row's `.task` is not read as.
    static func testsLastRow(_ m: Modifier, row: String) -> Bool {
        var found = false
        for s in m.trailing.first?.closure.body ?? [] {
            s.forEachExpression { e in if lastRowTest(e, row: row) != nil { found = true } }
        }
        return found
    }

    /// The body an `.onAppear` runs, without its `Task { }`.
    static func unwrappedTask(_ body: [SwiftStmt]) -> [SwiftStmt] {
        if body.count == 1, case .expression(let e) = body[0].kind, let inner = spawnedTask(e) {
            return inner.body
        }
        return body
    }

    /// The methods the rows' `.onAppear` actions call with the row, found
    /// before any method is translated: their row parameter is the last row.
    func lastRowMethods(in body: [SwiftStmt]) -> [String: LastRowMethod] {
        var found: [String: LastRowMethod] = [:]
        for s in body {
            s.forEachExpression { e in
                guard case .call(let callee, let args, let trailing) = e.kind, case .identifier(let name) = callee.kind,
                      name == "ForEach" || (name == "List" && args.first?.label == nil && !args.isEmpty),
                      let (closure, row) = Self.rowClosure(trailing) else { return }
                for m in rowAppearModifiers(closure) where m.name == "onAppear" {
                    guard let action = m.trailing.first?.closure else { continue }
                    let stmts = Self.unwrappedTask(action.body)
                    guard stmts.count == 1, case .expression(var call) = stmts[0].kind else { continue }
                    if case .awaitExpr(let inner) = call.kind { call = inner }
                    guard case .call(let f, let callArgs, _) = call.kind,
                          let index = callArgs.firstIndex(where: { if case .identifier(let n) = $0.value.kind { return n == row } else { return false } })
                    else { continue }
                    switch f.kind {
                    case .identifier(let n), .member(_, let n): found[n] = LastRowMethod(parameter: index, call: call.location)
                    default: continue
                    }
                }
            }
        }
        return found
    }

    /// A list's rows with `.onAppear` that loads when the last row appears:
    /// `ForEach(items) { item in Row(item).onAppear { if item == items.last { … } } }`,
    /// or the action passes the row to a method whose first statement tests it
    /// (`guard item == items.last, … else { return }`). Read as the event
    /// `appearLastRow`, enabled while `list` is shown and not empty, whose
    /// tasks page; the other rows' appearing does nothing (the test fails
    /// first). Anything else a row's `.onAppear` does is an error.
    mutating func lastRowAppear(_ trailing: [SwiftTrailingClosure], list: Expr, at loc: SourceLocation) {
        guard let (closure, row) = Self.rowClosure(trailing) else { return }
        for m in rowAppearModifiers(closure) {
            if m.name == "onDisappear" {
                rowLifecycleAction(m, row: row)
                continue
            }
            if m.name == "task" {
                guard Self.testsLastRow(m, row: row) else {
                    rowTask(m, row: row)
                    continue
                }
                error("'.task' on a list's row runs as the row scrolls on screen and is cancelled as it scrolls off, which is not read; use '.onAppear { Task { … } }' with a last-row test, or a footer ProgressView().onAppear", at: m.location)
                continue
            }
            guard let action = m.trailing.first?.closure else {
                error("'.onAppear' on a list's row needs its action as a trailing closure", at: m.location)
                continue
            }
            let wrapped = action.body.count == 1 && Self.unwrappedTask(action.body) != action.body
            let stmts = Self.unwrappedTask(action.body)
            var body: [SwiftStmt]?
            if stmts.count == 1, case .ifStmt(let i) = stmts[0].kind, i.elseBranch == nil,
               case .expression(let test)? = i.conditions.first, Self.lastRowTest(test, row: row) != nil {
                // `if item == items.last { … }`: the rest of the conditions still hold the body.
                let rest = Array(i.conditions.dropFirst())
                body = rest.isEmpty ? i.body : [SwiftStmt(kind: .ifStmt(SwiftIf(conditions: rest, body: i.body, elseBranch: nil)), location: stmts[0].location)]
            } else if stmts.count == 1, case .expression(let e) = stmts[0].kind {
                var call = e
                var awaited = false
                if case .awaitExpr(let inner) = call.kind { call = inner; awaited = true }
                if case .call(let f, var callArgs, let callTrailing) = call.kind,
                   let index = callArgs.firstIndex(where: { if case .identifier(let n) = $0.value.kind { return n == row } else { return false } }) {
                    callArgs.remove(at: index)
                    var stripped = SwiftExpr(kind: .call(f, arguments: callArgs, trailingClosures: callTrailing), location: call.location)
                    if awaited { stripped = SwiftExpr(kind: .awaitExpr(stripped), location: e.location) }
                    body = [SwiftStmt(kind: .expression(stripped), location: stmts[0].location)]
                }
            }
            if body == nil, rowLifecycleAction(m, row: row) { continue }
            guard let body else {
                error("'.onAppear' on a list's row runs each time a row scrolls on screen; read only when it loads for the last row ('if \(row) == items.last { … }', '\(row).id == items.last?.id', or a method given '\(row)' whose first statement is 'guard \(row) == items.last … else { return }'), or use a footer ProgressView().onAppear", at: m.location)
                continue
            }
            let name = uniqueEventName(Self.lastRowEvent)
            if wrapped { abstraction("Task { … } in the action of \(name): the handler's kind is Task", at: action.location) }
            let read = wrapped ? droppingThrownErrors(statements(body), thrownBy: body, at: action.location) : statements(body)
            var event = PendingEvent(name: name, kind: wrapped ? .unstructured : .sync, body: read, element: loc, location: m.location)
            pagingFunctions.formUnion(calledFunctions(event.body))
            if pagingFunctions.isEmpty { pagingFunctions.insert(name) }
            let notEmpty = Expr(kind: .unary(.not, Expr(kind: .member(base: list, name: "isEmpty", optional: false), location: loc)), location: loc)
            event.condition = notEmpty
            pendingEvents.append(event)
            abstraction("'.onAppear' on the rows with a last-row test: the event \(name), the user scrolling to the last row, enabled while the list is shown and not empty; its tasks page", at: m.location)
        }
    }

    /// In a method the last row's `.onAppear` calls with the row: the row
    /// parameter is not a model value, and the method must test it first.
    mutating func lastRowParameter(of f: SwiftFunctionDecl, index: Int) -> String? {
        guard index < f.parameters.count else { return nil }
        let p = f.parameters[index]
        let name = p.name ?? p.label ?? "_"
        var tested = false
        if let first = f.body?.first {
            switch first.kind {
            case .guardStmt(let conditions, _):
                if case .expression(let e)? = conditions.first { tested = Self.lastRowTest(e, row: name) != nil }
            case .ifStmt(let i):
                if case .expression(let e)? = i.conditions.first { tested = Self.lastRowTest(e, row: name) != nil }
            default:
                break
            }
        }
        if !tested {
            error("'\(f.name)' is given the row that appears ('\(name)'); its first statement must test that it is the last row ('guard \(name) == items.last else { return }' or '\(name).id == items.last?.id'), since every row's appearing calls it", at: p.location)
        }
        return name
    }

    /// A last-row test on the row parameter in a method: true for the event's
    /// row while its list is not empty.
    mutating func lastRowComparison(_ e: SwiftExpr) -> Expr? {
        guard case .binary("==", let l, let r) = e.kind else { return nil }
        for side in [l, r] {
            var base = side
            if case .member(let inner, "id") = side.kind { base = inner }
            guard case .identifier(let n) = base.kind, local(n) == .lastRow, let list = Self.lastRowTest(e, row: n) else { continue }
            guard let l = expression(list) else { return nil }
            abstraction("\(n) is the last row: the test that it is the last of the list holds while the list is not empty", at: e.location)
            return Expr(kind: .unary(.not, Expr(kind: .member(base: l, name: "isEmpty", optional: false), location: e.location)), location: e.location)
        }
        return nil
    }
}
