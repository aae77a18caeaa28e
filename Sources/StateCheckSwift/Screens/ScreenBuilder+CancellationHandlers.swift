import StateCheckLanguage

// `await withTaskCancellationHandler { loadAlbums() } onCancel: { Task {
// await task?.cancel() } }` as a statement. Swift runs the handler at once,
// before the operation, when the task is already cancelled as the call
// starts; later, the handler runs as the task is cancelled while the
// operation runs, and not once it has returned. An operation that does not
// suspend (no `await` outside its closures) runs on the main actor from
// start to end with no step of any other code in between, so no
// cancellation can reach it while it runs: the statement is exactly
// `if Task.isCancelled { handler }` followed by the operation's statements.
// An operation that suspends stays refused (the handler could run at any
// of its suspensions, on another thread), as does one that returns from its
// closure (`return` would leave the code around it once inlined).

extension ScreenBuilder {
    /// The statements `e`, a `withTaskCancellationHandler` call whose
    /// operation does not suspend, is read as (see above); nil for any
    /// other expression and in strict mode.
    mutating func cancellationHandlerStatements(_ e: SwiftExpr, at loc: SourceLocation) -> [Stmt]? {
        guard !configuration.strict else { return nil }
        var call = e
        while true {
            if case .awaitExpr(let inner) = call.kind { call = inner; continue }
            if case .tryExpr("try", let inner) = call.kind { call = inner; continue }
            break
        }
        guard case .call(let callee, let args, let trailing) = call.kind, case .identifier("withTaskCancellationHandler") = callee.kind,
              local("withTaskCancellationHandler") == nil,
              let (operation, handler) = Self.cancellationHandlerClosures(args, trailing),
              operation.parameters?.isEmpty ?? true, handler.parameters?.isEmpty ?? true,
              !Self.suspendsOutsideClosures(operation.body), !operation.body.contains(where: Self.returns),
              !handler.body.contains(where: Self.returns) else { return nil }
        abstraction("withTaskCancellationHandler { … } onCancel: { … }: the operation does not suspend, so the task can be cancelled only before it starts: the handler runs first if the task is cancelled, then the operation", at: callee.location)
        let task = SwiftExpr(kind: .identifier("Task"), location: callee.location)
        let cancelled = SwiftExpr(kind: .member(task, "isCancelled"), location: callee.location)
        let first = SwiftStmt(kind: .ifStmt(SwiftIf(conditions: [.expression(cancelled)], body: handler.body, elseBranch: nil)), location: loc)
        return statements([first] + operation.body)
    }

    /// The operation and the cancellation handler of a
    /// `withTaskCancellationHandler` call, given as trailing closures
    /// (`{ … } onCancel: { … }`) or as arguments (`operation: { … },
    /// onCancel: { … }`); nil for any other form.
    static func cancellationHandlerClosures(_ args: [SwiftArgument], _ trailing: [SwiftTrailingClosure]) -> (operation: SwiftClosure, handler: SwiftClosure)? {
        var operation: SwiftClosure?
        var handler: SwiftClosure?
        for a in args {
            guard case .closure(let c) = a.value.kind else { return nil }
            switch a.label {
            case "operation": operation = c
            case "onCancel": handler = c
            default: return nil
            }
        }
        for t in trailing {
            switch t.label {
            case nil where operation == nil: operation = t.closure
            case "onCancel"?: handler = t.closure
            case "operation"?: operation = t.closure
            default: return nil
            }
        }
        guard let operation, let handler else { return nil }
        return (operation, handler)
    }

    /// Whether `stmts` await outside the closures they hold (a `Task { await
    /// … }` does not suspend the code that starts it).
    static func suspendsOutsideClosures(_ stmts: [SwiftStmt]) -> Bool {
        var inClosures = Set<SourceLocation>()
        var suspends = false
        for s in stmts {
            s.forEachExpression { x in
                for c in closures(at: x) {
                    for inner in c.body { inner.forEachExpression { inClosures.insert($0.location) } }
                }
            }
            s.forEachExpression { x in
                if !suspends, case .awaitExpr = x.kind, !inClosures.contains(x.location) { suspends = true }
            }
        }
        return suspends || stmts.contains(where: awaitsInALoop)
    }

    /// Whether `s` is, or holds outside its closures, a `for await` loop.
    static func awaitsInALoop(_ s: SwiftStmt) -> Bool {
        if case .forIn(let f) = s.kind, f.isAwait { return true }
        return nestedBlocks(of: s).contains { $0.contains(where: awaitsInALoop) }
    }
}
