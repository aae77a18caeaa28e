import StateCheckEngine

/// The mutable side of one check run: a small screen cache so that the
/// properties evaluated on one state or transition compute its screen once,
/// the trigger ledger that tells `notApplicable` from `holds`, and the
/// per-state facts that the graph and coverage properties read after the
/// exploration. One instance per run; never shared between threads.
final class PropertyContext<S: ScreenSystem> {
    /// The system being checked.
    let system: S

    // Three one-entry screen caches. States may carry presentation that
    // their equality ignores (the interpreter's page names, which depend on
    // the transition a state was emitted by), so a cache never serves one
    // state's screen for another emitted state merely because they are equal:
    // - invariant states: only invariants fill it, and every state they see
    //   is newly stored, hence different from the one before;
    // - transition sources: the stored states, unique up to equality;
    // - transition targets: valid for one transition only, keyed by the
    //   transition counter that ``beginTransition()`` advances.
    // Besides, a cached screen serves any state the system says shows the
    // same screen (`showsSameScreen`), which it tells from what it draws.
    private var invariantState: S.State?
    private var invariantScreen = Screen.invisible
    private var sourceState: S.State?
    private var sourceScreen = Screen.invisible
    /// The transition whose source `sourceState` was found to be (compared
    /// once per transition, not once per property).
    private var sourceNumber = -1
    private var transitionNumber = 0
    private var targetNumber = -1
    private var targetScreen = Screen.invisible

    /// Properties whose trigger happened at least once.
    var triggered: Set<StandardProperty> = []
    /// Whether some state showed `spinner` / `refreshSpinner` / content / `errorView`.
    var sawSpinner = false
    var sawRefreshSpinner = false
    var sawContent = false
    var sawErrorView = false

    /// Per-state facts, in state-id order (see ``recordFacts(_:)``).
    var facts: [StateFacts] = []
    /// Whether facts and coverage are recorded during the exploration.
    var recordsFacts = false
    var recordsCoverage = false
    /// Enum cases and view branches seen in some reachable state.
    var casesSeen: Set<String> = []
    var branchesSeen: Set<Int> = []

    init(system: S) { self.system = system }

    /// The screen of a state an invariant checks.
    func screen(state: S.State) -> Screen {
        if let cached = invariantState, cached == state { return invariantScreen }
        let screen = reused(for: state) ?? system.screen(of: state)
        invariantState = state
        invariantScreen = screen
        return screen
    }

    /// The screen of a transition's source state.
    func screen(source state: S.State) -> Screen {
        if sourceNumber == transitionNumber { return sourceScreen }
        if let cached = sourceState, cached == state {
            sourceNumber = transitionNumber
            return sourceScreen
        }
        let screen = reused(for: state) ?? system.screen(of: state)
        sourceState = state
        sourceScreen = screen
        sourceNumber = transitionNumber
        return screen
    }

    /// Starts the step properties of a new transition (called by the first
    /// step property the runner registers). The cached target screen is
    /// stale from now on; the cached source screen serves this transition
    /// once the first property has compared its source with the cached one.
    func beginTransition() { transitionNumber &+= 1 }

    /// The screen of the current transition's target, as emitted.
    func screen(target state: S.State) -> Screen {
        if targetNumber == transitionNumber { return targetScreen }
        let screen = reused(for: state) ?? system.screen(of: state)
        targetNumber = transitionNumber
        targetScreen = screen
        return screen
    }

    /// A cached screen the system says `state` shows too (the source's, or
    /// the last invariant state's), so a transition that leaves the screen
    /// as it was, and a new state whose transition drew it already, cost
    /// no drawing.
    private func reused(for state: S.State) -> Screen? {
        if let source = sourceState, system.showsSameScreen(source, state) { return sourceScreen }
        if let checked = invariantState, system.showsSameScreen(checked, state) { return invariantScreen }
        return nil
    }

    /// Forgets every cached screen. Random walks call it before each
    /// property evaluation: their states are emitted, not stored, so equal
    /// states may be named differently and no cache assumption holds.
    func forgetScreens() {
        invariantState = nil
        sourceState = nil
        transitionNumber &+= 1
    }

    /// Marks `property`'s trigger as seen.
    @inline(__always)
    func trigger(_ property: StandardProperty) { triggered.insert(property) }

    /// Records what the graph and coverage properties need of one newly
    /// stored state. The explorer checks invariants exactly once per stored
    /// state, in id order, so the n-th call describes state n; the runner
    /// verifies the count and recomputes after the fact if it ever differs.
    func recordFacts(_ state: S.State) {
        if recordsFacts { facts.append(computeFacts(state, screen: screen(state: state))) }
        if recordsCoverage {
            casesSeen.formUnion(system.enumCases(of: state))
            branchesSeen.formUnion(system.viewBranches(of: state))
        }
    }

    /// Adds what another unit's context saw (triggers, screens, cases,
    /// branches) to this one; facts are not merged (they are recomputed in
    /// id order).
    func absorb(_ other: PropertyContext<S>) {
        triggered.formUnion(other.triggered)
        sawSpinner = sawSpinner || other.sawSpinner
        sawRefreshSpinner = sawRefreshSpinner || other.sawRefreshSpinner
        sawContent = sawContent || other.sawContent
        sawErrorView = sawErrorView || other.sawErrorView
        casesSeen.formUnion(other.casesSeen)
        branchesSeen.formUnion(other.branchesSeen)
    }

    /// The facts of one state.
    func computeFacts(_ state: S.State, screen: Screen) -> StateFacts {
        var f: StateFacts = []
        let idle = !system.hasLiveTask(state)
        if idle { f.insert(.noLiveTask) }
        let showsGoal = screen.content != nil || screen.showsErrorView
        if showsGoal { f.insert(.showsContentOrError) }
        if idle && screen.isVisible && !screen.showsSpinner && showsGoal { f.insert(.settledWithContentOrError) }
        // A dismissed screen whose tasks are done has ended: the user left it, nothing is left to recover.
        if idle && system.isDismissed(state) { f.insert(.settledWithContentOrError) }
        return f
    }
}

/// What the graph properties need to know of one state.
struct StateFacts: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    /// No task is alive (the goal of `noLeakedTask`).
    static let noLiveTask = StateFacts(rawValue: 1)
    /// Settled and showing content or an `errorView` (the goal of `recoverable`).
    static let settledWithContentOrError = StateFacts(rawValue: 2)
    /// Shows content or an `errorView` (whether `recoverable` applies).
    static let showsContentOrError = StateFacts(rawValue: 4)
}

extension StateFacts {
    /// The facts of every state of `exploration`, in id order, computed on
    /// `threads` threads (each state's screen is drawn again).
    static func compute<S: ScreenSystem>(_ exploration: Exploration<S>, _ ctx: PropertyContext<S>, threads: Int) -> [StateFacts] {
        let states = exploration.states
        guard threads > 1, states.count >= 4096 else {
            return states.map { ctx.computeFacts($0, screen: ctx.system.screen(of: $0)) }
        }
        var facts = [StateFacts](repeating: [], count: states.count)
        let slices = threads * 8
        facts.withUnsafeMutableBufferPointer { out in
            // Each slice writes its own elements.
            parallelFor(threads: threads, count: slices) { k in
                for i in states.count * k / slices ..< states.count * (k + 1) / slices {
                    out[i] = ctx.computeFacts(states[i], screen: ctx.system.screen(of: states[i]))
                }
            }
        }
        return facts
    }
}
