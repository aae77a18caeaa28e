/// The strongly connected components of a ``StateGraph``.
///
/// Computed by an iterative Tarjan search (an explicit stack, no recursion),
/// so graphs millions of states deep do not overflow the call stack. The
/// roots are tried in increasing state id and each state's edges in stored
/// order, so the numbering depends only on the graph.
package struct StronglyConnectedComponents: Sendable, Equatable {
    /// The component of each state. Components are numbered in the order
    /// Tarjan completes them, which is a reverse topological order: every
    /// edge between two components goes from a larger number to a smaller
    /// or equal one.
    public var componentOf: [Int32]
    /// The members of each component, in increasing state id.
    public var components: [[StateID]]
    /// Whether each component is a bottom (terminal) component: no edge
    /// leaves it.
    public var isBottom: [Bool]
    /// Whether each component has a cycle (more than one state, or a self
    /// loop). A state outside every cyclic component is visited at most once
    /// on any path.
    public var isCyclic: [Bool]

    /// The number of components.
    public var count: Int { components.count }

    /// Computes the components of `graph`.
    ///
    /// - Complexity: O(states + edges) time and memory.
    public init(_ graph: StateGraph) {
        let n = graph.stateCount
        var index = [Int32](repeating: -1, count: n)
        var low = [Int32](repeating: 0, count: n)
        var onStack = [Bool](repeating: false, count: n)
        var stack: [Int32] = []
        var comp = [Int32](repeating: -1, count: n)
        var components: [[StateID]] = []
        // The explicit call stack: a state and the next edge to look at.
        var calls: [(state: Int, edge: Int)] = []
        var counter: Int32 = 0

        for root in 0..<n where index[root] < 0 {
            index[root] = counter; low[root] = counter; counter += 1
            stack.append(Int32(root)); onStack[root] = true
            calls.append((root, graph.offsets[root]))
            while let top = calls.last {
                let v = top.state
                let end = graph.offsets[v + 1]
                var e = top.edge
                var descended = false
                while e < end {
                    let w = Int(graph.targets[e])
                    e += 1
                    if index[w] < 0 {
                        calls[calls.count - 1].edge = e
                        index[w] = counter; low[w] = counter; counter += 1
                        stack.append(Int32(w)); onStack[w] = true
                        calls.append((w, graph.offsets[w]))
                        descended = true
                        break
                    } else if onStack[w] {
                        low[v] = Swift.min(low[v], index[w])
                    }
                }
                if descended { continue }
                // v is finished.
                calls.removeLast()
                if low[v] == index[v] {
                    let id = Int32(components.count)
                    var members: [StateID] = []
                    while let w = stack.popLast() {
                        onStack[Int(w)] = false
                        comp[Int(w)] = id
                        members.append(w)
                        if Int(w) == v { break }
                    }
                    members.sort()
                    components.append(members)
                }
                if let parent = calls.last {
                    low[parent.state] = Swift.min(low[parent.state], low[v])
                }
            }
        }

        var isBottom = [Bool](repeating: true, count: components.count)
        var isCyclic = components.map { $0.count > 1 }
        for s in 0..<n {
            let c = Int(comp[s])
            for e in graph.edges(of: s) {
                let t = Int(graph.targets[e])
                if comp[t] != comp[s] { isBottom[c] = false } else if t == s { isCyclic[c] = true }
            }
        }
        self.componentOf = comp
        self.components = components
        self.isBottom = isBottom
        self.isCyclic = isCyclic
    }
}
