import StateCheck

/// `statecheck explain PATH PROPERTY`: one property's shortest trace, step by
/// step, with the lines that ran, the variables that changed and the screens.
package enum ExplainCommand {
    static let spec = CommandSpec(
        name: "explain",
        abstract: "Explain one property's verdict: the shortest trace, step by step.",
        arguments: "PATH PROPERTY",
        options: [
            OptionSpec(["--format"], value: "text|html|svg", help: "Output format (default: text); html and svg draw the trace as a filmstrip.", allowed: ["text", "html", "svg"]),
        ] + ExplorationLimits.options + [ModelChecking.threadsOption, ModelChecking.configOption, ModelChecking.strictOption],
        discussion: """
        PATH is one .model file (or a .swift file declaring one screen); PROPERTY a standard property or one of the model's
        invariant/step properties. Ends with the 'statecheck replay' line that replays
        the trace. Exit status: 0 when the verdict meets the model's expectation (or
        there is none and the property is not violated), 1 when it differs, 2 on errors,
        3 when the verdict is unknown (a limit or an interrupt stopped the exploration
        before it found a violation).
        --format svg draws the trace as a filmstrip for design reviews: one phone-shaped
        frame per screen (blank, spinner, content pages p1, p2, ..., error view, footer,
        refresh spinner, banner, buttons, marks, "(not visible)"), each step's event as an
        arrow between frames, the variables that changed under each frame, and the failing
        frame outlined with the property's reason. --format html is one self-contained page
        (inline SVG and CSS, no script) with the strip and the steps as text. Notes go to
        standard error with these formats.
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
        checker.strict = args.flags.contains("--strict")
        guard let checked = checker.run(file), let p = checked.report.properties.first else {
            return .usageOrModelError
        }
        let definition = StandardProperty(rawValue: property)?.summary
        switch args.value("--format") ?? "text" {
        case "svg":
            context.write(Filmstrip.svg(p, of: checked.report, definition: definition))
            writeNotes(checked.report, p) { context.writeError("note: \($0)\n") }
        case "html":
            context.write(Filmstrip.html(p, of: checked.report, definition: definition))
            writeNotes(checked.report, p) { context.writeError("note: \($0)\n") }
        default:
            context.write(ExplainReport.render(p, of: checked.report, definition: definition))
            writeNotes(checked.report, p) { context.write("\nNote: \($0).\n") }
        }
        if p.isFailed { return .expectationFailed }
        if p.verdict == .unknown || context.stopFlag.isStopped { return .incomplete }
        return p.isMet ? .success : .expectationFailed
    }

    /// Passes each note about `report`'s exploration (a limit, an `Int`
    /// range bound hit while `p` holds) to `write`.
    static func writeNotes(_ report: ModelReport, _ p: PropertyReport, _ write: (String) -> Void) {
        if let limit = report.limit { write(limit) }
        for hit in report.boundsHit where hit.bound == "intRange" && p.verdict == .holds {
            write(TextReport.boundNote(hit, in: report))
        }
    }
}
