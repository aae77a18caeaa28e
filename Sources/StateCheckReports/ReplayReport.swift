import StateCheckEngine
import StateCheckScreens

/// The end of `statecheck replay`: the properties that the replayed events
/// violate, each at the step where it first fails, so a replay line that
/// `check` or `explain` printed shows its violation again:
///
/// ```text
/// Violated along this replay:
///   contentKeptWhileReloading  at step 3 (refresh)
///   noDoubleSpinner            at step 3 (refresh)
/// Not checked along a replay (they need every reachable state): noLeakedTask, recoverable, allCasesReachable
/// ```
package enum ReplayReport {
    /// The violations that checking `result`'s properties along `replay`
    /// found (``replayCheck(_:replay:seed:properties:customInvariants:customSteps:)``),
    /// in the order the properties were checked, and the properties a replay
    /// cannot check.
    public static func render<S: ScreenSystem>(_ result: RandomCheckResult<S>, replay: Replay) -> String {
        var out = "\n"
        let violations = result.violations
        if violations.isEmpty {
            out += "No checked property is violated along this replay.\n"
        } else {
            out += "Violated along this replay:\n"
            let width = violations.map(\.property.count).max() ?? 0
            for v in violations {
                let n = v.shrunk.steps.count
                let place = n == 0 ? "in the initial state" : "at step \(n) (\(replay.steps[n - 1].text))"
                out += "  " + TextReport.pad(v.property, width) + "  " + place + "\n"
            }
        }
        if !result.skipped.isEmpty {
            out += "Not checked along a replay (they need every reachable state): \(result.skipped.joined(separator: ", "))\n"
        }
        return out
    }
}
