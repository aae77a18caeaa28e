import StateCheck
import StateCheckCommands
import Foundation

/// One side's measured exploration in a design benchmark.
public struct DesignBenchmarkSide: Sendable, Equatable {
    /// Distinct states stored.
    public var states: Int
    /// Transitions generated.
    public var transitions: Int
    /// Wall seconds of each round's exploration.
    public var seconds: [Double]

    /// The fastest round's wall seconds (the least disturbed on a shared machine).
    public var bestSeconds: Double { seconds.min() ?? 0 }
    /// States explored per second in the fastest round.
    public var statesPerSecond: Double { bestSeconds > 0 ? Double(states) / bestSeconds : 0 }
}

/// The interpreter against the Swift-API twin of the same design, same
/// bounds, same exploration options.
public struct DesignBenchmarkResult: Sendable, Equatable {
    /// The design's name (`case4-paging`).
    public var design: String
    /// The bounds both sides used.
    public var bounds: ModelBounds
    /// Rounds run (the sides alternate within a round).
    public var rounds: Int
    /// The `.model` interpreter (`ModelSystem`).
    public var interpreter: DesignBenchmarkSide
    /// The Swift-API twin (`SwiftScreenSystem`).
    public var swift: DesignBenchmarkSide
    /// Whether a stop request (Ctrl-C) ended the rounds early: only the
    /// rounds measured in full (both sides) are kept.
    public var interrupted = false

    /// Whether both sides found the same states and transitions.
    public var countsAgree: Bool {
        interpreter.states == swift.states && interpreter.transitions == swift.transitions
    }

    /// How many times slower the interpreter is (interpreter seconds / Swift seconds).
    public var ratio: Double {
        swift.bestSeconds > 0 ? interpreter.bestSeconds / swift.bestSeconds : 0
    }

    /// A few lines for a terminal.
    public var text: String {
        func row(_ name: String, _ side: DesignBenchmarkSide) -> String {
            let all = side.seconds.map { String(format: "%.3f", $0) }.joined(separator: " ")
            return "\(name)  states \(side.states)  transitions \(side.transitions)  best \(String(format: "%.3f", side.bestSeconds)) s  "
                + "\(String(format: "%.0f", side.statesPerSecond)) states/s  (rounds: \(all))"
        }
        return """
        design \(design) maxPages=\(bounds.maxPages) maxTasks=\(bounds.maxTasks) rounds=\(rounds) threads=1
        \(row("interpreter", interpreter))
        \(row("swift api  ", swift))
        counts       \(countsAgree ? "equal" : "DIFFER")
        ratio        \(String(format: "%.2f", ratio))× (interpreter / Swift API)
        """
    }

    /// One JSON document on one line (see ``BenchDocument``).
    public var json: String {
        func side(_ s: DesignBenchmarkSide) -> String {
            "{\"states\":\(s.states),\"transitions\":\(s.transitions),"
                + "\"seconds\":[\(s.seconds.map { String(format: "%.6f", $0) }.joined(separator: ","))],"
                + "\"bestSeconds\":\(String(format: "%.6f", s.bestSeconds)),\"statesPerSecond\":\(String(format: "%.0f", s.statesPerSecond))}"
        }
        return BenchDocument.json(.design, "{\"design\":\"\(design)\",\"maxPages\":\(bounds.maxPages),\"maxTasks\":\(bounds.maxTasks),\"rounds\":\(rounds),"
            + "\"interpreter\":\(side(interpreter)),\"swift\":\(side(swift)),"
            + "\"countsAgree\":\(countsAgree),\"ratio\":\(String(format: "%.4f", ratio))}", interrupted: interrupted)
    }
}

/// Measures the `.model` interpreter against the Swift-API twin of the same
/// design: both explored exhaustively with one thread and no edge
/// arrays, alternately, `rounds` times.
public enum DesignBenchmark {
    /// The designs `statecheck bench --design` knows.
    public static let designs = ["case4-paging"]

    /// The model file `statecheck bench --design NAME` reads unless
    /// `--model` names another: the shipped design in `Models/`, relative to
    /// the package root.
    public static func defaultModelFile(of design: String) -> String { "Models/\(design).model" }

    /// `source` with its `bound maxPages` / `bound maxTasks` lines replaced
    /// by `bounds`' values, so the interpreter explores what the twin does.
    public static func source(_ source: String, withBounds bounds: ModelBounds) -> String {
        let kept = source.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "=" })
            return !(words.count >= 2 && words[0] == "bound" && (words[1] == "maxPages" || words[1] == "maxTasks"))
        }
        return kept.joined(separator: "\n")
            + "\nbound maxPages = \(bounds.maxPages)\nbound maxTasks = \(bounds.maxTasks)\n"
    }

    /// Runs the benchmark on `design` (one of ``designs``): the interpreter
    /// explores `source`, the text of the design's `.model` file (`file`
    /// names it in diagnostics), with its bounds replaced by `bounds`.
    ///
    /// Once `stopFlag` is set no round starts and a round it stopped is
    /// dropped: the rounds measured in full are kept (``DesignBenchmarkResult/rounds``
    /// counts them) and ``DesignBenchmarkResult/interrupted`` is set.
    ///
    /// - Returns: nil for an unknown design.
    /// - Throws: ``ModelError`` when `source` does not compile.
    public static func run(
        design: String, source modelSource: String, file: String, bounds: ModelBounds = ModelBounds(), rounds: Int = 1,
        stopFlag: StopFlag? = nil
    ) throws(ModelError) -> DesignBenchmarkResult? {
        guard design == "case4-paging" else { return nil }
        let model = try ModelSystem.compile(source: source(modelSource, withBounds: bounds), file: file)
        let twin = SwiftScreenSystem(Case4PagingTwin.Design(bounds: bounds))
        let options = ExplorationOptions(keepGraph: false, stopFlag: stopFlag, threads: 1)
        var interpreter = DesignBenchmarkSide(states: 0, transitions: 0, seconds: [])
        var swift = DesignBenchmarkSide(states: 0, transitions: 0, seconds: [])
        var measured = 0
        var interrupted = false
        for _ in 0..<max(1, rounds) {
            if stopFlag?.isStopped == true { interrupted = true; break }
            let m = Explorer.explore(model, options: options)
            let s = Explorer.explore(twin, options: options)
            if m.limitHit == .interrupted || s.limitHit == .interrupted { interrupted = true; break }
            measured += 1
            interpreter.states = m.stateCount
            interpreter.transitions = m.transitionCount
            interpreter.seconds.append(m.seconds)
            swift.states = s.stateCount
            swift.transitions = s.transitionCount
            swift.seconds.append(s.seconds)
        }
        return DesignBenchmarkResult(design: design, bounds: model.bounds, rounds: measured, interpreter: interpreter, swift: swift,
                                     interrupted: interrupted)
    }
}
