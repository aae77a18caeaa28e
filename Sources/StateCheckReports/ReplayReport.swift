import StateCheckEngine
import StateCheckScreens

/// The end of `statecheck replay`: the properties that the replayed events
/// violate, each with where it fails, so a replay line that `check` or
/// `explain` printed shows its violation again:
///
/// ```text
/// Violated along this replay:
///   contentKeptWhileReloading  at step 3 (refresh)
///   noDoubleSpinner            at step 3 (refresh)
///   recoverable                from the state the replay ends in
/// Not checked along a replay (it needs every reachable state): allCasesReachable
/// ```
///
/// Invariants and step properties fail at a step of the replay (or in the
/// initial state); `noLeakedTask` and `recoverable` speak of what is
/// reachable from a state, so they are checked from the state the replay
/// ends in: the trace `check` prints for them ends in a state they fail
/// from, and a later failure is counted in events after the end.
package enum ReplayReport {
    /// One property the replay violates, and where.
    public struct Finding: Hashable, Sendable {
        /// The property's name.
        public var property: String
        /// `at step 3 (refresh)`, `in the initial state`, `from the state the replay ends in`.
        public var place: String

        /// Creates a finding.
        public init(property: String, place: String) {
            self.property = property
            self.place = place
        }
    }

    /// The violations found checking invariants and step properties along
    /// `replay` (``replayCheck(_:replay:seed:properties:customInvariants:customSteps:)``),
    /// in the order the properties were checked.
    public static func findings<S: ScreenSystem>(along result: RandomCheckResult<S>, replay: Replay) -> [Finding] {
        result.violations.map { v in
            let n = v.shrunk.steps.count
            return Finding(property: v.property, place: n == 0 ? "in the initial state" : "at step \(n) (\(replay.steps[n - 1].text))")
        }
    }

    /// The graph properties violated by a check of the system started in
    /// the state the replay ends in (``ScreenSystemFromState``).
    public static func findings<S: ScreenSystem>(fromEnd result: CheckResult<S>) -> [Finding] {
        result.properties.compactMap { p in
            guard p.verdict == .violated else { return nil }
            let k = p.trace?.steps.count ?? 0
            let place = k == 0 ? "from the state the replay ends in" : "\(k) event\(k == 1 ? "" : "s") after the replay ends"
            return Finding(property: p.name, place: place)
        }
    }

    /// The findings, in the order given, and the properties a replay cannot
    /// check (`allCasesReachable`, about every reachable state).
    public static func render(_ findings: [Finding], unchecked: [String]) -> String {
        var out = "\n"
        if findings.isEmpty {
            out += "No checked property is violated along this replay.\n"
        } else {
            out += "Violated along this replay:\n"
            let width = findings.map(\.property.count).max() ?? 0
            for f in findings { out += "  " + TextReport.pad(f.property, width) + "  " + f.place + "\n" }
        }
        if !unchecked.isEmpty {
            let it = unchecked.count == 1 ? "it needs" : "they need"
            out += "Not checked along a replay (\(it) every reachable state): \(unchecked.joined(separator: ", "))\n"
        }
        return out
    }
}
