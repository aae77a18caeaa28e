/// Backward reachability over an explored graph: which states can still
/// reach a goal state. Kept private to the screen properties and simple, so
/// that the engine's graph algorithms can replace it.
enum BackwardReachability {
    /// For every state of `graph`, whether some path leads from it to a
    /// state where `goal` is true (a goal state reaches itself).
    ///
    /// - Complexity: O(states + edges).
    static func canReach(_ goal: [Bool], in graph: StateGraph) -> [Bool] {
        let n = graph.stateCount
        // Reverse adjacency in CSR form.
        var counts = [Int](repeating: 0, count: n + 1)
        for t in graph.targets { counts[Int(t) + 1] += 1 }
        for i in 0..<n { counts[i + 1] += counts[i] }
        var fill = counts
        var sources = [Int32](repeating: 0, count: graph.targets.count)
        for s in 0..<n {
            for e in graph.edges(of: s) {
                let t = Int(graph.targets[e])
                sources[fill[t]] = Int32(s)
                fill[t] += 1
            }
        }
        var reach = [Bool](repeating: false, count: n)
        var queue: [Int] = []
        for s in 0..<min(n, goal.count) where goal[s] {
            reach[s] = true
            queue.append(s)
        }
        var head = 0
        while head < queue.count {
            let t = queue[head]
            head += 1
            for i in counts[t]..<counts[t + 1] {
                let s = Int(sources[i])
                if !reach[s] { reach[s] = true; queue.append(s) }
            }
        }
        return reach
    }

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
        let reach = canReach(goals, in: graph)
        return reach.firstIndex(of: false).map { StateID($0) }
    }
}
