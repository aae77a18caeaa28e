// Runtime errors and bound hits read from the results that collected a
// system's run issues: an exploration, a check, random walks.
import StateCheckEngine
import StateCheckScreens

extension Exploration where System: RunIssueReporting {
    /// The runs that failed while exploring, and the errors of the system's
    /// own properties (``RunIssueReporting/propertyErrors(in:)``), each
    /// problem once, in the system's order. The failed runs' transitions
    /// were not taken.
    package var runtimeErrors: [System.Problem] {
        let failed = issues.lazy.map(\.issue) + system.propertyErrors(in: self).map { RunIssue.failed($0) }
        return RunIssue.runtimeErrors(in: failed, by: System.listsBefore)
    }

    /// Transitions refused because they would exceed a bound: per bound and
    /// event label, how many (state, label) pairs were refused.
    package var boundHits: [BoundHit] { RunIssue.boundHits(in: issues) }
}

extension CheckResult where S: RunIssueReporting {
    /// The runs that failed during the check's exploration, each problem
    /// once, in the system's order. Their transitions were not taken, so the
    /// verdicts speak only of the transitions that ran.
    package var runtimeErrors: [S.Problem] { exploration.runtimeErrors }

    /// Transitions the check's exploration refused because they would
    /// exceed a bound: per bound and event label, how many (state, label)
    /// pairs were refused.
    package var boundHits: [BoundHit] { exploration.boundHits }
}

extension RandomCheckResult where S: RunIssueReporting {
    /// The runs that failed along the walks, each problem once, in the
    /// system's order. Their transitions were not taken.
    package var runtimeErrors: [S.Problem] {
        RunIssue.runtimeErrors(in: issues, by: S.listsBefore)
    }
}
