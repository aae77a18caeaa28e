import StateCheck
import StateCheckCommands
import Foundation

/// One measured exploration of ``InterpretedPagingModel`` by the interpreter.
public struct InterpretedPagingRun: Sendable, Equatable {
    /// Distinct states stored.
    public var states: Int
    /// Transitions generated.
    public var transitions: Int
    /// ``InterpretedPagingModel/expectedStates``.
    public var expectedStates: Int
    /// ``InterpretedPagingModel/expectedTransitions``.
    public var expectedTransitions: Int
    /// Whether the model's `pagingInvariant` held in every state and no run failed.
    public var invariantHolds: Bool
    /// Wall seconds of the exploration.
    public var seconds: Double
    /// CPU seconds (user + system, all threads) of the exploration, when known.
    public var cpuSeconds: Double?
    /// Whether a stop request (Ctrl-C) ended the exploration early: the
    /// figures are partial.
    public var interrupted = false
    /// The exact bytes of the stored states over the states: what
    /// `bench --models` prints as store B/state (the states' records and
    /// end offsets, and each distinct component once with its table).
    public var storeBytesPerState: Int? = nil
    /// The visited set's hash table over the states.
    public var tableBytesPerState: Int? = nil

    /// States explored per second.
    public var statesPerSecond: Double { seconds > 0 ? Double(states) / seconds : 0 }
    /// Whether the counts are the closed forms plus the view.
    public var countsMatch: Bool { states == expectedStates && transitions == expectedTransitions }
}

/// The paging family checked three ways in one run: compiled
/// (``PagingSystem``), interpreted (``InterpretedPagingModel``) and, when
/// asked, by SPIN; each round runs them one after the other.
public struct InterpretedComparison: Sendable {
    /// The size measured.
    public var model: InterpretedPagingModel
    /// Exploration threads of the compiled and interpreted runs.
    public var threads: Int
    /// The compiled runs, one per round.
    public var compiled: [PagingBenchmarkResult]
    /// The interpreted runs, one per round.
    public var interpreted: [InterpretedPagingRun]
    /// The SPIN runs, one per round; empty without SPIN.
    public var spin: [SpinRun]
    /// The pan command line, when SPIN ran.
    public var panCommand: String?
    /// Whether a stop request (Ctrl-C) ended the rounds early: only the
    /// rounds measured in full (every tool) are kept.
    public var interrupted = false

    /// The fastest compiled run's seconds.
    public var bestCompiledSeconds: Double? { compiled.map(\.seconds).min() }
    /// The fastest interpreted run's seconds.
    public var bestInterpretedSeconds: Double? { interpreted.map(\.seconds).min() }
    /// The fastest SPIN run's seconds.
    public var bestSpinSeconds: Double? { spin.map(\.seconds).min() }

    /// How many times longer the interpreter took than the compiled system (best runs).
    public var interpretedOverCompiled: Double? { Self.ratio(bestInterpretedSeconds, bestCompiledSeconds) }
    /// How many times longer the interpreter took than SPIN (best runs).
    public var interpretedOverSpin: Double? { Self.ratio(bestInterpretedSeconds, bestSpinSeconds) }

    private static func ratio(_ a: Double?, _ b: Double?) -> Double? {
        guard let a, let b, b > 0 else { return nil }
        return a / b
    }

    /// Whether every run found its exact counts: `S_N`, `T_N` for the
    /// compiled system and SPIN, `S_N + 1`, `T_N + S_N + 1` for the
    /// interpreted model, and every invariant held.
    public var countsExact: Bool {
        let family = model.family
        let spinExact = spin.allSatisfy { run in
            run.states == family.expectedStates && (run.transitionsExact
                ? run.transitions == family.expectedTransitions
                : abs(Double(run.transitions - family.expectedTransitions)) <= 1e-7 * Double(family.expectedTransitions) + 1)
        }
        return compiled.allSatisfy { $0.countsMatch && $0.invariantHolds }
            && interpreted.allSatisfy { $0.countsMatch && $0.invariantHolds }
            && spinExact
    }

    /// The runs whose counts differ from their closed forms, one sentence
    /// each (empty when ``countsExact``).
    public var mismatches: [String] {
        var out: [String] = []
        for (i, r) in compiled.enumerated() where !(r.countsMatch && r.invariantHolds) {
            out.append("compiled run \(i + 1): \(r.states) states, \(r.transitions) transitions, expected \(r.expectedStates), \(r.expectedTransitions)\(r.invariantHolds ? "" : "; the invariant was violated")")
        }
        for (i, r) in interpreted.enumerated() where !(r.countsMatch && r.invariantHolds) {
            out.append("interpreted run \(i + 1): \(r.states) states, \(r.transitions) transitions, expected \(r.expectedStates), \(r.expectedTransitions)\(r.invariantHolds ? "" : "; pagingInvariant was violated or a run failed")")
        }
        let family = model.family
        for (i, r) in spin.enumerated() where r.states != family.expectedStates || (r.transitionsExact && r.transitions != family.expectedTransitions) {
            out.append("spin run \(i + 1): \(r.states) states, \(r.transitions) transitions, expected \(family.expectedStates), \(family.expectedTransitions)")
        }
        return out
    }

    /// A table for a terminal: one row per tool and round, then the ratios.
    public var text: String {
        let f = model.family
        var lines = [
            "paging N=\(f.screens) K=\(f.inFlight) P=\(f.pages) threads=\(threads) rounds=\(compiled.count)",
            "expected: compiled and spin \(f.expectedStates) states, \(f.expectedTransitions) transitions (S_N, T_N);",
            "          interpreted \(model.expectedStates) states, \(model.expectedTransitions) transitions (S_N + 1, T_N + S_N + 1: the view's load and cancel)",
            "run  tool         states      transitions  counts   seconds     CPU s     states/s",
        ]
        func row(_ i: Int, _ tool: String, _ states: Int, _ transitions: Int, _ exact: Bool, _ seconds: Double, _ cpu: Double?) -> String {
            let perSecond = seconds > 0 ? Double(states) / seconds : 0
            let cpuText = cpu.map { String(format: "%8.3f", $0) } ?? "       ?"
            return String(format: "%3d  %@  %-10d  %-11d  %@  %8.3f  %@  %11.0f", i + 1, tool.padding(toLength: 11, withPad: " ", startingAt: 0),
                          states, transitions, (exact ? "exact " : "DIFFER"), seconds, cpuText, perSecond)
        }
        for i in compiled.indices {
            let c = compiled[i]
            lines.append(row(i, "compiled", c.states, c.transitions, c.countsMatch && c.invariantHolds, c.seconds, c.cpuSeconds))
            if i < interpreted.count {
                let r = interpreted[i]
                lines.append(row(i, "interpreted", r.states, r.transitions, r.countsMatch && r.invariantHolds, r.seconds, r.cpuSeconds))
            }
            if i < spin.count {
                let s = spin[i]
                let exact = s.states == f.expectedStates && (!s.transitionsExact || s.transitions == f.expectedTransitions)
                lines.append(row(i, "spin", s.states, s.transitions, exact, s.seconds, s.cpuSeconds))
            }
        }
        if let r = interpretedOverCompiled { lines.append(String(format: "ratio interpreted/compiled (seconds, best runs): %.2f", r)) }
        if let r = interpretedOverSpin { lines.append(String(format: "ratio interpreted/spin (seconds, best runs): %.2f", r)) }
        if let r = Self.ratio(interpreted.compactMap(\.cpuSeconds).min(), compiled.compactMap(\.cpuSeconds).min()) {
            lines.append(String(format: "ratio interpreted/compiled (CPU seconds, best runs): %.2f", r))
        }
        if let r = Self.ratio(interpreted.compactMap(\.cpuSeconds).min(), spin.compactMap(\.cpuSeconds).min()) {
            lines.append(String(format: "ratio interpreted/spin (CPU seconds, best runs): %.2f", r))
        }
        if let r = interpreted.first, let store = r.storeBytesPerState, let table = r.tableBytesPerState {
            lines.append("interpreted visited states: store \(store) B/state (records, offsets, distinct components), table \(table) B/state (as bench --models counts them)")
        }
        if let pan = panCommand { lines.append("spin: \(pan)") }
        lines.append("counts: \(countsExact ? "every run found its exact closed-form counts" : "DIFFER from the closed forms")")
        return lines.joined(separator: "\n")
    }

    /// One JSON document on one line (see ``BenchDocument``).
    public var json: String {
        func num(_ d: Double?) -> String { d.map { String(format: "%.4f", $0) } ?? "null" }
        let f = model.family
        let interpretedRuns = interpreted.map { r in
            "{\"states\":\(r.states),\"transitions\":\(r.transitions),\"expectedStates\":\(r.expectedStates),"
                + "\"expectedTransitions\":\(r.expectedTransitions),\"invariantHolds\":\(r.invariantHolds),"
                + "\"seconds\":\(String(format: "%.6f", r.seconds)),\"statesPerSecond\":\(String(format: "%.0f", r.statesPerSecond)),"
                + "\"cpuSeconds\":\(r.cpuSeconds.map { String(format: "%.6f", $0) } ?? "null")}"
        }
        let spinRuns = spin.map { s in
            "{\"states\":\(s.states),\"transitions\":\(s.transitions),\"seconds\":\(String(format: "%.6f", s.seconds)),"
                + "\"statesPerSecond\":\(String(format: "%.0f", s.statesPerSecond))}"
        }
        return BenchDocument.json(.interpreted, "{\"screens\":\(f.screens),\"inFlight\":\(f.inFlight),\"pages\":\(f.pages),\"threads\":\(threads),"
            + "\"compiled\":[\(compiled.map(\.json).joined(separator: ","))],"
            + "\"interpreted\":[\(interpretedRuns.joined(separator: ","))],"
            + "\"spin\":[\(spinRuns.joined(separator: ","))],"
            + "\"countsExact\":\(countsExact),\"interpretedOverCompiled\":\(num(interpretedOverCompiled)),"
            + "\"interpretedOverSpin\":\(num(interpretedOverSpin))}", interrupted: interrupted)
    }
}

/// Runs ``InterpretedComparison``: per round the compiled system (and SPIN),
/// then the interpreter on the generated model.
public enum InterpretedBenchmark {
    /// Explores the generated model once with the interpreter, its
    /// `pagingInvariant` checked in every state; `stopFlag` (Ctrl-C) ends
    /// the exploration early with partial figures (``InterpretedPagingRun/interrupted``).
    ///
    /// - Throws: ``ModelError`` when the generated text does not compile.
    /// - Complexity: O(S_N + T_N) runs of model code.
    public static func runInterpreted(_ model: InterpretedPagingModel, threads: Int = 1, stopFlag: StopFlag? = nil) throws(ModelError) -> InterpretedPagingRun {
        let system = try ModelSystem.compile(source: model.source, file: model.file)
        let cpuBefore = PeakMemory.cpuSeconds()
        let options = ExplorationOptions(keepGraph: false, stopFlag: stopFlag, threads: threads, expectedStates: model.expectedStates)
        let result = Explorer.explore(system, invariants: system.customInvariants, options: options)
        let cpu = PeakMemory.cpuSeconds().flatMap { after in cpuBefore.map { after - $0 } }
        return InterpretedPagingRun(
            states: result.stateCount, transitions: result.transitionCount,
            expectedStates: model.expectedStates, expectedTransitions: model.expectedTransitions,
            invariantHolds: result.violations.isEmpty && result.issues.isEmpty && result.isComplete,
            seconds: result.seconds, cpuSeconds: cpu, interrupted: result.limitHit == .interrupted,
            storeBytesPerState: result.stateCount > 0 ? result.states.usedBytes / result.stateCount : nil,
            tableBytesPerState: result.stateCount > 0 ? result.visitedTableBytes / result.stateCount : nil
        )
    }

    /// Measures `model` `rounds` times: the compiled ``PagingSystem`` of
    /// the same size, SPIN's verifier when `spin` (built afresh per round
    /// by ``SpinComparison/run(_:threads:rounds:stopFlag:)``), then the
    /// interpreter. Once `stopFlag` is set no round starts and a round it
    /// stopped is dropped: the rounds measured in full are kept and
    /// ``InterpretedComparison/interrupted`` is set.
    public static func run(
        _ model: InterpretedPagingModel, threads: Int = 1, rounds: Int = 1, spin: Bool = false, stopFlag: StopFlag? = nil
    ) -> Result<InterpretedComparison, SpinComparison.Failure> {
        var comparison = InterpretedComparison(model: model, threads: threads, compiled: [], interpreted: [], spin: [], panCommand: nil)
        for _ in 0..<max(1, rounds) {
            if stopFlag?.isStopped == true { comparison.interrupted = true; break }
            var compiled: [PagingBenchmarkResult] = []
            var spinRuns: [SpinRun] = []
            if spin {
                switch SpinComparison.run(model.family, threads: threads, rounds: 1, stopFlag: stopFlag) {
                case .success(let pair):
                    compiled = pair.statecheck
                    spinRuns = pair.spin
                    comparison.panCommand = pair.panCommand
                case .failure(let failure):
                    return .failure(failure)
                }
            } else {
                compiled = [PagingBenchmark.run(model.family, threads: threads, stopFlag: stopFlag)]
            }
            if compiled.isEmpty || compiled.contains(where: \.interrupted) { comparison.interrupted = true; break }
            let interpreted: InterpretedPagingRun
            do {
                interpreted = try runInterpreted(model, threads: threads, stopFlag: stopFlag)
            } catch {
                return .failure(.failed("the generated \(model.file) does not compile:\n\(error)"))
            }
            if interpreted.interrupted { comparison.interrupted = true; break }
            comparison.compiled += compiled
            comparison.spin += spinRuns
            comparison.interpreted.append(interpreted)
        }
        return .success(comparison)
    }
}
