import Foundation

/// Bounds that stop an exploration early with a partial result.
public struct ExplorationLimits: Sendable, Equatable {
    /// Stop before storing more than this many distinct states.
    public var maxStates: Int?
    /// Do not expand states deeper than this (the initial states have depth 0).
    public var maxDepth: Int?
    /// Stop after this many seconds of wall time.
    public var timeout: Double?
    /// Stop storing states once the visited-state store holds about this
    /// many bytes: the states as stored (``TransitionSystem/storedBytes(of:)``),
    /// their parent links and hash-table slots, and the graph's edges when it
    /// is kept.
    public var maxMemory: Int?

    /// Creates limits; `nil` means unlimited.
    public init(maxStates: Int? = nil, maxDepth: Int? = nil, timeout: Double? = nil, maxMemory: Int? = nil) {
        self.maxStates = maxStates
        self.maxDepth = maxDepth
        self.timeout = timeout
        self.maxMemory = maxMemory
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
    /// The visited-state store reached `maxMemory` bytes (estimated).
    case maxMemory(Int)

    /// A sentence for reports, naming the limit as ``ExplorationLimits``
    /// does (`maxStates 200`); a front end with its own names for the
    /// limits words the case itself.
    public var description: String {
        switch self {
        case .maxStates(let n): return "stopped at the state limit (maxStates \(n)): the result is partial"
        case .maxDepth(let d): return "states at depth \(d) were not expanded (maxDepth \(d)): the result is partial"
        case .timeout(let s): return "stopped at the time limit (timeout \(formatSeconds(s))): the result is partial"
        case .interrupted: return "interrupted: the result is partial"
        case .maxMemory(let b): return "stopped at the memory limit (maxMemory \(formatBytes(b))): the result is partial"
        }
    }
}

package func formatSeconds(_ s: Double) -> String {
    if s == s.rounded() { return String(Int(s)) + "s" }
    return String(format: "%.2fs", s)
}

/// `bytes` as a size the command line takes back (`512M`, `2G`, `1536K`,
/// or plain bytes): the largest unit that divides it exactly.
package func formatBytes(_ bytes: Int) -> String {
    for (unit, size) in [("G", 1 << 30), ("M", 1 << 20), ("K", 1 << 10)] where bytes >= size && bytes % size == 0 {
        return String(bytes / size) + unit
    }
    return String(bytes)
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

/// A point in time after which work on one model stops: the exploration
/// (between states and right after an expansion the deadline cut short) and
/// the front ends that take long steps (the interpreter every few thousand
/// statements, the setup between its stages) poll it.
///
/// Once a poll finds the deadline passed, every later poll answers `true`
/// without reading the clock again. Tests inject `now` to pass it at will.
@usableFromInline
package final class ExplorationDeadline: @unchecked Sendable {
    /// The seconds the budget allows (reported by ``LimitHit/timeout(_:)``).
    @usableFromInline
    package let seconds: Double
    private let now: @Sendable () -> Double
    private let lock = NSLock()
    private var passed = false
    private var disarmed = false

    /// A deadline `seconds` from now on the continuous clock.
    package convenience init(seconds: Double) {
        let clock = ContinuousClock()
        let start = clock.now
        self.init(seconds: seconds) {
            let d = clock.now - start
            return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
        }
    }

    /// A deadline reached when `elapsed()` (seconds since the start of the
    /// work) reaches `seconds`.
    package init(seconds: Double, elapsed: @escaping @Sendable () -> Double) {
        self.seconds = seconds
        self.now = elapsed
    }

    /// Whether the deadline has passed (reads the clock until it has).
    @usableFromInline
    package func hasPassed() -> Bool {
        lock.lock(); defer { lock.unlock() }
        if passed { return true }
        if !disarmed && now() >= seconds { passed = true }
        return passed
    }

    /// Makes every later poll answer `false`: work done after the
    /// exploration (replaying its traces for reports) runs in full.
    package func disarm() {
        lock.lock(); defer { lock.unlock() }
        disarmed = true
        passed = false
    }

    /// Whether an earlier poll found the deadline passed (no clock read).
    @usableFromInline
    package var wasReached: Bool {
        lock.lock(); defer { lock.unlock() }
        return passed
    }
}
