import Foundation

/// Bounds that stop an exploration early with a partial result.
public struct ExplorationLimits: Sendable, Equatable {
    /// Stop before storing more than this many distinct states.
    public var maxStates: Int?
    /// Do not expand states deeper than this (the initial states have depth 0).
    public var maxDepth: Int?
    /// Stop after this many seconds of wall time.
    public var timeout: Double?

    /// Creates limits; `nil` means unlimited.
    public init(maxStates: Int? = nil, maxDepth: Int? = nil, timeout: Double? = nil) {
        self.maxStates = maxStates
        self.maxDepth = maxDepth
        self.timeout = timeout
    }

    /// No limits at all.
    public static let none = ExplorationLimits()
}

/// Which limit ended an exploration early, and how far it got.
public enum LimitHit: Hashable, Sendable, CustomStringConvertible {
    /// The state store reached `maxStates`.
    case maxStates(Int)
    /// States at `maxDepth` were not expanded.
    case maxDepth(Int)
    /// The time budget ran out.
    case timeout(Double)
    /// The exploration was interrupted (Ctrl-C or a caller's stop request).
    case interrupted

    /// A sentence for reports, naming the limit as ``ExplorationLimits``
    /// does (`maxStates 200`); a front end with its own names for the
    /// limits words the case itself.
    public var description: String {
        switch self {
        case .maxStates(let n): return "stopped at the state limit (maxStates \(n)): the result is partial"
        case .maxDepth(let d): return "states at depth \(d) were not expanded (maxDepth \(d)): the result is partial"
        case .timeout(let s): return "stopped at the time limit (timeout \(formatSeconds(s))): the result is partial"
        case .interrupted: return "interrupted: the result is partial"
        }
    }
}

package func formatSeconds(_ s: Double) -> String {
    if s == s.rounded() { return String(Int(s)) + "s" }
    return String(format: "%.2fs", s)
}

/// A thread-safe flag a caller sets to stop a running exploration (for
/// example from a SIGINT handler). The engine polls it between states.
public final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false

    /// Creates a flag that is not set.
    public init() {}

    /// Asks every exploration polling this flag to stop.
    public func stop() {
        lock.lock(); stopped = true; lock.unlock()
    }

    /// Whether `stop()` was called.
    public var isStopped: Bool {
        lock.lock(); defer { lock.unlock() }
        return stopped
    }
}

/// How far an exploration got, reported periodically while it runs.
public struct ExplorationProgress: Sendable {
    /// Distinct states stored so far.
    public var states: Int
    /// Transitions generated so far.
    public var transitions: Int
    /// Seconds since the exploration started.
    public var seconds: Double
    /// The current breadth-first depth.
    public var depth: Int

    /// States per second so far.
    public var statesPerSecond: Double { seconds > 0 ? Double(states) / seconds : 0 }

    /// Creates a progress report.
    @usableFromInline
    init(states: Int, transitions: Int, seconds: Double, depth: Int) {
        self.states = states
        self.transitions = transitions
        self.seconds = seconds
        self.depth = depth
    }
}
