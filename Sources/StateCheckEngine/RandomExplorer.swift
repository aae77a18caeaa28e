/// Options for random exploration.
public struct RandomWalkOptions: Sendable, Equatable {
    /// The seed of the whole run: the same seed, system and options give
    /// the same walks, violations and shrunk replays.
    public var seed: UInt64
    /// How many walks to run.
    public var walks: Int
    /// The length of each walk (a walk also ends at a deadlock).
    public var maxSteps: Int
    /// Whether to shrink each violating walk.
    public var shrink: Bool
    /// At most this many replays are spent shrinking one violation.
    public var maxShrinkReplays: Int

    /// Creates options.
    public init(seed: UInt64 = 0, walks: Int = 1000, maxSteps: Int = 100, shrink: Bool = true, maxShrinkReplays: Int = 10_000) {
        self.seed = seed
        self.walks = walks
        self.maxSteps = maxSteps
        self.shrink = shrink
        self.maxShrinkReplays = maxShrinkReplays
    }
}

/// A walk replayed through a system: the path it took, and where it
/// stopped if a step was not enabled.
package struct ReplayedWalk<System: TransitionSystem> {
    /// The steps that could be taken, as a trace (no state ids: a walk's
    /// states are not stored).
    public var trace: Trace<System>
    /// The first step that was not enabled, if the replay stopped early
    /// (`steps.count` is then that step's position).
    public var notEnabledAt: Int?

    /// The initial state.
    public var initial: System.State { trace.initial }
    /// The steps that could be taken.
    public var steps: [TraceStep<System>] { trace.steps }
    /// Every distinct issue the expansions along the replay met, in the
    /// order first met.
    public var issues: [System.Issue] = []
}

/// A property violated by a random walk.
package struct RandomViolation: Sendable, Equatable {
    /// The property's name.
    public var property: String
    /// The run's seed.
    public var seed: UInt64
    /// Which walk of the run found it (0-based).
    public var walk: Int
    /// The walk as found, cut at the violation.
    public var found: Replay
    /// The shrunk walk (equal to ``found`` when shrinking was off).
    public var shrunk: Replay
    /// Replays spent shrinking.
    public var shrinkReplays: Int

    /// Two lines for a report: where it came from and how to replay it.
    public var summary: String {
        "\(property) violated by walk \(walk) of seed \(seed) (\(found.steps.count) steps, shrunk to \(shrunk.steps.count))\n"
            + "replay: --seed \(seed) --replay '\(shrunk.line)'"
    }

    /// Creates a value from each of its stored properties.
    package init(property: String, seed: UInt64, walk: Int, found: StateCheckEngine.Replay, shrunk: StateCheckEngine.Replay, shrinkReplays: Int) {
        self.property = property
        self.seed = seed
        self.walk = walk
        self.found = found
        self.shrunk = shrunk
        self.shrinkReplays = shrinkReplays
    }
}

/// The result of a random exploration.
package struct RandomWalkResult: Sendable, Equatable {
    /// The run's seed.
    public var seed: UInt64
    /// Walks run.
    public var walks: Int
    /// Transitions taken over all walks.
    public var steps: Int
    /// Walks that ended in a deadlock before `maxSteps`.
    public var deadlockedWalks: Int
    /// The checked properties' names, invariants first.
    public var propertyNames: [String]
    /// The first violation of each property, by name.
    public var violations: [String: RandomViolation]

    package init(seed: UInt64, walks: Int, steps: Int, deadlockedWalks: Int, propertyNames: [String], violations: [String: RandomViolation]) {
        self.seed = seed
        self.walks = walks
        self.steps = steps
        self.deadlockedWalks = deadlockedWalks
        self.propertyNames = propertyNames
        self.violations = violations
    }
}

/// The result of ``RandomExplorer/explore(_:invariants:steps:options:)``:
/// the walks, and what their expansions met besides transitions.
package struct RandomExploration<System: TransitionSystem> {
    /// The walks' statistics and violations.
    public var walks: RandomWalkResult
    /// Every distinct issue the walks' expansions met
    /// (``TransitionSystem/expand(_:_:)``), in the order first met; the
    /// same for the same seed. Shrinking adds none.
    public var issues: [System.Issue]
}

/// Random exploration for systems too large to exhaust: seeded random walks
/// that check invariants and step properties, and shrinking of a violating
/// walk to a short replayable one.
package enum RandomExplorer {
    /// Runs `options.walks` random walks.
    ///
    /// Walk `w` draws its own seed from a SplitMix64 seeded with
    /// `options.seed`, starts at a random initial state and takes, at each
    /// step, a uniformly chosen enabled transition. The first violation of
    /// each property is kept (later walks still look for the others) and
    /// shrunk with ``shrink(_:property:in:invariants:steps:maxReplays:)``.
    ///
    /// - Complexity: O(walks · maxSteps · out-degree) plus shrinking.
    public static func run<S: TransitionSystem>(
        _ system: S,
        invariants: [StateInvariant<S.State>] = [],
        steps: [StepProperty<S.Label, S.State, S.Note>] = [],
        options: RandomWalkOptions = RandomWalkOptions()
    ) -> RandomWalkResult {
        explore(system, invariants: invariants, steps: steps, options: options).walks
    }

    /// Runs `options.walks` random walks, as
    /// ``run(_:invariants:steps:options:)`` does, and keeps the issues the
    /// walks' expansions met.
    ///
    /// - Complexity: O(walks · maxSteps · out-degree) plus shrinking.
    public static func explore<S: TransitionSystem>(
        _ system: S,
        invariants: [StateInvariant<S.State>] = [],
        steps: [StepProperty<S.Label, S.State, S.Note>] = [],
        options: RandomWalkOptions = RandomWalkOptions()
    ) -> RandomExploration<S> {
        let names = invariants.map(\.name) + steps.map(\.name)
        var result = RandomWalkResult(seed: options.seed, walks: 0, steps: 0, deadlockedWalks: 0, propertyNames: names, violations: [:])
        var issues: [S.Issue] = []
        var seenIssues = Set<S.Issue>()
        let initials = system.initialStates
        guard !initials.isEmpty else { return RandomExploration(walks: result, issues: issues) }
        var master = SplitMix64(seed: options.seed)
        var open = Set(names)
        var successors: [Transition<S.Label, S.State, S.Note>] = []
        for w in 0..<Swift.max(0, options.walks) {
            if open.isEmpty { break }
            var rng = SplitMix64(seed: master.next())
            result.walks += 1
            let start = rng.next(below: initials.count)
            var state = initials[start]
            var chosen: [Int] = []
            var hits: [String] = invariants.filter { open.contains($0.name) && !$0.holds(state) }.map(\.name)
            var length = 0
            while hits.isEmpty && length < options.maxSteps {
                successors.removeAll(keepingCapacity: true)
                let met = system.expand(state) { successors.append($0) }
                for issue in met where seenIssues.insert(issue).inserted { issues.append(issue) }
                if successors.isEmpty { result.deadlockedWalks += 1; break }
                let i = rng.next(below: successors.count)
                let t = successors[i]
                chosen.append(i)
                length += 1
                result.steps += 1
                for p in steps where open.contains(p.name) && !p.holds(state, t) { hits.append(p.name) }
                state = t.target
                for p in invariants where open.contains(p.name) && !p.holds(state) { hits.append(p.name) }
            }
            guard !hits.isEmpty else { continue }
            let found = replay(of: system, initial: start, positions: chosen)
            for name in hits where open.remove(name) != nil {
                let shrunk = options.shrink
                    ? shrink(found, property: name, in: system, invariants: invariants, steps: steps, maxReplays: options.maxShrinkReplays)
                    : (replay: found, replays: 0)
                result.violations[name] = RandomViolation(
                    property: name, seed: options.seed, walk: w, found: found, shrunk: shrunk.replay, shrinkReplays: shrunk.replays)
            }
        }
        return RandomExploration(walks: result, issues: issues)
    }

    /// Replays `replay` through `system`: at each step, the transitions whose
    /// label text equals the step's are collected in emission order and the
    /// step's index picks one. Stops at the first step that is not enabled.
    ///
    /// - Complexity: O(steps · out-degree) label descriptions.
    public static func replay<S: TransitionSystem>(_ replay: Replay, in system: S) -> ReplayedWalk<S>? {
        let initials = system.initialStates
        guard replay.initial >= 0, replay.initial < initials.count else { return nil }
        var out = ReplayedWalk<S>(trace: Trace(initialIndex: replay.initial, initial: initials[replay.initial], steps: []), notEnabledAt: nil)
        var state = out.trace.initial
        var seenIssues = Set<S.Issue>()
        for (n, step) in replay.steps.enumerated() {
            let (picked, met) = system.transitionAndIssues(taking: step, from: state)
            for issue in met where seenIssues.insert(issue).inserted { out.issues.append(issue) }
            guard let t = picked else {
                out.notEnabledAt = n
                return out
            }
            out.trace.steps.append(TraceStep(label: t.label, choice: step.index, note: t.note, state: t.target))
            state = t.target
        }
        return out
    }

    /// The number of steps after which `property` first fails on `replay`
    /// (0: in the initial state), or `nil` when it does not fail or a step is
    /// not enabled before it does.
    public static func violationLength<S: TransitionSystem>(
        of replay: Replay, property: String, in system: S,
        invariants: [StateInvariant<S.State>], steps: [StepProperty<S.Label, S.State, S.Note>]
    ) -> Int? {
        let initials = system.initialStates
        guard replay.initial >= 0, replay.initial < initials.count else { return nil }
        let invs = invariants.filter { $0.name == property }
        let stps = steps.filter { $0.name == property }
        var state = initials[replay.initial]
        if invs.contains(where: { !$0.holds(state) }) { return 0 }
        for (n, step) in replay.steps.enumerated() {
            guard let t = system.transition(taking: step, from: state) else { return nil }
            if stps.contains(where: { !$0.holds(state, t) }) { return n + 1 }
            state = t.target
            if invs.contains(where: { !$0.holds(state) }) { return n + 1 }
        }
        return nil
    }

    /// Shrinks a walk that violates `property`: cuts it at the violation,
    /// then repeatedly drops chunks of steps (halves, quarters, … single
    /// steps), keeping any candidate that still violates the property with
    /// every step enabled and cutting it at its new violation; then tries
    /// lower same-label indices and earlier initial states; until nothing
    /// changes or `maxReplays` replays were spent.
    ///
    /// The result is 1-minimal: dropping any single step of it no longer
    /// violates the property (unless the replay budget ran out).
    ///
    /// - Complexity: O(maxReplays · length · out-degree).
    public static func shrink<S: TransitionSystem>(
        _ walk: Replay, property: String, in system: S,
        invariants: [StateInvariant<S.State>], steps: [StepProperty<S.Label, S.State, S.Note>],
        maxReplays: Int = 10_000
    ) -> (replay: Replay, replays: Int) {
        var replays = 0
        func check(_ candidate: Replay) -> Int? {
            replays += 1
            return violationLength(of: candidate, property: property, in: system, invariants: invariants, steps: steps)
        }
        guard let length = check(walk) else { return (walk, replays) }
        var current = Replay(initial: walk.initial, steps: Array(walk.steps.prefix(length)))
        var changed = true
        while changed && replays < maxReplays {
            changed = false
            // Drop chunks, largest first.
            var size = Swift.max(1, current.steps.count / 2)
            while size >= 1 && replays < maxReplays {
                var start = 0
                while start < current.steps.count && replays < maxReplays {
                    var candidate = current
                    candidate.steps.removeSubrange(start..<Swift.min(current.steps.count, start + size))
                    if let n = check(candidate) {
                        candidate.steps.removeSubrange(n...)
                        current = candidate
                        changed = true
                    } else {
                        start += size
                    }
                }
                if size == 1 { break }
                size /= 2
            }
            // Prefer the first transition of each label, then the first initial state.
            for i in current.steps.indices where current.steps[i].index > 0 && replays < maxReplays {
                var candidate = current
                candidate.steps[i].index = 0
                if let n = check(candidate) {
                    candidate.steps.removeSubrange(n...)
                    current = candidate
                    changed = true
                    break
                }
            }
            if !changed {
                for initial in 0..<current.initial where replays < maxReplays {
                    var candidate = current
                    candidate.initial = initial
                    if let n = check(candidate) {
                        candidate.steps.removeSubrange(n...)
                        current = candidate
                        changed = true
                        break
                    }
                }
            }
        }
        return (current, replays)
    }

    /// The replay of a walk given by raw successor positions.
    static func replay<S: TransitionSystem>(of system: S, initial: Int, positions: [Int]) -> Replay {
        var trace = Trace<S>(initialIndex: initial, initial: system.initialStates[initial], steps: [])
        var successors: [Transition<S.Label, S.State, S.Note>] = []
        for p in positions {
            successors.removeAll(keepingCapacity: true)
            system.forEachSuccessor(of: trace.final) { successors.append($0) }
            let t = successors[p]
            let text = String(describing: t.label)
            let choice = successors[..<p].reduce(0) { $0 + (String(describing: $1.label) == text ? 1 : 0) }
            trace.steps.append(TraceStep(label: t.label, choice: choice, note: t.note, state: t.target))
        }
        return trace.replay
    }
}
