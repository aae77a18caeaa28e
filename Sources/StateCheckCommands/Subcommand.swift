/// A subcommand of `statecheck`: its options and help, and how it runs.
///
/// Each command's type exposes one (`CheckCommand.command`); the command
/// table that dispatches on the first argument lists them.
public struct Subcommand {
    /// Options and help.
    public var spec: CommandSpec
    /// Runs the command with parsed arguments; returns the exit status.
    public var run: (ParsedArguments, CommandContext) -> ExitCode

    /// Creates a subcommand.
    public init(spec: CommandSpec, run: @escaping (ParsedArguments, CommandContext) -> ExitCode) {
        self.spec = spec
        self.run = run
    }
}
