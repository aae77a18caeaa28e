import StateCheck
import StateCheckCommands
import StateCheckBench
import StateCheckFuzz

/// The `statecheck` command line: dispatches to subcommands. All logic lives
/// in the library so tests run commands in-process; the executable only
/// passes arguments, streams and signals.
public enum StateCheckCLI {
    /// A subcommand: its description and how it runs.
    public typealias Command = Subcommand

    /// Every subcommand, in the order `--help` lists them.
    public static var commands: [Command] {
        [
            CheckCommand.command,
            ExplainCommand.command,
            CompareCommand.command,
            DiagramCommand.command,
            MinimizeCommand.command,
            SuggestCommand.command,
            CoverageCommand.command,
            ReplayCommand.command,
            InspectCommand.command,
            TranslateCommand.command,
            BaselineCommand.command,
            ReportsCommand.command,
            BenchCommand.command,
            FuzzCommand.command,
        ]
    }

    /// The version printed by `--version`.
    public static let version = "0.1.0"

    /// Runs `statecheck` with `arguments` (without the program name).
    public static func main(_ arguments: [String], context: CommandContext) -> ExitCode {
        guard let first = arguments.first else {
            context.write(overview)
            return .success
        }
        switch first {
        case "-h", "--help", "help":
            if arguments.count > 1, let command = commands.first(where: { $0.spec.name == arguments[1] }) {
                context.write(command.spec.help)
            } else {
                context.write(overview)
            }
            return .success
        case "--version":
            context.write("statecheck \(version)\n")
            return .success
        default:
            break
        }
        guard let command = commands.first(where: { $0.spec.name == first }) else {
            var message = "error: unknown command '\(first)'"
            if let near = closest(first, in: commands.map(\.spec.name)) { message += "; did you mean '\(near)'?" }
            context.writeError(message + "\n(see 'statecheck --help')\n")
            return .usageOrModelError
        }
        let parsed: ParsedArguments
        do {
            parsed = try command.spec.parse(Array(arguments.dropFirst()))
        } catch {
            context.writeError("error: \(error.message)\n")
            return .usageOrModelError
        }
        if parsed.wantsHelp {
            context.write(command.spec.help)
            return .success
        }
        return command.run(parsed, context)
    }

    /// The top-level help.
    public static var overview: String {
        var out = """
        OVERVIEW: StateCheck explores every sequence of events a SwiftUI screen sees
        (load, success, fail, page, refresh, cancel, buttons) against a loading-state
        design, checks its promises, and prints the shortest trace that breaks one.

        USAGE: statecheck <command> [options]

        COMMANDS:

        """
        let width = (commands.map(\.spec.name.count).max() ?? 0) + 2
        for c in commands {
            out += "  " + c.spec.name.padding(toLength: width, withPad: " ", startingAt: 0) + c.spec.abstract + "\n"
        }
        out += """

        EXIT STATUS: 0 every expectation met; 1 a verdict differs from an expectation;
        2 a usage error, a model error or an unreadable file; 3 incomplete: none
        differs, but a limit or an interrupt left an expectation unknown.

        See 'statecheck <command> --help' for a command's options.

        """
        return out
    }
}
