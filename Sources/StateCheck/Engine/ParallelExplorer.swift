import Dispatch
import Foundation

/// Level-synchronous parallel breadth-first exploration whose result is
/// identical, field by field, to the single-threaded ``Explorer``.
///
/// The visited set is split into hash partitions (four per thread) and each
/// level's frontier into contiguous chunks (eight per thread); threads take
/// chunks and partitions as they become free, so one descheduled thread does
/// not hold up the level. Each level runs in phases:
/// 1. *expand* (parallel, by frontier chunk): generate
///    successors, look each one up in its partition (read-only); successors
///    not found become candidates in a per-(chunk, partition) outbox,
///    tagged with their position in the sequential transition order.
/// 2. *labels* (sequential): labels first seen in this level are interned in
///    sequential first-seen order (chunk by chunk).
/// 3. *insert* (parallel, by partition): each partition takes its candidates
///    in sequential order and keeps the first occurrence of each new state.
/// 4. *number* (sequential): the partitions' new states, each list already
///    in sequential order, are merged by that order; this gives exactly the
///    ids the single-threaded search gives.
/// 5. *publish* (parallel): partitions rewrite their slots to the final ids
///    and check invariants on the new states; chunks resolve their edges.
///
/// A `maxStates` limit stops in the middle of a level, which this scheme
/// cannot reproduce exactly, so explorations with `maxStates` run
/// single-threaded. Timeouts and stop requests are honoured between levels.
enum ParallelExplorer {
    static func explore<S: TransitionSystem>(
        _ system: S,
        invariants: [StateInvariant<S.State>],
        steps: [StepProperty<S.Label, S.State, S.Note>],
        options: ExplorationOptions
    ) -> Exploration<S> {
        if options.limits.maxStates != nil || options.threads <= 1 {
            var single = options
            single.threads = 1
            return Explorer.explore(system, invariants: invariants, steps: steps, options: single)
        }
        let search = ParallelSearch(system, invariants: invariants, steps: steps, options: options)
        return search.run()
    }
}

/// A closure the caller promises is safe to run on several threads at once
/// (each call touches only data of its own index, or data nobody writes).
private struct UncheckedBody: @unchecked Sendable {
    let body: (Int) -> Void
}

/// Hands out the numbers `0 ..< count` one at a time to whichever thread
/// asks first, so a thread that was descheduled does not hold up the level.
private final class Dispenser: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let count: Int

    init(count: Int) { self.count = count }

    func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}

/// Runs `body(0) … body(count - 1)` on `threads` threads of the global pool
/// (each thread takes the next index until none is left) and waits for all.
private func parallelFor(threads: Int, count: Int, _ body: (Int) -> Void) {
    withoutActuallyEscaping(body) { escapable in
        let box = UncheckedBody(body: escapable)
        let dispenser = Dispenser(count: count)
        DispatchQueue.concurrentPerform(iterations: Swift.min(threads, count)) { _ in
            while let i = dispenser.take() { box.body(i) }
        }
    }
}

/// A successor not found in the visited set during the expand phase.
private struct Candidate<State> {
    var state: State
    var hash: Int
    /// `chunk << 40 | position in that chunk's transitions`: sequential order.
    var key: UInt64
    var source: StateID
    /// A global label id, or `-1 - k` for the chunk's `k`-th new label.
    var label: LabelID
}

/// A step-property violation as a thread first saw it.
private struct StepHit {
    var source: StateID
    var label: LabelID
    /// `>= 0`: a state id; `< 0`: a candidate reference.
    var target: Int64
}

/// One frontier chunk's output of the expand phase.
private final class Worker<S: TransitionSystem>: @unchecked Sendable {
    var outbox: [[Candidate<S.State>]]
    var newLabels: [S.Label] = []
    var newLabelIndex: [S.Label: Int] = [:]
    var knownCounts: [Int] = []
    var newCounts: [Int] = []
    var labelRemap: [LabelID] = []
    var transitions = 0
    var deadlocks: [StateID] = []
    var edgeCounts: [Int] = []
    var edgeTargets: [Int64] = []
    var edgeLabels: [LabelID] = []
    var resolvedTargets: [StateID] = []
    /// The candidates that created new states, in sequential order.
    var firsts: [(key: UInt64, partition: Int32, pending: Int32)] = []
    var stepHits: [StepHit?]

    init(partitions: Int, steps: Int) {
        outbox = Array(repeating: [], count: partitions)
        stepHits = Array(repeating: nil, count: steps)
    }

    func label(_ temp: LabelID) -> LabelID { temp >= 0 ? temp : labelRemap[Int(-1 - temp)] }
}

/// One partition of the visited set. Slots hold the top 32 bits of the hash
/// and either a state id or, while a level is being inserted, a pending
/// index with bit 31 set.
private final class PartitionTable<State: Hashable>: @unchecked Sendable {
    static var empty: UInt64 { UInt64.max }
    static var pendingBit: UInt64 { 0x8000_0000 }

    var slots: [UInt64]
    var shift: UInt64
    var count = 0
    var pendingStates: [State] = []
    var pendingKeys: [UInt64] = []
    var pendingSources: [StateID] = []
    var pendingLabels: [LabelID] = []
    var pendingSlots: [Int] = []
    var pendingIDs: [StateID] = []
    /// Per source chunk: for each of its candidates, `>= 0` a state id,
    /// `< 0` the pending index `-1 - r`.
    var results: [[Int64]]
    var firstInvariantHit: [StateID?] = []

    init(chunks: Int, capacity: Int) {
        var size = 16
        var bits: UInt64 = 4
        while size * 3 / 4 < capacity && bits < 31 { size <<= 1; bits += 1 }
        slots = Array(repeating: Self.empty, count: size)
        shift = 64 - bits
        results = Array(repeating: [], count: chunks)
    }

    static func grow(_ slots: inout [UInt64], _ shift: inout UInt64) {
        guard shift > 33 else { return }
        let size = slots.count * 2
        let newShift = shift - 1
        var fresh = Array(repeating: empty, count: size)
        let mask = size - 1
        fresh.withUnsafeMutableBufferPointer { table in
            for slot in slots where slot != empty {
                var i = Int(truncatingIfNeeded: slot >> newShift)
                while table[i] != empty { i = (i + 1) & mask }
                table[i] = slot
            }
        }
        slots = fresh
        shift = newShift
    }
}

/// The expand phase of one frontier chunk: read-only views of the search
/// and the chunk's own outputs, with the per-transition step as a method so
/// the successor closure captures one value.
private struct ChunkExpansion<S: TransitionSystem> {
    let system: S
    let steps: [StepProperty<S.Label, S.State, S.Note>]
    let keepGraph: Bool
    let partitions: Int
    let states: [S.State]
    let tables: [[UInt64]]
    let shifts: [UInt64]
    let interner: LabelInterner<S>
    let knownCounts: UnsafeMutableBufferPointer<Int>
    var outbox: [[Candidate<S.State>]]
    var seq: UInt64
    var newLabels: [S.Label] = []
    var newLabelIndex: [S.Label: Int] = [:]
    var newCounts: [Int] = []
    var deadlocks: [StateID] = []
    var edgeCounts: [Int] = []
    var edgeTargets: [Int64] = []
    var edgeLabels: [LabelID] = []
    var stepHits: [StepHit?]
    var openSteps: Int
    var transitions = 0

    init(system: S, steps: [StepProperty<S.Label, S.State, S.Note>], keepGraph: Bool, partitions: Int,
         states: [S.State], tables: [[UInt64]], shifts: [UInt64], interner: LabelInterner<S>,
         knownCounts: UnsafeMutableBufferPointer<Int>, outbox: [[Candidate<S.State>]], seq: UInt64) {
        self.system = system
        self.steps = steps
        self.keepGraph = keepGraph
        self.partitions = partitions
        self.states = states
        self.tables = tables
        self.shifts = shifts
        self.interner = interner
        self.knownCounts = knownCounts
        self.outbox = outbox
        self.seq = seq
        self.stepHits = Array(repeating: nil, count: steps.count)
        self.openSteps = steps.count
    }

    /// The id of `state` in a partition's final slots, or -1.
    @inline(__always)
    func lookup(_ p: Int, _ state: S.State, _ hash: Int) -> Int {
        let h = UInt64(bitPattern: Int64(hash))
        let fragment = h & 0xFFFF_FFFF_0000_0000
        let shift = shifts[p]
        return tables[p].withUnsafeBufferPointer { table in
            let mask = table.count - 1
            var i = Int(truncatingIfNeeded: h >> shift)
            while true {
                let slot = table[i]
                if slot == PartitionTable<S.State>.empty { return -1 }
                if slot & 0xFFFF_FFFF_0000_0000 == fragment {
                    let id = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF)
                    if states[id] == state { return id }
                }
                i = (i + 1) & mask
            }
        }
    }

    @inline(__always)
    mutating func visit(_ tr: Transition<S.Label, S.State, S.Note>, from source: S.State, id sourceID: StateID) {
        let h = system.stateHash(tr.target)
        let p = Int(truncatingIfNeeded: (UInt64(UInt32(truncatingIfNeeded: h)) &* UInt64(partitions)) >> 32)
        let label: LabelID
        if let known = interner.knownID(of: tr.label, in: system) {
            label = known
            knownCounts[Int(known)] &+= 1
        } else if let local = newLabelIndex[tr.label] {
            label = LabelID(-1 - local)
            newCounts[local] &+= 1
        } else {
            let local = newLabels.count
            newLabels.append(tr.label)
            newLabelIndex[tr.label] = local
            newCounts.append(1)
            label = LabelID(-1 - local)
        }
        let found = lookup(p, tr.target, h)
        let ref: Int64
        if found >= 0 {
            ref = Int64(found)
        } else {
            ref = -1 - (Int64(p) << 32 | Int64(outbox[p].count))
            outbox[p].append(Candidate(state: tr.target, hash: h, key: seq, source: sourceID, label: label))
        }
        seq &+= 1
        if keepGraph {
            edgeTargets.append(ref)
            edgeLabels.append(label)
        }
        if openSteps > 0 {
            for i in steps.indices where stepHits[i] == nil && !steps[i].holds(source, tr) {
                stepHits[i] = StepHit(source: sourceID, label: label, target: ref)
                openSteps -= 1
            }
        }
    }
}

private final class ParallelSearch<S: TransitionSystem>: @unchecked Sendable {
    let system: S
    let invariants: [StateInvariant<S.State>]
    let steps: [StepProperty<S.Label, S.State, S.Note>]
    let options: ExplorationOptions
    let threads: Int
    /// Frontier chunks per level (several per thread, handed out dynamically).
    let chunks: Int
    /// Visited-set partitions.
    let partitions: Int
    let keepGraph: Bool

    var states: [S.State] = []
    var parents: [StateID] = []
    var parentLabels: [LabelID] = []
    var interner: LabelInterner<S>
    let parts: [PartitionTable<S.State>]
    let workers: [Worker<S>]
    var frontier = 0 ..< 0

    var invariantSites: [ViolationSite?]
    var stepSites: [ViolationSite?]
    var deadlocks: [StateID] = []
    var transitions = 0
    var offsets: [Int] = []
    var targets: [StateID] = []
    var edgeLabels: [LabelID] = []

    init(_ system: S, invariants: [StateInvariant<S.State>], steps: [StepProperty<S.Label, S.State, S.Note>], options: ExplorationOptions) {
        self.system = system
        self.invariants = invariants
        self.steps = steps
        self.options = options
        self.threads = options.threads
        self.chunks = options.threads * 8
        self.partitions = options.threads * 4
        self.keepGraph = options.keepGraph
        self.interner = LabelInterner(system)
        let expected = options.expectedStates ?? 1024
        let chunks = self.chunks, partitions = self.partitions
        parts = (0..<partitions).map { _ in PartitionTable(chunks: chunks, capacity: expected / partitions + 16) }
        workers = (0..<chunks).map { _ in Worker(partitions: partitions, steps: steps.count) }
        invariantSites = Array(repeating: nil, count: invariants.count)
        stepSites = Array(repeating: nil, count: steps.count)
        states.reserveCapacity(expected)
        parents.reserveCapacity(expected)
        parentLabels.reserveCapacity(expected)
        if keepGraph { offsets = [0] }
    }

    @inline(__always)
    func partition(_ hash: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(truncatingIfNeeded: hash)) &* UInt64(partitions)) >> 32)
    }

    func run() -> Exploration<S> {
        let clock = ContinuousClock()
        let start = clock.now
        func elapsed() -> Double {
            let d = clock.now - start
            return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
        }
        var limitHit: LimitHit?
        var levelStarts = [0]

        // Initial states, sequentially, exactly as the single-threaded search.
        for state in system.initialStates {
            let h = system.stateHash(state)
            let part = parts[partition(h)]
            if lookup(part.slots, part.shift, state, h, states) >= 0 { continue }
            let id = states.count
            states.append(state)
            parents.append(-1)
            parentLabels.append(-1)
            insertFinal(part, h, StateID(truncatingIfNeeded: id))
            for i in invariants.indices where invariantSites[i] == nil && !invariants[i].holds(state) {
                invariantSites[i] = .state(StateID(truncatingIfNeeded: id))
            }
        }

        var depth = 0
        frontier = 0 ..< states.count
        while !frontier.isEmpty {
            if depth > 0 { levelStarts.append(frontier.lowerBound) }
            if let maxDepth = options.limits.maxDepth, depth >= maxDepth { limitHit = .maxDepth(maxDepth); break }
            if options.stopFlag?.isStopped == true { limitHit = .interrupted; break }
            let t = elapsed()
            if let timeout = options.limits.timeout, t >= timeout { limitHit = .timeout(timeout); break }
            if let progress = options.progress {
                progress(ExplorationProgress(states: states.count, transitions: transitions, seconds: t, depth: depth))
            }

            parallelFor(threads: threads, count: chunks) { self.expand($0) }
            mergeLabels()
            parallelFor(threads: threads, count: partitions) { self.insert($0) }
            number()
            parallelFor(threads: threads, count: partitions + chunks) { i in
                if i < self.partitions { self.publish(partition: i) } else { self.resolve(chunk: i - self.partitions) }
            }
            collect()

            frontier = frontier.upperBound ..< states.count
            depth += 1
        }
        levelStarts.append(states.count)
        if keepGraph {
            while offsets.count < states.count + 1 { offsets.append(targets.count) }
        }
        let names = invariants.map(\.name) + steps.map(\.name)
        return Exploration(
            system: system,
            states: states,
            parents: parents,
            parentLabels: parentLabels,
            labels: interner.labels,
            levelStarts: levelStarts,
            graph: keepGraph ? StateGraph(offsets: offsets, targets: targets, labels: edgeLabels) : nil,
            transitionCount: transitions,
            propertyNames: names,
            violations: Explorer.violationTable(names: names, sites: invariantSites + stepSites),
            deadlocks: deadlocks,
            limitHit: limitHit,
            transitionsPerLabel: interner.counts,
            seconds: elapsed()
        )
    }

    /// The id of `state` in a partition's final slots, or -1.
    @inline(__always)
    func lookup(_ slots: [UInt64], _ shift: UInt64, _ state: S.State, _ hash: Int, _ states: [S.State]) -> Int {
        let h = UInt64(bitPattern: Int64(hash))
        let fragment = h & 0xFFFF_FFFF_0000_0000
        let mask = slots.count - 1
        return slots.withUnsafeBufferPointer { table in
            var i = Int(truncatingIfNeeded: h >> shift)
            while true {
                let slot = table[i]
                if slot == PartitionTable<S.State>.empty { return -1 }
                if slot & 0xFFFF_FFFF_0000_0000 == fragment {
                    let id = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF)
                    if states[id] == state { return id }
                }
                i = (i + 1) & mask
            }
        }
    }

    func insertFinal(_ part: PartitionTable<S.State>, _ hash: Int, _ id: StateID) {
        if (part.count + 1) * 4 > part.slots.count * 3 { PartitionTable<S.State>.grow(&part.slots, &part.shift) }
        let h = UInt64(bitPattern: Int64(hash))
        let mask = part.slots.count - 1
        var i = Int(truncatingIfNeeded: h >> part.shift)
        while part.slots[i] != PartitionTable<S.State>.empty { i = (i + 1) & mask }
        part.slots[i] = (h & 0xFFFF_FFFF_0000_0000) | UInt64(UInt32(bitPattern: id))
        part.count += 1
    }

    // MARK: Phase 1: expand

    func expand(_ t: Int) {
        let w = workers[t]
        let n = frontier.count
        let lo = frontier.lowerBound + n * t / chunks
        let hi = frontier.lowerBound + n * (t + 1) / chunks
        // Counted through a raw buffer: a captured array would be checked for
        // uniqueness on every increment.
        let knownCounts = UnsafeMutableBufferPointer<Int>.allocate(capacity: Swift.max(1, interner.labels.count))
        knownCounts.initialize(repeating: 0)
        defer { knownCounts.deallocate() }
        var outbox = w.outbox
        w.outbox = []
        for p in outbox.indices { outbox[p].removeAll(keepingCapacity: true) }
        var chunk = ChunkExpansion(
            system: system, steps: steps, keepGraph: keepGraph, partitions: partitions,
            states: states, tables: parts.map(\.slots), shifts: parts.map(\.shift), interner: interner,
            knownCounts: knownCounts, outbox: outbox, seq: UInt64(t) << 40)
        let states = self.states
        let system = self.system
        for g in lo ..< hi {
            let source = states[g]
            let sourceID = StateID(truncatingIfNeeded: g)
            var emitted = 0
            // The closure captures little: each capture is reloaded on every call.
            system.forEachSuccessor(of: source) { tr in
                emitted &+= 1
                chunk.visit(tr, from: source, id: sourceID)
            }
            chunk.transitions += emitted
            if emitted == 0 { chunk.deadlocks.append(sourceID) }
            if keepGraph { chunk.edgeCounts.append(emitted) }
        }
        w.outbox = chunk.outbox
        w.newLabels = chunk.newLabels
        w.newLabelIndex = chunk.newLabelIndex
        w.knownCounts = Array(knownCounts.prefix(interner.labels.count))
        w.newCounts = chunk.newCounts
        w.deadlocks = chunk.deadlocks
        w.edgeCounts = chunk.edgeCounts
        w.edgeTargets = chunk.edgeTargets
        w.edgeLabels = chunk.edgeLabels
        w.stepHits = chunk.stepHits
        w.transitions = chunk.transitions
    }

    // MARK: Phase 2: labels

    func mergeLabels() {
        for w in workers {
            for (id, c) in w.knownCounts.enumerated() { interner.counts[id] &+= c }
            w.labelRemap = w.newLabels.map { interner.intern($0, in: system) }
            for (local, c) in w.newCounts.enumerated() { interner.counts[Int(w.labelRemap[local])] &+= c }
        }
    }

    // MARK: Phase 3: insert

    func insert(_ p: Int) {
        let part = parts[p]
        let states = self.states
        var slots = part.slots
        part.slots = []
        var shift = part.shift
        var total = 0
        for w in workers { total += w.outbox[p].count }
        while (part.count + total) * 4 > slots.count * 3 && shift > 33 { PartitionTable<S.State>.grow(&slots, &shift) }
        var pendingStates = part.pendingStates
        var pendingKeys = part.pendingKeys
        var pendingSources = part.pendingSources
        var pendingLabels = part.pendingLabels
        var pendingSlots = part.pendingSlots
        part.pendingStates = []
        pendingStates.removeAll(keepingCapacity: true)
        pendingKeys.removeAll(keepingCapacity: true)
        pendingSources.removeAll(keepingCapacity: true)
        pendingLabels.removeAll(keepingCapacity: true)
        pendingSlots.removeAll(keepingCapacity: true)
        let mask = slots.count - 1
        let empty = PartitionTable<S.State>.empty
        let pendingBit = PartitionTable<S.State>.pendingBit
        for (t, w) in workers.enumerated() {
            let inbox = w.outbox[p]
            var results = part.results[t]
            part.results[t] = []
            results.removeAll(keepingCapacity: true)
            results.reserveCapacity(inbox.count)
            for c in inbox {
                let h = UInt64(bitPattern: Int64(c.hash))
                let fragment = h & 0xFFFF_FFFF_0000_0000
                var i = Int(truncatingIfNeeded: h >> shift)
                var result: Int64 = Int64.min
                while true {
                    let slot = slots[i]
                    if slot == empty { break }
                    if slot & 0xFFFF_FFFF_0000_0000 == fragment {
                        let low = slot & 0xFFFF_FFFF
                        if low & pendingBit != 0 {
                            let k = Int(low & ~pendingBit)
                            if pendingStates[k] == c.state { result = -1 - Int64(k); break }
                        } else if states[Int(low)] == c.state {
                            result = Int64(low)
                            break
                        }
                    }
                    i = (i + 1) & mask
                }
                if result == Int64.min {
                    let k = pendingStates.count
                    slots[i] = fragment | pendingBit | UInt64(k)
                    pendingStates.append(c.state)
                    pendingKeys.append(c.key)
                    pendingSources.append(c.source)
                    pendingLabels.append(c.label)
                    pendingSlots.append(i)
                    result = -1 - Int64(k)
                }
                results.append(result)
            }
            part.results[t] = results
        }
        part.count += pendingStates.count
        part.slots = slots
        part.shift = shift
        part.pendingStates = pendingStates
        part.pendingKeys = pendingKeys
        part.pendingSources = pendingSources
        part.pendingLabels = pendingLabels
        part.pendingSlots = pendingSlots
    }

    // MARK: Phase 4: number

    /// Finds, for chunk `t`, the candidates that created a new state (in
    /// sequential order): they are the chunk's new states, in id order.
    func firsts(_ t: Int) {
        let w = workers[t]
        var firsts: [(key: UInt64, partition: Int32, pending: Int32)] = []
        for (p, part) in parts.enumerated() {
            let inbox = w.outbox[p]
            let results = part.results[t]
            let keys = part.pendingKeys
            for (i, c) in inbox.enumerated() {
                let r = results[i]
                if r < 0, keys[Int(-1 - r)] == c.key {
                    firsts.append((c.key, Int32(p), Int32(-1 - r)))
                }
            }
        }
        // Each partition's run is already in order; sorting merges the runs.
        firsts.sort { $0.key < $1.key }
        w.firsts = firsts
    }

    /// Numbers the level's new states: chunk `t`'s new states get the ids
    /// after those of chunks `0 ..< t`, in sequential order — exactly the
    /// ids the single-threaded search gives.
    func number() {
        parallelFor(threads: threads, count: chunks) { self.firsts($0) }
        var bases: [Int] = []
        var total = 0
        for w in workers {
            bases.append(states.count + total)
            total += w.firsts.count
        }
        guard total > 0, let filler = parts.first(where: { !$0.pendingStates.isEmpty })?.pendingStates.first else {
            for part in parts { part.pendingIDs = [] }
            return
        }
        states.append(contentsOf: repeatElement(filler, count: total))
        parents.append(contentsOf: repeatElement(-1, count: total))
        parentLabels.append(contentsOf: repeatElement(-1, count: total))
        let idBuffers = parts.map { UnsafeMutableBufferPointer<StateID>.allocate(capacity: Swift.max(1, $0.pendingStates.count)) }
        defer { for b in idBuffers { b.deallocate() } }
        for b in idBuffers { b.initialize(repeating: -1) }
        let pendingStates = parts.map(\.pendingStates)
        let pendingSources = parts.map(\.pendingSources)
        let pendingLabels = parts.map(\.pendingLabels)
        let firstLists = workers.map(\.firsts)
        let remaps = workers.map(\.labelRemap)
        states.withUnsafeMutableBufferPointer { statesOut in
            parents.withUnsafeMutableBufferPointer { parentsOut in
                parentLabels.withUnsafeMutableBufferPointer { labelsOut in
                    parallelFor(threads: threads, count: chunks) { t in
                        var id = bases[t]
                        let remap = remaps[t]
                        for f in firstLists[t] {
                            let p = Int(f.partition), k = Int(f.pending)
                            statesOut[id] = pendingStates[p][k]
                            parentsOut[id] = pendingSources[p][k]
                            let temp = pendingLabels[p][k]
                            labelsOut[id] = temp >= 0 ? temp : remap[Int(-1 - temp)]
                            idBuffers[p][k] = StateID(truncatingIfNeeded: id)
                            id += 1
                        }
                    }
                }
            }
        }
        for (p, part) in parts.enumerated() {
            part.pendingIDs = Array(idBuffers[p].prefix(part.pendingStates.count))
        }
    }

    // MARK: Phase 5: publish

    /// Partition `i`: final ids into the slots, invariants on the new states.
    func publish(partition i: Int) {
        let part = parts[i]
        var slots = part.slots
        part.slots = []
        for (k, slot) in part.pendingSlots.enumerated() {
            slots[slot] = (slots[slot] & 0xFFFF_FFFF_0000_0000) | UInt64(UInt32(bitPattern: part.pendingIDs[k]))
        }
        part.slots = slots
        var hits = [StateID?](repeating: nil, count: invariants.count)
        var open = invariantSites.reduce(0) { $0 + ($1 == nil ? 1 : 0) }
        if open > 0 {
            for (k, state) in part.pendingStates.enumerated() {
                for j in invariants.indices where invariantSites[j] == nil && hits[j] == nil && !invariants[j].holds(state) {
                    hits[j] = part.pendingIDs[k]
                    open -= 1
                }
                if open == 0 { break }
            }
        }
        part.firstInvariantHit = hits
    }

    /// Chunk `i`: resolve its edges and step hits to final ids.
    func resolve(chunk i: Int) {
        let w = workers[i]
        func resolve(_ ref: Int64) -> StateID {
            if ref >= 0 { return StateID(truncatingIfNeeded: ref) }
            let r = -1 - ref
            let p = Int(r >> 32)
            let result = parts[p].results[i][Int(r & 0xFFFF_FFFF)]
            if result >= 0 { return StateID(truncatingIfNeeded: result) }
            return parts[p].pendingIDs[Int(-1 - result)]
        }
        if keepGraph {
            w.resolvedTargets = w.edgeTargets.map(resolve)
            w.edgeLabels = w.edgeLabels.map { w.label($0) }
        }
        for j in w.stepHits.indices {
            if let hit = w.stepHits[j] {
                w.stepHits[j] = StepHit(source: hit.source, label: w.label(hit.label), target: Int64(resolve(hit.target)))
            }
        }
    }

    func collect() {
        for j in invariants.indices where invariantSites[j] == nil {
            if let id = parts.compactMap({ $0.firstInvariantHit[j] }).min() { invariantSites[j] = .state(id) }
        }
        for w in workers {
            transitions += w.transitions
            deadlocks.append(contentsOf: w.deadlocks)
            for j in steps.indices where stepSites[j] == nil {
                if let hit = w.stepHits[j] {
                    stepSites[j] = .step(from: hit.source, label: hit.label, to: StateID(truncatingIfNeeded: hit.target))
                }
            }
            if keepGraph {
                for c in w.edgeCounts { offsets.append(offsets[offsets.count - 1] + c) }
                targets.append(contentsOf: w.resolvedTargets)
                edgeLabels.append(contentsOf: w.edgeLabels)
            }
        }
    }
}
