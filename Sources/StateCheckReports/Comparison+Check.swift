import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

extension Comparison.Row {
    /// The comparison row of one checked design: its cost, every verdict,
    /// and the indistinguishable cases of `minimization` (the design's
    /// ``Minimization/analyze(_:)``, made once by the caller and shared with
    /// the other reports; `nil` when there is none).
    ///
    /// A pure function of its arguments: nothing is explored or analysed
    /// again. `describeLimit` words the limit that ended a partial
    /// exploration (by default ``LimitHit/description``).
    package init<S: ScreenSystem>(
        file: String, result: CheckResult<S>, minimization: Minimization?,
        describeLimit: (LimitHit) -> String = { $0.description }
    ) {
        let e = result.exploration
        let system = e.system
        var reached = Set<String>()
        for s in e.states { reached.formUnion(system.enumCases(of: s)) }
        // The state's cases (an intent enum only passed to a call is no state), as allCasesReachable counts them.
        let cases = system.stateEnumCases
        let dead = cases.filter { !reached.contains($0) }
        var verdicts: [String: (verdict: Verdict, traceLength: Int)] = [:]
        for p in result.properties {
            verdicts[p.name] = (p.verdict, p.trace?.steps.count ?? 0)
        }
        self.init(
            name: system.name, file: file, enumCases: cases.count,
            states: e.stateCount, transitions: e.transitionCount, verdicts: verdicts,
            deadCases: dead,
            indistinguishable: minimization?.indistinguishableCases ?? [],
            limit: e.limitHit.map(describeLimit)
        )
    }
}

extension Comparison {
    /// The standard properties, in the catalog's order: the comparison's columns.
    public static var standardColumns: [String] { StandardProperty.allCases.map(\.rawValue) }
}
