import StateCheck
import StateCheckCommands
import Foundation

/// One thread against several, measured alternately on one paging size:
/// the speedup of the parallel search and whether its results are the
/// single-threaded ones.
///
/// ```swift
/// let s4 = PagingSystem(screens: 4, inFlight: 2, pages: 3)!
/// let scaling = ThreadScaling.run(s4, threads: 2, rounds: 3)
/// scaling.speedup          // best one-thread wall time / best two-thread wall time
/// scaling.resultsIdentical // every run has the same digest
/// ```
public struct ThreadScaling: Sendable {
    /// The thread count compared with one.
    public var threads: Int
    /// The one-thread runs, in order.
    public var single: [PagingBenchmarkResult]
    /// The `threads`-thread runs, in order (each right after the one-thread
    /// run of the same index).
    public var parallel: [PagingBenchmarkResult]
    /// Whether a stop request (Ctrl-C) ended the rounds early: only the
    /// rounds measured in full are kept.
    public var interrupted = false

    /// The fastest one-thread run.
    public var bestSingle: PagingBenchmarkResult? { single.min { $0.seconds < $1.seconds } }
    /// The fastest parallel run.
    public var bestParallel: PagingBenchmarkResult? { parallel.min { $0.seconds < $1.seconds } }

    /// Best one-thread wall time over best parallel wall time.
    public var speedup: Double? {
        guard let one = bestSingle, let many = bestParallel, many.seconds > 0 else { return nil }
        return one.seconds / many.seconds
    }

    /// Whether every run found the same states, parents, labels, counts and
    /// violations (equal ``Exploration/digest``s) and the closed-form counts.
    public var resultsIdentical: Bool {
        let runs = single + parallel
        guard let first = runs.first else { return false }
        return runs.allSatisfy { $0.digest == first.digest && $0.countsMatch && $0.invariantHolds }
    }

    /// Runs `rounds` rounds of one one-thread and one `threads`-thread
    /// exploration of `system`, each measured by `measure` (the command line
    /// runs each in a process of its own, so that one run's freed memory
    /// does not count in the next one's peak).
    /// Returns `nil` when a measurement fails. Once `stopFlag` is set (or a
    /// run comes back interrupted) no run starts: the rounds measured in
    /// full are kept and ``interrupted`` is set.
    ///
    /// - Complexity: `2 × rounds` explorations of `system`.
    public static func run(
        _ system: PagingSystem, threads: Int, rounds: Int, stopFlag: StopFlag? = nil,
        measure: (_ threads: Int) -> PagingBenchmarkResult?
    ) -> ThreadScaling? {
        var scaling = ThreadScaling(threads: threads, single: [], parallel: [])
        for _ in 0 ..< Swift.max(1, rounds) {
            if stopFlag?.isStopped == true { scaling.interrupted = true; break }
            guard let one = measure(1) else { return nil }
            if one.interrupted || stopFlag?.isStopped == true { scaling.interrupted = true; break }
            guard let many = measure(threads) else { return nil }
            if many.interrupted { scaling.interrupted = true; break }
            scaling.single.append(one)
            scaling.parallel.append(many)
        }
        return scaling
    }

    /// ``run(_:threads:rounds:measure:)`` measuring in this process.
    public static func run(_ system: PagingSystem, threads: Int, rounds: Int) -> ThreadScaling {
        // An in-process measurement never fails, so the fallback is never used.
        run(system, threads: threads, rounds: rounds) { PagingBenchmark.run(system, threads: $0) }
            ?? ThreadScaling(threads: threads, single: [], parallel: [])
    }

    /// A table for a terminal.
    public var text: String {
        guard let one = bestSingle, let many = bestParallel else { return "no runs" }
        func mb(_ bytes: Int?) -> String { bytes.map { String(format: "%.1f MB", Double($0) / 1_048_576) } ?? "unknown" }
        func cpu(_ r: PagingBenchmarkResult) -> String { r.cpuSeconds.map { String(format: "%.3f", $0) } ?? "unknown" }
        func row(_ name: String, _ a: String, _ b: String) -> String {
            name.padding(toLength: 16, withPad: " ", startingAt: 0)
                + a.padding(toLength: 18, withPad: " ", startingAt: 0) + b
        }
        let digests = Set((single + parallel).map(\.digest)).map { String($0, radix: 16) }.sorted()
        return [
            "paging N=\(one.screens) K=\(one.inFlight) P=\(one.pages): 1 thread against \(threads), "
                + "\(single.count) round\(single.count == 1 ? "" : "s") run alternately (best of each)",
            row("", "1 thread", "\(threads) threads"),
            row("states", "\(one.states)", "\(many.states)"),
            row("transitions", "\(one.transitions)", "\(many.transitions)"),
            row("seconds", String(format: "%.3f", one.seconds), String(format: "%.3f", many.seconds)),
            row("CPU seconds", cpu(one), cpu(many)),
            row("states/s", String(format: "%.0f", one.statesPerSecond), String(format: "%.0f", many.statesPerSecond)),
            row("peak memory", mb(one.peakMemoryBytes), mb(many.peakMemoryBytes)),
            "speedup         " + (speedup.map { String(format: "%.2f×", $0) } ?? "unknown") + " (wall time)",
            "results         " + (resultsIdentical
                ? "identical in every run (digest \(digests.joined()))"
                : "DIFFERENT (digests \(digests.joined(separator: ", ")))"),
        ].joined(separator: "\n")
    }

    /// The runs, one JSON document per line, then a summary line (see
    /// ``BenchDocument``).
    public var json: String {
        var lines = zip(single, parallel).flatMap { [$0.document, $1.document] }
        lines.append(BenchDocument.json(.compareThreads, "{\"comparison\":\"threads\",\"threads\":\(threads),"
            + "\"speedup\":\(speedup.map { String(format: "%.4f", $0) } ?? "null"),"
            + "\"resultsIdentical\":\(resultsIdentical)}", interrupted: interrupted))
        return lines.joined(separator: "\n")
    }
}
