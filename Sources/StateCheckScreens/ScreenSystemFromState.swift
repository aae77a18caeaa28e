import StateCheckEngine

/// A screen system started in one of its states instead of its initial
/// ones: everything else is the base system's. `statecheck replay` checks
/// the graph properties (`noLeakedTask`, `recoverable`) of the state a
/// replay ends in on it: they speak of what is reachable from a state, not
/// of one path.
package struct ScreenSystemFromState<Base: ScreenSystem>: ScreenSystem {
    /// The system.
    package let base: Base
    /// The one initial state.
    package let start: Base.State

    /// Whether the design's view can show content or an errorView, when
    /// the caller knows it and the base system cannot tell (a Swift API
    /// design): `recoverable` applies to the design, not only to what is
    /// reachable from `start`. `nil`: the base system's answer.
    package let showsContentOrErrorView: Bool?

    /// `base`, started in `start`; `showsContentOrErrorView` as above.
    package init(_ base: Base, from start: Base.State, showsContentOrErrorView: Bool? = nil) {
        self.base = base
        self.start = start
        self.showsContentOrErrorView = showsContentOrErrorView
    }

    /// `start` only.
    package var initialStates: [Base.State] { [start] }
    /// The base system's successors.
    package func forEachSuccessor(of state: Base.State, _ emit: (Transition<EventLabel, Base.State, StepNote>) -> Void) {
        base.forEachSuccessor(of: state, emit)
    }
    /// The base system's expansion and issues.
    package func expand(_ state: Base.State, _ emit: (Transition<EventLabel, Base.State, StepNote>) -> Void) -> [Base.Issue] {
        base.expand(state, emit)
    }
    /// The base system's labels.
    package var declaredLabels: [EventLabel] { base.declaredLabels }
    /// The base system's hash.
    package func stateHash(_ state: Base.State) -> Int { base.stateHash(state) }
    /// Whether the base system's hash is injective.
    package var stateHashIsInjective: Bool { base.stateHashIsInjective }
    /// The base system's label codes.
    package var labelCodeCount: Int { base.labelCodeCount }
    /// The base system's code of `label`.
    package func labelCode(of label: EventLabel) -> Int { base.labelCode(of: label) }

    /// The base system's name.
    package var name: String { base.name }
    /// The base system's screen of `state`.
    package func screen(of state: Base.State) -> Screen { base.screen(of: state) }
    /// The base system's tasks of `state`.
    package func tasks(of state: Base.State) -> [TaskSummary] { base.tasks(of: state) }
    /// The base system's calls in flight in `state`.
    package func callsInFlight(of state: Base.State) -> [String] { base.callsInFlight(of: state) }
    /// The base system's leaked continuations of `state`.
    package func leakedContinuations(of state: Base.State) -> [String] { base.leakedContinuations(of: state) }
    /// The base system's enum cases of `state`.
    package func enumCases(of state: Base.State) -> Set<String> { base.enumCases(of: state) }
    /// The base system's declared cases.
    package var declaredEnumCases: [String] { base.declaredEnumCases }
    /// The base system's state cases.
    package var stateEnumCases: [String] { base.stateEnumCases }
    /// The base system's view branches of `state`.
    package func viewBranches(of state: Base.State) -> Set<Int> { base.viewBranches(of: state) }
    /// The base system's declared view branches.
    package var declaredViewBranches: [Int: String] { base.declaredViewBranches }
    /// The base system's variables of `state`.
    package func variables(of state: Base.State) -> [(name: String, value: String)] { base.variables(of: state) }
    /// Whether the base system's view block has content or an errorView
    /// (the base system's answer first, then ``showsContentOrErrorView``).
    package var viewHasContentOrErrorView: Bool? { base.viewHasContentOrErrorView ?? showsContentOrErrorView }
    /// Whether the base system's screen is dismissed in `state`.
    package func isDismissed(_ state: Base.State) -> Bool { base.isDismissed(state) }
}
