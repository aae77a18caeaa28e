import StateCheckEngine
import StateCheckScreens

extension ModelReport {
    /// The report of a random check: one violated property per violation
    /// the walks found, in the order the properties were checked, whose
    /// reason says which walk found it and whose trace is the shrunk walk's
    /// (built when the walks ended). Properties no walk violated are absent:
    /// walks prove nothing. Walks store no states, so the counts are 0.
    ///
    /// - Parameters:
    ///   - result: The walks' result.
    ///   - file: Where the check is (`path:line`), for headings.
    public init<S: ScreenSystem>(randomCheck result: RandomCheckResult<S>, file: String) {
        self.init(
            name: result.systemName, file: file, states: 0, transitions: 0,
            properties: result.violations.map { v in
                PropertyReport(
                    name: v.property, verdict: .violated,
                    reason: "found by walk \(v.walk) of seed \(v.seed) (\(v.found.steps.count) steps, shrunk to \(v.shrunk.steps.count))",
                    trace: result.traces[v.property].map(TraceStepReport.steps(of:)) ?? [],
                    initialIndex: v.shrunk.initial)
            })
    }
}
