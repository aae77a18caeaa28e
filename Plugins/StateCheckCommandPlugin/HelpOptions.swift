import Foundation

/// The options that take a value, read from the `OPTIONS:` section of
/// `statecheck SUBCOMMAND --help`, whose rows are
/// `  --format <text|json>  Output format …` or `  --collapse  One node …`.
/// Reading them from the tool keeps the plugin right when a command gains an
/// option.
enum HelpOptions {
    /// Every spelling of an option that takes a value (`--property`, `-p`).
    static func valueOptions(inHelp help: String) -> Set<String> {
        var out: Set<String> = []
        var inOptions = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "OPTIONS:" { inOptions = true; continue }
            guard inOptions else { continue }
            guard line.hasPrefix("  -") else {
                if line.isEmpty { inOptions = false }
                continue
            }
            let synopsis = line.dropFirst(2).components(separatedBy: "  ")[0]
            guard let bracket = synopsis.range(of: " <") else { continue }
            for name in synopsis[..<bracket.lowerBound].split(separator: ",") {
                out.insert(name.trimmingCharacters(in: .whitespaces))
            }
        }
        return out
    }
}
