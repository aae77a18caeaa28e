import StateCheckLanguage

// `Task { … }` and `Task(priority: .background) { … }` start the same work:
// the priority orders jobs on a concurrent executor, and the main actor runs
// its jobs in the order they are enqueued whatever their priority. So a
// priority changes no behaviour the model explores, and a task given one is
// read as one without it (said where it is read).

extension ScreenBuilder {
    /// The body of `Task { … }` or `Task(priority: p) { … }` (`p` a value
    /// without effects), one trailing closure and no other argument; nil for
    /// any other expression. Whether `Task` names Swift's is the caller's to check.
    static func spawnedTask(_ e: SwiftExpr) -> SwiftClosure? {
        guard case .call(let callee, let args, let trailing) = e.kind, case .identifier("Task") = callee.kind,
              trailing.count == 1, trailing[0].label == nil, args.allSatisfy(isPriorityArgument) else { return nil }
        return trailing[0].closure
    }

    /// `priority: .background`, `priority: TaskPriority.high`, `priority: .init(rawValue: 25)`: a priority naming no state.
    static func isPriorityArgument(_ a: SwiftArgument) -> Bool {
        guard a.label == "priority" else { return false }
        switch a.value.kind {
        case .implicitMember, .member, .nilLiteral: return true
        case .call(let callee, let args, let trailing):
            guard trailing.isEmpty, args.allSatisfy({ if case .integer = $0.value.kind { return true } else { return false } }) else { return false }
            if case .implicitMember("init") = callee.kind { return true }
            return false
        default: return false
        }
    }

    /// Notes that the priority of `Task(priority: …) { … }` at `e` is not read.
    mutating func notePriority(of e: SwiftExpr) {
        guard case .call(_, let args, _) = e.kind, let priority = args.first else { return }
        abstraction("Task(priority: \(SwiftSyntaxDump.describe(priority.value))) { … } is read as Task { … }: a priority changes the order of jobs on a concurrent executor, not what runs; the main actor runs its jobs in the order they come", at: e.location)
    }
}
