import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckFuzz

/// The short Swift fuzz run of `swift test` (fixed seed, so the same
/// inputs every run). The long run is `statecheck fuzz --swift
/// --iterations 10000 --seed S` (a crash kills the process: it cannot be
/// caught here).
@Suite struct SwiftFuzzTests {
    /// Every input ends in a positioned diagnostic or a result; some of each.
    @Test func shortRunEndsEveryInputInADiagnosticOrAResult() throws {
        let generator = SwiftFuzzGenerator(seed: 20_261_204)
        let fuzzer = try SwiftFuzzer(limits: ExplorationLimits(maxStates: 300, timeout: 0.25), slowSeconds: 30)
        defer { fuzzer.removeFolder() }
        var summary = FuzzSummary()
        for index in 0..<100 {
            let input = generator.input(at: index)
            summary.record(input, fuzzer.run(input.text))
        }
        #expect(summary.anomalies.isEmpty, "\(summary.description)")
        #expect(summary.inputs == 100)
        #expect(summary.byStrategy == [.random: 20, .mutation: 50, .construct: 30])
        #expect(summary.diagnostics > 0)
        #expect(summary.results > 0)
    }

    /// The seeds are screens `check` explores (their verdicts may differ from
    /// the defaults: what matters is that mutations start from readable code).
    @Test func theFeedAndItemsSeedsAreChecked() throws {
        let fuzzer = try SwiftFuzzer(limits: ExplorationLimits(maxStates: 300, timeout: 1))
        defer { fuzzer.removeFolder() }
        for text in [SwiftSeeds.feed, SwiftSeeds.items] {
            guard case .result = fuzzer.run(text) else {
                Issue.record("a seed is not checked: \(text.prefix(80))")
                continue
            }
        }
    }

    @Test func inputsAreReproducibleFromSeedAndIndex() {
        let a = SwiftFuzzGenerator(seed: 7), b = SwiftFuzzGenerator(seed: 7)
        for index in [0, 1, 2, 7, 8, 9, 12_345] { #expect(a.input(at: index) == b.input(at: index)) }
        #expect(a.input(at: 2).text != SwiftFuzzGenerator(seed: 8).input(at: 2).text)
    }

    /// Exit 2 must name the input file at a line and column.
    @Test func exit2WithoutAPositionedErrorIsAnAnomaly() {
        let path = "/tmp/x/Screen.swift"
        #expect(SwiftFuzzer.classify(status: 2, stdout: "", stderr: "\(path):3:7: error: expected '}'\n", path: path) == .diagnostic)
        #expect(SwiftFuzzer.classify(status: 2, stdout: "", stderr: "error: something\n", path: path) != .diagnostic)
        #expect(SwiftFuzzer.classify(status: 2, stdout: "", stderr: "\(path):0:1: error: x\n", path: path) != .diagnostic)
        #expect(SwiftFuzzer.classify(status: 4, stdout: "", stderr: "", path: path) == .anomaly("exit status 4"))
        #expect(SwiftFuzzer.classify(status: 1, stdout: "", stderr: "", path: path) == .result(states: 0, partial: false))
    }

    /// `statecheck fuzz --swift` prints its figures, and `--help` tells of `--swift`.
    @Test func theCommandRunsSwiftInputsAndDocumentsThem() {
        let out = runCLI(["fuzz", "--swift", "--iterations", "10", "--seed", "3", "--max-states", "200", "--timeout", "0.25"])
        #expect(out.status == .success, "\(out.stdout)\(out.stderr)")
        #expect(out.stdout.contains("inputs run: 10 (random 2, mutation 5, construct 3)\n"), "\(out.stdout)")
        #expect(out.stdout.contains("anomalies: 0\n"), "\(out.stdout)")
        let help = runCLI(["fuzz", "--help"])
        #expect(help.stdout.contains("--swift"), "\(help.stdout)")
        #expect(help.stdout.contains("'statecheck check Screen.swift' is, in-process"), "\(help.stdout)")
    }
}
