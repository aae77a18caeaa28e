/// A front end without `Task.sleep`: no task ever sleeps, so the clock
/// never offers a `wake`.
extension ScreenFrontEnd {
    /// No task sleeps.
    @inlinable
    public func sleepRemaining(ofTask i: Int, in state: State) -> Int? { nil }

    /// No task sleeps: nothing to wake.
    @inlinable
    public func wake(task i: Int, elapsed: Int, in run: inout Run) {}

    /// No task waits for the main actor.
    @inlinable
    public func waitsForMainActor(task i: Int, in state: State) -> Bool { false }

    /// No task waits for the main actor: nothing to run.
    @inlinable
    public func hop(task i: Int, in run: inout Run) {}
}
