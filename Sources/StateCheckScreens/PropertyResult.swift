import StateCheckEngine

/// How a property is checked.
package enum PropertyKind: String, Hashable, Sendable {
    /// Must hold in every reachable state.
    case invariant
    /// Must hold for every reachable transition.
    case step
    /// Must hold of the explored graph (every state can still reach a goal).
    case graph
    /// Must hold of the explored states together (every case is reached).
    case coverage
}

/// One model variable as a trace shows it (`dataState = .success([p1])`).
package struct ModelVariable: Hashable, Sendable, CustomStringConvertible {
    /// The variable's name.
    public var name: String
    /// Its value, rendered by the system.
    public var value: String

    /// Creates a rendered variable.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// `name = value`.
    public var description: String { "\(name) = \(value)" }
}

/// One step of a property's trace, with everything a renderer prints.
package struct PropertyTraceStep: Hashable, Sendable {
    /// The event (`load`, `success getUser`).
    public var label: EventLabel
    /// Model source lines that ran during the step.
    public var lines: [Int]
    /// The file of each of ``lines`` (nil: the design's own file); empty
    /// when every line is in the design's own file.
    public var files: [String?]
    /// A runtime failure the step hit (a continuation resumed twice).
    public var crash: String?
    /// The screen before the step.
    public var screenBefore: Screen
    /// The screen after the step.
    public var screenAfter: Screen
    /// The model variables before the step.
    public var variablesBefore: [ModelVariable]
    /// The model variables after the step.
    public var variablesAfter: [ModelVariable]
    /// The live tasks after the step.
    public var tasksAfter: [TaskSummary]
    /// The id of the state after the step in the exploration; `nil` on a
    /// random walk, whose states are not stored.
    public var stateID: StateID?
    /// Which of the transitions carrying this event the step took (0 for
    /// the first in the system's order): which pending call an answer went to.
    public var choice: Int

    /// Creates a step (renderers' tests build traces by hand).
    public init(
        label: EventLabel, choice: Int = 0, lines: [Int] = [], files: [String?] = [], crash: String? = nil,
        screenBefore: Screen, screenAfter: Screen,
        variablesBefore: [ModelVariable] = [], variablesAfter: [ModelVariable] = [],
        tasksAfter: [TaskSummary] = [], stateID: StateID? = nil
    ) {
        self.label = label
        self.choice = choice
        self.lines = lines
        self.files = files
        self.crash = crash
        self.screenBefore = screenBefore
        self.screenAfter = screenAfter
        self.variablesBefore = variablesBefore
        self.variablesAfter = variablesAfter
        self.tasksAfter = tasksAfter
        self.stateID = stateID
    }
}

/// The shortest event sequence from the start that breaks a property: the
/// engine's ``Trace``, built once when the verdict is read, dressed with
/// what renderers print.
///
/// For an invariant it ends in the first state that breaks it; for a step
/// property its last step is the offending transition; for a graph property
/// it ends in the nearest state from which the goal is unreachable.
public struct PropertyTrace: Hashable, Sendable {
    /// The position of the initial state in the system's `initialStates`.
    public var initialIndex: Int
    /// The screen of the initial state.
    public var initialScreen: Screen
    /// The model variables of the initial state.
    package var initialVariables: [ModelVariable]
    /// The id of the initial state; `nil` on a random walk.
    package var initialStateID: StateID?
    /// The steps, in order.
    package var steps: [PropertyTraceStep]

    /// Creates a trace.
    package init(
        initialIndex: Int = 0, initialScreen: Screen, initialVariables: [ModelVariable] = [],
        initialStateID: StateID? = nil, steps: [PropertyTraceStep]
    ) {
        self.initialIndex = initialIndex
        self.initialScreen = initialScreen
        self.initialVariables = initialVariables
        self.initialStateID = initialStateID
        self.steps = steps
    }

    /// The events, as written in a model (`["load", "success getUser", "refresh"]`).
    public var labels: [String] { steps.map(\.label.description) }
    /// The screen the trace ends on.
    public var finalScreen: Screen { steps.last?.screenAfter ?? initialScreen }
    /// The id of the state the trace ends in; `nil` on a random walk.
    package var finalStateID: StateID? { steps.isEmpty ? initialStateID : steps[steps.count - 1].stateID }

    /// The walk that takes exactly this trace's transitions; its
    /// ``Replay/line`` is what every report prints after `replay:`.
    public var replay: Replay {
        Replay(initial: initialIndex, steps: steps.map { ReplayStep(label: $0.label.description, index: $0.choice) })
    }
}

/// The verdict on one property, ready for renderers: no renderer needs the
/// exploration to print it.
public struct PropertyResult: Hashable, Sendable {
    /// The property's name.
    public var name: String
    /// The standard property, or `nil` for a custom one.
    public var standard: StandardProperty?
    /// How it is checked.
    package var kind: PropertyKind
    /// The verdict.
    public var verdict: Verdict
    /// Why, in one sentence: what broke, why the property does not apply,
    /// or, when ``Verdict/unknown``, how much was explored before the stop.
    /// Empty when the property holds.
    public var reason: String
    /// The expected verdict, when one was given.
    package var expected: Verdict?
    /// The shortest trace to the violation (`nil` unless violated, and for
    /// `allCasesReachable`, which has no trace).
    public var trace: PropertyTrace?
    /// For `allCasesReachable`: the enum cases and view branches never
    /// reached (`DataState.retryLoading`, `view branch: case .failure at line 30`).
    public var missing: [String]

    /// Creates a result (renderers' tests build results by hand).
    package init(
        name: String, standard: StandardProperty? = nil, kind: PropertyKind, verdict: Verdict,
        reason: String = "", expected: Verdict? = nil, trace: PropertyTrace? = nil, missing: [String] = []
    ) {
        self.name = name
        self.standard = standard
        self.kind = kind
        self.verdict = verdict
        self.reason = reason
        self.expected = expected
        self.trace = trace
        self.missing = missing
    }

    /// Whether the verdict is the expected one; vacuously `true` when
    /// nothing was expected.
    public var meetsExpectation: Bool { expected.map { $0 == verdict } ?? true }
}
