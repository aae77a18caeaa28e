import StateCheck
import Foundation

/// `statecheck replay PATH "load, success getUser, refresh"`: runs a given
/// event sequence on a model (or a Swift screen) and shows every step, as
/// `explain` does, then the invariant and step properties (standard and the
/// model's own) that the sequence violates, each at the step where it first
/// fails, and the graph properties violated from the state it ends in: the
/// replay line printed for a violation reproduces it.
package enum ReplayCommand {
    static let spec = CommandSpec(
        name: "replay",
        abstract: "Replay an event sequence on a model, step by step.",
        arguments: "PATH EVENTS",
        options: [
            OptionSpec(["--property", "-p"], value: "name", help: "Check only this property (repeatable; default: every standard property but allCasesReachable, and the model's own).", repeatable: true),
            ModelChecking.configOption,
            ModelChecking.strictOption,
        ],
        discussion: """
        EVENTS is a comma-separated list as check and explain print it:
        "load, success getUser, refresh". When several transitions carry the same
        event (two requests of one api in flight), 'success getUser@1' takes the
        second one. PATH is a .model file or a .swift file declaring one screen.
        After the steps, the invariants and step properties (standard ones and the
        model's own 'invariant'/'step' declarations) are checked along the replay and
        each violated one is listed with the step where it first fails, and
        noLeakedTask and recoverable are checked from the state the replay ends in,
        so the replay line of a violation reproduces it; allCasesReachable speaks of
        every reachable state and is left to check/explain.
        Exit status: 0 when every event was enabled in turn, 1 when one was not (the
        message lists the enabled events), 2 on errors.
        """
    )

    package static var command: Subcommand { Subcommand(spec: spec, run: run) }

    static func run(_ args: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard args.positionals.count == 2 else {
            context.writeError("error: 'replay' takes a model file and the events, e.g. statecheck replay Models/case1-before.model \"load, success getUser, refresh\"\n")
            return .usageOrModelError
        }
        let file = args.positionals[0]
        let walk: Replay
        do { walk = try Replay(parsing: args.positionals[1]) } catch {
            context.writeError("error: \(error)\n")
            return .usageOrModelError
        }
        // Nothing is explored: the checker only reads and compiles the file.
        var reader = ModelChecking(limits: ExplorationLimits(), context: context)
        reader.configurationPath = args.value("--config")
        reader.strict = args.flags.contains("--strict")
        guard let (system, _) = reader.compile(file) else { return .usageOrModelError }
        guard let replayed = RandomExplorer.replay(walk, in: system) else {
            let count = system.initialStates.count
            context.writeError("error: \(system.name) has \(count) initial state\(count == 1 ? "" : "s"); 'initial \(walk.initial):' names none of them\n")
            return .usageOrModelError
        }
        let steps = ExplainReport.renderSteps(TraceStepReport.steps(of: PropertyTrace(replayed.trace, in: system)), file: system.file)
        if let n = replayed.notEnabledAt {
            context.write(steps)
            context.writeError("error: step \(n + 1): \(notEnabled(walk.steps[n], after: replayed.trace.final, in: system))\n")
            return .expectationFailed
        }
        // The properties along the walk: the standard ones and the model's own.
        let checked: RandomCheckResult<ModelSystem>
        do throws(CheckError) {
            checked = try replayCheck(
                system, replay: walk, properties: args.values["--property"],
                customInvariants: system.customInvariants, customSteps: system.customSteps)
        } catch {
            context.writeError("error: \(error)\n")
            return .usageOrModelError
        }
        // noLeakedTask and recoverable: from the state the walk ends in.
        let fromEnd = checked.skipped.filter { $0 == StandardProperty.noLeakedTask.rawValue || $0 == StandardProperty.recoverable.rawValue }
        var findings = ReplayReport.findings(along: checked, replay: walk)
        if !fromEnd.isEmpty {
            do throws(CheckError) {
                let end = try check(ScreenSystemFromState(system, from: replayed.trace.final), properties: fromEnd)
                findings += ReplayReport.findings(fromEnd: end)
            } catch {
                context.writeError("error: \(error)\n")
                return .usageOrModelError
            }
        }
        // In the catalog's order, the model's own properties after the standard ones.
        let order = StandardProperty.allCases.map(\.rawValue)
        findings = findings.enumerated().sorted { a, b in
            (order.firstIndex(of: a.element.property) ?? order.count, a.offset) < (order.firstIndex(of: b.element.property) ?? order.count, b.offset)
        }.map(\.element)
        let count = walk.steps.count
        context.write("Replaying \(count) event\(count == 1 ? "" : "s") on \(system.name) (\(file))\n")
        context.write(steps)
        context.write(ReplayReport.render(findings, unchecked: checked.skipped.filter { !fromEnd.contains($0) }))
        return .success
    }

    /// Why `step` cannot be taken from `state`, with the events that can.
    static func notEnabled(_ step: ReplayStep, after state: ModelState, in system: ModelSystem) -> String {
        var candidates = 0
        var enabled: [String] = []
        system.forEachSuccessor(of: state) { t in
            let text = t.label.description
            if !enabled.contains(text) { enabled.append(text) }
            if text == step.label { candidates += 1 }
        }
        let what = candidates == 0
            ? "'\(step.label)' is not enabled"
            : "'\(step.label)' has only \(candidates) transition\(candidates == 1 ? "" : "s") (choices @0…@\(candidates - 1))"
        return "\(what); enabled: \(enabled.isEmpty ? "nothing (a deadlock)" : enabled.joined(separator: ", "))"
    }
}
