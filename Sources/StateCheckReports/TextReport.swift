import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

/// The `check` command's default output: one line per model, then each
/// verdict that differs from its expectation with its shortest trace, then
/// each expectation a partial exploration left unknown, as a warning.
///
/// ```text
/// Case1Before    11 states    17 transitions   holds 7  violated 4  n/a 2   FAILED
///
/// Models/case1-before.model:40:1: error: [contentKeptWhileReloading] Case1Before: expected to hold, but it is violated
///   1. load              (invisible) → blank + spinner
///   2. success getUser   blank + spinner → content([p1])
///   3. refresh           content([p1]) → blank + spinner + refreshSpinner
///   replay: statecheck replay Models/case1-before.model "load, success getUser, refresh"
/// ```
package enum TextReport {
    /// Renders `report`; `timing` adds each model's wall time (kept off for
    /// files and CI logs so output is byte-for-byte repeatable).
    public static func render(_ report: CheckReport, timing: Bool = false) -> String {
        var out = ""
        let nameWidth = max(12, report.models.map(\.name.count).max() ?? 0)
        for m in report.models {
            var line = pad(m.name, nameWidth)
            line += " " + lpad("\(m.states)", 7) + " states " + lpad("\(m.transitions)", 8) + " transitions"
            line += "   holds \(m.count(.holds))  violated \(m.count(.violated))  n/a \(m.count(.notApplicable))"
            if m.limit != nil { line += "  unknown \(m.count(.unknown))" }
            if timing { line += "  " + formatDuration(m.seconds) }
            line += m.allMet ? "   ok" : (m.failures.isEmpty && m.runtimeErrors.isEmpty ? "   UNKNOWN" : "   FAILED")
            if m.limit != nil { line += " (partial)" }
            out += line + "\n"
        }
        if report.models.contains(where: { $0.limit != nil || !$0.boundsHit.isEmpty || !$0.runtimeErrors.isEmpty }) || !report.notChecked.isEmpty { out += "\n" }
        for m in report.models {
            for error in m.runtimeErrors { out += "\(error)\n" }
            if let limit = m.limit { out += "\(m.file): warning: \(m.name): \(limit)\n" }
            for hit in m.boundsHit { out += "\(m.declaration): note: \(m.name): \(boundNote(hit, in: m))\n" }
        }
        for file in report.notChecked { out += "\(file): note: not checked: \(notCheckedReason)\n" }
        var failures = 0
        for m in report.models {
            for p in m.properties where p.isFailed {
                failures += 1
                out += "\n" + failure(p, in: m)
            }
        }
        let unknowns = report.unknownCount
        for m in report.models {
            for p in m.unknowns { out += "\n" + unknown(p, in: m) }
        }
        out += "\n"
        let failedModels = report.models.filter { !$0.failures.isEmpty || !$0.runtimeErrors.isEmpty }.count
        let stopped = report.models.filter { !$0.runtimeErrors.isEmpty }.count
        if report.isIncomplete || report.models.contains(where: { $0.limit != nil }) {
            out += incompleteSummary(report, failures: failures, unknowns: unknowns)
        } else if !report.unchecked.isEmpty {
            let n = report.unchecked.count
            out += "\(n) model file\(n == 1 ? "" : "s") could not be checked (see the errors above); "
            out += "\(report.models.count) model\(report.models.count == 1 ? "" : "s") checked"
            out += failures == 0 ? ".\n" : ", \(failures) verdict\(failures == 1 ? " differs" : "s differ") from \(failures == 1 ? "its expectation" : "their expectations").\n"
        } else if stopped > 0 {
            out += "\(stopped) of \(report.models.count) model\(report.models.count == 1 ? "" : "s") stopped runs with a runtime error "
            out += "(see the errors above; their verdicts speak only of the runs that finished)"
            out += failures == 0 ? ".\n" : ", \(failures) verdict\(failures == 1 ? " differs" : "s differ") from \(failures == 1 ? "its expectation" : "their expectations").\n"
        } else if failures == 0 {
            out += "\(report.models.count) model\(report.models.count == 1 ? "" : "s") checked: every expectation met.\n"
        } else {
            out += "\(failedModels) of \(report.models.count) model\(report.models.count == 1 ? "" : "s") failed: "
            out += "\(failures) verdict\(failures == 1 ? " differs" : "s differ") from \(failures == 1 ? "its expectation" : "their expectations").\n"
        }
        return out
    }

    /// Why a model file of an interrupted run was not checked.
    public static let notCheckedReason = "the run was interrupted before its turn"

    /// The note on transitions a bound of model `m` refused: `bound maxTasks
    /// refused 2 'refresh' transitions`. For `intRange`, which a model may
    /// leave at its default, it says an Int left the range and, when a
    /// verdict of `m` holds, that the verdict is no proof beyond the range.
    public static func boundNote(_ hit: BoundReport, in m: ModelReport) -> String {
        var note = "bound \(hit.bound) refused \(hit.count) '\(hit.event)' transition\(hit.count == 1 ? "" : "s")"
        if hit.bound == "intRange" {
            note += " (an Int left intRange)"
            if m.count(.holds) > 0 { note += ": a verdict that holds is proven only for Int values inside intRange, not beyond it" }
        }
        return note
    }

    /// The warning line of an expectation a partial exploration left
    /// unknown: `file:line:1: warning: [name] Model: expected to hold, but
    /// it is unknown (no violation in the 8 states explored before the
    /// exploration stopped)`.
    static func unknown(_ p: PropertyReport, in m: ModelReport) -> String {
        var out = "\(m.file):\(p.expectLine ?? 1):1: warning: [\(p.name)] \(m.name): " + ViolationText.mismatch(expected: p.expected, verdict: p.verdict)
        if let reason = p.reason { out += " (\(reason))" }
        return out + "\n"
    }

    /// The last line of a run that decided less than asked (a partial
    /// exploration, an interrupt): how many models were checked, partially
    /// or not at all, and how many expectations failed or are unknown;
    /// never "every expectation met".
    static func incompleteSummary(_ report: CheckReport, failures: Int, unknowns: Int) -> String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let partial = report.models.filter { $0.limit != nil }.count
        var out = plural(report.models.count, "model") + " checked"
        if partial > 0 { out += " (\(partial) partially)" }
        if !report.notChecked.isEmpty { out += ", \(report.notChecked.count) not checked (interrupted)" }
        if !report.unchecked.isEmpty { out += ", " + plural(report.unchecked.count, "model file") + " could not be checked (see the errors above)" }
        out += ": "
        var parts: [String] = []
        let stopped = report.models.filter { !$0.runtimeErrors.isEmpty }.count
        if stopped > 0 { parts.append("\(stopped) stopped runs with a runtime error (see the errors above)") }
        if failures > 0 { parts.append(failures == 1 ? "1 verdict differs from its expectation" : "\(failures) verdicts differ from their expectations") }
        if unknowns > 0 { parts.append(plural(unknowns, "expectation") + " unknown (the exploration stopped before deciding \(unknowns == 1 ? "it" : "them"))") }
        if parts.isEmpty {
            parts.append(report.models.isEmpty ? "nothing was decided" : "no expectation failed or was left unknown (the result is partial)")
        }
        return out + parts.joined(separator: "; ") + ".\n"
    }

    /// The compiler-style error line, the trace and the replay line for one property.
    static func failure(_ p: PropertyReport, in m: ModelReport) -> String {
        var out = "\(m.file):\(p.expectLine ?? 1):1: error: [\(p.name)] \(m.name): " + ViolationText.mismatch(expected: p.expected, verdict: p.verdict)
        if let reason = p.reason { out += " (\(reason))" }
        out += "\n"
        out += traceLines(p.trace, replay: p.replay, file: m.file)
        return out
    }

    /// The numbered steps and the replay line.
    static func traceLines(_ trace: [TraceStepReport], replay: Replay, file: String) -> String {
        guard !trace.isEmpty else { return "" }
        var out = ""
        // The replay line's `@k` names the answered call: `success getUser@1`.
        let width = max(16, trace.map(\.answeredEvent.count).max() ?? 0)
        for (i, step) in trace.enumerated() {
            out += "  " + lpad("\(i + 1).", 3) + " " + pad(step.answeredEvent, width) + "  " + step.screenBefore + " → " + step.screenAfter + "\n"
            if let assumed = step.assumption(designFile: file) { out += "      assumed: " + assumed + "\n" }
        }
        out += "  replay: " + replayCommand(file: file, replay: replay) + "\n"
        return out
    }

    /// `statecheck replay FILE "load, success getUser"`: the command that
    /// replays `replay` (its ``Replay/line``) on the model in `file`.
    public static func replayCommand(file: String, replay: Replay) -> String {
        "statecheck replay \(shellQuote(file)) \"\(replay.line)\""
    }

    static func shellQuote(_ s: String) -> String {
        let safe = s.unicodeScalars.allSatisfy { ($0.value < 128 && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || "/._-+".unicodeScalars.contains($0) }
        return safe ? s : "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
    static func lpad(_ s: String, _ n: Int) -> String { s.count >= n ? s : String(repeating: " ", count: n - s.count) + s }

    static func formatDuration(_ s: Double) -> String {
        s < 1 ? "\(Int((s * 1000).rounded())) ms" : String(Int(s)) + "." + String(Int((s * 10).rounded()) % 10) + " s"
    }
}
