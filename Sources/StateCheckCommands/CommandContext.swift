import StateCheck
import Foundation

/// Where a command writes and what it knows about its terminal. The
/// executable passes the process's streams; tests pass buffers.
public struct CommandContext {
    /// Writes to standard output.
    public var write: (String) -> Void
    /// Writes to standard error.
    public var writeError: (String) -> Void
    /// Whether standard output is a terminal (tables default to Markdown there).
    public var stdoutIsTerminal: Bool
    /// Whether standard error is a terminal (progress is shown only then).
    public var stderrIsTerminal: Bool
    /// Set by the executable's SIGINT and SIGTERM handlers (tests set it
    /// themselves); explorations stop with a partial result and the models
    /// not yet explored are reported as not checked.
    public var stopFlag: StopFlag
    /// The `statecheck` executable, when this process is one: `bench
    /// --compare-threads` then measures each run in a fresh process of it
    /// (so one run's freed memory does not count in the next one's peak);
    /// without it (in tests) runs are measured in this process.
    public var executablePath: String?
    /// The process's environment variables (`GITHUB_STEP_SUMMARY`); empty
    /// in tests unless a test sets them.
    public var environment: [String: String] = [:]

    /// Creates a context.
    public init(
        write: @escaping (String) -> Void,
        writeError: @escaping (String) -> Void,
        stdoutIsTerminal: Bool = false,
        stderrIsTerminal: Bool = false,
        stopFlag: StopFlag = StopFlag(),
        executablePath: String? = nil
    ) {
        self.write = write
        self.writeError = writeError
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.stopFlag = stopFlag
        self.executablePath = executablePath
    }
}

/// Exit codes, the same for every command (documented in the README and DocC).
public enum ExitCode: Int32, Sendable {
    /// Every expectation met.
    case success = 0
    /// A verdict differs from its expectation (or a selected property is violated,
    /// or `reports --check` found stale reports).
    case expectationFailed = 1
    /// A usage error, a model error, or a file that cannot be read.
    case usageOrModelError = 2
    /// Incomplete: no verdict differs from its expectation, but a partial
    /// exploration (a limit, an interrupt) left one unknown, or an interrupt
    /// left model files unexplored.
    case incomplete = 3
}

/// Captures a command's output in memory (for tests and golden files).
public final class CapturedOutput {
    /// Everything written to standard output.
    public private(set) var stdout = ""
    /// Everything written to standard error.
    public private(set) var stderr = ""

    /// Creates an empty capture.
    public init() {}

    /// A context writing into this capture.
    public func context(stopFlag: StopFlag = StopFlag()) -> CommandContext {
        CommandContext(write: { self.stdout += $0 }, writeError: { self.stderr += $0 }, stopFlag: stopFlag)
    }
}
