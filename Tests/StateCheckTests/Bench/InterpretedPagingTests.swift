import Foundation
import Testing
@testable import StateCheck
@testable import StateCheckBench
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckScreens

@Suite("bench --interpreted: the paging family in the model language")
struct InterpretedPagingTests {
    /// The interpreter's counts of the generated model of one size.
    private func explore(_ n: Int, _ k: Int, _ p: Int) throws -> (states: Int, transitions: Int, clean: Bool) {
        let model = try #require(InterpretedPagingModel(screens: n, inFlight: k, pages: p))
        let system = try ModelSystem.compile(source: model.source, file: model.file)
        let result = Explorer.explore(system, invariants: system.customInvariants, options: ExplorationOptions(keepGraph: false))
        return (result.stateCount, result.transitionCount, result.violations.isEmpty && result.issues.isEmpty && result.isComplete)
    }

    /// One screen: the closed forms of BenchPagingTests (S1, T1), plus the
    /// view the model language adds: one initial invisible state, one
    /// `load` out of it and one `cancel` out of each of the S1 visible
    /// states, so S1 + 1 states and T1 + S1 + 1 transitions.
    @Test(arguments: [(1, 1), (1, 2), (2, 1), (2, 3), (3, 2), (4, 2)])
    func oneScreenMatchesTheClosedForms(k: Int, p: Int) throws {
        let r = try explore(1, k, p)
        let s1 = PagingSystem.screenStates(inFlight: k, pages: p)
        let t1 = PagingSystem.screenTransitions(inFlight: k, pages: p)
        #expect(r.states == s1 + 1)
        #expect(r.transitions == t1 + s1 + 1)
        #expect(r.clean)
    }

    /// Two screens: the product forms S1², 2·S1·T1 of the compiled system, plus the view.
    @Test(arguments: [(1, 2), (2, 1), (2, 3)])
    func twoScreensMatchTheProductForms(k: Int, p: Int) throws {
        let r = try explore(2, k, p)
        let family = try #require(PagingSystem(screens: 2, inFlight: k, pages: p))
        #expect(r.states == family.expectedStates + 1)
        #expect(r.transitions == family.expectedTransitions + family.expectedStates + 1)
        #expect(r.clean)
    }

    @Test func expectedCountsAtS0AndS1() throws {
        // S0: 57 states, 189 transitions; S1: 3,249 and 21,546 (the closed-form table).
        let s0 = try #require(InterpretedPagingModel(screens: 1, inFlight: 2, pages: 3))
        #expect(s0.expectedStates == 58)
        #expect(s0.expectedTransitions == 189 + 57 + 1)
        let s1 = try #require(InterpretedPagingModel(screens: 2, inFlight: 2, pages: 3))
        #expect(s1.expectedStates == 3_250)
        #expect(s1.expectedTransitions == 21_546 + 3_249 + 1)
        #expect(InterpretedPagingModel(screens: 5, inFlight: 1, pages: 1) == nil)
    }

    @Test func theGeneratedTextHasOneEventPerRowAndScreen() throws {
        let model = try #require(InterpretedPagingModel(screens: 2, inFlight: 2, pages: 3))
        let system = try ModelSystem.compile(source: model.source, file: model.file)
        // 17 rows per screen, plus the view's load and cancel.
        #expect(Set(system.declaredLabels.map(\.description)).count == 2 * 17 + 2)
        #expect(model.source.contains("on screen1LatePageFail sync when stalePages1 > 0"))
        #expect(model.file == "paging-n2-k2-p3.model")
    }

    @Test func theComparisonFindsExactCounts() throws {
        let model = try #require(InterpretedPagingModel(screens: 1, inFlight: 2, pages: 3))
        let comparison = try InterpretedBenchmark.run(model, rounds: 2).get()
        #expect(comparison.countsExact)
        #expect(comparison.mismatches.isEmpty)
        #expect(comparison.compiled.count == 2 && comparison.interpreted.count == 2 && comparison.spin.isEmpty)
        #expect(comparison.interpretedOverCompiled != nil)
        #expect(comparison.interpretedOverSpin == nil)
        let lines = comparison.text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "paging N=1 K=2 P=3 threads=1 rounds=2")
        #expect(lines[3] == "run  tool         states      transitions  counts   seconds     CPU s     states/s")
        #expect(lines[4].hasPrefix("  1  compiled     57          189          exact "))
        #expect(lines[5].hasPrefix("  1  interpreted  58          247          exact "))
        #expect(lines.last == "counts: every run found its exact closed-form counts")
    }

    @Test func aWrongCountIsReported() throws {
        let model = try #require(InterpretedPagingModel(screens: 1, inFlight: 2, pages: 3))
        var comparison = try InterpretedBenchmark.run(model).get()
        comparison.interpreted[0].transitions -= 1
        #expect(!comparison.countsExact)
        #expect(comparison.mismatches == ["interpreted run 1: 58 states, 246 transitions, expected 58, 247"])
    }

    @Test func commandPrintsEveryTool() {
        let run = runCLI(["bench", "--interpreted", "--screens", "1", "--in-flight", "2", "--pages", "3", "--format", "json"])
        #expect(run.status == .success)
        #expect(run.stdout.hasPrefix("{\"schemaVersion\":1,\"command\":\"bench\",\"kind\":\"interpreted\",\"screens\":1,\"inFlight\":2,\"pages\":3,\"threads\":1,\"compiled\":[{"))
        #expect(run.stdout.contains("\"interpreted\":[{\"states\":58,\"transitions\":247,"))
        #expect(run.stdout.contains("\"countsExact\":true"))
        #expect(run.stderr.isEmpty)
    }

    @Test func optionsOfOtherModesAreRefused() {
        let run = runCLI(["bench", "--interpreted", "--compare-threads"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("'--compare-threads' does not apply with --interpreted"))
        let baseline = runCLI(["bench", "--baseline", "/bin/true"])
        #expect(baseline.status == .usageOrModelError)
        #expect(baseline.stderr == "error: '--baseline' applies only with --models\n")
    }
}

@Suite("bench --models: shipped models on one and two threads")
struct ModelsBenchmarkTests {
    @Test func rowsPerFileAndThreadCount() throws {
        _ = FileManager.default.changeCurrentDirectoryPath(packageRoot)
        let run = runCLI(["bench", "--models", "Models/case0-after.model", "Models/case1-before.model"])
        #expect(run.status == .success)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0] == "models: 2 files, threads 1 and 2, max states 1000000, best of 1 round")
        // The file column is as wide as the longest file (25 characters here).
        func pad(_ s: String, _ n: Int) -> String { s.padding(toLength: n, withPad: " ", startingAt: 0) }
        #expect(lines[1] == pad("file", 25) + "  threads  states      transitions  explore s  check s    states/s     bytes/state  store B/state  value B/state  table B/state")
        // The same counts as `statecheck check` on each file, once per thread count.
        let after = try check(try shippedModel("case0-after.model"))
        let before = try check(try shippedModel("case1-before.model"))
        for (line, file, threads, result) in [(2, "Models/case0-after.model", 1, after), (3, "Models/case0-after.model", 2, after),
                                              (4, "Models/case1-before.model", 1, before), (5, "Models/case1-before.model", 2, before)] {
            let prefix = pad(file, 25) + "        \(threads)  " + pad(String(result.stateCount), 10) + "  " + pad(String(result.transitionCount), 11) + "  "
            #expect(lines[line].hasPrefix(prefix))
        }
        #expect(lines.count == 7)
        #expect(lines[6].hasPrefix("bytes/state: peak resident growth"))
    }

    @Test func jsonHasEveryRow() {
        _ = FileManager.default.changeCurrentDirectoryPath(packageRoot)
        let run = runCLI(["bench", "--models", "Models/case0-after.model", "--threads", "3", "--format", "json"])
        #expect(run.status == .success)
        #expect(run.stdout.hasPrefix("{\"schemaVersion\":1,\"command\":\"bench\",\"kind\":\"models\",\"threads\":[1,3],\"maxStates\":1000000,\"rounds\":1,\"models\":[{\"file\":\"Models/case0-after.model\",\"threads\":1,"))
        #expect(run.stdout.contains("\"baseline\":null,\"baselineRuns\":[]}"))
    }

    @Test func aBaselineMustBeAnExecutable() {
        let run = runCLI(["bench", "--models", "Models", "--baseline", "/nonexistent/statecheck"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.hasPrefix("/nonexistent/statecheck: error: is not an executable file;"))
    }

    @Test func pathsAreRequired() {
        let run = runCLI(["bench", "--models"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("'bench --models' needs one or more .model files or folders"))
    }

    @Test func countsAreReadFromCheckJSON() {
        let data = Data("{\n  \"models\": [\n    {\n      \"name\": \"A\",\n      \"states\": 12,\n      \"transitions\": 24\n    }\n  ]\n}\n".utf8)
        let counts = ModelsBenchmark.counts(inCheckJSON: data)
        #expect(counts.states == 12 && counts.transitions == 24)
        #expect(ModelsBenchmark.counts(inCheckJSON: Data("error".utf8)).states == nil)
    }
}
