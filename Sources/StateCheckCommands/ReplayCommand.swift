import StateCheck
import Foundation

/// `statecheck replay PATH "load, success getUser, refresh"`: runs a given
/// event sequence on a model and shows every step, as `explain` does.
package enum ReplayCommand {
    static let spec = CommandSpec(
        name: "replay",
        abstract: "Replay an event sequence on a model, step by step.",
        arguments: "PATH EVENTS",
        options: [],
        discussion: """
        EVENTS is a comma-separated list as check and explain print it:
        "load, success getUser, refresh". When several transitions carry the same
        event (two requests of one api in flight), 'success getUser@1' takes the
        second one. Exit status: 0 when every event was enabled in turn, 1 when one
        was not (the message lists the enabled events), 2 on errors.
        """
    )

    package static var command: Subcommand { Subcommand(spec: spec, run: run) }

    static func run(_ args: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard args.positionals.count == 2 else {
            context.writeError("error: 'replay' takes a model file and the events, e.g. statecheck replay Models/case1-before.model \"load, success getUser, refresh\"\n")
            return .usageOrModelError
        }
        let file = args.positionals[0]
        let steps: [(label: String, choice: Int)]
        do { steps = try parseEvents(args.positionals[1]) } catch {
            context.writeError("error: \(error.message)\n")
            return .usageOrModelError
        }
        // Nothing is explored: the checker only reads and compiles the file.
        let reader = ModelChecking(limits: ExplorationLimits(), context: context)
        guard let (system, _) = reader.compile(file) else { return .usageOrModelError }
        guard var state = system.initialStates.first else { return .usageOrModelError }
        var report: [TraceStepReport] = []
        for (i, step) in steps.enumerated() {
            var candidates: [Transition<EventLabel, ModelState, StepNote>] = []
            var enabled: [String] = []
            system.forEachSuccessor(of: state) { t in
                let text = t.label.description
                if !enabled.contains(text) { enabled.append(text) }
                if text == step.label { candidates.append(t) }
            }
            guard step.choice < candidates.count else {
                context.write(ExplainReport.renderSteps(report))
                let what = candidates.isEmpty ? "'\(step.label)' is not enabled" : "'\(step.label)' has only \(candidates.count) transition\(candidates.count == 1 ? "" : "s") (choices @0…@\(candidates.count - 1))"
                context.writeError("error: step \(i + 1): \(what); enabled: \(enabled.isEmpty ? "nothing (a deadlock)" : enabled.joined(separator: ", "))\n")
                return .expectationFailed
            }
            let t = candidates[step.choice]
            let before = system.variables(of: state).map { ModelVariable(name: $0.name, value: $0.value) }
            let after = system.variables(of: t.target).map { ModelVariable(name: $0.name, value: $0.value) }
            report.append(TraceStepReport(
                event: step.label, lines: t.note.lines,
                changes: ModelReport.changes(from: before, to: after),
                screenBefore: system.screen(of: state).description,
                screenAfter: system.screen(of: t.target).description + (t.note.crash.map { "  [crash: \($0)]" } ?? ""),
                choice: step.choice
            ))
            state = t.target
        }
        context.write("Replaying \(steps.count) event\(steps.count == 1 ? "" : "s") on \(system.name) (\(file))\n")
        context.write(ExplainReport.renderSteps(report))
        return .success
    }

    /// `"load, success getUser@1"` → `[("load", 0), ("success getUser", 1)]`.
    static func parseEvents(_ text: String) throws(UsageError) -> [(label: String, choice: Int)] {
        var out: [(label: String, choice: Int)] = []
        for raw in text.split(separator: ",", omittingEmptySubsequences: false) {
            let part = raw.trimmingCharacters(in: .whitespaces)
            if part.isEmpty {
                if text.trimmingCharacters(in: .whitespaces).isEmpty { break }
                throw UsageError("empty event in '\(text)'; separate events with commas: \"load, success getUser\"")
            }
            if let at = part.lastIndex(of: "@") {
                guard let k = Int(part[part.index(after: at)...]), k >= 0 else {
                    throw UsageError("'\(part)': after '@' comes the number of the transition to take (0 for the first)")
                }
                out.append((part[..<at].trimmingCharacters(in: .whitespaces), k))
            } else {
                out.append((part, 0))
            }
        }
        return out
    }
}
