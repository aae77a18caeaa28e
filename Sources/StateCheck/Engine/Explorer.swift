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

    /// Creates options.
    public init(
        limits: ExplorationLimits = .none,
        keepGraph: Bool = true,
        stopFlag: StopFlag? = nil,
        progress: ((ExplorationProgress) -> Void)? = nil,
        progressInterval: Double = 0.5
    ) {
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
    /// - Complexity: O(states + transitions) hash operations.
    public static func explore<S: TransitionSystem>(
        _ system: S,
        invariants: [StateInvariant<S.State>] = [],
        steps: [StepProperty<S.Label, S.State, S.Note>] = [],
        options: ExplorationOptions = ExplorationOptions()
    ) -> Exploration<S> {
        let clock = ContinuousClock()
        let start = clock.now
        func elapsed() -> Double {
            let d = clock.now - start
            return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
        }

        var store = StateStore<S.State>()
        var parents: [StateID] = []
        var parentLabels: [LabelID] = []
        var labels: [S.Label] = []
        var labelIndex: [S.Label: LabelID] = [:]
        var perLabel: [Int] = []
        var offsets: [Int] = options.keepGraph ? [0] : []
        var targets: [StateID] = []
        var edgeLabels: [LabelID] = []
        var violations: [String: ViolationSite] = [:]
        var deadlocks: [StateID] = []
        var levelStarts: [Int] = [0]
        var transitions = 0
        var limitHit: LimitHit?
        let limits = options.limits
        let maxStates = limits.maxStates ?? Int.max

        @inline(__always)
        func intern(_ label: S.Label) -> LabelID {
            if let id = labelIndex[label] { return id }
            let id = LabelID(labels.count)
            labels.append(label)
            labelIndex[label] = id
            perLabel.append(0)
            return id
        }

        func checkInvariants(_ state: S.State, _ id: StateID) {
            for inv in invariants where violations[inv.name] == nil {
                if !inv.holds(state) { violations[inv.name] = .state(id) }
            }
        }

        // Initial states (depth 0).
        for state in system.initialStates {
            if store.count >= maxStates { limitHit = .maxStates(maxStates); break }
            let (id, inserted) = store.insert(state)
            if inserted {
                parents.append(-1)
                parentLabels.append(-1)
                checkInvariants(state, id)
            }
        }

        var next = 0
        var levelEnd = store.count
        var depth = 0
        var lastReport = 0.0
        var pending: [Transition<S.Label, S.State, S.Note>] = []

        search: while next < store.count {
            if next == levelEnd {
                levelStarts.append(next)
                depth += 1
                levelEnd = store.count
            }
            if let maxDepth = limits.maxDepth, depth >= maxDepth {
                limitHit = .maxDepth(maxDepth)
                break
            }
            if next & 1023 == 0 {
                if options.stopFlag?.isStopped == true { limitHit = .interrupted; break }
                if limits.timeout != nil || options.progress != nil {
                    let t = elapsed()
                    if let timeout = limits.timeout, t >= timeout { limitHit = .timeout(timeout); break }
                    if let progress = options.progress, t - lastReport >= options.progressInterval {
                        lastReport = t
                        progress(ExplorationProgress(states: store.count, transitions: transitions, seconds: t, depth: depth))
                    }
                }
            }

            let sourceID = StateID(next)
            let source = store.states[next]
            pending.removeAll(keepingCapacity: true)
            system.forEachSuccessor(of: source) { pending.append($0) }
            if pending.isEmpty { deadlocks.append(sourceID) }

            for t in pending {
                let (targetID, inserted): (StateID, Bool)
                if let existing = store.id(of: t.target) {
                    (targetID, inserted) = (existing, false)
                } else {
                    if store.count >= maxStates {
                        limitHit = .maxStates(maxStates)
                        if options.keepGraph { offsets.append(targets.count) }
                        break search
                    }
                    (targetID, inserted) = store.insert(t.target)
                }
                let labelID = intern(t.label)
                perLabel[Int(labelID)] += 1
                transitions += 1
                if inserted {
                    parents.append(sourceID)
                    parentLabels.append(labelID)
                    checkInvariants(t.target, targetID)
                }
                if options.keepGraph {
                    targets.append(targetID)
                    edgeLabels.append(labelID)
                }
                for step in steps where violations[step.name] == nil {
                    if !step.holds(source, t) {
                        violations[step.name] = .step(from: sourceID, label: labelID, to: targetID)
                    }
                }
            }
            if options.keepGraph { offsets.append(targets.count) }
            next += 1
        }
        levelStarts.append(store.count)
        // Pad offsets so the graph covers every stored state (unexpanded
        // states of a partial result have no edges).
        if options.keepGraph {
            while offsets.count < store.count + 1 { offsets.append(targets.count) }
        }

        return Exploration(
            system: system,
            states: store.states,
            parents: parents,
            parentLabels: parentLabels,
            labels: labels,
            levelStarts: levelStarts,
            graph: options.keepGraph ? StateGraph(offsets: offsets, targets: targets, labels: edgeLabels) : nil,
            transitionCount: transitions,
            propertyNames: invariants.map(\.name) + steps.map(\.name),
            violations: violations,
            deadlocks: deadlocks,
            limitHit: limitHit,
            transitionsPerLabel: perLabel,
            seconds: elapsed()
        )
    }
}
