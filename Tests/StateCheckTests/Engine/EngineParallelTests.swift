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

@Suite struct EngineParallelTests {
    private func expectIdentical<S: TransitionSystem>(_ a: Exploration<S>, _ b: Exploration<S>) where S.State: Equatable, S.Label: Equatable {
        #expect(a.states.elementsEqual(b.states))
        #expect(a.parents == b.parents)
        #expect(a.parentLabels == b.parentLabels)
        #expect(a.labels == b.labels)
        #expect(a.levelStarts == b.levelStarts)
        #expect(a.graph == b.graph)
        #expect(a.transitionCount == b.transitionCount)
        #expect(a.transitionsPerLabel == b.transitionsPerLabel)
        #expect(a.violations == b.violations)
        #expect(a.deadlocks == b.deadlocks)
        #expect(a.limitHit == b.limitHit)
    }

    /// S1 with an invariant and a step property that fail somewhere in the
    /// middle, so the first violations (and their shortest traces) are
    /// compared too.
    private func exploreS1(_ options: ExplorationOptions = ExplorationOptions()) -> Exploration<PagingSystem>? {
        guard let system = PagingSystem(screens: 2, inFlight: 2, pages: 3) else { return nil }
        let deepPaging = StateInvariant<PagingState>("noTwoPagesOnBoth") { $0.screen(0).pages < 2 || $0.screen(1).pages < 2 }
        let lateAnswer = StepProperty<PagingLabel, PagingState, Void>("noLateFail") { _, t in t.label.event != .stalePageFail }
        return Explorer.explore(system, invariants: [deepPaging], steps: [system.invariantStep, lateAnswer], options: options)
    }

    @Test(arguments: [2, 3, 4])
    func parallelSearchEqualsSequentialOnPaging(threads: Int) throws {
        let one = try #require(exploreS1())
        let many = try #require(exploreS1(ExplorationOptions(threads: threads)))
        expectIdentical(one, many)
        #expect(many.stateCount == 3_249)
        #expect(many.violations.count == 2)
        if let site = many.violations["noTwoPagesOnBoth"], let other = one.violations["noTwoPagesOnBoth"] {
            #expect(many.trace(to: site).labels == one.trace(to: other).labels)
        }
    }

    @Test func parallelSearchEqualsSequentialOnOracles() {
        var options = ExplorationOptions(threads: 2)
        options.parallelSmallBatch = 0   // tiny levels still go to both threads
        expectIdentical(Explorer.explore(TwoPhase()), Explorer.explore(TwoPhase(), options: options))
        let notFour = StateInvariant<DieHard.State>("NotSolved") { $0.big != 4 }
        expectIdentical(Explorer.explore(DieHard(), invariants: [notFour]), Explorer.explore(DieHard(), invariants: [notFour], options: options))
        let edges = EngineGraphTests.system
        expectIdentical(Explorer.explore(edges), Explorer.explore(edges, options: options))
    }

    @Test func parallelSearchHonoursDepthLimitsAndFallsBackForStateLimits() {
        guard let system = PagingSystem(screens: 2, inFlight: 2, pages: 3) else { return }
        let depth = ExplorationLimits(maxDepth: 5)
        expectIdentical(Explorer.explore(system, options: ExplorationOptions(limits: depth)),
                        Explorer.explore(system, options: ExplorationOptions(limits: depth, threads: 2)))
        let states = ExplorationLimits(maxStates: 1000)
        expectIdentical(Explorer.explore(system, options: ExplorationOptions(limits: states)),
                        Explorer.explore(system, options: ExplorationOptions(limits: states, threads: 2)))
    }

    @Test func parallelSearchWithoutGraphMatchesTheClosedForm() {
        guard let system = PagingSystem(screens: 3, inFlight: 1, pages: 2) else { return }
        let one = Explorer.explore(system, steps: [system.invariantStep], options: ExplorationOptions(keepGraph: false))
        let two = Explorer.explore(system, steps: [system.invariantStep], options: ExplorationOptions(keepGraph: false, threads: 2))
        expectIdentical(one, two)
        #expect(two.stateCount == system.expectedStates)
        #expect(two.transitionCount == system.expectedTransitions)
    }

    /// Batches split levels at arbitrary sources; with batches of 1, 7 and
    /// 100 sources (S1 has levels of up to a few hundred states) the result
    /// must still be the single-threaded one, graph included.
    @Test(arguments: [1, 7, 100])
    func parallelSearchInBatchesEqualsSequential(batchSize: Int) throws {
        let one = try #require(exploreS1())
        for threads in [2, 3] {
            var options = ExplorationOptions(threads: threads)
            options.parallelBatchSize = batchSize
            options.parallelSmallBatch = 0
            expectIdentical(one, try #require(exploreS1(options)))
        }
    }

    /// An interpreted model: states are large values compared by `==` (the
    /// hash is not injective), labels are interned through a dictionary.
    @Test func parallelSearchOfAShippedModelEqualsSequential() throws {
        let system = try shippedModel("case4-paging.model")
        let noFail = StepProperty<EventLabel, ModelSystem.State, StepNote>("noFail") { _, t in
            t.label.name != "fail"
        }
        let one = Explorer.explore(system, steps: [noFail])
        // 98: the 24 states where the footer shows after a page ran come in
        // two versions (footer appeared, or inserted anew: `page` again).
        #expect(one.stateCount == 98)
        #expect(one.violations["noFail"] != nil)
        for batchSize in [1, 5, 1000] {
            var options = ExplorationOptions(threads: 2)
            options.parallelBatchSize = batchSize
            options.parallelSmallBatch = 0
            expectIdentical(one, Explorer.explore(system, steps: [noFail], options: options))
        }
    }
}
