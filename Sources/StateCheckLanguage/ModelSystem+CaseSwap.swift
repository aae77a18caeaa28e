// Swapping one enum case for another in explored states, to ask whether the
// model's code ever treats the two differently (Minimization's
// "interchangeable" cases).
import StateCheckEngine
import StateCheckScreens


extension ModelSystem: CaseSwapping {
    /// The pairs among `candidates` (case names of `variable`'s enum, with
    /// the same payload types) that are interchangeable: in every state
    /// holding one of the two in `variable` — the reachable ones and every
    /// state reached from their swaps, closed under swapping — putting the
    /// other in its place (payload kept) gives a state with the same
    /// behaviour (bisimilar under ``ObservedScreen``). Then the code never
    /// lets the user see which of the two it holds, and a design that
    /// assigns one wherever it assigns the other behaves the same.
    ///
    /// Explores the swapped states (states the model may never reach: the
    /// issues their runs meet stay in these explorations), bounded by
    /// `maxStates` and by 8 rounds of closing; returns `[]` when either
    /// bound is hit (no claim is made).
    ///
    /// - Complexity: one exploration from the original and swapped states,
    ///   one partition refinement.
    package func interchangeablePairs(variable: String, candidates: [(String, String)], reachable: some Collection<ModelState>, maxStates: Int) -> [[String]] {
        guard let g = program.globalNames.firstIndex(of: variable) else { return [] }
        let typeName: String
        switch program.globalTypes[g] {
        case .named(let n), .optional(.named(let n)): typeName = n
        default: return []
        }
        guard let t = program.enums.firstIndex(where: { $0.name == typeName }) else { return [] }
        let cases = program.enums[t].cases
        /// What one step shows: the screen, and each event's next screens.
        func oneStep(_ s: ModelState) -> Set<[String]> {
            var out: Set<[String]> = [["", ObservedScreen(screen(of: s)).description]]
            forEachSuccessor(of: s) { t in
                out.insert([t.label.description, ObservedScreen(screen(of: t.target)).description])
            }
            return out
        }
        /// `s` with `from` and `to` swapped in the variable, or nil when
        /// it holds neither.
        func swap(_ s: ModelState, _ ta: Int, _ tb: Int) -> ModelState? {
            guard g < s.vars.count, case .enumValue(t, let tag, let payload) = s.vars[g], tag == ta || tag == tb else { return nil }
            var swapped = s
            swapped.vars[g] = .enumValue(type: t, tag: tag == ta ? tb : ta, payload: payload)
            return swapped
        }
        var seeds: [ModelState] = [initial]
        var seeded: Set<ModelState> = [initial]
        var pairs: [(names: [String], tags: (Int, Int))] = []
        for (a, b) in candidates {
            guard let ta = cases.firstIndex(where: { $0.name == a }), let tb = cases.firstIndex(where: { $0.name == b }),
                  cases[ta].payload == cases[tb].payload else { continue }
            var swaps: [ModelState] = []
            var alike = true
            for s in reachable {
                guard let swapped = swap(s, ta, tb) else { continue }
                // A cheap necessary condition first: the same screen and the
                // same next screens per event. Most pairs fail it at once,
                // which keeps the exploration below small.
                if oneStep(s) != oneStep(swapped) { alike = false; break }
                swaps.append(swapped)
            }
            guard alike, !swaps.isEmpty else { continue }
            for swapped in swaps where seeded.insert(swapped).inserted { seeds.append(swapped) }
            pairs.append(([a, b], (ta, tb)))
        }
        if pairs.isEmpty { return [] }

        // Explore until closed under swapping: every explored state holding
        // one of a pair's cases has its swap explored too, so the check
        // below covers the states a merged design would actually pass through.
        var e: Exploration<SeededModel>
        var id: [ModelState: Int] = [:]
        var rounds = 0
        while true {
            e = Explorer.explore(SeededModel(model: self, seeds: seeds),
                                 options: ExplorationOptions(limits: ExplorationLimits(maxStates: maxStates), keepGraph: true))
            guard e.isComplete else { return [] }
            id = [:]
            for (i, s) in e.states.enumerated() { id[s] = i }
            var grew = false
            for s in e.states {
                for p in pairs {
                    if let swapped = swap(s, p.tags.0, p.tags.1), id[swapped] == nil, seeded.insert(swapped).inserted {
                        seeds.append(swapped)
                        grew = true
                    }
                }
            }
            rounds += 1
            if !grew { break }
            if rounds >= 8 { return [] }
        }
        guard let graph = e.graph else { return [] }
        var keyIndex: [ObservedScreen: Int] = [:]
        let keys: [Int] = e.states.map { s in
            let o = ObservedScreen(screen(of: s))
            if let k = keyIndex[o] { return k }
            keyIndex[o] = keyIndex.count
            return keyIndex.count - 1
        }
        let partition = Bisimulation.coarsestPartition(of: graph, initialBlocks: keys)
        return pairs.filter { p in
            e.states.indices.allSatisfy { i in
                guard let swapped = swap(e.states[i], p.tags.0, p.tags.1) else { return true }
                guard let j = id[swapped] else { return false }
                return partition.blockOf[i] == partition.blockOf[j]
            }
        }.map(\.names)
    }
}

/// A model explored from chosen states instead of its initial one.
struct SeededModel: TransitionSystem {
    var model: ModelSystem
    var seeds: [ModelState]

    var initialStates: [ModelState] { seeds }

    func forEachSuccessor(of state: ModelState, _ emit: (Transition<EventLabel, ModelState, StepNote>) -> Void) {
        model.forEachSuccessor(of: state, emit)
    }

    var declaredLabels: [EventLabel] { model.declaredLabels }

    func forThread(_ thread: Int, of threads: Int) -> SeededModel {
        SeededModel(model: model.forThread(thread, of: threads), seeds: seeds)
    }
}
