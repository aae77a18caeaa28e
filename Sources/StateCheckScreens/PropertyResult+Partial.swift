import StateCheckEngine

extension PropertyResult {
    /// The verdict as a partial exploration can state it: a violation with a
    /// trace stays definite (every state on the trace was explored), while
    /// `holds` and `notApplicable` become ``Verdict/unknown`` (a state past
    /// the limit may break the property or trigger it), and so does an
    /// unreached case of `allCasesReachable` (it may be reached past the
    /// limit).
    ///
    /// - Parameter states: The number of states explored before the stop.
    func undecided(afterExploring states: Int) -> PropertyResult {
        let explored = "\(states) state\(states == 1 ? "" : "s") explored before the exploration stopped"
        var result = self
        switch verdict {
        case .violated where kind != .coverage, .unknown:
            return self
        case .violated:
            result.reason = "not every case was reached in the \(explored)"
        case .holds:
            result.reason = "no violation in the \(explored)"
        case .notApplicable:
            result.reason = "not triggered in the \(explored)" + (reason.isEmpty ? "" : " (\(reason))")
        }
        result.verdict = .unknown
        return result
    }
}
