import StateCheckEngine

/// Computing a ``Minimization``: bisimulation of the explored graph under
/// observed screens, then a comparison of the behaviours each case has.
extension Minimization {
    /// The most pairs of same-screen states tried per pair of cases when
    /// looking for the shortest distinguishing sequence.
    static let maxAttemptsPerPair = 64

    /// Analyses `exploration`, or returns `nil` when it kept no graph.
    ///
    /// 1. Every state gets its ``ObservedScreen`` (page tokens abstracted).
    /// 2. ``Bisimulation/coarsestPartition(of:initialBlocks:)`` groups the
    ///    states into behaviours: same screen, and every event (an
    ///    ``EventLabel``) leads to the same behaviours.
    /// 3. For each enum-typed variable, the behaviours of a case are the
    ///    blocks of the states holding it; two reached cases are
    ///    indistinguishable when they have the same behaviours.
    /// 4. For distinguishable cases that share a visible screen, the shortest
    ///    ``Bisimulation/distinguishingSequence(in:initialBlocks:_:_:maxPairs:)``
    ///    from a same-screen pair of states in different blocks.
    /// 5. For a `.model` design, explored completely: which other pairs of
    ///    cases with the same payloads are interchangeable (swapping them in
    ///    every reachable state keeps every behaviour).
    ///
    /// - Complexity: one partition refinement, plus at most
    ///   64 bounded searches per pair of cases.
    public static func analyze<S: ScreenSystem>(_ exploration: Exploration<S>) -> Minimization? {
        guard let graph = exploration.graph else { return nil }
        let system = exploration.system
        var keyIndex: [ObservedScreen: Int] = [:]
        var screens: [String] = []
        var visible: [Bool] = []
        let keys: [Int] = exploration.states.map { state in
            let observed = ObservedScreen(system.screen(of: state))
            if let k = keyIndex[observed] { return k }
            keyIndex[observed] = screens.count
            screens.append(observed.description)
            visible.append(observed.screen.isVisible)
            return screens.count - 1
        }
        let partition = Bisimulation.coarsestPartition(of: graph, initialBlocks: keys)
        let labelling = CaseLabelling(exploration)
        let context = Context(graph: graph, keys: keys, screens: screens, visible: visible, partition: partition,
                              labels: exploration.labels.map(\.description),
                              parents: exploration.parents, parentLabels: exploration.parentLabels)
        var variables = labelling.variables.map { context.analyse($0) }
        if exploration.isComplete, let model = system as? any CaseSwapping<S.State> {
            let states = exploration.states
            for i in variables.indices {
                let v = variables[i]
                var candidates: [(String, String)] = []
                for (j, a) in v.reachedCases.enumerated() {
                    for b in v.reachedCases[(j + 1)...] where !v.indistinguishable.contains(where: { $0.contains(a) && $0.contains(b) }) {
                        candidates.append((a, b))
                    }
                }
                variables[i].interchangeable = model.interchangeablePairs(
                    variable: v.variable, candidates: candidates, reachable: states,
                    maxStates: max(100_000, 8 * exploration.stateCount))
            }
        }

        var held = Set<String>()
        for s in exploration.states { held.formUnion(system.enumCases(of: s)) }
        let dead = system.declaredEnumCases.filter { !held.contains($0) }
        return Minimization(
            name: system.name, stateCount: exploration.stateCount, behaviourCount: partition.blockCount,
            isComplete: exploration.isComplete, variables: variables, deadCases: dead)
    }

    /// What the per-variable analysis reads.
    struct Context {
        var graph: StateGraph
        var keys: [Int]
        var screens: [String]
        var visible: [Bool]
        var partition: Partition
        var labels: [String]
        var parents: [StateID]
        var parentLabels: [LabelID]

        /// The events of the breadth-first (shortest) path to `state`.
        func trace(to state: Int) -> [String] {
            var out: [String] = []
            var cur = state
            while cur >= 0, cur < parents.count, parents[cur] >= 0 {
                out.append(labels[Int(parentLabels[cur])])
                cur = Int(parents[cur])
            }
            return out.reversed()
        }

        func analyse(_ v: CaseLabelling.Variable) -> CaseVariableMinimization {
            let reached = v.heldCases
            var statesOf: [String: [Int]] = [:]
            for (s, c) in v.caseOf.enumerated() { statesOf[c, default: []].append(s) }
            var blocksOf: [String: Set<Int>] = [:]
            for (c, states) in statesOf { blocksOf[c] = Set(states.map { partition.blockOf[$0] }) }

            // Cases with the same set of behaviours, in declaration order.
            var groups: [[String]] = []
            for c in reached {
                if let i = groups.firstIndex(where: { blocksOf[$0[0]] == blocksOf[c] }) {
                    groups[i].append(c)
                } else {
                    groups.append([c])
                }
            }
            var distinctions: [CaseDistinction] = []
            var neverAlike: [[String]] = []
            for i in groups.indices {
                for j in groups.indices where j > i {
                    let a = groups[i][0], b = groups[j][0]
                    if let d = distinction(a, statesOf[a] ?? [], b, statesOf[b] ?? [], blocksOf) {
                        distinctions.append(d)
                    } else {
                        neverAlike.append([a, b])
                    }
                }
            }
            return CaseVariableMinimization(
                variable: v.name, declaration: v.declaration, cases: v.cases, reachedCases: reached,
                unreachedCases: v.unheldCases, indistinguishable: groups.filter { $0.count > 1 },
                distinctions: distinctions, neverLookAlike: neverAlike)
        }

        /// Why `a` and `b` differ, when some of their states share a visible
        /// screen (`nil` when they never look alike: the screen alone tells
        /// them apart). Invisible states are not compared: every case can be
        /// invisible, and `load` shows at once which one it is.
        func distinction(_ a: String, _ statesA: [Int], _ b: String, _ statesB: [Int], _ blocksOf: [String: Set<Int>]) -> CaseDistinction? {
            // The first state (lowest id: fewest events from the start) of
            // each (screen, block) of each case.
            func representatives(_ states: [Int]) -> [Int: [(block: Int, state: Int)]] {
                var out: [Int: [(block: Int, state: Int)]] = [:]
                var seen = Set<Int>()
                for s in states where visible[keys[s]] && seen.insert(partition.blockOf[s]).inserted {
                    out[keys[s], default: []].append((partition.blockOf[s], s))
                }
                return out
            }
            let repA = representatives(statesA), repB = representatives(statesB)
            let shared = Set(repA.keys).intersection(repB.keys).sorted()
            if shared.isEmpty { return nil }
            var best: (events: [Int32], result: DistinguishingSequence, key: Int, a: Int, b: Int)?
            var branching: (key: Int, a: Int, b: Int)?
            var attempts = 0
            search: for key in shared {
                for ra in repA[key] ?? [] {
                    for rb in repB[key] ?? [] where ra.block != rb.block {
                        attempts += 1
                        if attempts > Minimization.maxAttemptsPerPair { break search }
                        if let d = Bisimulation.distinguishingSequence(
                            in: graph, initialBlocks: keys, StateID(ra.state), StateID(rb.state), maxPairs: 20_000) {
                            if best.map({ d.labels.count < $0.events.count }) ?? true {
                                best = (d.labels, d, key, ra.state, rb.state)
                                // Same screens differ after one event at the earliest.
                                if d.labels.count <= 1 { break search }
                            }
                        } else if branching == nil {
                            branching = (key, ra.state, rb.state)
                        }
                    }
                }
            }
            if let best {
                return CaseDistinction(left: a, right: b, reason: .sequence(
                    screen: screens[best.key],
                    events: best.events.map { labels[Int($0)] },
                    left: best.result.leftBlocks.map { screens[$0] },
                    right: best.result.rightBlocks.map { screens[$0] }),
                    leftTrace: trace(to: best.a), rightTrace: trace(to: best.b))
            }
            if let branching {
                return CaseDistinction(left: a, right: b, reason: .branching(screen: screens[branching.key]),
                                       leftTrace: trace(to: branching.a), rightTrace: trace(to: branching.b))
            }
            // Alike wherever they look alike: one has a behaviour the other lacks.
            let onlyA = (blocksOf[a] ?? []).subtracting(blocksOf[b] ?? [])
            let (owner, states, extra) = onlyA.isEmpty ? (b, statesB, (blocksOf[b] ?? []).subtracting(blocksOf[a] ?? [])) : (a, statesA, onlyA)
            let first = states.first { extra.contains(partition.blockOf[$0]) && visible[keys[$0]] }
                ?? states.first { extra.contains(partition.blockOf[$0]) }
            let path = first.map { trace(to: $0) } ?? []
            return CaseDistinction(left: a, right: b, reason: .unmatched(caseName: owner, screen: first.map { screens[keys[$0]] } ?? "(no state)"),
                                   leftTrace: owner == a ? path : [], rightTrace: owner == a ? [] : path)
        }
    }
}
