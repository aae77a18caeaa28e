/// The result of exploring a transition system: every reachable state (or as
/// many as the limits allowed), parent links for shortest traces, the graph,
/// each property's first violation, and coverage counts.
public struct Exploration<System: TransitionSystem> {
    /// The system that was explored.
    public let system: System
    /// The states, indexed by ``StateID`` in breadth-first order, as the
    /// system stores them (an array, or a compact form that decodes a state
    /// each time it is read: see ``TransitionSystem/Storage``).
    public let states: System.Storage
    /// For each state, the state it was first reached from (`-1` for an
    /// initial state).
    package let parents: [StateID]
    /// For each state, the label of the transition it was first reached by.
    package let parentLabels: [LabelID]
    /// The interned labels, indexed by ``LabelID``.
    public let labels: [System.Label]
    /// `levelStarts[d]` is the first state id at depth `d`; the last element
    /// is the state count.
    public let levelStarts: [Int]
    /// The explored graph, when it was kept.
    package let graph: StateGraph?
    /// The number of transitions generated from expanded states.
    public let transitionCount: Int
    /// The checked properties' names, invariants first, in the order given.
    public let propertyNames: [String]
    /// The first violation of each property, by name (absent: it held on
    /// everything explored).
    package let violations: [String: ViolationSite]
    /// States with no outgoing transition.
    package let deadlocks: [StateID]
    /// The limit that ended the exploration early, if any.
    public let limitHit: LimitHit?
    /// Transitions generated per label, indexed by ``LabelID``.
    public let transitionsPerLabel: [Int]
    /// Wall time of the exploration in seconds.
    public let seconds: Double
    /// What the expansions met besides transitions
    /// (``TransitionSystem/expand(_:_:)``), in state id order and, per
    /// state, in the order the system returned them; the same for every
    /// thread count.
    package let issues: FoundIssues<System.Issue>
    /// The bytes of the visited set's hash table when the search ended
    /// (what ``states`` holds is ``Explorer/StateStorage/storageBytes``).
    package let visitedTableBytes: Int

    /// Creates a result from the explorers' arrays.
    @usableFromInline
    init(
        system: System, states: System.Storage, parents: [StateID], parentLabels: [LabelID], labels: [System.Label],
        levelStarts: [Int], graph: StateGraph?, transitionCount: Int, propertyNames: [String],
        violations: [String: ViolationSite], deadlocks: [StateID], limitHit: LimitHit?, transitionsPerLabel: [Int],
        seconds: Double, issues: FoundIssues<System.Issue>, visitedTableBytes: Int = 0
    ) {
        self.system = system
        self.states = states
        self.parents = parents
        self.parentLabels = parentLabels
        self.labels = labels
        self.levelStarts = levelStarts
        self.graph = graph
        self.transitionCount = transitionCount
        self.propertyNames = propertyNames
        self.violations = violations
        self.deadlocks = deadlocks
        self.limitHit = limitHit
        self.transitionsPerLabel = transitionsPerLabel
        self.seconds = seconds
        self.issues = issues
        self.visitedTableBytes = visitedTableBytes
    }

    /// The number of stored states.
    public var stateCount: Int { states.count }

    /// Whether every reachable state was explored.
    public var isComplete: Bool { limitHit == nil }

    /// The breadth-first depth of `id` (its shortest distance from an initial state).
    package func depth(of id: StateID) -> Int {
        var lo = 0, hi = levelStarts.count - 1
        let v = Int(id)
        while lo + 1 < hi {
            let mid = (lo + hi) / 2
            if levelStarts[mid] <= v { lo = mid } else { hi = mid }
        }
        return lo
    }

    /// The number of states at each depth.
    public var statesPerDepth: [Int] {
        zip(levelStarts, levelStarts.dropFirst()).map { $1 - $0 }
    }

    /// The greatest depth of any stored state (the diameter from the initial states).
    public var maxDepth: Int { Swift.max(0, levelStarts.count - 2) }

    /// The state ids and labels along the first-found path from an initial
    /// state to `id`: a shortest path.
    package func path(to id: StateID) -> (start: StateID, steps: [(label: LabelID, to: StateID)]) {
        var steps: [(label: LabelID, to: StateID)] = []
        var cur = id
        while parents[Int(cur)] >= 0 {
            steps.append((parentLabels[Int(cur)], cur))
            cur = parents[Int(cur)]
        }
        return (cur, steps.reversed())
    }

    /// The shortest trace to a violation site (see ``trace(start:steps:)``).
    package func trace(to site: ViolationSite) -> Trace<System> {
        var (start, steps) = path(to: site.anchor)
        if case .step(_, let label, let to) = site { steps.append((label, to)) }
        return trace(start: start, steps: steps)
    }

    /// The trace along explicit steps from `start`, built once: each state
    /// on the path is expanded again (nothing is explored again) to recover
    /// the transition's note, its target *as that transition emitted it*
    /// (a system may present equal states differently depending on the
    /// transition that produced them), and which of the transitions sharing
    /// its label text it is, so the trace's ``Trace/replay`` takes exactly
    /// these transitions.
    ///
    /// - Complexity: O(steps · out-degree).
    package func trace(start: StateID, steps: [(label: LabelID, to: StateID)]) -> Trace<System> {
        let first = states[Int(start)]
        var out: [TraceStep<System>] = []
        var cur = first
        for step in steps {
            let stored = states[Int(step.to)]
            let label = labels[Int(step.label)]
            let text = String(describing: label)
            var seen = 0
            var found: (choice: Int, transition: Transition<System.Label, System.State, System.Note>)?
            system.forEachSuccessor(of: cur) { t in
                guard found == nil, String(describing: t.label) == text else { return }
                if t.label == label, t.target == stored { found = (seen, t) } else { seen += 1 }
            }
            // A deterministic system always regenerates its own transitions;
            // the nil case is kept for systems that do not.
            let state = found?.transition.target ?? stored
            out.append(TraceStep(label: label, choice: found?.choice ?? 0, note: found?.transition.note, state: state, id: step.to))
            cur = state
        }
        let initialIndex = system.initialStates.firstIndex(of: first) ?? 0
        return Trace(initialIndex: initialIndex, initial: first, initialID: start, steps: out)
    }

    /// The label id of `label`, if any transition carried it.
    package func labelID(of label: System.Label) -> LabelID? {
        labels.firstIndex(of: label).map { LabelID($0) }
    }

    /// Labels the system declared that no explored transition carried.
    public var neverEnabledLabels: [System.Label] {
        let seen = Set(labels)
        return system.declaredLabels.filter { !seen.contains($0) }
    }
}

/// An issue met while expanding one state.
@usableFromInline
package struct FoundIssue<Issue: Hashable>: Hashable {
    /// The state whose expansion met it.
    public var state: StateID
    /// What the system returned.
    public var issue: Issue

    /// Creates a found issue.
    public init(state: StateID, issue: Issue) {
        self.state = state
        self.issue = issue
    }
}

extension FoundIssue: Sendable where Issue: Sendable {}

extension Exploration {
    /// A 64-bit fingerprint of everything a report can show: the states in
    /// id order (through ``TransitionSystem/stateHash(_:)``), parent links
    /// and labels (hence every shortest trace), level starts, deadlocks, the
    /// transition counts, the issues met and the first violation of each
    /// property.
    ///
    /// Two explorations of one system with equal digests are, but for a
    /// 2^-64 chance, identical; `statecheck bench --compare-threads` compares
    /// runs with different thread counts this way. Labels enter by their
    /// description; states by their hash, so digests agree across processes
    /// when the system's `stateHash` is not seeded per process (the paging
    /// family's is not; `hashValue` is).
    ///
    /// - Complexity: O(states + labels + issues).
    public var digest: UInt64 {
        var h: UInt64 = 0x6A09_E667_F3BC_C908
        func mix(_ x: UInt64) { h = UInt64(bitPattern: Int64(mixHash(h ^ x))) &* 0x9E37_79B9_7F4A_7C15 }
        func mix(_ x: Int) { mix(UInt64(bitPattern: Int64(x))) }
        mix(states.count)
        for (i, state) in states.enumerated() {
            mix(system.stateHash(state))
            mix(Int(parents[i]))
            mix(Int(parentLabels[i]))
        }
        func mix(text: String) { for byte in text.utf8 { mix(UInt64(byte)) } }
        for label in labels { mix(text: String(describing: label)) }
        for start in levelStarts { mix(start) }
        for id in deadlocks { mix(Int(id)) }
        mix(transitionCount)
        for count in transitionsPerLabel { mix(count) }
        for found in issues { mix(Int(found.state)); mix(text: String(describing: found.issue)) }
        for name in propertyNames {
            mix(text: name)
            switch violations[name] {
            case nil: mix(-1)
            case .state(let id): mix(Int(id))
            case .step(let from, let label, let to): mix(Int(from)); mix(Int(label)); mix(Int(to))
            }
        }
        return h
    }
}
