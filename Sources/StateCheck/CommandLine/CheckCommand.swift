/// `statecheck check`: explore every model and compare each verdict with
/// the model's `expect` lines.
enum CheckCommand {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Check models against their expectations (the CI gate).",
        arguments: "[PATH ...]",
        options: [
            OptionSpec(["--property", "-p"], value: "name", help: "Check only this property (repeatable); a violation then fails.", repeatable: true),
            OptionSpec(["--format"], value: "text|json|junit|github", help: "Output format (default: text).", allowed: ["text", "json", "junit", "github"]),
            OptionSpec(["--max-states"], value: "n", help: "Stop exploring a model after n states (partial result)."),
            OptionSpec(["--max-depth"], value: "n", help: "Do not expand states deeper than n events."),
            OptionSpec(["--timeout"], value: "seconds", help: "Stop exploring a model after this many seconds."),
        ],
        discussion: """
        PATH defaults to Models; a folder means every .model file inside it.
        Exit status: 0 every expectation met, 1 a verdict differs from an expectation
        (or a selected property is violated), 2 a usage or model error.
        """
    )

    static var command: StateCheckCLI.Command {
        StateCheckCLI.Command(spec: spec) { _, context in
            context.writeError("error: 'check' is not available in this build yet\n")
            return .usageOrModelError
        }
    }
}
