/// Whether a handler's condition holds in a state, or the problem met
/// evaluating it.
@_spi(ScreenRuntime) public enum ConditionOutcome<Problem> {
    /// The condition holds (or the handler has none).
    case holds
    /// The condition does not hold: the handler does not start.
    case fails
    /// Evaluating the condition failed: the event's transition is not taken.
    case failed(Problem)
}
