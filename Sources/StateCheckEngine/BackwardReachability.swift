extension StateGraph {
    /// Marks every state from which some state in `goal` is reachable
    /// (goal states themselves included): a backward breadth-first search
    /// from the goal over the reversed graph.
    ///
    /// `goal.count` must be ``stateCount``.
    ///
    /// - Complexity: O(states + edges).
    public func statesReaching(_ goal: [Bool]) -> [Bool] {
        precondition(goal.count == stateCount, "one goal flag per state")
        let back = reversed()
        var reached = goal
        var queue: [Int] = []
        queue.reserveCapacity(stateCount)
        for s in 0..<stateCount where goal[s] { queue.append(s) }
        var head = 0
        while head < queue.count {
            let s = queue[head]
            head += 1
            for e in back.edges(of: s) {
                let p = Int(back.targets[e])
                if !reached[p] {
                    reached[p] = true
                    queue.append(p)
                }
            }
        }
        return reached
    }

    /// The states from which no state in `goal` is reachable, in increasing
    /// id order. For `AG EF goal` these are the counterexamples.
    ///
    /// - Complexity: O(states + edges).
    public func statesNotReaching(_ goal: [Bool]) -> [StateID] {
        let reached = statesReaching(goal)
        var out: [StateID] = []
        for s in 0..<stateCount where !reached[s] { out.append(StateID(truncatingIfNeeded: s)) }
        return out
    }
}

/// The verdict of `AG EF goal` ("from every reachable state a goal state can
/// still be reached") on an explored graph.
package struct AlwaysReachableResult<System: TransitionSystem> {
    /// The states from which no goal state is reachable, in increasing id
    /// (so breadth-first) order; empty when the property holds.
    public var cannotReach: [StateID]
    /// The shortest trace from an initial state to the nearest state in
    /// ``cannotReach``, when there is one.
    public var trace: Trace<System>?
    /// Whether the exploration was complete. On a partial graph, states that
    /// were not expanded have no edges, so the verdict is not reliable.
    public var isComplete: Bool

    /// Whether every explored state can reach a goal state.
    public var holds: Bool { cannotReach.isEmpty }
    /// The nearest counterexample state (the smallest breadth-first id).
    public var nearest: StateID? { cannotReach.first }
}

extension Exploration {
    /// Checks `AG EF goal` by backward reachability from the goal states.
    /// Returns `nil` when the exploration kept no graph.
    ///
    /// States are numbered in breadth-first order, so the smallest id that
    /// cannot reach the goal is a nearest one, and the parent links give the
    /// shortest trace to it.
    ///
    /// - Complexity: O(states + transitions), plus one goal evaluation per state.
    package func checkAlwaysCanReach(_ goal: (System.State) -> Bool) -> AlwaysReachableResult<System>? {
        guard let graph else { return nil }
        let flags = states.map(goal)
        let bad = graph.statesNotReaching(flags)
        return AlwaysReachableResult(
            cannotReach: bad,
            trace: bad.first.map { trace(toState: $0) },
            isComplete: isComplete
        )
    }

    /// The shortest trace (along parent links) from an initial state to `id`.
    package func trace(toState id: StateID) -> Trace<System> {
        let (start, steps) = path(to: id)
        return trace(start: start, steps: steps)
    }
}
