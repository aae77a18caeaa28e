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
    static func nearestStuckState<S>(
        _ exploration: Exploration<S>, goal: (Int) -> Bool
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
        let reach = graph.statesReaching(goals)
        return reach.firstIndex(of: false).map { StateID($0) }
    }
}
