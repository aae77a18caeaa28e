/// A path through a system: an initial state and the transitions taken
/// from it, each with the state it reached, its note, and which of the
/// transitions sharing its label text it was.
///
/// The one path type: an exploration builds it once per violation
/// (``Exploration/trace(to:)``), a replayed walk is one
/// (``RandomExplorer/replay(_:in:)``), and its ``replay`` is the text every
/// report prints and `statecheck replay` reads back.
package struct Trace<System: TransitionSystem> {
    /// The position of the initial state in the system's `initialStates`.
    public var initialIndex: Int
    /// The state the trace starts in.
    public var initial: System.State
    /// Its id in the exploration; `nil` for a walk, whose states are not stored.
    public var initialID: StateID?
    /// The steps, in order.
    public var steps: [TraceStep<System>]

    /// Creates a trace.
    public init(initialIndex: Int = 0, initial: System.State, initialID: StateID? = nil, steps: [TraceStep<System>]) {
        self.initialIndex = initialIndex
        self.initial = initial
        self.initialID = initialID
        self.steps = steps
    }

    /// The labels of the steps, in order.
    public var labels: [System.Label] { steps.map(\.label) }
    /// The last state of the trace.
    public var final: System.State { steps.last?.state ?? initial }

    /// The walk that takes exactly these transitions; its ``Replay/line``
    /// is the text reports print.
    public var replay: Replay {
        Replay(initial: initialIndex, steps: steps.map { ReplayStep(label: String(describing: $0.label), index: $0.choice) })
    }
}

/// One step of a trace.
package struct TraceStep<System: TransitionSystem> {
    /// The transition's label.
    public var label: System.Label
    /// Which of the transitions enabled before the step whose label has the
    /// same text this one is, in the system's order (0 for the first): which
    /// pending call an answer went to.
    public var choice: Int
    /// The transition's note, as the system produced it.
    public var note: System.Note?
    /// The state after the step, as the transition emitted it.
    public var state: System.State
    /// That state's id in the exploration; `nil` for a walk.
    public var id: StateID?

    /// Creates a step.
    public init(label: System.Label, choice: Int = 0, note: System.Note?, state: System.State, id: StateID? = nil) {
        self.label = label
        self.choice = choice
        self.note = note
        self.state = state
        self.id = id
    }
}

extension TransitionSystem {
    /// The transition a replay step takes from `state`: the `step.index`-th
    /// of those whose label text is `step.label`, in emission order; `nil`
    /// when there is no such transition.
    ///
    /// - Complexity: O(out-degree) label descriptions.
    package func transition(taking step: ReplayStep, from state: State) -> Transition<Label, State, Note>? {
        transitionAndIssues(taking: step, from: state).transition
    }

    /// ``transition(taking:from:)`` together with the issues that expanding
    /// `state` met (see ``expand(_:_:)``).
    ///
    /// - Complexity: O(out-degree) label descriptions.
    package func transitionAndIssues(taking step: ReplayStep, from state: State) -> (transition: Transition<Label, State, Note>?, issues: [Issue]) {
        var seen = 0
        var picked: Transition<Label, State, Note>?
        let issues = expand(state) { t in
            guard picked == nil, String(describing: t.label) == step.label else { return }
            if seen == step.index { picked = t }
            seen += 1
        }
        return (picked, issues)
    }
}
