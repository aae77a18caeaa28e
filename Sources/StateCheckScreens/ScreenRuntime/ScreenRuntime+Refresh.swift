extension ScreenRuntime {
    /// Whether a refresh is under way among `tasks`: some `.refreshable`
    /// task is alive and not cancelled. While one is, the screen shows
    /// `refreshSpinner` and `refresh` is not enabled; SwiftUI ends the
    /// spinner when the refresh task ends or when the view disappears (the
    /// `cancel` that cancels it), so a cancelled refresh that is still
    /// awaiting its call neither shows the spinner nor blocks the next pull
    /// to refresh. Every front end's ``ScreenFrontEnd/hasRefreshableTask(_:)``
    /// answers with this rule.
    ///
    /// - Parameters:
    ///   - tasks: The live tasks of a state.
    ///   - isRefreshable: Whether a task was started by a `.refreshable` handler.
    ///   - isCancelled: Whether a task has been cancelled.
    @inlinable
    public static func refreshIsUnderway<S: Sequence>(
        _ tasks: S, isRefreshable: (S.Element) -> Bool, isCancelled: (S.Element) -> Bool
    ) -> Bool {
        tasks.contains { isRefreshable($0) && !isCancelled($0) }
    }
}
