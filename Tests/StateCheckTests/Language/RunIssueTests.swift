import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckScreens

/// Runtime errors and bound hits travel in the results: each expansion
/// returns its issues and the explorers collect them, in state id order,
/// the same on every thread count.
@Suite struct RunIssueTests {
    /// Counts to 5; the expansion of each even state returns that state as
    /// an issue.
    struct EvenIssues: TransitionSystem {
        var initialStates: [Int] { [0] }
        func forEachSuccessor(of state: Int, _ emit: (Transition<String, Int, Void>) -> Void) {
            _ = expand(state, emit)
        }
        func expand(_ state: Int, _ emit: (Transition<String, Int, Void>) -> Void) -> [Int] {
            if state < 5 { emit(Transition(label: "inc", target: state + 1)) }
            return state % 2 == 0 ? [state] : []
        }
    }

    static let model = """
    model Issues
    var n: Int = 0
    var x: Int? = nil
    on inc sync { n += 1 }
    on boom sync { if n == 2 { x = x! + 1 } }
    view { blank }
    invariant unwraps: x! >= 0
    bound intRange = 0...3
    """

    @Test func issuesAreCollectedInStateOrder() {
        let e = Explorer.explore(EvenIssues())
        #expect(Array(e.issues) == [0, 2, 4].map { FoundIssue(state: StateID($0), issue: $0) })
        let cut = Explorer.explore(EvenIssues(), options: ExplorationOptions(limits: ExplorationLimits(maxDepth: 3)))
        #expect(cut.issues.map(\.issue) == [0, 2])
    }

    @Test func aModelsIssuesAreTheSameOnEveryThreadCount() throws {
        let system = try ModelSystem.compile(source: Self.model, file: "issues.model")
        let one = Explorer.explore(system, invariants: system.customInvariants)
        #expect(one.runtimeErrors.map { "\($0.line):\($0.message)" } == ["5:force-unwrapped a nil value", "7:force-unwrapped a nil value"])
        #expect(one.boundHits == [BoundHit(bound: "intRange", label: EventLabel("inc"), count: 1)])
        for threads in [2, 3] {
            var options = ExplorationOptions(threads: threads)
            options.parallelSmallBatch = 0
            options.parallelBatchSize = 1
            let many = Explorer.explore(system, invariants: system.customInvariants, options: options)
            #expect(many.issues == one.issues)
            #expect(many.runtimeErrors == one.runtimeErrors)
            #expect(many.boundHits == one.boundHits)
            #expect(many.digest == one.digest)
        }
    }

    @Test func anAbandonedParallelAttemptLeavesNoIssue() throws {
        let system = try ModelSystem.compile(source: Self.model, file: "issues.model")
        let limits = ExplorationLimits(maxStates: 6)
        let one = Explorer.explore(system, options: ExplorationOptions(limits: limits))
        var options = ExplorationOptions(limits: limits, threads: 2)
        options.parallelSmallBatch = 0
        let many = Explorer.explore(system, options: options)
        #expect(many.limitHit == one.limitHit)
        #expect(many.issues == one.issues)
    }

    @Test func aCheckReadsItsOwnIssues() throws {
        let system = try ModelSystem.compile(source: Self.model, file: "issues.model")
        let full = try check(system, customInvariants: system.customInvariants)
        let shallow = try check(system, customInvariants: system.customInvariants,
                                options: ExplorationOptions(limits: ExplorationLimits(maxDepth: 1)))
        #expect(full.boundHits.count == 1)
        #expect(full.runtimeErrors.count == 2)
        #expect(shallow.boundHits.isEmpty)
        #expect(shallow.runtimeErrors.map(\.line) == [7])
    }

    @Test func aFailingViewIsReportedByTheExpansionOfItsState() throws {
        let source = """
        model BadView
        var x: Int? = nil
        view { if x! > 0 { blank } else { spinner } }
        """
        let (_, result) = try exploreModel(source, file: "view.model")
        #expect(result.stateCount == 2)
        #expect(result.runtimeErrors.map { "\($0.line):\($0.message)" } == ["3:force-unwrapped a nil value"])
        #expect(result.issues.map(\.state) == [1])
    }
}
