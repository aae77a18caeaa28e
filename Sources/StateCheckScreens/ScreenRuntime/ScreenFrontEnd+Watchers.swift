/// A front end without `.task(id:)` or `.onChange(of:)` handlers: nothing
/// is watched, and the environment never asks for a value.
extension ScreenFrontEnd {
    /// No handler watches a value.
    @inlinable
    public var watchers: [Watcher<HandlerID>] { [] }

    /// No value is watched.
    @inlinable
    public func watchedValues(in run: Run) -> WatchedValues<WatchedValue, Problem> { .values([]) }

    /// No task was started by a watcher.
    @inlinable
    public func isTask(_ i: Int, startedBy handler: HandlerID, in run: Run) -> Bool { false }

    /// No action watches a value.
    @inlinable
    public func startChange(_ handler: HandlerID, old: WatchedValue, new: WatchedValue, in run: inout Run) {}
}
