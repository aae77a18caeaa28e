import StateCheckEngine

/// Code off the main actor reaches it in a step of its own: a
/// `Task.detached` body waits until a `hop` transition runs it, so any
/// other event (a second tap, an answer) may land between the spawn and
/// the body's start. Tasks waiting to hop may do so in any order.
extension ScreenRuntime {
    /// The label of a transition in which a task reaches the main actor.
    public static let hopLabel = "hop"

    /// Emits a `hop` transition for each task of `state` waiting to reach the main actor.
    @inlinable
    static func forEachHop<F: ScreenFrontEnd>(
        _ frontEnd: F, of state: F.State, emitted: inout EmittedTransitions<F.State>,
        emit: (Transition<EventLabel, F.State, StepNote>) -> Void,
        refused: (String, EventLabel) -> Void,
        failed: (F.Problem) -> Void
    ) {
        for i in 0..<frontEnd.taskCount(of: state) where frontEnd.waitsForMainActor(task: i, in: state) {
            take(EventLabel(hopLabel), emitted: &emitted, emit: emit, refused: refused, failed: failed,
                 hop(frontEnd, state, task: i))
        }
    }

    /// Runs task `i`, which waited to reach the main actor; the watchers
    /// react as after an answer.
    @inlinable
    public static func hop<F: ScreenFrontEnd>(_ frontEnd: F, _ state: F.State, task i: Int) -> RunOutcome<F.State, F.Problem> {
        return resume(frontEnd, state, answered: nil) { run in frontEnd.hop(task: i, in: &run) }
    }
}
