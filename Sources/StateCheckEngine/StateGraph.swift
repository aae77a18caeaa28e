/// The explored graph in compressed sparse row form: integer state ids and
/// flat edge columns, so memory stays proportional to states + transitions.
///
/// The outgoing edges of state `s` are `targets[offsets[s] ..< offsets[s + 1]]`
/// with the matching `labels`. The columns are paged (``PagedArray``: no
/// doubling copies while the search appends) and a label takes one byte
/// per edge while there are fewer than 256 of them (``LabelColumn``), so an
/// edge costs five bytes on most models instead of eight; an offset takes
/// four bytes while there are fewer than 2^32 edges (``OffsetColumn``).
@usableFromInline
package struct StateGraph: Sendable, Equatable {
    /// Start of each state's edges; `offsets.count == stateCount + 1`.
    public var offsets: OffsetColumn
    /// Edge targets.
    public var targets: PagedArray<StateID>
    /// Edge labels (indices into the exploration's label table).
    public var labels: LabelColumn

    /// Creates a graph from its arrays.
    public init(offsets: [Int], targets: [StateID], labels: [LabelID]) {
        self.offsets = OffsetColumn(offsets)
        self.targets = PagedArray(targets)
        self.labels = LabelColumn(labels)
    }

    /// Creates a graph from its columns, as a search appended them.
    @inlinable
    package init(offsets: OffsetColumn, targets: PagedArray<StateID>, labels: LabelColumn) {
        self.offsets = offsets
        self.targets = targets
        self.labels = labels
    }

    /// The bytes the graph's columns hold.
    package var storageBytes: Int {
        offsets.storageBytes + targets.storageBytes + labels.storageBytes
    }

    /// Builds a graph from an edge list over `stateCount` states (for tests and
    /// hand-drawn graphs). Edges keep their order per source.
    public init(stateCount: Int, edges: [(from: Int, label: Int, to: Int)]) {
        var counts = Array(repeating: 0, count: stateCount + 1)
        for e in edges { counts[e.from + 1] += 1 }
        for i in 0..<stateCount { counts[i + 1] += counts[i] }
        var fill = counts
        var t = Array(repeating: StateID(0), count: edges.count)
        var l = Array(repeating: LabelID(0), count: edges.count)
        for e in edges {
            t[fill[e.from]] = StateID(e.to)
            l[fill[e.from]] = LabelID(e.label)
            fill[e.from] += 1
        }
        self.init(offsets: counts, targets: t, labels: l)
    }

    /// The number of states.
    public var stateCount: Int { offsets.count - 1 }
    /// The number of edges.
    public var edgeCount: Int { targets.count }

    /// The edge index range of `state`.
    @inlinable
    public func edges(of state: Int) -> Range<Int> { offsets[state] ..< offsets[state + 1] }

    /// The reversed graph (every edge turned around), for backward searches.
    /// Edges into each state keep the order of their sources.
    ///
    /// - Complexity: O(states + edges) time and memory.
    public func reversed() -> StateGraph {
        let n = stateCount
        var counts = [Int](repeating: 0, count: n + 1)
        for t in targets { counts[Int(t) + 1] += 1 }
        for i in 0..<n { counts[i + 1] += counts[i] }
        var fill = counts
        var newTargets = [StateID](repeating: 0, count: edgeCount)
        var newLabels = [LabelID](repeating: 0, count: edgeCount)
        for s in 0..<n {
            for e in edges(of: s) {
                let t = Int(targets[e])
                newTargets[fill[t]] = StateID(truncatingIfNeeded: s)
                newLabels[fill[t]] = labels[e]
                fill[t] += 1
            }
        }
        return StateGraph(offsets: counts, targets: newTargets, labels: newLabels)
    }
}
