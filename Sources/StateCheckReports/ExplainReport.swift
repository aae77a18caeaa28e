import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

/// `statecheck explain PATH PROPERTY`: the shortest trace, step by step, in
/// the spirit of swift-custom-dump's diffs: the event, the model lines that
/// ran, only the variables that changed (`−` before, `+` after) and the
/// screen before and after, ending with the line that replays it.
///
/// ```text
/// Case1Before violates contentKeptWhileReloading (Models/case1-before.model:40)
///
/// Step 1: load
///   ran lines 31, 20, 21
///   dataState
///   − .idle
///   + .loading
///   screen
///   − (invisible)
///   + blank + spinner
/// …
/// Replay: statecheck replay Models/case1-before.model "load, success getUser, refresh"
/// ```
package enum ExplainReport {
    /// Renders the explanation of property `p` of model `m`; `definition` is
    /// the property's one-sentence meaning; `replay` is the line printed after
    /// `Replay:` (by default the `statecheck replay` command for `m.file`; a
    /// Swift design passes the Swift call that replays it).
    public static func render(_ p: PropertyReport, of m: ModelReport, definition: String?, replay: String? = nil) -> String {
        var out = ""
        let location = "\(m.file)" + (p.expectLine.map { ":\($0)" } ?? "")
        switch p.verdict {
        case .holds:
            out += "\(m.name) keeps \(p.name) (\(location)): no explored trace breaks it"
            out += " (\(m.states) states, \(m.transitions) transitions).\n"
        case .notApplicable:
            out += "\(p.name) does not apply to \(m.name) (\(location))"
            out += p.reason.map { ": \($0).\n" } ?? ".\n"
        case .violated:
            out += "\(m.name) violates \(p.name) (\(location))\n"
        case .unknown:
            out += "\(p.name) is unknown for \(m.name) (\(location))"
            out += p.reason.map { ": \($0).\n" } ?? ".\n"
        }
        if let definition { out += "\(p.name): \(definition)\n" }
        if p.verdict == .violated, p.trace.isEmpty, let reason = p.reason {
            out += "\n\(reason)\n"
        }
        out += renderSteps(p.trace, failing: p.verdict == .violated ? p.name : nil, file: m.file)
        if let reason = p.reason, p.verdict == .violated, !p.trace.isEmpty {
            out += "\n\(reason)\n"
        }
        if !p.trace.isEmpty {
            out += "\nReplay: " + (replay ?? TextReport.replayCommand(file: m.file, replay: p.replay)) + "\n"
        }
        return out
    }

    /// The numbered steps with the lines that ran, the changed variables and
    /// the screens; `failing` marks the last step as where that property fails.
    /// `file` is the design's file: a step that ran lines of other files
    /// (a Swift screen's enum or view model) names the file of each run of lines.
    public static func renderSteps(_ steps: [TraceStepReport], failing: String? = nil, file: String? = nil) -> String {
        var out = ""
        for (i, step) in steps.enumerated() {
            out += "\nStep \(i + 1): \(step.replayEvent)"
            if i == steps.count - 1, let failing { out += "   ← \(failing) fails here" }
            out += "\n"
            if !step.lines.isEmpty, let file, !step.files.isEmpty {
                out += "  ran line\(step.lines.count == 1 ? "" : "s") " + step.citedLines(designFile: file) + "\n"
            } else if !step.lines.isEmpty {
                var seen = Set<Int>()
                let lines = step.lines.filter { seen.insert($0).inserted }
                out += "  ran line\(lines.count == 1 ? "" : "s") " + lines.map(String.init).joined(separator: ", ") + "\n"
            }
            for change in step.changes {
                out += "  \(change.name)\n  − \(change.before)\n  + \(change.after)\n"
            }
            if step.screenBefore == step.screenAfter {
                out += "  screen (unchanged): \(step.screenAfter)\n"
            } else {
                out += "  screen\n  − \(step.screenBefore)\n  + \(step.screenAfter)\n"
            }
        }
        return out
    }
}
