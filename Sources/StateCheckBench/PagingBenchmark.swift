import StateCheck
import StateCheckCommands
import Foundation

/// One measured exhaustive exploration of the paging family.
public struct PagingBenchmarkResult: Sendable, Equatable {
    /// Screens `N`.
    public var screens: Int
    /// Requests in flight per screen `K`.
    public var inFlight: Int
    /// Pages `P`.
    public var pages: Int
    /// Worker threads used.
    public var threads: Int
    /// Distinct states stored.
    public var states: Int
    /// Transitions generated.
    public var transitions: Int
    /// The closed-form state count `S1^N`.
    public var expectedStates: Int
    /// The closed-form transition count `N · S1^(N-1) · T1`.
    public var expectedTransitions: Int
    /// Whether the invariant held on every transition.
    public var invariantHolds: Bool
    /// The breadth-first depth of the deepest state.
    public var depth: Int
    /// Wall time of the exploration in seconds.
    public var seconds: Double
    /// Peak resident memory of the process in bytes, when known.
    public var peakMemoryBytes: Int?
    /// CPU seconds (user + system, all threads) the exploration used, when
    /// known. On a shared machine it is steadier than wall time.
    public var cpuSeconds: Double?
    /// ``Exploration/digest`` of the run: equal for runs with equal results.
    public var digest: UInt64 = 0
    /// Whether a stop request (Ctrl-C) ended the exploration early: the
    /// figures are partial.
    public var interrupted = false

    /// States explored per second.
    public var statesPerSecond: Double { seconds > 0 ? Double(states) / seconds : 0 }

    /// Whether the counts match the closed forms.
    public var countsMatch: Bool { states == expectedStates && transitions == expectedTransitions }

    /// A few lines for a terminal.
    public var text: String {
        let mem = peakMemoryBytes.map { String(format: "%.1f MB", Double($0) / 1_048_576) } ?? "unknown"
        return """
        paging N=\(screens) K=\(inFlight) P=\(pages) threads=\(threads)
        states       \(states)\(states == expectedStates ? "" : " (expected \(expectedStates))")
        transitions  \(transitions)\(transitions == expectedTransitions ? "" : " (expected \(expectedTransitions))")
        depth        \(depth)
        invariant    \(invariantHolds ? "holds" : "VIOLATED")
        seconds      \(String(format: "%.3f", seconds))\(cpuSeconds.map { String(format: " (CPU %.3f)", $0) } ?? "")
        states/s     \(String(format: "%.0f", statesPerSecond))
        peak memory  \(mem)
        """ + (interrupted ? "\ninterrupted  the exploration was stopped: the figures are partial" : "")
    }

    /// One JSON object on one line.
    public var json: String {
        let mem = peakMemoryBytes.map(String.init) ?? "null"
        return "{\"tool\":\"statecheck\",\"screens\":\(screens),\"inFlight\":\(inFlight),\"pages\":\(pages),"
            + "\"threads\":\(threads),\"states\":\(states),\"transitions\":\(transitions),"
            + "\"expectedStates\":\(expectedStates),\"expectedTransitions\":\(expectedTransitions),"
            + "\"invariantHolds\":\(invariantHolds),\"depth\":\(depth),"
            + "\"seconds\":\(String(format: "%.6f", seconds)),\"statesPerSecond\":\(String(format: "%.0f", statesPerSecond)),"
            + "\"cpuSeconds\":\(cpuSeconds.map { String(format: "%.6f", $0) } ?? "null"),\"peakMemoryBytes\":\(mem),"
            + "\"digest\":\"\(String(digest, radix: 16))\""
            + (interrupted ? ",\"interrupted\":true}" : "}")
    }

    /// ``json`` as the line `bench --format json` writes for a run: a
    /// document of kind `run` (see ``BenchDocument``).
    public var document: String { BenchDocument.json(.run, json) }
}

extension PagingBenchmarkResult {
    /// Reads back one line of ``json`` (or of ``document``); `nil` when a
    /// field is missing.
    public init?(json line: String) {
        guard let data = line.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        func int(_ key: String) -> Int? { (object[key] as? NSNumber)?.intValue }
        func double(_ key: String) -> Double? { (object[key] as? NSNumber)?.doubleValue }
        guard let screens = int("screens"), let inFlight = int("inFlight"), let pages = int("pages"),
              let threads = int("threads"), let states = int("states"), let transitions = int("transitions"),
              let expectedStates = int("expectedStates"), let expectedTransitions = int("expectedTransitions"),
              let holds = object["invariantHolds"] as? Bool, let depth = int("depth"), let seconds = double("seconds"),
              let digestText = object["digest"] as? String, let digest = UInt64(digestText, radix: 16)
        else { return nil }
        self.init(screens: screens, inFlight: inFlight, pages: pages, threads: threads, states: states,
                  transitions: transitions, expectedStates: expectedStates, expectedTransitions: expectedTransitions,
                  invariantHolds: holds, depth: depth, seconds: seconds, peakMemoryBytes: int("peakMemoryBytes"),
                  cpuSeconds: double("cpuSeconds"), digest: digest,
                  interrupted: object["interrupted"] as? Bool ?? false)
    }
}

/// Runs the paging benchmark: a full exhaustive exploration with the exact
/// visited set and parent links, the invariant checked on every transition,
/// no edge arrays kept.
public enum PagingBenchmark {
    /// Explores `system` once and measures it; `stopFlag` (Ctrl-C) ends the
    /// exploration early with partial figures (``PagingBenchmarkResult/interrupted``),
    /// `progress` is called about twice a second while it explores.
    ///
    /// - Complexity: O(S_N + T_N).
    public static func run(
        _ system: PagingSystem, threads: Int = 1, stopFlag: StopFlag? = nil, progress: ((ExplorationProgress) -> Void)? = nil
    ) -> PagingBenchmarkResult {
        PeakMemory.reset()
        let cpuBefore = PeakMemory.cpuSeconds()
        let options = ExplorationOptions(
            keepGraph: false, stopFlag: stopFlag, progress: progress, threads: threads, expectedStates: system.expectedStates)
        let result = Explorer.explore(system, steps: [system.invariantStep], options: options)
        let peak = PeakMemory.bytes()
        let cpu = PeakMemory.cpuSeconds().flatMap { after in cpuBefore.map { after - $0 } }
        return PagingBenchmarkResult(
            screens: system.screens, inFlight: system.inFlight, pages: system.pages, threads: threads,
            states: result.stateCount, transitions: result.transitionCount,
            expectedStates: system.expectedStates, expectedTransitions: system.expectedTransitions,
            invariantHolds: result.violations.isEmpty, depth: result.maxDepth,
            seconds: result.seconds, peakMemoryBytes: peak, cpuSeconds: cpu, digest: result.digest,
            interrupted: result.limitHit == .interrupted
        )
    }
}
