extension ScreenRuntime {
    /// Answers `call`, the call task `i` of `state` awaits, with its shape
    /// `k` (``CallAnswer/shaped(token:shape:)``): one `success` of an api
    /// whose result has fields. A cancelled task gets it too, as it gets a
    /// page. A shape whose list field is empty dates its note by the page
    /// the call reserved (``StepNote/emptyAnswerRequest``), as
    /// ``answerEmpty(_:_:task:call:)`` does.
    @inlinable
    public static func answerShaped<F: ScreenFrontEnd>(_ frontEnd: F, _ state: F.State, task i: Int, call: AwaitedCall, shape k: Int) -> RunOutcome<F.State, F.Problem> {
        let outcome = resume(frontEnd, state, answered: call.task) { run in
            frontEnd.deliver(.shaped(token: call.token, shape: k), toTask: i, in: &run)
        }
        guard call.shapes[k].isEmpty else { return outcome }
        return dated(outcome, byRequest: call.token)
    }
}
