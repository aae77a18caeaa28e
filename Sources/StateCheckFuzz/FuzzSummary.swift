import StateCheck
import StateCheckCommands

/// Counts of a fuzz run, as `statecheck fuzz` prints them.
public struct FuzzSummary: Sendable, Equatable {
    /// Inputs run.
    public var inputs = 0
    /// Inputs by strategy.
    public var byStrategy: [FuzzStrategy: Int] = [:]
    /// Inputs that ended in diagnostics.
    public var diagnostics = 0
    /// Inputs that ended in a checked model.
    public var results = 0
    /// Of those, how many a limit stopped.
    public var partialResults = 0
    /// Grammar programs that ended in a result (they are meant to check).
    public var grammarResults = 0
    /// Anomalies: (input index, what happened).
    public var anomalies: [(index: Int, message: String)] = []

    /// Creates an empty summary.
    public init() {}

    /// Adds one input's outcome.
    public mutating func record(_ input: FuzzInput, _ outcome: Fuzzer.Outcome) {
        inputs += 1
        byStrategy[input.strategy, default: 0] += 1
        switch outcome {
        case .diagnostic: diagnostics += 1
        case .result(_, let partial):
            results += 1
            if partial { partialResults += 1 }
            if input.strategy == .grammar { grammarResults += 1 }
        case .anomaly(let message): anomalies.append((input.index, message))
        }
    }

    /// The closing lines of `statecheck fuzz`.
    public var description: String {
        // A model run makes no constructs, a Swift run no grammar programs: each lists its own.
        let swift = byStrategy[.construct] != nil
        let shown: [FuzzStrategy] = swift ? [.random, .mutation, .construct] : [.random, .mutation, .grammar]
        let strategies = shown.map { "\($0.rawValue) \(byStrategy[$0] ?? 0)" }.joined(separator: ", ")
        var out = "inputs run: \(inputs) (\(strategies))\n"
        out += "diagnostics: \(diagnostics)\n"
        out += swift ? "results: \(results) (\(partialResults) stopped by a limit)\n"
            : "results: \(results) (\(partialResults) stopped by a limit; \(grammarResults) of \(byStrategy[.grammar] ?? 0) grammar programs checked)\n"
        out += "anomalies: \(anomalies.count)\n"
        for a in anomalies { out += "  input \(a.index): \(a.message)\n" }
        out += "crashes: 0 (a crash ends the process before this line)\n"
        return out
    }

    public static func == (a: FuzzSummary, b: FuzzSummary) -> Bool {
        a.inputs == b.inputs && a.byStrategy == b.byStrategy && a.diagnostics == b.diagnostics && a.results == b.results
            && a.partialResults == b.partialResults && a.grammarResults == b.grammarResults
            && a.anomalies.map(\.index) == b.anomalies.map(\.index) && a.anomalies.map(\.message) == b.anomalies.map(\.message)
    }
}
