// The operations on a bag of task handles (`[Task<Void, Never>]`) that the
// checker resolves and the lowering reads: the lowering does not infer types.

/// One operation on a `[Task<Void, Never>]`, keyed in ``SymbolTable`` by the
/// expression it is: the literal, the callee of the call (`tasks.append`), or
/// the sequence of a `for` loop.
enum TaskListOperation: Hashable, Sendable {
    /// `[]` where a bag of handles is expected: the empty bag.
    case emptyLiteral
    /// `tasks.append(t)` / `tasks.insert(t)`: the handle added at the end
    /// (a refused transition, bound `maxTasks`, when the bag is full).
    case append
    /// `tasks.removeAll()`: every handle released; no task is cancelled.
    case removeAll
    /// `tasks.forEach { $0.cancel() }`: the closure's body run for each
    /// handle, the handle bound to `parameter`.
    case forEach(parameter: String)
    /// `for t in tasks { … }`: the body run for each handle.
    case iteration
}

extension SymbolTable {
    /// Records that the expression of key `key` is the task-list operation `operation`.
    mutating func resolveTaskList(_ key: ExpressionKey, as operation: TaskListOperation) {
        taskListOperations[key] = operation
    }

    /// The task-list operation the expression of key `key` is; nil when it is none.
    func taskListOperation(_ key: ExpressionKey) -> TaskListOperation? {
        taskListOperations[key]
    }
}
