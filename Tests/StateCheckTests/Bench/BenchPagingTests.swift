import Testing
@testable import StateCheck
@testable import StateCheckBench
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

@Suite struct BenchPagingTests {
    private func explore(_ n: Int, _ k: Int, _ p: Int) -> (states: Int, transitions: Int, holds: Bool, expected: (Int, Int))? {
        guard let system = PagingSystem(screens: n, inFlight: k, pages: p) else { return nil }
        let result = Explorer.explore(system, steps: [system.invariantStep], options: ExplorationOptions(keepGraph: false))
        return (result.stateCount, result.transitionCount, result.violations.isEmpty && result.deadlocks.isEmpty,
                (system.expectedStates, system.expectedTransitions))
    }

    @Test func sizeS0() {
        let r = explore(1, 2, 3)
        #expect(r?.states == 57)
        #expect(r?.transitions == 189)
        #expect(r?.holds == true)
    }

    @Test func sizeS1() {
        let r = explore(2, 2, 3)
        #expect(r?.states == 3_249)
        #expect(r?.transitions == 21_546)
        #expect(r?.holds == true)
    }

    @Test func sizeS2() {
        let r = explore(3, 2, 3)
        #expect(r?.states == 185_193)
        #expect(r?.transitions == 1_842_183)
        #expect(r?.holds == true)
    }

    @Test(arguments: [(1, 1), (1, 2), (1, 3), (2, 1), (2, 2), (2, 4), (3, 1), (3, 2), (3, 3), (4, 5)])
    func oneScreenMatchesTheClosedForms(k: Int, p: Int) {
        let r = explore(1, k, p)
        #expect(r?.states == PagingSystem.screenStates(inFlight: k, pages: p))
        #expect(r?.transitions == PagingSystem.screenTransitions(inFlight: k, pages: p))
        #expect(r?.holds == true)
    }

    @Test func closedFormsAtTheBenchmarkSizes() {
        #expect(PagingSystem.screenStates(inFlight: 2, pages: 3) == 57)
        #expect(PagingSystem.screenTransitions(inFlight: 2, pages: 3) == 189)
        #expect(PagingSystem.screenStates(inFlight: 3, pages: 3) == 103)
        #expect(PagingSystem.screenTransitions(inFlight: 3, pages: 3) == 408)
        #expect(PagingSystem(screens: 3, inFlight: 3, pages: 3)?.expectedStates == 1_092_727)
        #expect(PagingSystem(screens: 3, inFlight: 3, pages: 3)?.expectedTransitions == 12_985_416)
        #expect(PagingSystem(screens: 4, inFlight: 2, pages: 3)?.expectedStates == 10_556_001)
        #expect(PagingSystem(screens: 4, inFlight: 2, pages: 3)?.expectedTransitions == 140_005_908)
        #expect(PagingSystem(screens: 2, inFlight: 2, pages: 2)?.expectedStates == PagingSystem.screenStates(inFlight: 2, pages: 2) * PagingSystem.screenStates(inFlight: 2, pages: 2))
    }

    @Test func twoScreensMatchTheProductForms() {
        for (k, p) in [(1, 2), (2, 1), (3, 2)] {
            let r = explore(2, k, p)
            #expect(r.map { $0.states == $0.expected.0 && $0.transitions == $0.expected.1 } == true)
        }
    }

    @Test func oneScreenBreakdownByCase() {
        // Counts per case derived by hand from the event table (PagingEvent),
        // K=2 P=3: idle 3, initialLoading 2, retryLoading 2,
        // loadingFailure 3, reLoading 9, paging 6, pagingFailure 6, success 26.
        guard let system = PagingSystem(screens: 1, inFlight: 2, pages: 3) else { return }
        let result = Explorer.explore(system)
        var perCase = [Int](repeating: 0, count: 8)
        for s in result.states { perCase[s.screen(0).ui] += 1 }
        #expect(perCase == [3, 2, 9, 2, 26, 3, 6, 6])
        #expect(result.coverage.neverEnabled.isEmpty)
        #expect(result.coverage.transitionsPerLabel.count == 17)
    }

    @Test func outOfRangeParametersAreRejected() {
        #expect(PagingSystem(screens: 0, inFlight: 1, pages: 1) == nil)
        #expect(PagingSystem(screens: 5, inFlight: 1, pages: 1) == nil)
        #expect(PagingSystem(screens: 1, inFlight: 8, pages: 1) == nil)
        #expect(PagingSystem(screens: 1, inFlight: 1, pages: 0) == nil)
    }

    @Test func invariantCatchesABrokenState() {
        guard let system = PagingSystem(screens: 2, inFlight: 2, pages: 3) else { return }
        // Screen 1 is success with 0 pages: content without a page.
        let broken = PagingState(bits: UInt64(PagingUI.success) << 16)
        #expect(system.invariantHolds(broken, screen: 0))
        #expect(!system.invariantHolds(broken, screen: 1))
        #expect(!system.invariantHolds(broken))
    }

    @Test func spinOutputIsParsed() {
        let out = """
          1092727 states, stored
         11892690 states, matched
         12985417 transitions (= stored+matched)
        \u{20}  312.619\ttotal actual memory usage
        pan: elapsed time 4.92 seconds
        """
        let run = SpinRun.parse(out)
        #expect(run == SpinRun(states: 1_092_727, transitions: 12_985_416, seconds: 4.92,
                               reportedMemoryBytes: Int(312.619 * 1_048_576), peakMemoryBytes: nil))
        // Above 10^8 pan prints the transition count in scientific notation.
        let big = SpinRun.parse(" 10556001 states, stored\n1.4000591e+08 transitions (= stored+matched)\npan: elapsed time 107 seconds\n")
        #expect(big?.transitions == 140_005_909)
        #expect(big?.transitionsExact == false)
    }

    @Test func benchmarkJSONIsOneLine() {
        guard let system = PagingSystem(screens: 1, inFlight: 2, pages: 3) else { return }
        let r = PagingBenchmark.run(system)
        #expect(r.countsMatch && r.invariantHolds)
        #expect(!r.json.contains("\n"))
        #expect(r.json.hasPrefix("{\"tool\":\"statecheck\",\"screens\":1,\"inFlight\":2,\"pages\":3,\"threads\":1,\"states\":57,\"transitions\":189,"))
    }
}
