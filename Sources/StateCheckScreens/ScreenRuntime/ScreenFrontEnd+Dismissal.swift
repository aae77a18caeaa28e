/// A front end whose code cannot dismiss its screen.
extension ScreenFrontEnd {
    /// Never dismissed: `load` is enabled whenever the view is invisible.
    @inlinable
    public func isDismissed(_ state: State) -> Bool { false }

    /// Never dismissed during a run.
    @inlinable
    public func isDismissed(in run: Run) -> Bool { false }

    /// Never asked: no run of this front end dismisses its screen.
    @inlinable
    public func condition(of handler: HandlerID, holdsIn run: Run) -> ConditionOutcome<Problem> { .fails }
}
