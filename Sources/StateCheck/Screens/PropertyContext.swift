/// The mutable side of one check run: a small screen cache so that the
/// properties evaluated on one state or transition compute its screen once,
/// the trigger ledger that tells `notApplicable` from `holds`, and the
/// per-state facts that the graph and coverage properties read after the
/// exploration. One instance per run; never shared between threads.
final class PropertyContext<S: ScreenSystem> {
    /// The system being checked.
    let system: S

    // Two one-entry caches: one for transition sources, one for targets and
    // invariant states (the explorer checks invariants on a target right
    // before the step properties of the transition that reached it).
    private var sourceState: S.State?
    private var sourceScreen = Screen.invisible
    private var targetState: S.State?
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

    /// The screen of a transition's source state.
    func screen(source state: S.State) -> Screen {
        if let cached = sourceState, cached == state { return sourceScreen }
        let screen = system.screen(of: state)
        sourceState = state
        sourceScreen = screen
        return screen
    }

    /// The screen of a transition's target, or of a state an invariant checks.
    func screen(target state: S.State) -> Screen {
        if let cached = targetState, cached == state { return targetScreen }
        let screen = system.screen(of: state)
        targetState = state
        targetScreen = screen
        return screen
    }

    /// Marks `property`'s trigger as seen.
    @inline(__always)
    func trigger(_ property: StandardProperty) { triggered.insert(property) }

    /// Records what the graph and coverage properties need of one newly
    /// stored state. The explorer checks invariants exactly once per stored
    /// state, in id order, so the n-th call describes state n; the runner
    /// verifies the count and recomputes after the fact if it ever differs.
    func recordFacts(_ state: S.State) {
        if recordsFacts { facts.append(computeFacts(state, screen: screen(target: state))) }
        if recordsCoverage {
            casesSeen.formUnion(system.enumCases(of: state))
            branchesSeen.formUnion(system.viewBranches(of: state))
        }
    }

    /// The facts of one state.
    func computeFacts(_ state: S.State, screen: Screen) -> StateFacts {
        var f: StateFacts = []
        let idle = system.tasks(of: state).isEmpty
        if idle { f.insert(.noLiveTask) }
        let showsGoal = screen.content != nil || screen.showsErrorView
        if showsGoal { f.insert(.showsContentOrError) }
        if idle && screen.isVisible && !screen.showsSpinner && showsGoal { f.insert(.settledWithContentOrError) }
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
