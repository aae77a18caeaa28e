/// What `swift package statecheck …` runs: the `statecheck` command lines
/// for the arguments given after the verb, decided before anything runs.
///
/// The first argument is the subcommand (`check` when there is none, or when
/// the arguments start with an option). `--target NAME` (repeatable) is the
/// plugin's own option: the commands that read PATHs then read those targets'
/// folders. Without `--target` and without PATHs they read every Swift target
/// of the package that is not a test target; with PATHs they read the PATHs.
struct CommandLinePlan: Equatable {
    /// The subcommand (`check`).
    var subcommand: String
    /// One entry per `statecheck` run: the arguments after the subcommand.
    var runs: [[String]]

    /// The commands whose PATHs default to the package's targets. `baseline`
    /// and `inspect` take one PATH, so they run once per target.
    static let readsTargets: Set<String> = ["check", "compare", "coverage", "minimize", "reports", "baseline", "inspect"]
    static let onePathPerRun: Set<String> = ["baseline", "inspect"]

    /// Why the arguments cannot be run.
    struct Problem: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// The arguments split into the subcommand, the plugin's `--target`
    /// names and the rest (for `statecheck`).
    static func split(_ arguments: [String]) -> (subcommand: String, targets: [String], rest: [String]) {
        var targets: [String] = []
        var rest: [String] = []
        var i = 0
        var onlyPositionals = false
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if onlyPositionals { rest.append(arg); continue }
            if arg == "--" { onlyPositionals = true; rest.append(arg); continue }
            if arg == "--target", i < arguments.count {
                targets.append(arguments[i])
                i += 1
            } else if arg.hasPrefix("--target=") {
                targets.append(String(arg.dropFirst("--target=".count)))
            } else {
                rest.append(arg)
            }
        }
        guard let first = rest.first, !first.hasPrefix("-") else { return ("check", targets, rest) }
        return (first, targets, Array(rest.dropFirst()))
    }

    /// The positional arguments of `rest` (what `statecheck` reads as PATHs
    /// and the like), given the options that take a value.
    static func positionals(of rest: [String], valueOptions: Set<String>) -> [String] {
        var out: [String] = []
        var i = 0
        while i < rest.count {
            let arg = rest[i]
            i += 1
            if arg == "--" { out += rest[i...]; break }
            guard arg.hasPrefix("-"), arg != "-" else { out.append(arg); continue }
            if !arg.contains("="), valueOptions.contains(arg) { i += 1 }
        }
        return out
    }

    /// Whether the run writes into the package, and what: SwiftPM's sandbox
    /// (macOS) lets it only with `--allow-writing-to-package-directory`.
    static func writes(subcommand: String, rest: [String]) -> String? {
        switch subcommand {
        case "baseline": return "statecheck.json beside the sources"
        case "reports": return rest.contains("--check") ? nil : "the reports folder"
        case "diagram":
            return rest.contains(where: { $0 == "-o" || $0 == "--output" || $0.hasPrefix("--output=") }) ? "the diagram file" : nil
        default: return nil
        }
    }

    /// The plan for `arguments`.
    ///
    /// - Parameters:
    ///   - valueOptions: the options of the subcommand that take a value (from
    ///     `statecheck SUBCOMMAND --help`).
    ///   - targetFolders: the folders of the targets named with `--target`, or
    ///     of the package's default targets when none is named.
    static func make(
        _ arguments: [String], valueOptions: Set<String>, targetFolders: (_ named: [String]) throws(Problem) -> [String]
    ) throws(Problem) -> CommandLinePlan {
        let (subcommand, targets, rest) = split(arguments)
        let wantsHelp = rest.contains("-h") || rest.contains("--help")
        guard readsTargets.contains(subcommand), !wantsHelp else {
            if !targets.isEmpty, !wantsHelp {
                throw Problem(description: "'statecheck \(subcommand)' does not read targets; give it a path instead of --target")
            }
            return CommandLinePlan(subcommand: subcommand, runs: [rest])
        }
        let paths = positionals(of: rest, valueOptions: valueOptions)
        if !paths.isEmpty {
            guard targets.isEmpty else {
                throw Problem(description: "give either --target or paths, not both (paths: \(paths.joined(separator: " ")))")
            }
            return CommandLinePlan(subcommand: subcommand, runs: [rest])
        }
        let folders = try targetFolders(targets)
        guard !folders.isEmpty else {
            throw Problem(description: "the package has no Swift target to read; name one with --target or give paths")
        }
        if onePathPerRun.contains(subcommand) {
            return CommandLinePlan(subcommand: subcommand, runs: folders.map { rest + [$0] })
        }
        return CommandLinePlan(subcommand: subcommand, runs: [rest + folders])
    }
}
