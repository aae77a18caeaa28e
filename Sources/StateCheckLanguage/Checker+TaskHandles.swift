// Task handles: `Task { }` as a value, `t.cancel()` and `await t.value`.

extension Checker {
    /// The body of a `Task { }` whose handle is kept: checked as a spawned
    /// task's body (it may `await`, and must catch what it throws).
    mutating func checkSpawnedBody(_ body: [Stmt], at location: SourceLocation) {
        if context.inView || context.customProperty != nil || context.isInitializer {
            error("'Task { }' cannot be used here; spawn tasks from handlers and functions", at: location)
        }
        var taskContext = CheckContext(
            asyncDenial: nil,
            throwDenial: "errors thrown in a 'Task { }' body would be silently discarded; catch them with 'do { } catch { }'")
        taskContext.returnType = nil
        taskContext.readOnlyReason = context.readOnlyReason
        withContext(taskContext) { checker in
            checker.pushScope()
            checker.checkStatements(body)
            checker.popScope()
        }
    }

    /// `t.value`: waits until the task finishes (covered by `await`).
    mutating func taskHandleMember(_ name: String, at location: SourceLocation) -> CheckType {
        guard name == "value" else {
            error("a task handle has 'value' (awaited) and 'cancel()'; there is no '\(name)'", at: location)
            return .unknown
        }
        noteAsync(what: "a task's 'value'", at: location)
        return .void
    }

    /// `t.cancel()`: cancels the task (a no-op once it has finished).
    mutating func taskHandleMethod(_ name: String, arguments: [Argument], at location: SourceLocation) -> CheckType {
        guard name == "cancel", arguments.isEmpty else {
            error("a task handle has 'cancel()' and 'value'; there is no '\(name)(...)'", at: location)
            return .unknown
        }
        if let reason = context.readOnlyReason {
            error("cannot cancel a task here: \(reason)", at: location)
        }
        return .void
    }
}

// A bag of task handles: `[Task<Void, Never>]` (or `Set<Task<Void, Never>>`).
extension Checker {
    /// `tasks.count` / `tasks.isEmpty`.
    mutating func taskListMember(_ name: String, at location: SourceLocation) -> CheckType {
        switch name {
        case LanguageNames.valueCount: return .int
        case LanguageNames.valueIsEmpty: return .bool
        default:
            error("a bag of task handles has 'count', 'isEmpty', 'append(_:)', 'insert(_:)', 'removeAll()' and 'forEach { $0.cancel() }'; there is no '\(name)'", at: location)
            return .unknown
        }
    }

    /// `tasks.append(t)`, `tasks.insert(t)`, `tasks.removeAll()` and
    /// `tasks.forEach { … }` (the closure's body checked with the handle
    /// bound to its parameter or `$0`).
    mutating func taskListMethod(base: Expr, name: String, arguments: [Argument], at location: SourceLocation) -> CheckType {
        let key = SymbolTable.ExpressionKey(memberOf: base, at: location)
        switch name {
        case "append" where arguments.count == 1 && arguments[0].label == nil,
             "insert" where arguments.count == 1 && arguments[0].label == nil:
            checkMutableReceiver(base, method: name)
            let t = checkExpression(arguments[0].value, expected: .task)
            requireType(t, .task, at: arguments[0].value.location, what: "the handle '\(name)' adds")
            symbols.resolveTaskList(key, as: .append)
            return .void
        case "removeAll" where arguments.isEmpty:
            checkMutableReceiver(base, method: name)
            symbols.resolveTaskList(key, as: .removeAll)
            return .void
        case "forEach" where arguments.count == 1:
            guard case .closure(let parameters, let body) = arguments[0].value.kind, parameters.count <= 1 else {
                error("'forEach' on a bag of task handles is written 'tasks.forEach { $0.cancel() }' or 'tasks.forEach { t in … }'", at: location)
                return .void
            }
            let parameter = parameters.first ?? "$0"
            var closureContext = context
            closureContext.returnType = .void
            closureContext.loopDepth = 0
            closureContext.switchDepth = 0
            closureContext.catchDepth = 0
            closureContext.asyncDenial = "a 'forEach' closure runs synchronously; write 'for t in tasks { … }' to await in the loop"
            closureContext.throwDenial = "a 'forEach' closure here cannot throw; write 'for t in tasks { … }'"
            withContext(closureContext) { checker in
                checker.pushScope()
                checker.declareLocal(parameter, type: .task, isLet: true, at: arguments[0].value.location)
                checker.checkStatements(body)
                checker.popScope()
            }
            symbols.resolveTaskList(key, as: .forEach(parameter: parameter))
            return .void
        default:
            error("a bag of task handles has 'append(_:)', 'insert(_:)', 'removeAll()', 'forEach { $0.cancel() }', 'count' and 'isEmpty'; there is no '\(name)(...)' of these arguments", at: location)
            _ = arguments.map { checkExpression($0.value, expected: nil) }
            return .unknown
        }
    }
}
