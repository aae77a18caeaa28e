import StateCheckEngine

/// The discrete clock of `Task.sleep`: a sleeping task waits for a deadline
/// kept relative to now (its remaining nanoseconds), so equal situations
/// are equal states however long the path that reached them. Time passes
/// only when a sleep ends: the `wake` transition moves the clock to the
/// earliest deadline, ends that sleep and shortens every other one by the
/// time that passed. Every other event (a tap, an api's answer) takes no
/// time, so answers may come before or after any sleep ends. Sleeps whose
/// deadlines tie may end in either order: one `wake` per tied task.
extension ScreenRuntime {
    /// Emits a `wake` transition for each sleeping task of `state` whose
    /// deadline is the earliest.
    @inlinable
    static func forEachWake<F: ScreenFrontEnd>(
        _ frontEnd: F, of state: F.State, emitted: inout EmittedTransitions<F.State>,
        emit: (Transition<EventLabel, F.State, StepNote>) -> Void,
        refused: (String, EventLabel) -> Void,
        failed: (F.Problem) -> Void
    ) {
        var earliest: Int?
        for i in 0..<frontEnd.taskCount(of: state) {
            guard let r = frontEnd.sleepRemaining(ofTask: i, in: state) else { continue }
            earliest = min(earliest ?? r, r)
        }
        guard let earliest else { return }
        for i in 0..<frontEnd.taskCount(of: state) where frontEnd.sleepRemaining(ofTask: i, in: state) == earliest {
            take(EventLabel(wakeLabel), emitted: &emitted, emit: emit, refused: refused, failed: failed,
                 wake(frontEnd, state, task: i, elapsed: earliest))
        }
    }

    /// The label of a transition in which a sleep ends.
    public static let wakeLabel = "wake"

    /// Ends the sleep of task `i`, `elapsed` nanoseconds from now, and runs
    /// the code that resumes; the watchers react as after an answer.
    @inlinable
    public static func wake<F: ScreenFrontEnd>(_ frontEnd: F, _ state: F.State, task i: Int, elapsed: Int) -> RunOutcome<F.State, F.Problem> {
        return resume(frontEnd, state, answered: nil) { run in frontEnd.wake(task: i, elapsed: elapsed, in: &run) }
    }
}
