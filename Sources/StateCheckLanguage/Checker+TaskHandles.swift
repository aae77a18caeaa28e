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
