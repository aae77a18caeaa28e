extension StateGraph {
    /// Marks every state from which some state in `goal` is reachable
    /// (goal states themselves included).
    ///
    /// One iterative Tarjan search over the graph as it is, without building
    /// the reversed graph (which would cost the graph's size again): Tarjan
    /// completes a strongly connected component only after every component
    /// it has an edge to, so a component reaches a goal exactly when one of
    /// its states is a goal or has an edge into a completed component that
    /// reaches one. The search keeps two 32-bit numbers per state (a
    /// completed state's number records whether it reaches a goal), plus its
    /// explicit stacks (no recursion, so graphs millions of states deep do
    /// not overflow the call stack).
    ///
    /// `goal.count` must be ``stateCount``.
    ///
    /// - Complexity: O(states + edges) time; memory 9 bytes per state (the
    ///   result included) plus at most 12 per state on the stacks.
    public func statesReaching(_ goal: [Bool]) -> [Bool] {
        precondition(goal.count == stateCount, "one goal flag per state")
        let n = stateCount
        // The visit number of a state on `stack` (its component is not
        // complete yet); `unvisited`, or, once its component is complete,
        // `reaching` or `notReaching`.
        let unvisited: Int32 = -1, reaching: Int32 = -2, notReaching: Int32 = -3
        var index = [Int32](repeating: unvisited, count: n)
        var low = [Int32](repeating: 0, count: n)
        var stack: [Int32] = []
        // The explicit call stack: a state and how many of its edges were looked at.
        var calls: [(state: Int32, done: Int32)] = []
        var counter: Int32 = 0
        for root in 0 ..< n where index[root] == unvisited {
            index[root] = counter; low[root] = counter; counter += 1
            stack.append(Int32(root))
            calls.append((Int32(root), 0))
            while let top = calls.last {
                let v = Int(top.state)
                let first = offsets[v]
                let end = offsets[v + 1]
                var e = first + Int(top.done)
                var descended = false
                while e < end {
                    let w = Int(targets[e])
                    e += 1
                    if index[w] == unvisited {
                        calls[calls.count - 1].done = Int32(truncatingIfNeeded: e - first)
                        index[w] = counter; low[w] = counter; counter += 1
                        stack.append(Int32(w))
                        calls.append((Int32(w), 0))
                        descended = true
                        break
                    } else if index[w] >= 0 {
                        low[v] = Swift.min(low[v], index[w])
                    }
                }
                if descended { continue }
                calls.removeLast()
                if low[v] == index[v] {
                    // v's component is the stack from v up; every edge leaving
                    // it goes into a component completed before.
                    var bottom = stack.count - 1
                    while Int(stack[bottom]) != v { bottom -= 1 }
                    var reaches = false
                    members: for i in bottom ..< stack.count {
                        let m = Int(stack[i])
                        if goal[m] { reaches = true; break }
                        for edge in edges(of: m) {
                            let w = Int(targets[edge])
                            if index[w] == reaching { reaches = true; break members }
                        }
                    }
                    for i in bottom ..< stack.count { index[Int(stack[i])] = reaches ? reaching : notReaching }
                    stack.removeLast(stack.count - bottom)
                }
                if let parent = calls.last {
                    let p = Int(parent.state)
                    low[p] = Swift.min(low[p], low[v])
                }
            }
        }
        // Freed before the result is made, so they are not resident beside it.
        low = []; stack = []; calls = []
        return index.map { $0 == reaching }
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
