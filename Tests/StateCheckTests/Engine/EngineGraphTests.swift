import Testing
@testable import StateCheckEngine

@Suite struct EngineGraphTests {
    /// 0 -go-> 1, 0 -trapdoor-> 2, 1 -back-> 0, 1 -finish-> 3 (goal),
    /// 3 -again-> 0, 2 -fall-> 4, 4 -climb-> 2, 3 -halt-> 5 (no successors).
    /// Breadth-first ids equal the state numbers here.
    static let system = EdgeListSystem(edges: [
        (0, "go", 1), (0, "trapdoor", 2), (1, "back", 0), (1, "finish", 3),
        (3, "again", 0), (2, "fall", 4), (4, "climb", 2), (3, "halt", 5),
    ])

    @Test func deadlocksAreRecorded() {
        let result = Explorer.explore(Self.system)
        #expect(result.states == [0, 1, 2, 3, 4, 5])
        #expect(result.deadlocks == [5])
        #expect(result.trace(toState: 5).labels == ["go", "finish", "halt"])
    }

    @Test func alwaysCanReachFindsTheNearestTrap() {
        let result = Explorer.explore(Self.system)
        // Goal {3}: 0, 1 and 3 reach it; 2 and 4 only cycle between each
        // other, and 5 is dead.
        guard let verdict = result.checkAlwaysCanReach({ $0 == 3 }) else {
            Issue.record("the graph was kept")
            return
        }
        #expect(!verdict.holds)
        #expect(verdict.cannotReach == [2, 4, 5])
        #expect(verdict.nearest == 2)
        #expect(verdict.trace?.labels == ["trapdoor"])
        #expect(verdict.isComplete)
        // Goal {0, 2, 5}: every state reaches one of them.
        #expect(result.checkAlwaysCanReach({ [0, 2, 5].contains($0) })?.holds == true)
        // Without a graph there is no verdict.
        let noGraph = Explorer.explore(Self.system, options: ExplorationOptions(keepGraph: false))
        #expect(noGraph.checkAlwaysCanReach({ $0 == 3 }) == nil)
    }

    @Test func reversedGraphTurnsEveryEdge() {
        let g = StateGraph(stateCount: 3, edges: [(0, 7, 1), (0, 8, 2), (2, 9, 1)])
        let r = g.reversed()
        #expect(r.offsets == [0, 0, 2, 3])
        #expect(r.targets == [0, 2, 0])
        #expect(r.labels == [7, 9, 8])
    }

    @Test func stronglyConnectedComponentsOfAHandDrawnGraph() {
        // 0→1→2→0 is a cycle, 2→3, 3⇄4, 4→5 (dead end), 6→6 (self loop),
        // 7→0. Tarjan from 0 finishes {5}, then {3,4}, then {0,1,2}; then
        // roots 6 and 7.
        let g = StateGraph(stateCount: 8, edges: [
            (0, 0, 1), (1, 0, 2), (2, 0, 0), (2, 0, 3), (3, 0, 4), (4, 0, 3), (4, 0, 5), (6, 0, 6), (7, 0, 0),
        ])
        let scc = StronglyConnectedComponents(g)
        #expect(scc.components == [[5], [3, 4], [0, 1, 2], [6], [7]])
        #expect(scc.componentOf == [2, 2, 2, 1, 1, 0, 3, 4])
        #expect(scc.isBottom == [true, false, false, true, false])
        #expect(scc.isCyclic == [false, true, true, true, false])
        // Edges between components go from larger to smaller numbers.
        for s in 0..<g.stateCount {
            for e in g.edges(of: s) { #expect(scc.componentOf[s] >= scc.componentOf[Int(g.targets[e])]) }
        }
    }

    @Test func stronglyConnectedComponentsOfADeepGraphDoNotRecurse() {
        // A ring of 300,000 states with a tail: Tarjan's depth is the ring's
        // length, far beyond what a recursive version survives on a thread stack.
        let n = 300_000
        var edges = (0..<n).map { (from: $0, label: 0, to: ($0 + 1) % n) }
        edges.append((from: n, label: 0, to: 0))
        let scc = StronglyConnectedComponents(StateGraph(stateCount: n + 1, edges: edges))
        #expect(scc.count == 2)
        #expect(scc.components[0].count == n)
        #expect(scc.components[1] == [StateID(n)])
        #expect(scc.isBottom == [true, false])
    }

    /// p = 0 -a-> 1 {-b-> 5, -c-> 5}, i.e. a.(b + c)
    /// q = 2 {-a-> 3 -b-> 5, -a-> 4 -c-> 5}, i.e. a.b + a.c
    /// r = 6 -a-> 7 {-b-> 5, -c-> 5}, a copy of p
    /// u = 8 {-a-> 1, -a-> 7}: two a-successors, both like 1.
    /// Labels a = 0, b = 1, c = 2; every state has key 0.
    static let branching = StateGraph(stateCount: 9, edges: [
        (0, 0, 1), (1, 1, 5), (1, 2, 5), (2, 0, 3), (2, 0, 4), (3, 1, 5), (4, 2, 5),
        (6, 0, 7), (7, 1, 5), (7, 2, 5), (8, 0, 1), (8, 0, 7),
    ])

    @Test func coarsestBisimulationOfAHandDrawnGraph() {
        // By hand (signature = own block + set of (label, target block)):
        // round 0: every state in block 0.
        // round 1: 0,2,6,8 have {a0}; 1,7 {b0,c0}; 3 {b0}; 4 {c0}; 5 {} →
        //   blocks by first state: 0→0, 1→1, 2→0, 3→2, 4→3, 5→4, 6→0, 7→1, 8→0.
        // round 2: 0,6,8 have {a1}, but 2 has {a2, a3} → 2 splits off;
        //   1,7 {b4,c4}; 3 {b4}; 4 {c4}; 5 {} →
        //   0→0, 1→1, 2→2, 3→3, 4→4, 5→5, 6→0, 7→1, 8→0 (6 blocks).
        // round 3: the same 6 blocks: stable.
        let p = Bisimulation.coarsestPartition(of: Self.branching, initialBlocks: Array(repeating: 0, count: 9))
        #expect(p.blockOf == [0, 1, 2, 3, 4, 5, 0, 1, 0])
        #expect(p.blockCount == 6)
        #expect(p.history == [[0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 1, 0, 2, 3, 4, 0, 1, 0], [0, 1, 2, 3, 4, 5, 0, 1, 0]])
        #expect(p.blocks == [[0, 6, 8], [1, 7], [2], [3], [4], [5]])
        #expect(p.equivalent(0, 8))
        #expect(!p.equivalent(0, 2))
    }

    @Test func initialKeysAreRefinedNeverMerged() {
        // 0 and 6 are bisimilar, but keys 1 and 2 keep them apart; 8 (key 0)
        // then has no partner left either. 1 and 7 still share a block.
        var keys = Array(repeating: 0, count: 9)
        keys[0] = 1
        keys[6] = 2
        let p = Bisimulation.coarsestPartition(of: Self.branching, initialBlocks: keys)
        // Block numbering by first state: 0 (key 1) → 0, then 1 (key 0) → 1, …
        #expect(p.blockOf == [0, 1, 2, 3, 4, 5, 6, 1, 7])
        #expect(p.blockCount == 8)
    }

    @Test func distinguishingSequences() {
        let keys = Array(repeating: 0, count: 9)
        // 1 can do c, 3 cannot.
        #expect(Bisimulation.distinguishingSequence(in: Self.branching, initialBlocks: keys, 1, 3)
            == DistinguishingSequence(labels: [2], leftBlocks: [0], rightBlocks: []))
        // 0 can do a, the dead state 5 cannot.
        #expect(Bisimulation.distinguishingSequence(in: Self.branching, initialBlocks: keys, 0, 5)?.labels == [0])
        // p and q are trace equivalent: no single sequence separates them,
        // although the partition does.
        #expect(Bisimulation.distinguishingSequence(in: Self.branching, initialBlocks: keys, 0, 2) == nil)
        // Bisimilar states: nil.
        #expect(Bisimulation.distinguishingSequence(in: Self.branching, initialBlocks: keys, 0, 6) == nil)
        // Different keys: the empty sequence.
        var split = keys
        split[5] = 1
        #expect(Bisimulation.distinguishingSequence(in: Self.branching, initialBlocks: split, 5, 4)
            == DistinguishingSequence(labels: [], leftBlocks: [1], rightBlocks: [0]))
        // With 5 observable, 3 and 4 differ after b: 3 reaches key 1, 4 nothing.
        #expect(Bisimulation.distinguishingSequence(in: Self.branching, initialBlocks: split, 3, 4)
            == DistinguishingSequence(labels: [1], leftBlocks: [1], rightBlocks: []))
    }

    @Test func bisimulationOfAnExploration() {
        // DieHard with states keyed by "big == 4": bisimulation over the
        // explored graph keeps the goal states apart from the others.
        let result = Explorer.explore(DieHard())
        guard let p = result.bisimulation(key: { $0.big == 4 ? 1 : 0 }) else {
            Issue.record("the graph was kept")
            return
        }
        for (i, s) in result.states.enumerated() where s.big == 4 {
            for (j, t) in result.states.enumerated() where t.big != 4 {
                #expect(p.blockOf[i] != p.blockOf[j])
            }
        }
        #expect(p.blockCount <= 16)
    }
}
