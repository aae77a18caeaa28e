import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

/// The `check` command's default output: one line per model, then each
/// verdict that differs from its expectation with its shortest trace.
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
            if timing { line += "  " + formatDuration(m.seconds) }
            line += m.allMet ? "   ok" : "   FAILED"
            if m.limit != nil { line += " (partial)" }
            out += line + "\n"
        }
        if report.models.contains(where: { $0.limit != nil || !$0.boundsHit.isEmpty || !$0.runtimeErrors.isEmpty }) { out += "\n" }
        for m in report.models {
            for error in m.runtimeErrors { out += "\(error)\n" }
            if let limit = m.limit { out += "\(m.file): warning: \(m.name): \(limit)\n" }
            for hit in m.boundsHit {
                out += "\(m.file): note: \(m.name): bound \(hit.bound) refused \(hit.count) '\(hit.event)' transition\(hit.count == 1 ? "" : "s")\n"
            }
        }
        var failures = 0
        for m in report.models {
            for p in m.properties where !p.isMet {
                failures += 1
                out += "\n" + failure(p, in: m)
            }
        }
        out += "\n"
        let failedModels = report.models.filter { !$0.allMet }.count
        let stopped = report.models.filter { !$0.runtimeErrors.isEmpty }.count
        if !report.unchecked.isEmpty {
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
        let width = max(16, trace.map(\.event.count).max() ?? 0)
        for (i, step) in trace.enumerated() {
            out += "  " + lpad("\(i + 1).", 3) + " " + pad(step.event, width) + "  " + step.screenBefore + " → " + step.screenAfter + "\n"
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
