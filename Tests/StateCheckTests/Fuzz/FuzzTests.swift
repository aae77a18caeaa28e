import Foundation
import Testing
@testable import StateCheck
@testable import StateCheckBench
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckFuzz
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

/// The short fuzz run of `swift test`: a fixed seed, so every run feeds the
/// same inputs. The long run is `statecheck fuzz --iterations N --seed S`
/// in a release build (a crash kills the process: it cannot be caught here).
@Suite struct FuzzTests {
    static func corpus() throws -> [(name: String, text: String)] {
        try ModelFiles.collect([modelsFolder.path]).map { file in
            (URL(fileURLWithPath: file).lastPathComponent, try ModelFiles.read(file))
        }
    }

    /// About 30 s in a debug build on two cores: every input ends in a
    /// diagnostic or a result, never an anomaly.
    @Test func shortRunEndsEveryInputInADiagnosticOrAResult() throws {
        let generator = FuzzGenerator(seed: 20_261_129, corpus: try Self.corpus())
        let fuzzer = Fuzzer(limits: ExplorationLimits(maxStates: 300, timeout: 0.25), slowSeconds: 15)
        var summary = FuzzSummary()
        for index in 0..<400 {
            let input = generator.input(at: index)
            summary.record(input, fuzzer.run(input.text))
        }
        #expect(summary.anomalies.isEmpty, "\(summary.description)")
        #expect(summary.inputs == 400)
        #expect(summary.diagnostics > 0)
        #expect(summary.results > 0)
        // Grammar programs are meant to check: nearly all of them do.
        let grammar = summary.byStrategy[.grammar] ?? 0
        #expect(summary.grammarResults * 10 >= grammar * 9, "\(summary.description)")
    }

    @Test func inputsAreReproducibleFromSeedAndIndex() throws {
        let corpus = try Self.corpus()
        let a = FuzzGenerator(seed: 7, corpus: corpus), b = FuzzGenerator(seed: 7, corpus: corpus)
        for index in [0, 1, 2, 3, 4, 99, 12_345] {
            #expect(a.input(at: index) == b.input(at: index))
        }
        #expect(a.input(at: 2).text != FuzzGenerator(seed: 8, corpus: corpus).input(at: 2).text)
    }

    @Test func everyStrategyTakesItsTurn() {
        let generator = FuzzGenerator(seed: 1, corpus: [])
        #expect((0..<5).map { generator.input(at: $0).strategy } == [.random, .mutation, .grammar, .mutation, .grammar])
    }

    @Test func anAnomalyIsAFailureWithoutAPositionedDiagnostic() {
        #expect(Fuzzer.validate(stderr: "") == .anomaly("failed without a diagnostic"))
        #expect(Fuzzer.validate(stderr: "fuzz.model:0:1: error: x\n") != .diagnostic)
        #expect(Fuzzer.validate(stderr: "fuzz.model:3:7: error: expected '}'\n") == .diagnostic)
    }

    @Test func fuzzCommandPrintsProgressAndASummary() {
        let out = CapturedOutput()
        let status = StateCheckCLI.main(["fuzz", "--iterations", "10", "--seed", "3", "--corpus", modelsFolder.path,
                                         "--max-states", "100", "--timeout", "0.2"], context: out.context())
        #expect(status == .success)
        #expect(out.stdout.contains("inputs run: 10 (random 2, mutation 4, grammar 4)"))
        #expect(out.stdout.contains("anomalies: 0"))
        #expect(out.stdout.contains("crashes: 0"))
        #expect(out.stderr.contains("fuzz: 10 of 10 inputs"))
    }

    @Test func fuzzCommandPrintsOneInputToReproduceIt() {
        let out = CapturedOutput()
        let status = StateCheckCLI.main(["fuzz", "--seed", "3", "--start", "2", "--iterations", "1", "--print"], context: out.context())
        #expect(status == .success)
        #expect(out.stdout.hasPrefix("// input 2 (seed 3): grammar program\n"))
        #expect(out.stdout.contains("model Fuzz2"))
    }

    @Test func fuzzCommandHasHelpAndRejectsBadOptions() {
        let help = CapturedOutput()
        #expect(StateCheckCLI.main(["fuzz", "--help"], context: help.context()) == .success)
        #expect(help.stdout.contains("USAGE: statecheck fuzz"))
        #expect(help.stdout.contains("--iterations"))
        let bad = CapturedOutput()
        #expect(StateCheckCLI.main(["fuzz", "--seed", "x"], context: bad.context()) == .usageOrModelError)
        #expect(bad.stderr.contains("'--seed'"))
    }
}
