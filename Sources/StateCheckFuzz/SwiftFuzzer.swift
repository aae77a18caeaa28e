import StateCheck
import StateCheckCommands
import Foundation

/// Runs Swift texts the way `statecheck check FILE.swift` does — the text
/// is written to a file in a folder of its own (marked as a project's top,
/// so the module is that folder), and `check` runs in-process on it with
/// small limits: read the module, parse, translate, explore, report — and
/// classifies how each ended.
///
/// As for ``Fuzzer``, a crash ends the process (the input is saved by
/// `--save-current`); an input that ends badly without crashing is an
/// anomaly: an exit status outside 0–3, exit 2 without a
/// `Screen.swift:LINE:COL: error:` line, or an input slower than
/// `slowSeconds`.
public struct SwiftFuzzer {
    /// Limits for each input's exploration.
    public var limits: ExplorationLimits
    /// An input slower than this (seconds) is an anomaly (a near-hang).
    public var slowSeconds: Double
    /// The folder the input file is written to.
    public let folder: String

    /// The file name each input is written as.
    public static let fileName = "Screen.swift"

    /// Creates a fuzzer with a new temporary folder (removed by ``removeFolder()``).
    public init(limits: ExplorationLimits = ExplorationLimits(maxStates: 2_000, timeout: 1), slowSeconds: Double = 20) throws {
        self.limits = limits
        self.slowSeconds = slowSeconds
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-swift-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        // A project's top: a single file's module is never looked for above it.
        try Data().write(to: dir.appendingPathComponent("Package.swift"))
        folder = dir.path
    }

    /// Deletes the temporary folder.
    public func removeFolder() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs one Swift text through `check`.
    public func run(_ text: String) -> Fuzzer.Outcome {
        let path = folder + "/" + Self.fileName
        do { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) } catch {
            return .anomaly("could not write the input: \(error)")
        }
        var arguments = [path, "--max-states", String(limits.maxStates ?? 2_000)]
        if let timeout = limits.timeout { arguments += ["--timeout", String(timeout)] }
        let command = CheckCommand.command
        let parsed: ParsedArguments
        do throws(UsageError) { parsed = try command.spec.parse(arguments) } catch {
            return .anomaly("arguments not accepted: \(error.message)")
        }
        let output = CapturedOutput()
        let start = Date()
        let status = command.run(parsed, output.context())
        let seconds = Date().timeIntervalSince(start)
        if seconds > slowSeconds { return .anomaly("took \(Int(seconds)) s (more than \(Int(slowSeconds)) s)") }
        return Self.classify(status: status.rawValue, stdout: output.stdout, stderr: output.stderr, path: path)
    }

    /// Exit 0, 1 or 3 is a result (partial when a limit stopped it); exit 2
    /// must come with an error at `path:LINE:COL`; anything else is an anomaly.
    static func classify(status: Int32, stdout: String, stderr: String, path: String) -> Fuzzer.Outcome {
        switch status {
        case 0, 1, 3:
            return .result(states: 0, partial: status == 3 || stdout.contains("unknown"))
        case 2:
            let prefix = path + ":"
            for line in stderr.split(separator: "\n") where line.hasPrefix(prefix) {
                let parts = line.dropFirst(prefix.count).split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
                if parts.count == 4, let l = Int(parts[0]), let c = Int(parts[1]), l >= 1, c >= 1, parts[2] == " error", parts[3].count > 1 {
                    return .diagnostic
                }
            }
            return .anomaly("exit 2 without an error at \(fileName):LINE:COL: \(stderr.prefix(160))")
        default:
            return .anomaly("exit status \(status)")
        }
    }
}
