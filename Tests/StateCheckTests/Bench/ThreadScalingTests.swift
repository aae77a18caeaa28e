import Testing
@testable import StateCheck
@testable import StateCheckBench
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

@Suite struct ThreadScalingTests {
    private let s1 = PagingSystem(screens: 2, inFlight: 2, pages: 3)

    @Test func theDigestIsEqualForEqualResultsAndDiffersOtherwise() throws {
        let system = try #require(s1)
        let one = Explorer.explore(system, steps: [system.invariantStep])
        let two = Explorer.explore(system, steps: [system.invariantStep], options: ExplorationOptions(threads: 2))
        #expect(one.digest == two.digest)
        // Same states, but a violation recorded: a report would differ.
        let lateAnswer = StepProperty<PagingLabel, PagingState, Void>("noLateFail") { _, t in t.label.event != .stalePageFail }
        let other = Explorer.explore(system, steps: [system.invariantStep, lateAnswer])
        #expect(other.stateCount == one.stateCount)
        #expect(other.digest != one.digest)
        // Fewer states explored.
        let cut = Explorer.explore(system, steps: [system.invariantStep], options: ExplorationOptions(limits: ExplorationLimits(maxDepth: 4)))
        #expect(cut.digest != one.digest)
    }

    @Test func aBenchmarkResultReadsBackFromItsJSONLine() throws {
        let system = try #require(s1)
        let result = PagingBenchmark.run(system, threads: 2)
        // Seconds are printed to the microsecond; everything else exactly.
        var back = try #require(PagingBenchmarkResult(json: result.json))
        #expect(abs(back.seconds - result.seconds) < 1e-6)
        #expect(abs((back.cpuSeconds ?? -1) - (result.cpuSeconds ?? -1)) < 1e-6)
        back.seconds = result.seconds
        back.cpuSeconds = result.cpuSeconds
        #expect(back == result)
        #expect(PagingBenchmarkResult(json: "{\"screens\":2}") == nil)
        #expect(PagingBenchmarkResult(json: "not json") == nil)
    }

    @Test func differentDigestsAreReportedAsDifferentResults() throws {
        let system = try #require(s1)
        var scaling = ThreadScaling.run(system, threads: 2, rounds: 2)
        #expect(scaling.single.count == 2 && scaling.parallel.count == 2)
        #expect(scaling.resultsIdentical)
        #expect(scaling.text.contains("results         identical in every run"))
        scaling.parallel[1].digest &+= 1
        #expect(!scaling.resultsIdentical)
        #expect(scaling.text.contains("results         DIFFERENT"))
        #expect(scaling.json.split(separator: "\n").last?.contains("\"resultsIdentical\":false") == true)
    }

    @Test func benchComparesThreadsAndExitsOneOnlyWhenResultsDiffer() {
        let run = runCLI(["bench", "--screens", "2", "--in-flight", "2", "--pages", "3", "--compare-threads", "--repeat", "2"])
        #expect(run.status == .success)
        #expect(run.stdout.hasPrefix("paging N=2 K=2 P=3: 1 thread against 2, 2 rounds run alternately (best of each)\n"))
        #expect(run.stdout.contains("states          3249              3249\n"))
        #expect(run.stdout.contains("transitions     21546             21546\n"))
        #expect(run.stdout.contains("results         identical in every run (digest "))
        let json = runCLI(["bench", "--screens", "1", "--compare-threads", "--threads", "3", "--format", "json"])
        let lines = json.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.last?.hasPrefix("{\"schemaVersion\":1,\"command\":\"bench\",\"kind\":\"compareThreads\",\"comparison\":\"threads\",\"threads\":3,") == true)

        let one = runCLI(["bench", "--compare-threads", "--threads", "1"])
        #expect(one.status == .usageOrModelError)
        #expect(one.stderr == "error: --compare-threads compares one thread with --threads T; give T >= 2\n")
    }

    /// The two benchmarks take different options; mixing them is a usage
    /// error instead of an option silently ignored.
    @Test func benchRejectsOptionsOfTheOtherBenchmark() {
        let design = runCLI(["bench", "--design", "case4-paging", "--screens", "2"])
        #expect(design.status == .usageOrModelError)
        #expect(design.stderr == "error: '--screens' is an option of the paging benchmark; with --design only --model, --max-pages, --max-tasks, --repeat and --format apply\n")
        let spin = runCLI(["bench", "--design", "case4-paging", "--compare-threads"])
        #expect(spin.stderr.hasPrefix("error: '--compare-threads' is an option of the paging benchmark"))
        let family = runCLI(["bench", "--screens", "1", "--max-pages", "200"])
        #expect(family.status == .usageOrModelError)
        #expect(family.stderr == "error: '--max-pages' applies only with --design (the paging benchmark's sizes are --screens, --in-flight and --pages)\n")
        #expect(family.stdout.isEmpty)
    }
}
