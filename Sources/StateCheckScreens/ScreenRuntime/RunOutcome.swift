/// How one event's run ends: a next state, a crash, a transition refused
/// by a bound, a front-end problem, or no transition at all.
@_spi(ScreenRuntime) public enum RunOutcome<State, Problem> {
    /// The run reached quiescence in this (canonical) state.
    case next(State, StepNote)
    /// The run crashed (a continuation resumed twice): a state without
    /// successors, the note saying where.
    case crashed(State, StepNote)
    /// The run would exceed this bound (`maxTasks`, `maxPages`, `intRange`):
    /// the transition is not taken.
    case refused(String)
    /// The front end's code failed (a runtime error): the transition is not taken.
    case failed(Problem)
    /// A custom event none of whose handlers' conditions holds.
    case disabled
}
