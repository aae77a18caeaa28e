import Testing
@testable import StateCheckEngine

@Suite struct EngineOracleTests {
    @Test func dieHardMatchesTLC() {
        let result = Explorer.explore(DieHard(), invariants: [StateInvariant("NotSolved") { $0.big != 4 }])
        // TLC: 16 distinct states, depth of the complete state graph search 8
        // (TLC counts the initial state as depth 1; our depths start at 0).
        #expect(result.stateCount == 16)
        #expect(result.maxDepth + 1 == 8)
        #expect(result.statesPerDepth == [1, 2, 3, 2, 2, 2, 2, 2])
        // Six actions, always enabled: 16 · 6 = 96 generated successors.
        #expect(result.transitionCount == 96)
        #expect(result.deadlocks.isEmpty)
        guard let site = result.violations["NotSolved"] else {
            Issue.record("big == 4 is reachable")
            return
        }
        let trace = result.trace(to: site)
        #expect(trace.labels == ["FillBig", "BigToSmall", "EmptySmall", "BigToSmall", "FillBig", "BigToSmall"])
        #expect(trace.final == DieHard.State(small: 3, big: 4))
        #expect(trace.steps.map(\.state.big) == [5, 2, 2, 0, 5, 4])
    }

    @Test func twoPhaseCommitHas288States() {
        let result = Explorer.explore(TwoPhase(), invariants: [
            StateInvariant("TCConsistent") { s in
                !(s.rmState.contains(.committed) && s.rmState.contains(.aborted))
            },
        ])
        #expect(result.stateCount == 288)
        #expect(result.violations.isEmpty)
        #expect(result.isComplete)
    }

    @Test func theShortestOfTwoViolatingPathsIsReported() {
        // 0 -step-> 1 -step-> … -step-> 8 (bad): eight steps, emitted first;
        // 0 -detour-> 20 -jump-> 8: two steps, emitted second.
        var edges: [(from: Int, label: String, to: Int)] = (0..<8).map { ($0, "step", $0 + 1) }
        edges.append((0, "detour", 20))
        edges.append((20, "jump", 8))
        let result = Explorer.explore(
            EdgeListSystem(edges: edges),
            invariants: [StateInvariant("notEight") { $0 != 8 }],
            steps: [StepProperty("noJump") { _, t in t.label != "jump" || t.target != 8 }]
        )
        guard let site = result.violations["notEight"], let stepSite = result.violations["noJump"] else {
            Issue.record("both properties fail")
            return
        }
        #expect(result.trace(to: site).labels == ["detour", "jump"])
        #expect(result.trace(to: site).steps.map(\.state) == [20, 8])
        #expect(result.trace(to: stepSite).labels == ["detour", "jump"])
    }

    @Test func explorationIsDeterministic() {
        let a = Explorer.explore(TwoPhase())
        let b = Explorer.explore(TwoPhase())
        #expect(a.states == b.states)
        #expect(a.parents == b.parents)
        #expect(a.parentLabels == b.parentLabels)
        #expect(a.labels == b.labels)
        #expect(a.graph == b.graph)
        #expect(a.levelStarts == b.levelStarts)
        #expect(a.transitionsPerLabel == b.transitionsPerLabel)
        let limited = ExplorationOptions(limits: ExplorationLimits(maxStates: 100))
        let c = Explorer.explore(TwoPhase(), options: limited)
        let d = Explorer.explore(TwoPhase(), options: limited)
        #expect(c.stateCount == 100)
        #expect(c.limitHit == .maxStates(100))
        #expect(c.states == d.states && c.graph == d.graph && c.parents == d.parents)
        #expect(Array(a.states.prefix(100)) == c.states)
    }

    @Test func coverageCountsLabelsDepthsAndDeadLabels() {
        // 0 -a-> 1 -b-> 2, 0 -a-> 2; "c" is declared but never enabled.
        struct Small: TransitionSystem {
            var initialStates: [Int] { [0] }
            var declaredLabels: [String] { ["a", "b", "c"] }
            func forEachSuccessor(of s: Int, _ emit: (Transition<String, Int, Void>) -> Void) {
                if s == 0 { emit(Transition(label: "a", target: 1)); emit(Transition(label: "a", target: 2)) }
                if s == 1 { emit(Transition(label: "b", target: 2)) }
            }
        }
        let coverage = Explorer.explore(Small()).coverage
        #expect(coverage.transitionsPerLabel == [.init(label: "a", transitions: 2), .init(label: "b", transitions: 1)])
        #expect(coverage.neverEnabled == ["c"])
        #expect(coverage.statesPerDepth == [1, 2])
        #expect(coverage.transitions(of: "c") == 0)
        #expect(coverage.isComplete)
        let dieHard = Explorer.explore(DieHard()).coverage
        #expect(dieHard.neverEnabled.isEmpty)
        #expect(dieHard.transitionsPerLabel.map(\.transitions) == [16, 16, 16, 16, 16, 16])
    }
}
