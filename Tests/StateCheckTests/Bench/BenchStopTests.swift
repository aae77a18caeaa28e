import Foundation
import Testing
@testable import StateCheck
@testable import StateCheckBench
@testable import StateCheckCLI
@testable import StateCheckCommands

/// Ctrl-C (the context's stop flag) stops `bench` with what it measured so
/// far; slow runs get a progress line on standard error.
@Suite struct BenchStopTests {
    /// Output of one in-process `bench` run whose stop flag is set as soon as
    /// the first result is written (as a Ctrl-C during the second run would).
    final class StopAfterFirstWrite {
        let flag = StopFlag()
        var stdout = ""
        var stderr = ""

        var context: CommandContext {
            CommandContext(write: { self.stdout += $0; self.flag.stop() }, writeError: { self.stderr += $0 }, stopFlag: flag)
        }
    }

    @Test func ctrlCDuringASeriesKeepsTheRunsMeasured() {
        let output = StopAfterFirstWrite()
        // One screen, K=1, P=1: 10 states (7 K + 3), a few milliseconds a run.
        let status = StateCheckCLI.main(
            ["bench", "--screens", "1", "--in-flight", "1", "--pages", "1", "--repeat", "3", "--format", "json"],
            context: output.context)
        #expect(status == .incomplete)
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first.flatMap { PagingBenchmarkResult(json: String($0)) }?.states == 10)
        #expect(!output.stdout.contains("interrupted"))
        #expect(output.stderr == "bench: interrupted: 1 of 3 runs measured in full\n")
    }

    @Test func ctrlCBeforeTheFirstRunMeasuresNothing() {
        let captured = CapturedOutput()
        let flag = StopFlag()
        flag.stop()
        let status = StateCheckCLI.main(["bench", "--screens", "1", "--in-flight", "1", "--pages", "1"], context: captured.context(stopFlag: flag))
        #expect(status == .incomplete)
        #expect(captured.stdout == "")
        #expect(captured.stderr == "bench: interrupted: 0 of 1 run measured in full\n")
    }

    @Test func aStoppedExplorationIsMarkedPartial() throws {
        let system = try #require(PagingSystem(screens: 2, inFlight: 2, pages: 2))
        let flag = StopFlag()
        flag.stop()
        let result = PagingBenchmark.run(system, stopFlag: flag)
        #expect(result.interrupted)
        #expect(result.states < result.expectedStates)
        #expect(result.json.hasSuffix(",\"interrupted\":true}"))
        #expect(result.text.hasSuffix("\ninterrupted  the exploration was stopped: the figures are partial"))
        // Not stopped, the same run is complete and says nothing of it.
        let complete = PagingBenchmark.run(system)
        #expect(!complete.interrupted && complete.countsMatch)
        #expect(!complete.json.contains("interrupted"))
    }

    @Test func aSlowRunGetsAProgressLine() {
        let captured = CapturedOutput()
        let progress = BenchProgress(context: captured.context())
        progress.finished(run: 1, of: 3, seconds: 0.2)
        #expect(captured.stderr == "")
        progress.finished(run: 2, of: 3, seconds: 1.844)
        #expect(captured.stderr == "bench: run 2 of 3 done in 1.84 s\n")
        // The live line is for terminals only.
        #expect(progress.liveLine("paging") == nil)
        // A run Ctrl-C stopped midway is written too, and the note says so.
        progress.interrupted(after: 2, of: 3, partialShown: true)
        #expect(captured.stderr.hasSuffix("bench: interrupted: 2 of 3 runs measured in full; the run it stopped is written as partial\n"))
    }
}
