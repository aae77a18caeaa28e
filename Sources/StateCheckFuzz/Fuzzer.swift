import StateCheck
import StateCheckCommands
import Foundation

/// Runs `.model` texts through the whole pipeline — parse, check, lower,
/// explore under small limits, evaluate every property, render the text and
/// JSON reports — and classifies how each ended.
///
/// A trap kills the process, so the fuzzer cannot count crashes itself: a
/// crash shows as the process dying, with the input saved by
/// `statecheck fuzz --save-current PATH` (and regenerated from the seed and
/// its index). What the fuzzer does detect is an input that ends badly
/// without crashing: an error without a `path:line:col: error:` line, or an
/// input that takes far longer than the time limit.
public struct Fuzzer {
    /// How one input ended.
    public enum Outcome: Equatable, Sendable {
        /// Diagnostics (`path:line:col: error: ...`, exit 2 on the command line).
        case diagnostic
        /// A checked model: its state count and whether a limit stopped it.
        case result(states: Int, partial: Bool)
        /// Something a user must never see, described.
        case anomaly(String)
    }

    /// Limits for each input's exploration.
    public var limits: ExplorationLimits
    /// An input slower than this (seconds) is an anomaly (a near-hang).
    public var slowSeconds: Double

    /// Creates a fuzzer; the defaults are small limits, so a run ends quickly.
    public init(limits: ExplorationLimits = ExplorationLimits(maxStates: 2_000, timeout: 1), slowSeconds: Double = 20) {
        self.limits = limits
        self.slowSeconds = slowSeconds
    }

    /// The file name diagnostics of fuzzed inputs carry.
    public static let fileName = "fuzz.model"

    /// Runs one model text.
    public func run(_ text: String) -> Outcome {
        let output = CapturedOutput()
        let checker = ModelChecking(properties: nil, limits: limits, context: output.context())
        let start = Date()
        let checked = checker.run(source: text, file: Self.fileName)
        let outcome: Outcome
        if let checked {
            let report = CheckReport(models: [checked.report])
            _ = TextReport.render(report)
            _ = JSONReport.render(report)
            outcome = .result(states: checked.report.states, partial: checked.report.limit != nil)
        } else {
            outcome = Self.validate(stderr: output.stderr)
        }
        let seconds = Date().timeIntervalSince(start)
        if seconds > slowSeconds {
            return .anomaly("took \(Int(seconds)) s (more than \(Int(slowSeconds)) s)")
        }
        return outcome
    }

    /// A failed check must explain itself: its first line is
    /// `fuzz.model:LINE:COL: error: MESSAGE` with LINE, COL ≥ 1.
    static func validate(stderr: String) -> Outcome {
        guard let first = stderr.split(separator: "\n", omittingEmptySubsequences: true).first else {
            return .anomaly("failed without a diagnostic")
        }
        let prefix = fileName + ":"
        guard first.hasPrefix(prefix) else { return .anomaly("diagnostic without the file name: \(first.prefix(120))") }
        let parts = first.dropFirst(prefix.count).split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, let line = Int(parts[0]), let column = Int(parts[1]), line >= 1, column >= 1,
              parts[2] == " error" || parts[2] == " warning", parts[3].count > 1 else {
            return .anomaly("malformed diagnostic: \(first.prefix(120))")
        }
        return .diagnostic
    }
}
