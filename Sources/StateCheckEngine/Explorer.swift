import Foundation

/// Options for one exhaustive exploration.
public struct ExplorationOptions {
    /// Bounds that end the search early with a partial result.
    public var limits: ExplorationLimits
    /// Keep the edge arrays (needed by graph properties, diagrams and
    /// bisimulation). Without them memory is states only.
    public var keepGraph: Bool
    /// Polled between states; set it to stop with a partial result.
    public var stopFlag: StopFlag?
    /// Called about every `progressInterval` seconds while exploring.
    public var progress: ((ExplorationProgress) -> Void)?
    /// Seconds between progress calls.
    public var progressInterval: Double
    /// Worker threads for the level-synchronous parallel search; `1` (the
    /// default) explores on the calling thread. Results are identical for
    /// every thread count.
    public var threads: Int
    /// About how many states to expect, to size the visited set and the
    /// per-state arrays up front (a hint, not a limit).
    public var expectedStates: Int?
    /// Sources per batch of the parallel search (`nil`: the default);
    /// tests set it small to split levels into many batches.
    @usableFromInline
    var parallelBatchSize: Int?
    /// Batches of fewer sources run on the calling thread (waking other
    /// threads costs more than it saves); tests set it to 0.
    @usableFromInline
    var parallelSmallBatch = 256
    /// The model's deadline when its front end polls one too (a long
    /// expansion then stops early, and the search stops right after it);
    /// it replaces `limits.timeout`, and counts time spent before the
    /// exploration (reading and compiling the model).
    @usableFromInline
    package var deadline: ExplorationDeadline?

    /// Creates options.
    public init(
        limits: ExplorationLimits = .none,
        keepGraph: Bool = true,
        stopFlag: StopFlag? = nil,
        progress: ((ExplorationProgress) -> Void)? = nil,
        progressInterval: Double = 0.5,
        threads: Int = 1,
        expectedStates: Int? = nil
    ) {
        self.threads = threads
        self.expectedStates = expectedStates
        self.limits = limits
        self.keepGraph = keepGraph
        self.stopFlag = stopFlag
        self.progress = progress
        self.progressInterval = progressInterval
    }
}

/// Exhaustive breadth-first exploration with an exact visited set.
///
/// States are numbered in discovery order, so the queue is the state array
/// itself and every parent link points to a smaller id. The first violation
/// of each property is recorded and exploration goes on, so every property
/// gets its own shortest trace.
///
/// ```swift
/// let result = Explorer.explore(DieHard(), invariants: [.init("notFour") { $0.big != 4 }])
/// result.violations["notFour"]   // .state(…), depth 6
/// ```
public enum Explorer {
    /// Explores `system` from its initial states.
    ///
    /// States are numbered in breadth-first discovery order (initial states
    /// first, then each state's successors in emission order), so the result
    /// depends only on the system and the limits: two runs give identical
    /// states, ids, parents, graphs, violations and coverage.
    ///
    /// - Complexity: O(states + transitions) hash operations; memory is the
    ///   states, two 32-bit parent words per state and the hash table, plus
    ///   the edge arrays when `options.keepGraph` is set.
    @inlinable
    public static func explore<S: TransitionSystem>(
        _ system: S,
        invariants: [StateInvariant<S.State>] = [],
        steps: [StepProperty<S.Label, S.State, S.Note>] = [],
        options: ExplorationOptions = ExplorationOptions()
    ) -> Exploration<S> {
        if options.threads > 1 {
            return ParallelExplorer.explore(system, invariants: invariants, steps: steps, options: options)
        }
        return exploreOnOneThread(system, invariants: invariants, steps: steps, options: options, resuming: nil)
    }

    /// The single-threaded search, from the initial states or from where a
    /// parallel search left off (`resume`, whose arrays it takes over).
    @inlinable
    static func exploreOnOneThread<S: TransitionSystem>(
        _ system: S,
        invariants: [StateInvariant<S.State>],
        steps: [StepProperty<S.Label, S.State, S.Note>],
        options: ExplorationOptions,
        resuming resume: SearchResume<S>?
    ) -> Exploration<S> {
        let clock = ContinuousClock()
        let start = clock.now
        let before = resume?.seconds ?? 0
        func elapsed() -> Double {
            let d = clock.now - start
            return before + Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
        }

        // Transitions per dense label code, counted through a raw buffer: a
        // captured array would be checked for uniqueness on every increment.
        let codeCounts = UnsafeMutableBufferPointer<Int>.allocate(capacity: Swift.max(1, system.labelCodeCount))
        codeCounts.initialize(repeating: 0)
        defer { codeCounts.deallocate() }
        var search = SequentialSearch(system, invariants: invariants, steps: steps, options: options, codeCounts: codeCounts)
        var offsets: OffsetColumn = options.keepGraph ? [0] : []
        var deadlocks: [StateID] = []
        var issues = FoundIssues<S.Issue>()
        var levelStarts: [Int] = [0]
        var limitHit: LimitHit?
        let limits = options.limits
        let keepGraph = options.keepGraph

        var next = 0
        var levelEnd = 0
        var depth = 0
        if let resume {
            search.take(resume)
            offsets = resume.offsets; resume.offsets = []
            deadlocks = resume.deadlocks; resume.deadlocks = []
            issues = resume.issues; resume.issues = []
            levelStarts = resume.levelStarts
            next = resume.next
            levelEnd = resume.levelEnd
            depth = resume.depth
        }

        // Initial states (depth 0).
        for state in system.initialStates where resume == nil {
            let h = system.stateHash(state)
            if !search.hasRoom, search.store.id(of: state, hash: h) == nil {
                limitHit = search.fullLimit
                break
            }
            let (id, inserted) = search.store.insert(state, hash: h)
            if inserted {
                search.parents.append(-1)
                search.parentLabels.append(-1)
                if search.maxMemory < Int.max { search.usedBytes &+= system.storedBytes(of: state) &+ search.bytesPerState }
                search.checkInvariants(state, id)
            }
        }

        if resume == nil { levelEnd = search.store.count }
        var lastReport = 0.0

        while next < search.store.count {
            if next == levelEnd {
                levelStarts.append(next)
                depth += 1
                levelEnd = search.store.count
            }
            if let maxDepth = limits.maxDepth, depth >= maxDepth {
                limitHit = .maxDepth(maxDepth)
                break
            }
            // Every 16 states: one state of an interpreted model can take
            // milliseconds, so a coarser check would overshoot `--timeout`.
            if next & 15 == 0 {
                if options.stopFlag?.isStopped == true { limitHit = .interrupted; break }
                if let deadline = options.deadline, deadline.hasPassed() { limitHit = .timeout(deadline.seconds); break }
                if limits.timeout != nil || options.progress != nil {
                    let t = elapsed()
                    if let timeout = limits.timeout, t >= timeout { limitHit = .timeout(timeout); break }
                    if let progress = options.progress, t - lastReport >= options.progressInterval {
                        lastReport = t
                        progress(ExplorationProgress(states: search.store.count, transitions: search.transitions, seconds: t, depth: depth))
                    }
                }
            }

            let sourceID = StateID(truncatingIfNeeded: next)
            let source = search.store.states[next]
            var emitted = 0
            var full = false
            // The closure captures little: each capture is reloaded on every call.
            let met = system.expand(source) { t in
                if full { return }
                emitted &+= 1
                if !search.visit(t, from: source, id: sourceID) { full = true }
            }
            // Kept also for a state the limit cut short: its expansion ran whole.
            for issue in met { issues.append(state: sourceID, issue: issue) }
            if keepGraph { offsets.append(search.targets.count) }
            if full {
                limitHit = search.fullLimit
                break
            }
            // The front end stopped this expansion at the deadline: it may
            // be incomplete, so it says nothing about deadlocks.
            if let deadline = options.deadline, deadline.wasReached {
                limitHit = .timeout(deadline.seconds)
                break
            }
            if emitted == 0 { deadlocks.append(sourceID) }
            next += 1
        }
        levelStarts.append(search.store.count)
        search.interner.addCodeCounts(codeCounts)
        // Pad offsets so the graph covers every stored state (unexpanded
        // states of a partial result have no edges).
        if keepGraph {
            while offsets.count < search.store.count + 1 { offsets.append(search.targets.count) }
        }

        let names = invariants.map(\.name) + steps.map(\.name)
        return Exploration(
            system: system,
            states: search.store.states,
            parents: search.parents,
            parentLabels: search.parentLabels,
            labels: search.interner.labels,
            levelStarts: levelStarts,
            graph: keepGraph ? StateGraph(offsets: offsets, targets: search.targets, labels: search.edgeLabels) : nil,
            transitionCount: search.transitions,
            propertyNames: names,
            violations: violationTable(names: names, sites: search.invariantSites + search.stepSites),
            deadlocks: deadlocks,
            limitHit: limitHit,
            transitionsPerLabel: search.interner.counts,
            seconds: elapsed(),
            issues: issues,
            visitedTableBytes: search.store.slots.count * MemoryLayout<UInt64>.stride
        )
    }

    /// Explores `system` with properties made per unit of work, so that
    /// properties keeping state of their own can run on several threads.
    ///
    /// `properties(unit)` is called for every unit before the search starts:
    /// one unit (`count == 1`) on one thread; on `T` threads, each of the
    /// parallel search's `12 T` units, each of which is used by one thread
    /// at a time. Every set must name the same properties in the same order.
    /// When a batch would pass `maxStates` or `maxMemory`, chunk 0's set
    /// goes on alone on the calling thread; only when the initial states
    /// already pass `maxStates` does a single-threaded run start again and
    /// ask for one unit: sets made before then are no longer used.
    ///
    /// The result is the same for every thread count.
    ///
    /// Inlinable, so that a system's ``TransitionSystem/explore(options:properties:)``
    /// runs a search specialized for its type (a generic caller goes through it).
    @inlinable
    public static func explore<S: TransitionSystem>(
        _ system: S,
        options: ExplorationOptions = ExplorationOptions(),
        properties: (_ unit: ExplorationUnit) -> PropertySet<S>
    ) -> Exploration<S> {
        ParallelExplorer.explore(system, options: options, properties: properties)
    }

    /// The violations by property name; when two properties share a name the
    /// first one given wins.
    @usableFromInline
    static func violationTable(names: [String], sites: [ViolationSite?]) -> [String: ViolationSite] {
        var table: [String: ViolationSite] = [:]
        var seen = Set<String>()
        for (name, site) in zip(names, sites) where seen.insert(name).inserted {
            if let site { table[name] = site }
        }
        return table
    }
}

/// Bytes per stored state besides the state itself, as
/// ``ExplorationLimits/maxMemory`` counts them: two parent words and about
/// two hash-table slots (one word each, two with an injective hash).
@inlinable
func storeBytesPerState(injective: Bool) -> Int { 8 + (injective ? 32 : 16) }

/// Bytes per kept graph edge (target id and label id).
@inlinable
var bytesPerEdge: Int { 8 }

/// The mutable state of one single-threaded search, with the per-transition
/// step as a method, so the successor closure captures one value instead of
/// a dozen (a closure reloads every capture on every call).
@usableFromInline
struct SequentialSearch<S: TransitionSystem> {
    @usableFromInline
    let system: S
    @usableFromInline
    let invariants: [StateInvariant<S.State>]
    @usableFromInline
    let steps: [StepProperty<S.Label, S.State, S.Note>]
    @usableFromInline
    let keepGraph: Bool
    @usableFromInline
    let maxStates: Int
    /// `limits.maxMemory`, or `Int.max`.
    @usableFromInline
    let maxMemory: Int
    /// The estimated bytes of the store so far (see ``ExplorationLimits/maxMemory``).
    @usableFromInline
    var usedBytes = 0
    /// Bytes per stored state besides the state itself: its two parent
    /// words and about two hash-table slots (the table is 3/8 to 3/4 full).
    @usableFromInline
    let bytesPerState: Int
    @usableFromInline
    let codeCounts: UnsafeMutableBufferPointer<Int>
    @usableFromInline
    var store: StateStore<S.Storage>
    @usableFromInline
    var parents: [StateID] = []
    @usableFromInline
    var parentLabels: [LabelID] = []
    @usableFromInline
    var interner: LabelInterner<S>
    @usableFromInline
    var targets: PagedArray<StateID> = []
    @usableFromInline
    var edgeLabels = LabelColumn()
    @usableFromInline
    var invariantSites: [ViolationSite?]
    @usableFromInline
    var stepSites: [ViolationSite?]
    @usableFromInline
    var openInvariants: Int
    @usableFromInline
    var openSteps: Int
    @usableFromInline
    var transitions = 0

    @inlinable
    init(_ system: S, invariants: [StateInvariant<S.State>], steps: [StepProperty<S.Label, S.State, S.Note>],
         options: ExplorationOptions, codeCounts: UnsafeMutableBufferPointer<Int>) {
        self.system = system
        self.invariants = invariants
        self.steps = steps
        self.keepGraph = options.keepGraph
        self.maxStates = options.limits.maxStates ?? Int.max
        self.maxMemory = options.limits.maxMemory ?? Int.max
        self.bytesPerState = storeBytesPerState(injective: system.stateHashIsInjective)
        self.codeCounts = codeCounts
        let expected = options.expectedStates ?? 1024
        store = StateStore(capacity: expected, injectiveHash: system.stateHashIsInjective)
        parents.reserveCapacity(expected)
        parentLabels.reserveCapacity(expected)
        interner = LabelInterner(system)
        invariantSites = Array(repeating: nil, count: invariants.count)
        stepSites = Array(repeating: nil, count: steps.count)
        openInvariants = invariants.count
        openSteps = steps.count
    }

    /// Takes over the arrays of a parallel search that stopped at a batch
    /// boundary, re-indexing its states and recounting their bytes.
    @inlinable
    mutating func take(_ resume: SearchResume<S>) {
        let states = resume.states
        resume.states = S.Storage()
        store = StateStore(capacity: Swift.max(states.count, 1024), injectiveHash: system.stateHashIsInjective)
        store.adopt(states, hashes: resume.hashes)
        resume.hashes = []
        parents = resume.parents; resume.parents = []
        parentLabels = resume.parentLabels; resume.parentLabels = []
        targets = resume.targets; resume.targets = []
        edgeLabels = resume.edgeLabels; resume.edgeLabels = LabelColumn()
        interner = resume.interner
        invariantSites = resume.invariantSites
        stepSites = resume.stepSites
        openInvariants = invariantSites.reduce(0) { $0 + ($1 == nil ? 1 : 0) }
        openSteps = stepSites.reduce(0) { $0 + ($1 == nil ? 1 : 0) }
        transitions = resume.transitions
        // The parallel search counted them as this search does.
        if maxMemory < Int.max { usedBytes = resume.usedBytes }
    }

    /// Whether another state may be stored (neither limit reached).
    @inlinable @inline(__always)
    var hasRoom: Bool { store.count < maxStates && usedBytes < maxMemory }

    /// The limit that refused a state: the state count, else the memory.
    @inlinable
    var fullLimit: LimitHit { store.count >= maxStates ? .maxStates(maxStates) : .maxMemory(maxMemory) }

    @inlinable @inline(__always)
    mutating func checkInvariants(_ state: S.State, _ id: StateID) {
        if openInvariants == 0 { return }
        for i in invariants.indices where invariantSites[i] == nil {
            if !invariants[i].holds(state) {
                invariantSites[i] = .state(id)
                openInvariants -= 1
            }
        }
    }

    /// Records one transition from `source`. Returns `false` (recording
    /// nothing) when its target is new and the state limit is reached.
    @inlinable @inline(__always)
    mutating func visit(_ t: Transition<S.Label, S.State, S.Note>, from source: S.State, id sourceID: StateID) -> Bool {
        let h = system.stateHash(t.target)
        let targetID: StateID
        let inserted: Bool
        if hasRoom {
            (targetID, inserted) = store.insert(t.target, hash: h)
        } else if let existing = store.id(of: t.target, hash: h) {
            (targetID, inserted) = (existing, false)
        } else {
            return false
        }
        let labelID: LabelID
        let code = system.labelCode(of: t.label)
        if code >= 0 && code < codeCounts.count, let known = interner.knownCodeID(code) {
            labelID = known
            codeCounts[code] &+= 1
        } else {
            labelID = interner.id(of: t.label, in: system)
        }
        transitions &+= 1
        if inserted {
            parents.append(sourceID)
            parentLabels.append(labelID)
            if maxMemory < Int.max { usedBytes &+= system.storedBytes(of: t.target) &+ bytesPerState }
            checkInvariants(t.target, targetID)
        }
        if keepGraph {
            targets.append(targetID)
            edgeLabels.append(labelID)
            usedBytes &+= bytesPerEdge
        }
        if openSteps > 0 {
            for i in steps.indices where stepSites[i] == nil {
                if !steps[i].holds(source, t) {
                    stepSites[i] = .step(from: sourceID, label: labelID, to: targetID)
                    openSteps -= 1
                }
            }
        }
        return true
    }
}

/// Interns transition labels as dense ``LabelID``s in first-seen order and
/// counts transitions per label.
///
/// When the system gives dense label codes, a label's id is found by array
/// indexing; otherwise through a dictionary.
@usableFromInline
struct LabelInterner<S: TransitionSystem> {
    /// The labels, indexed by ``LabelID``.
    @usableFromInline
    var labels: [S.Label] = []
    /// Transitions counted per ``LabelID``.
    @usableFromInline
    var counts: [Int] = []
    @usableFromInline
    var index: [S.Label: LabelID] = [:]
    @usableFromInline
    var byCode: [LabelID]

    @inlinable
    init(_ system: S) {
        byCode = [LabelID](repeating: -1, count: Swift.max(0, system.labelCodeCount))
    }

    /// The id of `label`, interning it if new, and counts one transition.
    @inlinable @inline(__always)
    mutating func id(of label: S.Label, in system: S) -> LabelID {
        let code = system.labelCode(of: label)
        if code >= 0 && code < byCode.count {
            let known = byCode[code]
            if known >= 0 {
                counts[Int(known)] &+= 1
                return known
            }
            let id = slowID(of: label)
            byCode[code] = id
            counts[Int(id)] &+= 1
            return id
        }
        let id = slowID(of: label)
        counts[Int(id)] &+= 1
        return id
    }

    /// The id already given to dense label code `code`, if any.
    @inlinable @inline(__always)
    func knownCodeID(_ code: Int) -> LabelID? {
        let known = byCode[code]
        return known >= 0 ? known : nil
    }

    /// Adds transitions counted per dense label code to the per-label counts.
    @inlinable
    mutating func addCodeCounts(_ codeCounts: UnsafeMutableBufferPointer<Int>) {
        for code in byCode.indices where code < codeCounts.count && byCode[code] >= 0 {
            counts[Int(byCode[code])] &+= codeCounts[code]
        }
    }

    /// The id of `label` if it is interned, without changing anything.
    @inlinable @inline(__always)
    func knownID(of label: S.Label, in system: S) -> LabelID? {
        let code = system.labelCode(of: label)
        if code >= 0 && code < byCode.count {
            let known = byCode[code]
            if known >= 0 { return known }
        }
        return index[label]
    }

    /// Interns `label` (without counting a transition) and returns its id.
    @inlinable
    mutating func intern(_ label: S.Label, in system: S) -> LabelID {
        let id = slowID(of: label)
        let code = system.labelCode(of: label)
        if code >= 0 && code < byCode.count { byCode[code] = id }
        return id
    }

    /// The id of `label` without counting a transition.
    @inlinable
    mutating func slowID(of label: S.Label) -> LabelID {
        if let id = index[label] { return id }
        let id = LabelID(labels.count)
        labels.append(label)
        index[label] = id
        counts.append(0)
        return id
    }
}

/// The invariants and step properties one unit of a search evaluates (see
/// ``Explorer/explore(_:options:properties:)``).
public struct PropertySet<System: TransitionSystem> {
    /// Checked on every stored state.
    public var invariants: [StateInvariant<System.State>]
    /// Checked on every transition.
    public var steps: [StepProperty<System.Label, System.State, System.Note>]

    /// Creates a set.
    public init(
        invariants: [StateInvariant<System.State>] = [],
        steps: [StepProperty<System.Label, System.State, System.Note>] = []
    ) {
        self.invariants = invariants
        self.steps = steps
    }
}

/// One of the units of work a search asks properties for (see
/// ``Explorer/explore(_:options:properties:)``).
public struct ExplorationUnit: Hashable, Sendable {
    /// `0 ..< count`.
    public var index: Int
    /// The number of units of this attempt: `1` for a single-threaded run.
    public var count: Int

    /// Creates a unit.
    @usableFromInline
    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }
}

/// Where a parallel search hands over to the single-threaded one: every
/// array of the search up to the start of a batch (consecutive sources of
/// one level) that would have passed a state or memory limit. The
/// single-threaded search takes the arrays out (so that it appends to
/// uniquely referenced storage) and goes on from `next`, stopping exactly
/// where a single-threaded run from the start stops.
@usableFromInline
final class SearchResume<S: TransitionSystem> {
    /// The stored states, in the system's storage.
    @usableFromInline var states: S.Storage
    /// Each stored state's hash (``TransitionSystem/stateHash(_:)``), by id,
    /// so the visited set is rebuilt without reading a state.
    @usableFromInline var hashes: [UInt64]
    /// The estimated bytes stored so far (see ``ExplorationLimits/maxMemory``),
    /// counted when a memory limit is set.
    @usableFromInline var usedBytes: Int
    @usableFromInline var parents: [StateID]
    @usableFromInline var parentLabels: [LabelID]
    @usableFromInline var interner: LabelInterner<S>
    @usableFromInline var targets: PagedArray<StateID>
    @usableFromInline var edgeLabels: LabelColumn
    @usableFromInline var offsets: OffsetColumn
    @usableFromInline var deadlocks: [StateID]
    @usableFromInline var issues: FoundIssues<S.Issue>
    @usableFromInline var invariantSites: [ViolationSite?]
    @usableFromInline var stepSites: [ViolationSite?]
    @usableFromInline var transitions: Int
    /// The level starts so far (the current level's included).
    @usableFromInline var levelStarts: [Int]
    /// The first source not expanded yet.
    @usableFromInline var next: Int
    /// The end of the current level.
    @usableFromInline var levelEnd: Int
    @usableFromInline var depth: Int
    /// Seconds the parallel search ran.
    @usableFromInline var seconds: Double

    @inlinable
    init(states: S.Storage, hashes: [UInt64], usedBytes: Int, parents: [StateID], parentLabels: [LabelID], interner: LabelInterner<S>,
         targets: PagedArray<StateID>, edgeLabels: LabelColumn, offsets: OffsetColumn, deadlocks: [StateID],
         issues: FoundIssues<S.Issue>, invariantSites: [ViolationSite?], stepSites: [ViolationSite?],
         transitions: Int, levelStarts: [Int], next: Int, levelEnd: Int, depth: Int, seconds: Double) {
        self.states = states
        self.hashes = hashes
        self.usedBytes = usedBytes
        self.parents = parents
        self.parentLabels = parentLabels
        self.interner = interner
        self.targets = targets
        self.edgeLabels = edgeLabels
        self.offsets = offsets
        self.deadlocks = deadlocks
        self.issues = issues
        self.invariantSites = invariantSites
        self.stepSites = stepSites
        self.transitions = transitions
        self.levelStarts = levelStarts
        self.next = next
        self.levelEnd = levelEnd
        self.depth = depth
        self.seconds = seconds
    }
}
