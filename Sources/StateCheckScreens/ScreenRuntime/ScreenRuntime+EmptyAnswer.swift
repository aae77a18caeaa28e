extension ScreenRuntime {
    /// Answers `call`, the call task `i` of `state` awaits, with an empty
    /// collection (``CallAnswer/empty``): the `success … empty` of an api
    /// whose facts allow an empty answer. A cancelled task gets it too, as
    /// it gets a page: the answer was already on its way. The note's
    /// ``StepNote/emptyAnswerRequest`` is the page token the call reserved.
    @inlinable
    public static func answerEmpty<F: ScreenFrontEnd>(_ frontEnd: F, _ state: F.State, task i: Int, call: AwaitedCall) -> RunOutcome<F.State, F.Problem> {
        let outcome = resume(frontEnd, state, answered: call.task) { run in frontEnd.deliver(.empty, toTask: i, in: &run) }
        return dated(outcome, byRequest: call.token)
    }

    /// The outcome with its note dating an empty answer by the page token
    /// `token` its call reserved (``StepNote/emptyAnswerRequest``).
    @inlinable
    static func dated<S, P>(_ outcome: RunOutcome<S, P>, byRequest token: Int?) -> RunOutcome<S, P> {
        switch outcome {
        case .next(let next, var note):
            note.emptyAnswerRequest = token
            return .next(next, note)
        case .crashed(let next, var note):
            note.emptyAnswerRequest = token
            return .crashed(next, note)
        case .refused, .failed, .disabled:
            return outcome
        }
    }
}
