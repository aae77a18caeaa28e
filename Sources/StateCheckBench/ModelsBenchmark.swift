import StateCheck
import StateCheckCommands
import Foundation

/// One model checked in this process with one thread count.
public struct ModelBenchmarkRow: Sendable, Equatable {
    /// The file as given (or found in a folder).
    public var file: String
    /// Exploration threads.
    public var threads: Int
    /// Distinct states stored.
    public var states: Int
    /// Transitions generated.
    public var transitions: Int
    /// Whether the exploration finished (no limit hit).
    public var complete: Bool
    /// The fastest round's exploration seconds (the engine's own clock).
    public var exploreSeconds: Double
    /// The fastest round's seconds of the whole check: exploration and properties.
    public var checkSeconds: Double
    /// Peak resident growth during the check over its states, when it grew
    /// by at least ``ModelsBenchmark/measurableGrowth`` over at least
    /// ``ModelsBenchmark/measurableStates`` states.
    public var bytesPerState: Int?
    /// The exact bytes the visited-state store holds per state, without
    /// spare capacity, on average: in the byte arena (``ModelState/Arena``),
    /// each state's record (its components' numbers) and end offset, plus
    /// each distinct component's bytes and offset and the components'
    /// table, over the states. The visited set's hash table is
    /// ``tableBytesPerState``.
    public var storeBytesPerState: Int? = nil
    /// The same states kept as Swift values, as the store held them before
    /// the arena: ``TransitionSystem/storedBytes(of:)`` on average (an
    /// upper bound of their inline size and heap buffers).
    public var valueBytesPerState: Int? = nil
    /// The visited set's hash table per state (its size follows the state
    /// count and the capacity hint, at least 16 KiB, whatever the states hold).
    public var tableBytesPerState: Int? = nil
    /// Whether a stop request (Ctrl-C) ended a round's exploration early
    /// (`bench --models` then drops the row: it was not measured in full).
    public var interrupted = false

    /// States explored per second of exploration.
    public var statesPerSecond: Double { exploreSeconds > 0 ? Double(states) / exploreSeconds : 0 }
}

/// One model checked by a `statecheck` process: this binary or the baseline.
public struct ProcessCheckRun: Sendable, Equatable {
    /// The fastest round's wall seconds of the whole process.
    public var seconds: Double
    /// The states the process's JSON report gives, when it could be read.
    public var states: Int?
    /// The transitions the process's JSON report gives, when it could be read.
    public var transitions: Int?
}

/// This binary against a baseline binary on one model and thread count.
public struct BaselineRow: Sendable, Equatable {
    /// The model file.
    public var file: String
    /// The `--threads` both processes got.
    public var threads: Int
    /// This binary's `check`.
    public var current: ProcessCheckRun
    /// The baseline binary's `check`.
    public var baseline: ProcessCheckRun

    /// This binary's seconds over the baseline's: below 1 is faster.
    public var ratio: Double? { baseline.seconds > 0 ? current.seconds / baseline.seconds : nil }
    /// Whether both found the same counts.
    public var countsAgree: Bool {
        current.states != nil && current.states == baseline.states && current.transitions == baseline.transitions
    }
}

/// `bench --models`: the rows in file order, then thread count.
public struct ModelsBenchmark: Sendable {
    /// Growth of the peak resident size below which ``ModelBenchmarkRow/bytesPerState`` is not given (1 MiB).
    public static let measurableGrowth = 1 << 20
    /// States below which ``ModelBenchmarkRow/bytesPerState`` is not given: the process's own first
    /// allocations would dominate the figure.
    public static let measurableStates = 10_000

    /// The thread counts measured, in order.
    public var threadCounts: [Int]
    /// The state limit of every check.
    public var maxStates: Int
    /// Rounds per measurement (the fastest is shown).
    public var rounds: Int
    /// In-process rows.
    public var rows: [ModelBenchmarkRow]
    /// The baseline binary, when one was given.
    public var baselinePath: String?
    /// Process rows (with a baseline).
    public var baselineRows: [BaselineRow]
    /// Whether a stop request (Ctrl-C) ended the series early: the rows
    /// are those measured in full.
    public var interrupted = false

    /// Tables for a terminal. The layout depends only on the files and
    /// options; the figures vary from run to run.
    public var text: String {
        let width = max(4, (rows.map(\.file) + baselineRows.map(\.file)).map(\.count).max() ?? 4)
        func pad(_ s: String) -> String { s.padding(toLength: width, withPad: " ", startingAt: 0) }
        func right(_ n: Int?, _ w: Int) -> String {
            let s = n.map(String.init) ?? "-"
            return String(repeating: " ", count: max(0, w - s.count)) + s
        }
        var lines = [
            "models: \(Set(rows.map(\.file)).count) files, threads \(threadCounts.map(String.init).joined(separator: " and ")), max states \(maxStates), best of \(rounds) round\(rounds == 1 ? "" : "s")",
            "\(pad("file"))  threads  states      transitions  explore s  check s    states/s     bytes/state  store B/state  value B/state  table B/state",
        ]
        for r in rows {
            let bytes = r.bytesPerState.map(String.init) ?? "-"
            lines.append(pad(r.file) + String(format: "  %7d  %-10d  %-11d  %9.3f  %9.3f  %11.0f  ", r.threads, r.states, r.transitions,
                                              r.exploreSeconds, r.checkSeconds, r.statesPerSecond)
                         + String(repeating: " ", count: max(0, 11 - bytes.count)) + bytes
                         + right(r.storeBytesPerState, 15) + right(r.valueBytesPerState, 15) + right(r.tableBytesPerState, 15) + (r.complete ? "" : "  (partial: a limit was hit)"))
        }
        lines.append("bytes/state: peak resident growth during the check over its states (visited store, parent links, graph, properties); '-' below 1 MiB of growth or 10000 states, too little to measure; store B/state: exact bytes of the stored states over the states (records of component numbers and their offsets, each distinct component once with its offset, the components' table); value B/state: the same states as Swift values (estimated); table B/state: the visited set's hash table over the states")
        if let baselinePath {
            lines.append("")
            lines.append("baseline: \(baselinePath)")
            lines.append("each side runs 'check --format json --max-states \(maxStates) --threads T FILE' in a process of its own, alternately; wall seconds of the whole process")
            lines.append("\(pad("file"))  threads  this s     baseline s  this/baseline  states this/baseline")
            for b in baselineRows {
                let ratio = b.ratio.map { String(format: "%13.2f", $0) } ?? "            ?"
                let counts = "\(b.current.states.map(String.init) ?? "?")/\(b.baseline.states.map(String.init) ?? "?")" + (b.countsAgree ? "" : " (counts differ)")
                lines.append(pad(b.file) + String(format: "  %7d  %9.3f  %10.3f  %@  %@", b.threads, b.current.seconds, b.baseline.seconds, ratio, counts))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// One JSON document on one line (see ``BenchDocument``).
    public var json: String {
        func string(_ s: String) -> String {
            var out = "\""
            for c in s.unicodeScalars {
                switch c {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                default: out += c.value < 0x20 ? String(format: "\\u%04x", c.value) : String(c)
                }
            }
            return out + "\""
        }
        func int(_ i: Int?) -> String { i.map(String.init) ?? "null" }
        let rowObjects = rows.map { r in
            "{\"file\":\(string(r.file)),\"threads\":\(r.threads),\"states\":\(r.states),\"transitions\":\(r.transitions),"
                + "\"complete\":\(r.complete),\"exploreSeconds\":\(String(format: "%.6f", r.exploreSeconds)),"
                + "\"checkSeconds\":\(String(format: "%.6f", r.checkSeconds)),\"statesPerSecond\":\(String(format: "%.0f", r.statesPerSecond)),"
                + "\"bytesPerState\":\(int(r.bytesPerState)),\"storeBytesPerState\":\(int(r.storeBytesPerState)),"
                + "\"valueBytesPerState\":\(int(r.valueBytesPerState)),\"tableBytesPerState\":\(int(r.tableBytesPerState))}"
        }
        func run(_ p: ProcessCheckRun) -> String {
            "{\"seconds\":\(String(format: "%.6f", p.seconds)),\"states\":\(int(p.states)),\"transitions\":\(int(p.transitions))}"
        }
        let baselineObjects = baselineRows.map { b in
            "{\"file\":\(string(b.file)),\"threads\":\(b.threads),\"current\":\(run(b.current)),\"baseline\":\(run(b.baseline)),"
                + "\"ratio\":\(b.ratio.map { String(format: "%.4f", $0) } ?? "null"),\"countsAgree\":\(b.countsAgree)}"
        }
        return BenchDocument.json(.models, "{\"threads\":[\(threadCounts.map(String.init).joined(separator: ","))],\"maxStates\":\(maxStates),\"rounds\":\(rounds),"
            + "\"models\":[\(rowObjects.joined(separator: ","))],"
            + "\"baseline\":\(baselinePath.map(string) ?? "null"),\"baselineRuns\":[\(baselineObjects.joined(separator: ","))]}",
            interrupted: interrupted)
    }

    /// Checks `system` (read from `file`) `rounds` times on `threads`
    /// threads, as `statecheck check` does (its own invariants and steps,
    /// every standard property, the graph kept), and keeps the fastest round.
    /// Once `stopFlag` is set no round starts and the row is marked
    /// ``ModelBenchmarkRow/interrupted``.
    public static func measure(
        _ system: ModelSystem, file: String, threads: Int, limits: ExplorationLimits, rounds: Int, stopFlag: StopFlag? = nil
    ) -> ModelBenchmarkRow {
        var row = ModelBenchmarkRow(file: file, threads: threads, states: 0, transitions: 0, complete: true,
                                    exploreSeconds: .infinity, checkSeconds: .infinity, bytesPerState: nil)
        for _ in 0..<max(1, rounds) {
            if stopFlag?.isStopped == true { row.interrupted = true; break }
            PeakMemory.reset()
            let before = residentBytes()
            let start = ContinuousClock.now
            let options = ExplorationOptions(limits: limits, keepGraph: true, stopFlag: stopFlag, threads: threads)
            guard let result = try? check(system, customInvariants: system.customInvariants, customSteps: system.customSteps, options: options) else {
                continue
            }
            if result.limitHit == .interrupted { row.interrupted = true; break }
            let elapsed = start.duration(to: .now)
            let checkSeconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            row.states = result.stateCount
            row.transitions = result.transitionCount
            row.complete = result.limitHit == nil
            row.exploreSeconds = min(row.exploreSeconds, result.seconds)
            if checkSeconds < row.checkSeconds {
                row.checkSeconds = checkSeconds
                if let peak = PeakMemory.bytes(), let before, peak - before >= measurableGrowth, result.stateCount >= measurableStates {
                    row.bytesPerState = (peak - before) / result.stateCount
                } else {
                    row.bytesPerState = nil
                }
                let store = storeBytes(result.exploration, system)
                row.storeBytesPerState = store.store
                row.valueBytesPerState = store.values
                row.tableBytesPerState = store.table
            }
        }
        if row.exploreSeconds == .infinity { row.exploreSeconds = 0 }
        if row.checkSeconds == .infinity { row.checkSeconds = 0 }
        return row
    }

    /// Per state, on average: the exact bytes of the stored states, the
    /// estimated bytes of the same states as Swift values (each decoded once,
    /// after the measured check) and the hash table's bytes; `nil`s without
    /// states.
    static func storeBytes(_ exploration: Exploration<ModelSystem>, _ system: ModelSystem) -> (store: Int?, values: Int?, table: Int?) {
        let n = exploration.stateCount
        guard n > 0 else { return (nil, nil, nil) }
        let values = exploration.states.reduce(0) { $0 + system.storedBytes(of: $1) }
        return (exploration.states.usedBytes / n, values / n, exploration.visitedTableBytes / n)
    }

    /// Runs `executable check --format json --max-states N --threads T
    /// file` `rounds` times and keeps the fastest wall time; `nil` when it
    /// could not be started. Its standard error is discarded.
    public static func measureProcess(_ executable: String, file: String, threads: Int, maxStates: Int, rounds: Int) -> ProcessCheckRun? {
        var best: ProcessCheckRun?
        for _ in 0..<max(1, rounds) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["check", "--format", "json", "--max-states", "\(maxStates)", "--threads", "\(threads)", file]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            let start = ContinuousClock.now
            do { try process.run() } catch { return nil }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let elapsed = start.duration(to: .now)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            let counts = Self.counts(inCheckJSON: data)
            if best.map({ seconds < $0.seconds }) ?? true {
                best = ProcessCheckRun(seconds: seconds, states: counts.states, transitions: counts.transitions)
            }
        }
        return best
    }

    /// The first model's `states` and `transitions` in a `check --format
    /// json` report; `nil`s when it is not one.
    static func counts(inCheckJSON data: Data) -> (states: Int?, transitions: Int?) {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let models = object["models"] as? [[String: Any]], let first = models.first else { return (nil, nil) }
        return ((first["states"] as? NSNumber)?.intValue, (first["transitions"] as? NSNumber)?.intValue)
    }

    /// The process's current resident size in bytes (`VmRSS`), when known.
    static func residentBytes() -> Int? {
        #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.dropFirst("VmRSS:".count).filter(\.isNumber)).map { $0 * 1024 }
        }
        return nil
        #else
        return nil
        #endif
    }
}
