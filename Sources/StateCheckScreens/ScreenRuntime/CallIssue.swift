/// What happens when a task's code calls an api during a run.
@_spi(ScreenRuntime) public enum CallIssue: Hashable, Sendable {
    /// The call throws `CancellationError` at once: the task was cancelled
    /// and the api can fail.
    case throwsCancellation
    /// The task suspends awaiting the call, which reserved this page token
    /// (nil for an api that returns nothing).
    case suspends(token: Int?)

    /// The call of an api that can fail or not (`isThrowing`) and returns a
    /// page or not (`returnsValue`), by a task cancelled or not. A suspending
    /// call of an api that returns a page reserves `nextToken`, which moves on.
    @inlinable
    public static func issue(isThrowing: Bool, returnsValue: Bool, cancelled: Bool, nextToken: inout Int) -> CallIssue {
        if cancelled && isThrowing { return .throwsCancellation }
        guard returnsValue else { return .suspends(token: nil) }
        let token = nextToken
        nextToken += 1
        return .suspends(token: token)
    }
}
