import StateCheck

/// `statecheck coverage [PATH ...]`: the case × event matrix of each model.
package enum CoverageCommand {
    static let spec = CommandSpec(
        name: "coverage",
        abstract: "Show, for every enum case and event, whether the design handles, ignores or never sees it.",
        arguments: "[PATH ...]",
        options: [
            OptionSpec(["--format"], value: "text|markdown|json", help: "Output format (default: text).", allowed: ["text", "markdown", "json"]),
        ] + ExplorationLimits.options + [ModelChecking.threadsOption, ModelChecking.configOption, ModelChecking.strictOption],
        discussion: """
        PATH defaults to Models; a folder means every .model and .swift file inside it
        (each SwiftUI screen is one design, named after its type).
        Rows are the cases of each enum-typed model variable; columns are the
        model's events (load, cancel, refresh, page, its own events, success/fail
        per api). A cell is 'handled' when some transition from a state of that
        case with that event changes a model variable, issues a request or cancels
        a task (cancel while a load runs), 'ignored' when the event is enabled
        there but never does any of these, '-' when it is
        not enabled, 'unreached' when no reachable state holds the case.
        Exit status: 0 analysed, 2 a usage or model error.
        """
    )

    package static var command: Subcommand {
        Subcommand(spec: spec, run: run)
    }

    static func run(_ args: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let (explored, warnings) = CaseAnalysisInput.explore(args, context) else { return .usageOrModelError }
        let matrices = explored.flatMap { CoverageMatrix.analyze($0.result.exploration) }
        switch args.value("--format") ?? "text" {
        case "markdown": context.write(CoverageReport.markdown(matrices))
        case "json": context.write(CoverageReport.json(matrices, warnings: warnings))
        default: context.write(CoverageReport.text(matrices))
        }
        return context.stopFlag.isStopped ? .usageOrModelError : .success
    }
}
