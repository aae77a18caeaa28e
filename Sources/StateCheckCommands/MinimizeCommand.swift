import StateCheck

/// `statecheck minimize [PATH ...]`: which enum cases the user can never
/// tell apart (merge them), which are never reached, and the shortest
/// event sequence that tells look-alike cases apart.
package enum MinimizeCommand {
    static let spec = CommandSpec(
        name: "minimize",
        abstract: "Find enum cases the user cannot tell apart, and suggest a minimal enum.",
        arguments: "[PATH ...]",
        options: [
            OptionSpec(["--format"], value: "text|json|swift", help: "Output format (default: text); swift prints only the suggested enums.", allowed: ["text", "json", "swift"]),
        ] + ExplorationLimits.options + [ModelChecking.threadsOption, ModelChecking.configOption, ModelChecking.strictOption],
        discussion: """
        PATH defaults to Models; a folder means every .model and .swift file inside it
        (each SwiftUI screen is one design, named after its type).
        Two states are equivalent when they show the same screen (page tokens
        abstracted to page counts) and every event leads to equivalent states
        (bisimulation). Two cases of an enum-typed variable are indistinguishable
        when the states holding them have exactly the same behaviours.
        Exit status: 0 analysed, 2 a usage or model error.
        """
    )

    package static var command: Subcommand {
        Subcommand(spec: spec, run: run)
    }

    static func run(_ args: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard let (explored, warnings) = CaseAnalysisInput.explore(args, context) else { return .usageOrModelError }
        let results = explored.compactMap { Minimization.analyze($0.result.exploration) }
        switch args.value("--format") ?? "text" {
        case "json": context.write(MinimizeReport.json(results, warnings: warnings))
        case "swift": context.write(MinimizeReport.swift(results))
        default: context.write(MinimizeReport.text(results))
        }
        return explored.count == results.count && !context.stopFlag.isStopped ? .success : .usageOrModelError
    }
}
