import StateCheckEngine

/// The graph properties' counterexample: the nearest state from which a goal
/// can no longer be reached (the engine's backward reachability, plus the
/// rule for partial explorations).
enum StuckStates {
    /// The nearest explored state (smallest breadth-first id, so a shortest
    /// trace) from which no goal state is reachable, if any.
    ///
    /// On a partial exploration, states that were never expanded count as
    /// able to reach the goal: nothing is known about their successors.
    ///
    /// An assumption's step (``ScreenEvents/isAssumption(_:)``: a value the
    /// screen does not decide, flipped by the environment) leads nowhere
    /// here: the real screen cannot change its parent's input to get out of
    /// a stuck state, so a way out that needs one is no way out.
    static func nearestStuckState<S: ScreenSystem>(
        _ exploration: Exploration<S>, goal: (Int) -> Bool
    ) -> StateID? {
        nearestStuckState(exploration, goal: goal, skipping: exploration.labels.map { ScreenEvents.isAssumption($0.name) })
    }

    /// ``nearestStuckState(_:goal:)`` where no edge whose label id is
    /// flagged in `skipping` leads out of a stuck state.
    static func nearestStuckState<S>(
        _ exploration: Exploration<S>, goal: (Int) -> Bool, skipping: [Bool] = []
    ) -> StateID? {
        guard let graph = exploration.graph else { return nil }
        let n = graph.stateCount
        var goals = (0..<n).map(goal)
        if exploration.limitHit != nil {
            // Unexpanded states have no edges and are not deadlocks; the last
            // state with edges may have been cut in the middle of its expansion.
            let deadlocks = Set(exploration.deadlocks.map(Int.init))
            for s in 0..<n where graph.edges(of: s).isEmpty && !deadlocks.contains(s) { goals[s] = true }
            if let last = (0..<n).last(where: { !graph.edges(of: $0).isEmpty }) { goals[last] = true }
        }
        let reach = skipping.contains(true) ? statesReaching(goals, in: graph, skipping: skipping) : graph.statesReaching(goals)
        return reach.firstIndex(of: false).map { StateID($0) }
    }

    /// The states from which a goal is reachable along edges whose label is
    /// not `skipping` (a breadth-first search over the reversed edges).
    static func statesReaching(_ goals: [Bool], in graph: StateGraph, skipping: [Bool]) -> [Bool] {
        let n = graph.stateCount
        var predecessors = [[Int32]](repeating: [], count: n)
        for s in 0 ..< n {
            for e in graph.edges(of: s) where !skipping[Int(graph.labels[e])] {
                predecessors[Int(graph.targets[e])].append(Int32(s))
            }
        }
        var reach = goals
        var queue = (0 ..< n).filter { goals[$0] }
        var head = 0
        while head < queue.count {
            let t = queue[head]
            head += 1
            for p in predecessors[t] where !reach[Int(p)] {
                reach[Int(p)] = true
                queue.append(Int(p))
            }
        }
        return reach
    }
}
