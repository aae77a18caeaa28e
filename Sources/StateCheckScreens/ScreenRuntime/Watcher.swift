/// What the environment does when the value a handler watches has changed
/// after a transition, the view shown.
@_spi(ScreenRuntime) public enum WatchReaction: Hashable, Sendable {
    /// `.task(id: x)`: the handler's running task is cancelled and a new
    /// one starts, in the same transition.
    case restartTask
    /// `.onChange(of: x)`: the handler's action runs, given the old and the
    /// new value, in the same transition.
    case runAction
}

/// A handler the environment runs again when the value it watches changes
/// (`.task(id:)`, `.onChange(of:)`), and how.
@_spi(ScreenRuntime) public struct Watcher<HandlerID> {
    /// The handler that restarts or runs.
    public var handler: HandlerID
    /// What a change of its value does.
    public var reaction: WatchReaction

    /// Creates a watcher of `handler`.
    @inlinable
    public init(handler: HandlerID, reaction: WatchReaction) {
        self.handler = handler
        self.reaction = reaction
    }
}

/// The watched values of a run, read now, or the problem met reading them.
@_spi(ScreenRuntime) public enum WatchedValues<Value, Problem> {
    /// One value per watcher, in the watchers' order.
    case values([Value])
    /// Evaluating a watched value failed: the transition is not taken.
    case failed(Problem)
}
