import StateCheck

/// `statecheck explain PATH PROPERTY`: one property's shortest trace, step by
/// step, with the lines that ran, the variables that changed and the screens.
package enum ExplainCommand {
    static let spec = CommandSpec(
        name: "explain",
        abstract: "Explain one property's verdict: the shortest trace, step by step.",
        arguments: "PATH PROPERTY",
        options: ExplorationLimits.options + [ModelChecking.threadsOption, ModelChecking.configOption],
        discussion: """
        PATH is one .model file (or a .swift file declaring one screen); PROPERTY a standard property or one of the model's
        invariant/step properties. Ends with the 'statecheck replay' line that replays
        the trace. Exit status: 0 when the verdict meets the model's expectation (or
        there is none and the property is not violated), 1 when it differs, 2 on errors,
        3 when the verdict is unknown (a limit or an interrupt stopped the exploration
        before it found a violation).
        """
    )

    package static var command: Subcommand {
        Subcommand(spec: spec, run: run)
    }

    static func run(_ args: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard args.positionals.count == 2 else {
            context.writeError("error: 'explain' takes a model file and a property name, e.g. statecheck explain Models/case1-before.model contentKeptWhileReloading\n")
            return .usageOrModelError
        }
        let file = args.positionals[0], property = args.positionals[1]
        let limits: ExplorationLimits
        let threads: Int
        do {
            limits = try ExplorationLimits(args)
            threads = try ModelChecking.threads(args)
        } catch {
            context.writeError("error: \(error.message)\n")
            return .usageOrModelError
        }
        var checker = ModelChecking(properties: [property], limits: limits, context: context, threads: threads)
        checker.configurationPath = args.value("--config")
        guard let checked = checker.run(file), let p = checked.report.properties.first else {
            return .usageOrModelError
        }
        let definition = StandardProperty(rawValue: property)?.summary
        context.write(ExplainReport.render(p, of: checked.report, definition: definition))
        if let limit = checked.report.limit { context.write("\nNote: \(limit).\n") }
        for hit in checked.report.boundsHit where hit.bound == "intRange" && p.verdict == .holds {
            context.write("\nNote: \(TextReport.boundNote(hit, in: checked.report)).\n")
        }
        if p.isFailed { return .expectationFailed }
        if p.verdict == .unknown || context.stopFlag.isStopped { return .incomplete }
        return p.isMet ? .success : .expectationFailed
    }
}
