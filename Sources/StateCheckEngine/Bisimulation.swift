/// A partition of a graph's states into blocks, as computed by
/// ``Bisimulation/coarsestPartition(of:initialBlocks:)``.
package struct Partition: Sendable, Equatable {
    /// The block of each state. Blocks are numbered densely in the order of
    /// their smallest state id (state 0 is in block 0).
    public var blockOf: [Int]
    /// The number of blocks.
    public var blockCount: Int
    /// `history[r]` is the block of each state after `r` refinement rounds
    /// (`history[0]` is the initial labelling renumbered; the last element is
    /// ``blockOf``). Two states first fall apart in the round where their
    /// blocks first differ.
    public var history: [[Int32]]

    /// The members of each block, in increasing state id.
    public var blocks: [[StateID]] {
        var out = [[StateID]](repeating: [], count: blockCount)
        for (s, b) in blockOf.enumerated() { out[b].append(StateID(truncatingIfNeeded: s)) }
        return out
    }

    /// Whether `a` and `b` are in one block.
    public func equivalent(_ a: StateID, _ b: StateID) -> Bool { blockOf[Int(a)] == blockOf[Int(b)] }
}

/// A shortest label sequence that tells two states apart (see
/// ``Bisimulation/distinguishingSequence(in:initialBlocks:_:_:maxPairs:)``).
package struct DistinguishingSequence: Sendable, Equatable {
    /// The edge labels, in order.
    public var labels: [LabelID]
    /// The initial blocks of the states the first state reaches by
    /// ``labels`` (sorted, without repeats; empty if it cannot follow them).
    public var leftBlocks: [Int]
    /// The same for the second state; it differs from ``leftBlocks``.
    public var rightBlocks: [Int]
}

/// Strong bisimulation of a labelled graph: partition refinement and
/// distinguishing sequences.
package enum Bisimulation {
    /// The coarsest stable partition that refines `initialBlocks`: two states
    /// share a block exactly when they are bisimilar, i.e. they have the same
    /// initial key and, for every label, each one's successors by that label
    /// are matched by the other's up to the partition.
    ///
    /// Iterated signature refinement: a state's signature is its current
    /// block with the set of (edge label, target block) pairs; states are
    /// regrouped by signature until the block count stops growing. Blocks are
    /// renumbered by first occurrence in state order after every round, so
    /// the result depends only on the graph and the keys.
    ///
    /// - Complexity: O(rounds · (edges · log(out-degree) + states)) expected,
    ///   rounds ≤ states; memory O(rounds · states) for ``Partition/history``.
    public static func coarsestPartition(of graph: StateGraph, initialBlocks: [Int]) -> Partition {
        precondition(initialBlocks.count == graph.stateCount, "one key per state")
        let n = graph.stateCount
        var blocks = [Int](repeating: 0, count: n)
        var count = 0
        do {
            var numbering: [Int: Int] = [:]
            for s in 0..<n {
                if let b = numbering[initialBlocks[s]] { blocks[s] = b } else {
                    numbering[initialBlocks[s]] = count
                    blocks[s] = count
                    count += 1
                }
            }
        }
        var history: [[Int32]] = [blocks.map { Int32($0) }]
        var signature: [UInt64] = []
        while true {
            var numbering: [[UInt64]: Int] = [:]
            var next = [Int](repeating: 0, count: n)
            var nextCount = 0
            for s in 0..<n {
                signature.removeAll(keepingCapacity: true)
                for e in graph.edges(of: s) {
                    let label = UInt64(UInt32(bitPattern: graph.labels[e]))
                    let target = UInt64(UInt32(truncatingIfNeeded: blocks[Int(graph.targets[e])]))
                    signature.append(label << 32 | target)
                }
                signature.sort()
                var unique: [UInt64] = [UInt64(blocks[s])]
                for x in signature where x != unique.last || unique.count == 1 { unique.append(x) }
                if let b = numbering[unique] { next[s] = b } else {
                    numbering[unique] = nextCount
                    next[s] = nextCount
                    nextCount += 1
                }
            }
            let stable = nextCount == count
            blocks = next
            count = nextCount
            if stable { break }
            history.append(blocks.map { Int32($0) })
        }
        return Partition(blockOf: blocks, blockCount: count, history: history)
    }

    /// A shortest label sequence after which `a` and `b` can be told apart by
    /// their initial keys: the sets of initial blocks reachable from `a` and
    /// from `b` by that sequence differ (one side may be unable to follow it
    /// at all). The empty sequence when their own keys differ.
    ///
    /// Returns `nil` when no such sequence exists within `maxPairs` explored
    /// pairs of state sets — in particular for bisimilar states, and for
    /// states that differ only in their branching structure (no single
    /// sequence separates them, though the partition does).
    ///
    /// Breadth-first search over pairs of state sets (a subset construction
    /// on both sides), labels tried in increasing ``LabelID``.
    ///
    /// - Complexity: O(maxPairs · (set size · out-degree)) in the worst case.
    public static func distinguishingSequence(
        in graph: StateGraph, initialBlocks: [Int], _ a: StateID, _ b: StateID, maxPairs: Int = 100_000
    ) -> DistinguishingSequence? {
        precondition(initialBlocks.count == graph.stateCount, "one key per state")
        func observe(_ set: [Int32]) -> [Int] { Array(Set(set.map { initialBlocks[Int($0)] })).sorted() }
        struct Pair: Hashable { var left: [Int32]; var right: [Int32] }
        let start = Pair(left: [a], right: [b])
        var seen: Set<Pair> = [start]
        var queue: [(pair: Pair, parent: Int, label: LabelID)] = [(start, -1, -1)]
        var head = 0
        func labels(to index: Int) -> [LabelID] {
            var out: [LabelID] = []
            var i = index
            while queue[i].parent >= 0 { out.append(queue[i].label); i = queue[i].parent }
            return out.reversed()
        }
        while head < queue.count {
            let pair = queue[head].pair
            let left = observe(pair.left), right = observe(pair.right)
            if left != right {
                return DistinguishingSequence(labels: labels(to: head), leftBlocks: left, rightBlocks: right)
            }
            var successors: [LabelID: (left: Set<Int32>, right: Set<Int32>)] = [:]
            for s in pair.left {
                for e in graph.edges(of: Int(s)) { successors[graph.labels[e], default: ([], [])].left.insert(graph.targets[e]) }
            }
            for s in pair.right {
                for e in graph.edges(of: Int(s)) { successors[graph.labels[e], default: ([], [])].right.insert(graph.targets[e]) }
            }
            for label in successors.keys.sorted() {
                guard let next = successors[label] else { continue }
                let candidate = Pair(left: next.left.sorted(), right: next.right.sorted())
                if seen.insert(candidate).inserted {
                    if seen.count > maxPairs { return nil }
                    queue.append((candidate, head, label))
                }
            }
            head += 1
        }
        return nil
    }
}

extension Exploration {
    /// The coarsest bisimulation of the explored graph under a labelling of
    /// states by integer keys (for example the enum case a state shows).
    /// Returns `nil` when the exploration kept no graph.
    ///
    /// - Complexity: see ``Bisimulation/coarsestPartition(of:initialBlocks:)``.
    package func bisimulation(key: (System.State) -> Int) -> Partition? {
        guard let graph else { return nil }
        return Bisimulation.coarsestPartition(of: graph, initialBlocks: states.map(key))
    }
}
