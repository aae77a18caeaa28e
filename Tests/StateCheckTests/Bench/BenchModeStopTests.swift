import Foundation
import Testing
@testable import StateCheck
@testable import StateCheckBench
@testable import StateCheckCLI
@testable import StateCheckCommands

/// Ctrl-C (the context's stop flag) stops every mode of `bench`, not only a
/// series of plain runs: `--compare-threads`, `--compare-spin`, `--design`,
/// `--interpreted` and `--models` start no further round (or file), keep
/// what they measured in full, say on standard error what they did not
/// measure, and exit 3.
@Suite struct BenchModeStopTests {
    /// `bench ARGS` from the package root with Ctrl-C already pressed.
    static func stopped(_ args: [String]) -> (status: StateCheckCommands.ExitCode, stdout: String, stderr: String) {
        _ = FileManager.default.changeCurrentDirectoryPath(packageRoot)
        let captured = CapturedOutput()
        let flag = StopFlag()
        flag.stop()
        let status = StateCheckCLI.main(["bench"] + args, context: captured.context(stopFlag: flag))
        return (status, captured.stdout, captured.stderr)
    }

    /// One screen, K=1, P=1: the smallest paging size (10 states).
    static let tiny = ["--screens", "1", "--in-flight", "1", "--pages", "1"]

    @Test(arguments: [
        tiny + ["--compare-threads", "--repeat", "2"],
        tiny + ["--compare-spin", "--repeat", "2"],
        ["--design", "case4-paging", "--repeat", "2"],
        ["--interpreted"] + tiny + ["--repeat", "2"],
    ])
    func ctrlCBeforeTheFirstRoundMeasuresNothing(args: [String]) {
        let run = Self.stopped(args)
        #expect(run.status == .incomplete)
        #expect(run.stdout == "")
        #expect(run.stderr == "bench: interrupted: 0 of 2 rounds measured in full; not measured: rounds 1 to 2\n")
    }

    @Test func ctrlCBeforeTheFirstFileNamesEveryFile() {
        let run = Self.stopped(["--models", "Models/case0-after.model", "Models/case1-before.model", "--format", "json"])
        #expect(run.status == .incomplete)
        #expect(run.stdout == "")
        #expect(run.stderr == "bench: interrupted: 0 of 2 files measured in full; not measured: Models/case0-after.model, Models/case1-before.model\n")
    }

    /// Ctrl-C during the second round of `--compare-threads`: the first
    /// round stays, and the summary says the series was interrupted.
    @Test func ctrlCDuringTheSecondRoundKeepsTheFirst() throws {
        let system = try #require(PagingSystem(screens: 1, inFlight: 1, pages: 1))
        let flag = StopFlag()
        var runs = 0
        let scaling = try #require(ThreadScaling.run(system, threads: 2, rounds: 3, stopFlag: flag) { threads in
            runs += 1
            // Ctrl-C while the second round's one-thread run explores.
            if runs == 3 { flag.stop() }
            return PagingBenchmark.run(system, threads: threads, stopFlag: flag)
        })
        #expect(runs == 3)
        #expect(scaling.interrupted)
        #expect(scaling.single.count == 1 && scaling.parallel.count == 1)
        let lines = scaling.json.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.last?.hasPrefix("{\"schemaVersion\":1,\"command\":\"bench\",\"kind\":\"compareThreads\",\"interrupted\":true,") == true)
    }

    /// Stopped, the design benchmark and the interpreted one keep no partial
    /// round, and an interpreted run says it was stopped.
    @Test func stoppedBenchmarksKeepNoPartialRound() throws {
        let flag = StopFlag()
        flag.stop()
        let source = try String(contentsOf: modelsFolder.appendingPathComponent("case4-paging.model"), encoding: .utf8)
        let design = try #require(try DesignBenchmark.run(design: "case4-paging", source: source, file: "case4-paging.model", rounds: 2, stopFlag: flag))
        #expect(design.interrupted && design.rounds == 0)
        #expect(design.interpreter.seconds.isEmpty && design.swift.seconds.isEmpty)
        let model = try #require(InterpretedPagingModel(screens: 1, inFlight: 1, pages: 1))
        let interpreted = try InterpretedBenchmark.run(model, rounds: 2, stopFlag: flag).get()
        #expect(interpreted.interrupted)
        #expect(interpreted.compiled.isEmpty && interpreted.interpreted.isEmpty)
        let run = try InterpretedBenchmark.runInterpreted(model, stopFlag: flag)
        #expect(run.interrupted && !run.countsMatch)
    }
}
