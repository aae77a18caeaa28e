import StateCheckLanguage

// `await withTaskGroup(of: Void.self) { group in for item in items {
// group.addTask { await item.load() } } }`: a task group, awaited as a
// statement. The group is a bag of task handles local to the code around
// (`var group: [Task<Void, Never>] = []`): each `group.addTask { … }`
// appends a child (`group.append(Task { … })`, an error it throws dropped, as
// a group that is not iterated drops it), `group.waitForAll()` and the end of
// the group wait for every child (`for t in group { await t.value }`),
// `group.cancelAll()` cancels each. The group's body is async code.
//
// A child is not cancelled with the group's task here: the model cannot
// cancel a task when another is cancelled, so a child's calls answer as a
// running task's do (a `fail` throws `URLError`, not `CancellationError`).
// Iterating the group (`for await x in group`, `group.next()`), a group's
// result (`let images = await withTaskGroup …`) and the group handed to
// other code stay refused.

extension ScreenBuilder {
    /// The statements an awaited task group is read as (see above); nil when
    /// `e` is none, in strict mode, and for a group whose form is not read
    /// (the call then reaches its diagnostic).
    mutating func taskGroupStatements(_ e: SwiftExpr, at loc: SourceLocation) -> [Stmt]? {
        guard !configuration.strict else { return nil }
        let (call, _, awaited) = Self.withoutTryAwait(e)
        guard awaited, case .call(let callee, let args, let trailing) = call.kind, case .identifier(let function) = callee.kind,
              Self.taskGroupFunctions.contains(function), local(function) == nil, trailing.count == 1, let closure = trailing.first?.closure,
              args.allSatisfy({ $0.label == "of" || $0.label == "returning" }), let parameters = closure.parameters, parameters.count == 1,
              let group = parameters[0].name ?? parameters[0].label, group != "_" else { return nil }
        let bag = Expr(kind: .identifier(group), location: loc)
        var out = [Stmt(kind: .local(isLet: false, name: group, type: .taskList, value: Expr(kind: .emptyValueLiteral, location: loc)), location: loc)]
        scopes.append([group: .plain])
        taskGroups.append(group)
        let saved = asyncCode
        asyncCode = true
        out += statements(closure.body)
        asyncCode = saved
        taskGroups.removeLast()
        scopes.removeLast()
        out.append(waitForAll(bag, at: loc))
        abstraction("\(function) { \(group) in … }: each \(group).addTask { … } starts a child kept in the group, and the group's end waits for every child; a child is not cancelled with the group's task (its calls answer as a running task's)", at: loc)
        return out
    }

    /// `group.addTask { … }`, `group.waitForAll()` or `group.cancelAll()`
    /// on a task group whose body is being read; nil for any other call.
    mutating func taskGroupCall(_ e: SwiftExpr, at loc: SourceLocation) -> [Stmt]? {
        let (call, _, _) = Self.withoutTryAwait(e)
        guard case .call(let callee, let args, let trailing) = call.kind, case .member(let base, let method) = callee.kind,
              case .identifier(let group) = base.kind, taskGroups.contains(group) else { return nil }
        let bag = Expr(kind: .identifier(group), location: base.location)
        switch method {
        case "addTask", "addTaskUnlessCancelled":
            guard trailing.count == 1, let closure = trailing.first?.closure, args.allSatisfy({ $0.label == "priority" }) else { break }
            var body = asyncStatements(closure.body)
            if Self.mayThrow(closure) { body = [Stmt(kind: .doCatch(body: body, catchBody: []), location: loc)] }
            let child = Expr(kind: .spawnValue(body: body), location: loc)
            let append = Expr(kind: .call(callee: Expr(kind: .member(base: bag, name: "append", optional: false), location: callee.location),
                                          arguments: [Argument(label: nil, value: child)]), location: loc)
            return [Stmt(kind: .expression(append), location: loc)]
        case "waitForAll" where args.isEmpty && trailing.isEmpty:
            return [waitForAll(bag, at: loc)]
        case "cancelAll" where args.isEmpty && trailing.isEmpty:
            let cancel = Expr(kind: .call(callee: Expr(kind: .member(base: Expr(kind: .identifier("t"), location: loc), name: "cancel", optional: false), location: loc),
                                          arguments: []), location: loc)
            return [Stmt(kind: .forLoop(name: "t", range: bag, body: [Stmt(kind: .expression(cancel), location: loc)]), location: loc)]
        default:
            break
        }
        error("a task group is read with 'addTask { … }', 'waitForAll()' and 'cancelAll()'; '\(group).\(method)' is not modelled (iterating a group's results is not)", at: callee.location)
        return []
    }

    /// `for t in group { await t.value }`: every child of `bag` finished.
    func waitForAll(_ bag: Expr, at loc: SourceLocation) -> Stmt {
        let value = Expr(kind: .member(base: Expr(kind: .identifier("t"), location: loc), name: "value", optional: false), location: loc)
        let wait = Stmt(kind: .expression(Expr(kind: .await(value), location: loc)), location: loc)
        return Stmt(kind: .forLoop(name: "t", range: bag, body: [wait]), location: loc)
    }
}
