import Dispatch
import Foundation

/// Level-synchronous parallel breadth-first exploration whose result is
/// identical, field by field, to the single-threaded ``Explorer``.
///
/// The visited set is split into hash partitions (four per thread). Each
/// level is expanded in batches of consecutive sources (the numbering is the
/// same as taking the whole level at once), and each batch into contiguous
/// chunks (eight per thread); threads take chunks and partitions as they
/// become free, so one descheduled thread does not hold up the others. A
/// batch runs in phases:
/// 1. *expand* (parallel, by chunk): generate successors, keep the issues
///    each expansion returns, and check step properties; every successor
///    goes, with its hash and its position in the sequential transition
///    order, to the outbox of its partition.
///    Nothing shared is read or written per transition (no lookup: the
///    insert phase does the one lookup a successor needs).
/// 2. *labels* (sequential): labels first seen in this batch are interned in
///    sequential first-seen order (chunk by chunk).
/// 3. *insert* (parallel, by partition): each partition takes its successors
///    in sequential order, finds the known ones and keeps the first
///    occurrence of each new state as pending.
/// 4. *number*: each chunk merges, by sequential position, the new states it
///    was first to reach in each partition; chunk `t`'s new states get the
///    ids after those of chunks `0 ..< t`, exactly the ids the
///    single-threaded search gives.
/// 5. *publish* (parallel): partitions rewrite their slots to the final ids
///    and check invariants on the new states; chunks resolve their edges.
///
/// Measured (`statecheck bench --compare-threads`): the expand phase's one
/// shared lookup per transition cost two cache misses and a second probe per
/// new state, and calling a step property's closure loaded from a shared
/// array retained its context from both threads (its reference count
/// bounced between the cores' caches); removing both took two threads from
/// 1.06× to 2.46× one thread on S4 (best of 3).
///
/// Each thread expands with a system of its own
/// (``TransitionSystem/forThread(_:of:)``), and once a source's cost is
/// measured a batch lasts about ``batchSecondsPerThread`` per thread
/// (``timedBatchSize(standard:threads:secondsPerSource:)``), so the
/// successors a batch holds stay small when they are large values.
///
/// Each chunk and each partition has its own ``PropertySet`` (from the
/// caller's factory), so properties that keep state of their own (the
/// checker's trigger ledger) are never run by two threads at once.
///
/// A `maxStates` or `maxMemory` limit stops in the middle of a level, which
/// this scheme cannot reproduce exactly: when a batch would pass the limit,
/// the batch is undone (every array is append-only, so it is truncated) and
/// the single-threaded search takes over from the batch's first source,
/// keeping everything explored so far. Under such a limit batches are sized
/// by ``LimitedBatches``: they hold successors worth at most a 32nd of
/// the stored states, shrink as the store nears the limit, and one thread
/// takes over before the limit without undoing anything, so a limit costs
/// two threads no more time or memory than one. Timeouts and stop requests
/// are honoured between batches (and a front end's deadline within them).
@usableFromInline
enum ParallelExplorer {
    /// Sources per batch by default: `threads × 32,768` bounds the
    /// per-transition buffers to some tens of megabytes while keeping the
    /// barriers between phases rare.
    @inlinable
    static func defaultBatchSize(threads: Int) -> Int { threads * 32_768 }

    /// CPU seconds of expansion per thread a batch takes at most, once the
    /// cost of a source is known: a batch holds every successor it makes
    /// until it is inserted, and an interpreted model's successors are
    /// large values, so a batch of the default size held several times the
    /// memory of the stored states; a batch of this length keeps them to a
    /// few megabytes while its barriers stay under a percent of its time.
    @inlinable
    static var batchSecondsPerThread: Double { 0.05 }

    /// The sources of a batch worth ``batchSecondsPerThread`` on each of
    /// `threads` threads when a source takes `secondsPerSource` CPU
    /// seconds (unknown: `0`), at most `standard` and at least
    /// `threads × 256`. Batch boundaries never change the numbering.
    @inlinable
    static func timedBatchSize(standard: Int, threads: Int, secondsPerSource: Double) -> Int {
        guard secondsPerSource > 0 else { return standard }
        let timed = Double(threads) * batchSecondsPerThread / secondsPerSource
        guard timed < Double(standard) else { return standard }
        return Swift.min(standard, Swift.max(threads * 256, Int(timed)))
    }

    /// Explores `system` on `options.threads` threads, every thread with the
    /// same property closures.
    @inlinable
    static func explore<S: TransitionSystem>(
        _ system: S,
        invariants: [StateInvariant<S.State>],
        steps: [StepProperty<S.Label, S.State, S.Note>],
        options: ExplorationOptions
    ) -> Exploration<S> {
        let shared = PropertySet<S>(invariants: invariants, steps: steps)
        return explore(system, options: options) { _ in shared }
    }

    /// Explores `system` on `options.threads` threads with a property set per
    /// unit of work (see ``Explorer/explore(_:options:properties:)``).
    ///
    /// The state and memory limits are checked after each batch: when a
    /// batch would pass one, the batch is undone and the exploration goes
    /// on from its first source on one thread, which stops exactly where
    /// the limit says (mid-level). Only initial states already past the
    /// limit make the search start again on one thread.
    @inlinable
    static func explore<S: TransitionSystem>(
        _ system: S,
        options: ExplorationOptions,
        properties: (_ unit: ExplorationUnit) -> PropertySet<S>
    ) -> Exploration<S> {
        if options.threads > 1 {
            let search = ParallelSearch(
                system, options: options,
                batchSize: Swift.max(1, options.parallelBatchSize ?? defaultBatchSize(threads: options.threads)),
                properties: properties)
            switch search.run() {
            case .complete(let complete): return complete
            case .resume(let resume):
                // Chunk 0's properties go on, on this thread alone.
                var single = options
                single.threads = 1
                return Explorer.exploreOnOneThread(
                    system, invariants: search.invariants, steps: search.steps, options: single, resuming: resume)
            case .restart: break
            }
        }
        var single = options
        single.threads = 1
        let set = properties(ExplorationUnit(index: 0, count: 1))
        return Explorer.explore(system, invariants: set.invariants, steps: set.steps, options: single)
    }
}

/// A successor as the expand phase hands it to its partition (the insert
/// phase finds out whether it is new).
@usableFromInline
struct Candidate<State> {
    @usableFromInline
    var state: State
    @usableFromInline
    var hash: Int
    /// `chunk << 40 | position in that chunk's transitions`: sequential order.
    @usableFromInline
    var key: UInt64
    @usableFromInline
    var source: StateID
    /// A global label id, or `-1 - k` for the chunk's `k`-th new label.
    @usableFromInline
    var label: LabelID

    @inlinable
    init(state: State, hash: Int, key: UInt64, source: StateID, label: LabelID) {
        self.state = state
        self.hash = hash
        self.key = key
        self.source = source
        self.label = label
    }
}

/// A step-property violation as a thread first saw it.
@usableFromInline
struct StepHit {
    @usableFromInline
    var source: StateID
    @usableFromInline
    var label: LabelID
    /// `>= 0`: a state id; `< 0`: `-1 - (partition << 32 | outbox index)`.
    @usableFromInline
    var target: Int64

    @inlinable
    init(source: StateID, label: LabelID, target: Int64) {
        self.source = source
        self.label = label
        self.target = target
    }
}

/// One chunk's output of the expand phase, kept until the batch is collected.
@usableFromInline
final class Worker<S: TransitionSystem>: @unchecked Sendable {
    @usableFromInline
    var outbox: [[Candidate<S.State>]]
    @usableFromInline
    var newLabels: [S.Label] = []
    @usableFromInline
    var newLabelIndex: [S.Label: Int] = [:]
    @usableFromInline
    var knownCounts: [Int] = []
    @usableFromInline
    var newCounts: [Int] = []
    @usableFromInline
    var labelRemap: [LabelID] = []
    @usableFromInline
    var transitions = 0
    @usableFromInline
    var deadlocks: [StateID] = []
    /// The issues the chunk's expansions met, in source order.
    @usableFromInline
    var issues: [FoundIssue<S.Issue>] = []
    @usableFromInline
    var edgeCounts: [Int] = []
    @usableFromInline
    var edgeTargets: [Int64] = []
    @usableFromInline
    var edgeLabels: [LabelID] = []
    @usableFromInline
    var resolvedTargets: [StateID] = []
    /// The candidates that created new states, in sequential order.
    @usableFromInline
    var firsts: [(key: UInt64, partition: Int32, pending: Int32)] = []
    @usableFromInline
    var stepHits: [StepHit?]

    @inlinable
    init(partitions: Int, steps: Int) {
        outbox = Array(repeating: [], count: partitions)
        stepHits = Array(repeating: nil, count: steps)
    }

    @inlinable
    func label(_ temp: LabelID) -> LabelID { temp >= 0 ? temp : labelRemap[Int(-1 - temp)] }
}

/// One partition of the visited set. A slot is two words: the state's full
/// 64-bit hash, then either a state id or, while a level is being inserted,
/// a pending index with bit 63 set (`empty` when the slot is free). Keeping
/// the whole hash lets a probe skip the state array unless the hashes are
/// equal, and skip it altogether when the system's hash is injective: one
/// cache miss per lookup instead of two.
@usableFromInline
final class PartitionTable<State: Hashable>: @unchecked Sendable {
    @inlinable
    static var empty: UInt64 { UInt64.max }
    @inlinable
    static var pendingBit: UInt64 { 0x8000_0000_0000_0000 }

    /// `2 * slot count` words: (hash, payload) pairs.
    @usableFromInline
    var slots: [UInt64]
    /// `64 - log2(slot count)`: a slot's home is `hash >> shift`.
    @usableFromInline
    var shift: UInt64
    @usableFromInline
    var count = 0
    @usableFromInline
    var pendingStates: [State] = []
    @usableFromInline
    var pendingHashes: [UInt64] = []
    /// Per source chunk: the sequential keys of its candidates that created
    /// a pending state, with that state's pending index, in key order.
    @usableFromInline
    var firsts: [[(key: UInt64, pending: Int32)]]
    @usableFromInline
    var pendingSources: [StateID] = []
    @usableFromInline
    var pendingLabels: [LabelID] = []
    @usableFromInline
    var pendingSlots: [Int] = []
    @usableFromInline
    var pendingIDs: [StateID] = []
    /// Per source chunk: for each of its candidates, `>= 0` a state id,
    /// `< 0` the pending index `-1 - r`.
    @usableFromInline
    var results: [[Int64]]
    @usableFromInline
    var firstInvariantHit: [StateID?] = []

    @inlinable
    init(chunks: Int, capacity: Int) {
        var size = 16
        var bits: UInt64 = 4
        while size * 3 / 4 < capacity && bits < 40 { size <<= 1; bits += 1 }
        slots = Array(repeating: Self.empty, count: 2 * size)
        shift = 64 - bits
        results = Array(repeating: [], count: chunks)
        firsts = Array(repeating: [], count: chunks)
    }

    /// Frees the table and the batch's buffers once the search hands over
    /// to a single thread (the partition is not used again).
    @inlinable
    func release() {
        slots = []
        pendingStates = []; pendingHashes = []; pendingSources = []; pendingLabels = []
        pendingSlots = []; pendingIDs = []
        results = []; firsts = []
    }

    /// Whether `count` entries would fill more than three quarters of the slots.
    @inlinable
    static func isCrowded(_ slots: [UInt64], holding count: Int) -> Bool {
        count * 4 > slots.count / 2 * 3
    }

    /// Doubles the slots, placing each entry by its stored hash.
    @inlinable
    static func grow(_ slots: inout [UInt64], _ shift: inout UInt64) {
        guard shift > 24 else { return }
        let size = slots.count
        let newShift = shift - 1
        var fresh = Array(repeating: empty, count: 2 * size)
        let mask = size - 1
        fresh.withUnsafeMutableBufferPointer { table in
            for i in 0 ..< slots.count / 2 where slots[2 * i + 1] != empty {
                let h = slots[2 * i]
                var j = Int(truncatingIfNeeded: h >> newShift)
                while table[2 * j + 1] != empty { j = (j + 1) & mask }
                table[2 * j] = h
                table[2 * j + 1] = slots[2 * i + 1]
            }
        }
        slots = fresh
        shift = newShift
    }

    /// What a probe ends on.
    @usableFromInline
    enum Probe {
        /// The payload of the entry that matched.
        case found(UInt64)
        /// The free slot where the entry would go.
        case free(Int)
    }

    /// Probes `table` for hash `h`: the first entry whose hash is `h` and
    /// for which `same(payload)` holds, else the free slot ending the probe.
    @inline(__always)
    @inlinable
    static func probe(_ table: UnsafeBufferPointer<UInt64>, _ shift: UInt64, _ h: UInt64, _ same: (UInt64) -> Bool) -> Probe {
        let mask = table.count / 2 - 1
        var i = Int(truncatingIfNeeded: h >> shift)
        while true {
            let payload = table[2 * i + 1]
            if payload == empty { return .free(i) }
            if table[2 * i] == h && same(payload) { return .found(payload) }
            i = (i + 1) & mask
        }
    }
}

/// The expand phase of one chunk: the system, the chunk's properties and
/// its own outputs, with the per-transition step as a method so the
/// successor closure captures one value.
@usableFromInline
struct ChunkExpansion<S: TransitionSystem> {
    @usableFromInline
    let system: S
    @usableFromInline
    let steps: [StepProperty<S.Label, S.State, S.Note>]
    @usableFromInline
    let keepGraph: Bool
    @usableFromInline
    let partitions: Int
    @usableFromInline
    let interner: LabelInterner<S>
    @usableFromInline
    let knownCounts: UnsafeMutableBufferPointer<Int>
    @usableFromInline
    var outbox: [[Candidate<S.State>]]
    @usableFromInline
    var seq: UInt64
    @usableFromInline
    var newLabels: [S.Label] = []
    @usableFromInline
    var newLabelIndex: [S.Label: Int] = [:]
    @usableFromInline
    var newCounts: [Int] = []
    @usableFromInline
    var deadlocks: [StateID] = []
    @usableFromInline
    var issues: [FoundIssue<S.Issue>] = []
    @usableFromInline
    var edgeCounts: [Int] = []
    @usableFromInline
    var edgeTargets: [Int64] = []
    @usableFromInline
    var edgeLabels: [LabelID] = []
    @usableFromInline
    var stepHits: [StepHit?]
    @usableFromInline
    var openSteps: Int
    @usableFromInline
    var transitions = 0

    @inlinable
    init(system: S, steps: [StepProperty<S.Label, S.State, S.Note>], keepGraph: Bool, partitions: Int,
         interner: LabelInterner<S>,
         knownCounts: UnsafeMutableBufferPointer<Int>, outbox: [[Candidate<S.State>]], seq: UInt64) {
        self.system = system
        self.steps = steps
        self.keepGraph = keepGraph
        self.partitions = partitions
        self.interner = interner
        self.knownCounts = knownCounts
        self.outbox = outbox
        self.seq = seq
        self.stepHits = Array(repeating: nil, count: steps.count)
        self.openSteps = steps.count
    }

    @inline(__always)
    @inlinable
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
        let ref = -1 - (Int64(p) << 32 | Int64(outbox[p].count))
        outbox[p].append(Candidate(state: tr.target, hash: h, key: seq, source: sourceID, label: label))
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

@usableFromInline
final class ParallelSearch<S: TransitionSystem>: @unchecked Sendable {
    @usableFromInline
    let system: S
    /// Thread `w` expands with `threadSystems[w]` (``TransitionSystem/forThread(_:of:)``).
    @usableFromInline
    let threadSystems: [S]
    /// The properties' names and kinds (unit 0's set).
    @usableFromInline
    let invariants: [StateInvariant<S.State>]
    @usableFromInline
    let steps: [StepProperty<S.Label, S.State, S.Note>]
    /// Chunk `t` evaluates `stepsByChunk[t]`.
    @usableFromInline
    let stepsByChunk: [[StepProperty<S.Label, S.State, S.Note>]]
    /// Partition `p` evaluates `invariantsByPartition[p]`.
    @usableFromInline
    let invariantsByPartition: [[StateInvariant<S.State>]]
    @usableFromInline
    let options: ExplorationOptions
    @usableFromInline
    let threads: Int
    /// Frontier chunks per level (several per thread, handed out dynamically).
    @usableFromInline
    let chunks: Int
    /// Visited-set partitions.
    @usableFromInline
    let partitions: Int
    @usableFromInline
    let keepGraph: Bool

    /// The stored states, in the system's storage (flat bytes for an
    /// interpreted model): the batches hold successors as values, the store
    /// keeps them compact, as the single-threaded search does.
    @usableFromInline
    var states = S.Storage()
    @usableFromInline
    var parents: [StateID] = []
    @usableFromInline
    var parentLabels: [LabelID] = []
    @usableFromInline
    var interner: LabelInterner<S>
    @usableFromInline
    let parts: [PartitionTable<S.State>]
    @usableFromInline
    let workers: [Worker<S>]
    /// The sources being expanded: consecutive states of one level.
    @usableFromInline
    var batch = 0 ..< 0
    /// Sources per batch (see ``ParallelExplorer/defaultBatchSize(threads:)``).
    @usableFromInline
    let batchSize: Int
    /// Threads working on the current batch: `threads`, or 1 for a batch of
    /// fewer than `options.parallelSmallBatch` sources.
    @usableFromInline
    var active = 1

    @usableFromInline
    var invariantSites: [ViolationSite?]
    @usableFromInline
    var stepSites: [ViolationSite?]
    @usableFromInline
    var deadlocks: [StateID] = []
    /// The batches' issues, in state id order (chunks cover consecutive sources).
    @usableFromInline
    var issues = FoundIssues<S.Issue>()
    @usableFromInline
    var transitions = 0
    /// The estimated bytes of the stored states (see ``ExplorationLimits/maxMemory``),
    /// counted only under a memory limit.
    @usableFromInline
    var usedBytes = 0
    @usableFromInline
    var offsets = OffsetColumn()
    @usableFromInline
    var targets: PagedArray<StateID> = []
    @usableFromInline
    var edgeLabels = LabelColumn()
    /// The most states the store held at once (an undone batch's included).
    @usableFromInline
    var peakStates = 0
    /// Sources of batches that were undone because they passed a limit
    /// (the single-threaded search expands them again).
    @usableFromInline
    var undoneSources = 0
    /// The most transitions (successors held at once) of one batch.
    @usableFromInline
    var largestBatchTransitions = 0

    @inlinable
    init(_ system: S, options: ExplorationOptions, batchSize: Int, properties: (_ unit: ExplorationUnit) -> PropertySet<S>) {
        self.system = system
        self.threadSystems = (0 ..< options.threads).map { system.forThread($0, of: options.threads) }
        let chunks = options.threads * 8, partitions = options.threads * 4
        let sets = (0 ..< chunks + partitions).map { properties(ExplorationUnit(index: $0, count: chunks + partitions)) }
        self.invariants = sets[0].invariants
        self.steps = sets[0].steps
        self.stepsByChunk = sets.prefix(chunks).map(\.steps)
        self.invariantsByPartition = sets.suffix(partitions).map(\.invariants)
        self.options = options
        self.threads = options.threads
        self.chunks = chunks
        self.partitions = partitions
        self.keepGraph = options.keepGraph
        self.batchSize = batchSize
        self.interner = LabelInterner(system)
        let expected = options.expectedStates ?? 1024
        parts = (0..<partitions).map { _ in PartitionTable(chunks: chunks, capacity: expected / partitions + 16) }
        let stepCount = sets[0].steps.count
        workers = (0..<chunks).map { _ in Worker(partitions: partitions, steps: stepCount) }
        invariantSites = Array(repeating: nil, count: sets[0].invariants.count)
        stepSites = Array(repeating: nil, count: stepCount)
        states.reserveCapacity(expected)
        parents.reserveCapacity(expected)
        parentLabels.reserveCapacity(expected)
        if keepGraph { offsets = [0] }
    }

    @inline(__always)
    @inlinable
    func partition(_ hash: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(truncatingIfNeeded: hash)) &* UInt64(partitions)) >> 32)
    }

    /// How a parallel search ended.
    @usableFromInline
    enum Outcome {
        /// It explored to the end (or to a depth, time or stop limit).
        case complete(Exploration<S>)
        /// A batch would pass the state or memory limit: go on on one thread.
        case resume(SearchResume<S>)
        /// The initial states already pass the state limit.
        case restart
    }

    /// Whether the store passed the state or memory limit (the memory limit
    /// counts `edges` more kept edges than `targets` holds).
    @inlinable
    func passedLimit(edges: Int) -> Bool {
        if let maxStates = options.limits.maxStates, states.count > maxStates { return true }
        if let maxMemory = options.limits.maxMemory {
            return usedBytes &+ (keepGraph ? edges &* bytesPerEdge : 0) >= maxMemory
        }
        return false
    }

    /// Counts the kept edges of a batch that stays (see ``ExplorationLimits/maxMemory``),
    /// as the single-threaded search counts every edge it keeps.
    @inlinable
    func countEdgeBytes(_ edges: Int) {
        guard options.limits.maxMemory != nil, keepGraph else { return }
        usedBytes &+= edges &* bytesPerEdge
    }

    /// The estimated bytes of stored state `state` (see
    /// ``ExplorationLimits/maxMemory``), or 0 when no memory limit is set.
    @inlinable
    func estimatedBytes(of state: S.State) -> Int {
        guard options.limits.maxMemory != nil else { return 0 }
        return system.storedBytes(of: state) &+ storeBytesPerState(injective: system.stateHashIsInjective)
    }

    /// The exploration, or where the single-threaded search goes on.
    @inlinable
    func run() -> Outcome {
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
            if Self.lookup(part.slots, part.shift, state, h, states, injective: system.stateHashIsInjective) >= 0 { continue }
            let id = states.count
            states.append(key: S.Storage.key(of: state))
            usedBytes &+= estimatedBytes(of: state)
            parents.append(-1)
            parentLabels.append(-1)
            insertFinal(part, h, StateID(truncatingIfNeeded: id))
            for i in invariants.indices where invariantSites[i] == nil && !invariantsByPartition[partition(h)][i].holds(state) {
                invariantSites[i] = .state(StateID(truncatingIfNeeded: id))
            }
        }

        if passedLimit(edges: 0) { return .restart }
        var depth = 0
        var level = 0 ..< states.count
        var lastReport = 0.0
        /// CPU time one source took to expand in the last batch (estimated).
        var secondsPerSource = 0.0
        var sizes = LimitedBatches(options.limits)
        peakStates = states.count
        levels: while !level.isEmpty {
            if depth > 0 { levelStarts.append(level.lowerBound) }
            if let maxDepth = options.limits.maxDepth, depth >= maxDepth { limitHit = .maxDepth(maxDepth); break }
            // A level is expanded in batches of consecutive sources: the
            // numbering is the same (sources are still taken in order), the
            // per-transition buffers stay small, and limits are checked often.
            var next = level.lowerBound
            while next < level.upperBound {
                if options.stopFlag?.isStopped == true { limitHit = .interrupted; break levels }
                if let deadline = options.deadline, deadline.hasPassed() { limitHit = .timeout(deadline.seconds); break levels }
                let t = elapsed()
                if let timeout = options.limits.timeout, t >= timeout { limitHit = .timeout(timeout); break levels }
                if let progress = options.progress, t - lastReport >= options.progressInterval {
                    lastReport = t
                    progress(ExplorationProgress(states: states.count, transitions: transitions, seconds: t, depth: depth))
                }
                // Near a state or memory limit, batches shrink (see
                // ``LimitedBatches``) and one thread takes the last stretch.
                let standard = ParallelExplorer.timedBatchSize(standard: batchSize, threads: threads, secondsPerSource: secondsPerSource)
                guard let sources = sizes.sources(standard: standard, stored: states.count, usedBytes: usedBytes) else {
                    return .resume(handOver(next: next, levelEnd: level.upperBound, depth: depth, levelStarts: levelStarts, seconds: elapsed()))
                }
                batch = next ..< Swift.min(next + sources, level.upperBound)
                // A small batch of cheap states is not worth waking other
                // threads for (the phases are the same, run on this thread);
                // an interpreted model's states can take tens of microseconds
                // each, so the last batch's cost per source decides too.
                let worthSharing = batch.count >= options.parallelSmallBatch
                    || Double(batch.count) * secondsPerSource >= 200e-6
                active = worthSharing ? threads : 1
                let expandStart = elapsed()
                parallelFor(threads: active, count: chunks) { self.expand($1, on: self.threadSystems[$0]) }
                secondsPerSource = (elapsed() - expandStart) * Double(active) / Double(batch.count)
                // The front end stopped expansions at the deadline: the batch may
                // be incomplete, and nothing of it is stored yet, so it is dropped.
                if let deadline = options.deadline, deadline.wasReached { limitHit = .timeout(deadline.seconds); break levels }
                let internerBefore = interner
                let storedBefore = states.count
                let bytesBefore = usedBytes
                mergeLabels()
                parallelFor(threads: active, count: partitions) { self.insert($0) }
                number()
                let batchTransitions = workers.reduce(0) { $0 + $1.transitions }
                peakStates = Swift.max(peakStates, states.count)
                largestBatchTransitions = Swift.max(largestBatchTransitions, batchTransitions)
                if passedLimit(edges: batchTransitions) {
                    // Undo the batch: the one-thread search redoes it from its first source.
                    undoneSources += batch.count
                    states.removeLast(states.count - storedBefore)
                    parents.removeLast(parents.count - storedBefore)
                    parentLabels.removeLast(parentLabels.count - storedBefore)
                    interner = internerBefore
                    usedBytes = bytesBefore
                    return .resume(handOver(next: next, levelEnd: level.upperBound, depth: depth, levelStarts: levelStarts, seconds: elapsed()))
                }
                parallelFor(threads: active, count: partitions + chunks) { i in
                    if i < self.partitions { self.publish(partition: i) } else { self.resolve(chunk: i - self.partitions) }
                }
                collect()
                countEdgeBytes(batchTransitions)
                sizes.record(sources: batch.count, transitions: batchTransitions,
                             states: states.count - storedBefore, bytes: usedBytes - bytesBefore)
                next = batch.upperBound
            }
            level = level.upperBound ..< states.count
            depth += 1
        }
        levelStarts.append(states.count)
        if keepGraph {
            while offsets.count < states.count + 1 { offsets.append(targets.count) }
        }
        let names = invariants.map(\.name) + steps.map(\.name)
        return .complete(Exploration(
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
            seconds: elapsed(),
            issues: issues,
            visitedTableBytes: parts.reduce(0) { $0 + $1.slots.count * MemoryLayout<UInt64>.stride }
        ))
    }

    /// Moves the search's arrays into a ``SearchResume`` (so that the
    /// single-threaded search appends to uniquely referenced storage) and
    /// frees the partitions' tables.
    @inlinable
    func handOver(next: Int, levelEnd: Int, depth: Int, levelStarts: [Int], seconds: Double) -> SearchResume<S> {
        let resume = SearchResume<S>(
            states: states, hashes: storedHashes(), usedBytes: usedBytes, parents: parents, parentLabels: parentLabels, interner: interner,
            targets: targets, edgeLabels: edgeLabels, offsets: offsets, deadlocks: deadlocks,
            issues: issues, invariantSites: invariantSites, stepSites: stepSites,
            transitions: transitions, levelStarts: levelStarts, next: next, levelEnd: levelEnd,
            depth: depth, seconds: seconds)
        states = S.Storage(); parents = []; parentLabels = []
        targets = []; edgeLabels = LabelColumn(); offsets = []; deadlocks = []; issues = []
        for part in parts { part.release() }
        for w in workers { w.outbox = [] }
        return resume
    }

    /// The full hash of every stored state, by id, from the partitions'
    /// final slots (entries of an undone batch are pending, and skipped).
    @inlinable
    func storedHashes() -> [UInt64] {
        var hashes = [UInt64](repeating: 0, count: states.count)
        let pendingBit = PartitionTable<S.State>.pendingBit
        for part in parts {
            for i in 0 ..< part.slots.count / 2 {
                let payload = part.slots[2 * i + 1]
                if payload == PartitionTable<S.State>.empty || payload & pendingBit != 0 { continue }
                if payload < UInt64(hashes.count) { hashes[Int(payload)] = part.slots[2 * i] }
            }
        }
        return hashes
    }

    /// The id of `state` in a partition's final slots, or -1. With an
    /// injective hash, equal hashes mean equal states and `states` is not read.
    @inline(__always)
    @inlinable
    static func lookup(_ slots: [UInt64], _ shift: UInt64, _ state: S.State, _ hash: Int, _ states: S.Storage, injective: Bool) -> Int {
        let h = UInt64(bitPattern: Int64(hash))
        var key: S.Storage.Key?
        let probe = slots.withUnsafeBufferPointer { table in
            PartitionTable<S.State>.probe(table, shift, h) { payload in
                if injective { return true }
                let k = key ?? S.Storage.key(of: state)
                key = k
                return states.storedKey(at: Int(truncatingIfNeeded: payload), equals: k)
            }
        }
        switch probe {
        case .found(let id): return Int(truncatingIfNeeded: id)
        case .free: return -1
        }
    }

    @inlinable
    func insertFinal(_ part: PartitionTable<S.State>, _ hash: Int, _ id: StateID) {
        if PartitionTable<S.State>.isCrowded(part.slots, holding: part.count + 1) {
            PartitionTable<S.State>.grow(&part.slots, &part.shift)
        }
        let h = UInt64(bitPattern: Int64(hash))
        guard case .free(let i) = part.slots.withUnsafeBufferPointer({ PartitionTable<S.State>.probe($0, part.shift, h) { _ in false } })
        else { return }
        part.slots[2 * i] = h
        part.slots[2 * i + 1] = UInt64(UInt32(bitPattern: id))
        part.count += 1
    }

    // MARK: Phase 1: expand

    /// Expands chunk `t` of the batch with `system` (the running thread's).
    @inlinable
    func expand(_ t: Int, on system: S) {
        let w = workers[t]
        let n = batch.count
        let lo = batch.lowerBound + n * t / chunks
        let hi = batch.lowerBound + n * (t + 1) / chunks
        // Counted through a raw buffer: a captured array would be checked for
        // uniqueness on every increment.
        let knownCounts = UnsafeMutableBufferPointer<Int>.allocate(capacity: Swift.max(1, interner.labels.count))
        knownCounts.initialize(repeating: 0)
        defer { knownCounts.deallocate() }
        var outbox = w.outbox
        w.outbox = []
        for p in outbox.indices { outbox[p].removeAll(keepingCapacity: true) }
        // Thread-private wrappers: calling a closure loaded from a shared
        // array retains its context, and two threads retaining one context
        // make its reference count bounce between their caches.
        let privateSteps = stepsByChunk[t].map { step in
            let holds = step.holds
            return StepProperty<S.Label, S.State, S.Note>(step.name) { holds($0, $1) }
        }
        var chunk = ChunkExpansion(
            system: system, steps: privateSteps, keepGraph: keepGraph, partitions: partitions,
            interner: interner,
            knownCounts: knownCounts, outbox: outbox, seq: UInt64(t) << 40)
        let states = self.states
        for g in lo ..< hi {
            let source = states[g]
            let sourceID = StateID(truncatingIfNeeded: g)
            var emitted = 0
            // The closure captures little: each capture is reloaded on every call.
            let met = system.expand(source) { tr in
                emitted &+= 1
                chunk.visit(tr, from: source, id: sourceID)
            }
            for issue in met { chunk.issues.append(FoundIssue(state: sourceID, issue: issue)) }
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
        w.issues = chunk.issues
        w.edgeCounts = chunk.edgeCounts
        w.edgeTargets = chunk.edgeTargets
        w.edgeLabels = chunk.edgeLabels
        w.stepHits = chunk.stepHits
        w.transitions = chunk.transitions
    }

    // MARK: Phase 2: labels

    @inlinable
    func mergeLabels() {
        for w in workers {
            for (id, c) in w.knownCounts.enumerated() { interner.counts[id] &+= c }
            w.labelRemap = w.newLabels.map { interner.intern($0, in: system) }
            for (local, c) in w.newCounts.enumerated() { interner.counts[Int(w.labelRemap[local])] &+= c }
        }
    }

    // MARK: Phase 3: insert

    @inlinable
    func insert(_ p: Int) {
        let part = parts[p]
        let states = self.states
        let injective = system.stateHashIsInjective
        var slots = part.slots
        part.slots = []
        var shift = part.shift
        var pendingStates = part.pendingStates
        var pendingHashes = part.pendingHashes
        var pendingSources = part.pendingSources
        var pendingLabels = part.pendingLabels
        var pendingSlots = part.pendingSlots
        part.pendingStates = []
        pendingStates.removeAll(keepingCapacity: true)
        pendingHashes.removeAll(keepingCapacity: true)
        pendingSources.removeAll(keepingCapacity: true)
        pendingLabels.removeAll(keepingCapacity: true)
        pendingSlots.removeAll(keepingCapacity: true)
        let pendingBit = PartitionTable<S.State>.pendingBit
        for (t, w) in workers.enumerated() {
            let inbox = w.outbox[p]
            var results = part.results[t]
            part.results[t] = []
            results.removeAll(keepingCapacity: true)
            results.reserveCapacity(inbox.count)
            var firsts = part.firsts[t]
            part.firsts[t] = []
            firsts.removeAll(keepingCapacity: true)
            for c in inbox {
                let h = UInt64(bitPattern: Int64(c.hash))
                // The stored form, made only when a stored state's hash matches.
                var key: S.Storage.Key?
                var probe = slots.withUnsafeBufferPointer { table in
                    PartitionTable<S.State>.probe(table, shift, h) { payload in
                        if injective { return true }
                        if payload & pendingBit != 0 { return pendingStates[Int(payload & ~pendingBit)] == c.state }
                        let k = key ?? S.Storage.key(of: c.state)
                        key = k
                        return states.storedKey(at: Int(truncatingIfNeeded: payload), equals: k)
                    }
                }
                if case .found(let payload) = probe {
                    // A state of an earlier level, or a pending one of this level.
                    results.append(payload & pendingBit != 0 ? -1 - Int64(payload & ~pendingBit) : Int64(payload))
                    continue
                }
                if PartitionTable<S.State>.isCrowded(slots, holding: part.count + pendingStates.count + 1) {
                    PartitionTable<S.State>.grow(&slots, &shift)
                    // Slots moved: find the pending entries (and the free slot) again.
                    pendingSlots = pendingHashes.indices.map { k in
                        Self.slotIndex(of: pendingBit | UInt64(k), hash: pendingHashes[k], in: slots, shift)
                    }
                    probe = slots.withUnsafeBufferPointer { PartitionTable<S.State>.probe($0, shift, h) { _ in false } }
                }
                guard case .free(let i) = probe else { continue }
                let k = pendingStates.count
                slots[2 * i] = h
                slots[2 * i + 1] = pendingBit | UInt64(k)
                pendingStates.append(c.state)
                pendingHashes.append(h)
                firsts.append((c.key, Int32(k)))
                pendingSources.append(c.source)
                pendingLabels.append(c.label)
                pendingSlots.append(i)
                results.append(-1 - Int64(k))
            }
            part.results[t] = results
            part.firsts[t] = firsts
        }
        part.count += pendingStates.count
        part.slots = slots
        part.shift = shift
        part.pendingStates = pendingStates
        part.pendingHashes = pendingHashes
        part.pendingSources = pendingSources
        part.pendingLabels = pendingLabels
        part.pendingSlots = pendingSlots
    }

    /// The slot holding `payload` (whose hash is `hash`).
    @inlinable
    static func slotIndex(of payload: UInt64, hash: UInt64, in slots: [UInt64], _ shift: UInt64) -> Int {
        let mask = slots.count / 2 - 1
        var i = Int(truncatingIfNeeded: hash >> shift)
        while slots[2 * i + 1] != payload { i = (i + 1) & mask }
        return i
    }

    // MARK: Phase 4: number

    /// Finds, for chunk `t`, the candidates that created a new state (in
    /// sequential order): they are the chunk's new states, in id order.
    @inlinable
    func firsts(_ t: Int) {
        let w = workers[t]
        var firsts: [(key: UInt64, partition: Int32, pending: Int32)] = []
        for (p, part) in parts.enumerated() {
            for f in part.firsts[t] { firsts.append((f.key, Int32(p), f.pending)) }
        }
        // Each partition's run is already in order; sorting merges the runs.
        firsts.sort { $0.key < $1.key }
        w.firsts = firsts
    }

    /// Numbers the level's new states: chunk `t`'s new states get the ids
    /// after those of chunks `0 ..< t`, in sequential order — exactly the
    /// ids the single-threaded search gives.
    @inlinable
    func number() {
        parallelFor(threads: active, count: chunks) { self.firsts($0) }
        var bases: [Int] = []
        var total = 0
        for w in workers {
            bases.append(states.count + total)
            total += w.firsts.count
        }
        guard total > 0 else {
            for part in parts { part.pendingIDs = [] }
            return
        }
        parents.append(contentsOf: repeatElement(-1, count: total))
        parentLabels.append(contentsOf: repeatElement(-1, count: total))
        let idBuffers = parts.map { UnsafeMutableBufferPointer<StateID>.allocate(capacity: Swift.max(1, $0.pendingStates.count)) }
        defer { for b in idBuffers { b.deallocate() } }
        for b in idBuffers { b.initialize(repeating: -1) }
        // Each chunk's new states in their stored form, made in parallel and
        // appended below in id order.
        let keys = UnsafeMutableBufferPointer<[S.Storage.Key]>.allocate(capacity: chunks)
        keys.initialize(repeating: [])
        let bytes = UnsafeMutableBufferPointer<Int>.allocate(capacity: chunks)
        bytes.initialize(repeating: 0)
        defer {
            keys.deinitialize()
            keys.deallocate()
            bytes.deallocate()
        }
        let pendingStates = parts.map(\.pendingStates)
        let pendingSources = parts.map(\.pendingSources)
        let pendingLabels = parts.map(\.pendingLabels)
        let firstLists = workers.map(\.firsts)
        let remaps = workers.map(\.labelRemap)
        let counted = options.limits.maxMemory != nil
        parents.withUnsafeMutableBufferPointer { parentsOut in
            parentLabels.withUnsafeMutableBufferPointer { labelsOut in
                parallelFor(threads: active, count: chunks) { t in
                    var id = bases[t]
                    let remap = remaps[t]
                    var chunkKeys: [S.Storage.Key] = []
                    chunkKeys.reserveCapacity(firstLists[t].count)
                    var chunkBytes = 0
                    for f in firstLists[t] {
                        let p = Int(f.partition), k = Int(f.pending)
                        chunkKeys.append(S.Storage.key(of: pendingStates[p][k]))
                        if counted { chunkBytes &+= self.estimatedBytes(of: pendingStates[p][k]) }
                        parentsOut[id] = pendingSources[p][k]
                        let temp = pendingLabels[p][k]
                        labelsOut[id] = temp >= 0 ? temp : remap[Int(-1 - temp)]
                        idBuffers[p][k] = StateID(truncatingIfNeeded: id)
                        id += 1
                    }
                    keys[t] = chunkKeys
                    bytes[t] = chunkBytes
                }
            }
        }
        for t in 0 ..< chunks {
            for key in keys[t] { states.append(key: key) }
            keys[t] = []
            usedBytes &+= bytes[t]
        }
        for (p, part) in parts.enumerated() {
            part.pendingIDs = Array(idBuffers[p].prefix(part.pendingStates.count))
        }
    }

    // MARK: Phase 5: publish

    /// Partition `i`: final ids into the slots, invariants on the new states.
    @inlinable
    func publish(partition i: Int) {
        let part = parts[i]
        var slots = part.slots
        part.slots = []
        for (k, slot) in part.pendingSlots.enumerated() {
            slots[2 * slot + 1] = UInt64(UInt32(bitPattern: part.pendingIDs[k]))
        }
        part.slots = slots
        let partInvariants = invariantsByPartition[i]
        var hits = [StateID?](repeating: nil, count: invariants.count)
        var open = invariantSites.reduce(0) { $0 + ($1 == nil ? 1 : 0) }
        if open > 0 {
            for (k, state) in part.pendingStates.enumerated() {
                for j in invariants.indices where invariantSites[j] == nil && hits[j] == nil && !partInvariants[j].holds(state) {
                    hits[j] = part.pendingIDs[k]
                    open -= 1
                }
                if open == 0 { break }
            }
        }
        part.firstInvariantHit = hits
    }

    /// Chunk `i`: resolve its edges and step hits to final ids.
    @inlinable
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

    @inlinable
    func collect() {
        for j in invariants.indices where invariantSites[j] == nil {
            if let id = parts.compactMap({ $0.firstInvariantHit[j] }).min() { invariantSites[j] = .state(id) }
        }
        for w in workers {
            transitions += w.transitions
            deadlocks.append(contentsOf: w.deadlocks)
            issues.append(contentsOf: w.issues)
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
