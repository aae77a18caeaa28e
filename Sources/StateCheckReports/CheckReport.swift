import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

/// What every renderer reads: the outcome of checking models, as plain
/// values. Renderers are pure functions of this (they never re-explore).
package struct CheckReport: Sendable, Equatable {
    /// One entry per model file, in the order checked.
    public var models: [ModelReport]
    /// Model files that could not be checked (their diagnostics went to
    /// standard error), in the order given.
    public var unchecked: [String]
    /// Every diagnostic, in order (they went to standard error): the errors,
    /// warnings and notes of the unchecked files and the warnings of the
    /// checked models; JSON, JUnit and GitHub annotations carry them.
    public var diagnostics: [Diagnostic]

    /// Model files never explored because the run was interrupted (Ctrl-C,
    /// SIGTERM) before their turn, in the order given: not checked, so
    /// neither met nor failed.
    public var notChecked: [String]

    /// The whole app at a glance when several SwiftUI screens were read
    /// (nil otherwise): `--format json` writes it as `summary`.
    package var screens: ScreenSummary?

    /// Creates a report.
    public init(models: [ModelReport], unchecked: [String] = [], diagnostics: [Diagnostic] = [], notChecked: [String] = []) {
        self.models = models
        self.unchecked = unchecked
        self.diagnostics = diagnostics
        self.notChecked = notChecked
    }

    /// Whether every expectation (and every selected property) is met, and
    /// every model file could be checked. Warnings do not count.
    public var allMet: Bool { unchecked.isEmpty && notChecked.isEmpty && models.allSatisfy { $0.allMet } }

    /// Whether a verdict definitely differs from its expectation or a run
    /// failed (exit status 1 or 2, whatever else is unknown).
    public var hasFailure: Bool { models.contains { !$0.failures.isEmpty } }

    /// Whether the run decided less than it was asked: an expectation is
    /// ``Verdict/unknown`` (a partial exploration) or a model file was not
    /// checked (an interrupt).
    public var isIncomplete: Bool { !notChecked.isEmpty || models.contains { !$0.unknowns.isEmpty } }

    /// The number of expectations left unknown, over every model.
    public var unknownCount: Int { models.reduce(0) { $0 + $1.unknowns.count } }

    /// The warnings of the checked models, in order (an unchecked file's
    /// warnings are among its own diagnostics).
    public var warnings: [Diagnostic] {
        diagnostics.filter { $0.severity == .warning && !unchecked.contains($0.file) }
    }

    /// The warnings of the checked model `file`, in order.
    public func warnings(of file: String) -> [Diagnostic] {
        warnings.filter { $0.file == file }
    }
}

/// The outcome for one model.
package struct ModelReport: Sendable, Equatable {
    /// The design's name (`model Name`).
    public var name: String
    /// The model file as the user named it.
    public var file: String
    /// The line and column of the model's (or Swift screen's) declaration,
    /// which notes about the whole model cite; nil when not known.
    public var line: Int?
    public var column: Int?
    /// The `///` comment above `model`.
    public var documentation: String
    /// Reachable states explored.
    public var states: Int
    /// Transitions explored.
    public var transitions: Int
    /// Transitions refused by a bound, per bound and event.
    public var boundsHit: [BoundReport]
    /// Why the exploration is partial, if it is.
    public var limit: String?
    /// Wall time of the check, in seconds (printed only on a terminal).
    public var seconds: Double
    /// One entry per checked property.
    public var properties: [PropertyReport]
    /// The runs that failed while exploring (their transitions were not
    /// taken, so the verdicts speak only of the runs that finished), in
    /// source order.
    public var runtimeErrors: [Diagnostic]

    /// Creates a model report.
    public init(
        name: String, file: String, documentation: String = "", states: Int, transitions: Int,
        boundsHit: [BoundReport] = [], limit: String? = nil, seconds: Double = 0, properties: [PropertyReport],
        runtimeErrors: [Diagnostic] = []
    ) {
        self.name = name
        self.file = file
        self.documentation = documentation
        self.states = states
        self.transitions = transitions
        self.boundsHit = boundsHit
        self.limit = limit
        self.seconds = seconds
        self.properties = properties
        self.runtimeErrors = runtimeErrors
    }

    /// Whether every property of this model meets its expectation and no
    /// run failed.
    public var allMet: Bool { runtimeErrors.isEmpty && properties.allSatisfy(\.isMet) }

    /// The properties whose verdict is `v`.
    public func count(_ v: Verdict) -> Int { properties.filter { $0.verdict == v }.count }

    /// The properties whose verdict definitely differs from what is
    /// expected (or that are selected and violated).
    public var failures: [PropertyReport] { properties.filter(\.isFailed) }

    /// The expectations (and selected properties) a partial exploration
    /// left ``Verdict/unknown``.
    public var unknowns: [PropertyReport] { properties.filter(\.isUnknown) }
}

/// Transitions a bound refused, as reports print them.
package struct BoundReport: Sendable, Equatable, Hashable {
    /// `maxTasks`, `maxPages` or `intRange`.
    public var bound: String
    /// The event whose transition was refused.
    public var event: String
    /// How many (state, event) pairs were refused.
    public var count: Int

    /// Creates a bound report.
    public init(bound: String, event: String, count: Int) {
        self.bound = bound
        self.event = event
        self.count = count
    }
}

/// One property's outcome for one model.
package struct PropertyReport: Sendable, Equatable {
    /// The property's name.
    public var name: String
    /// The verdict.
    public var verdict: Verdict
    /// Why (for notApplicable, and for violations without a trace such as
    /// unreachable enum cases).
    public var reason: String?
    /// The verdict the model's `expect` line states, if any.
    public var expected: Verdict?
    /// The line of that `expect`.
    public var expectLine: Int?
    /// Whether a violation fails the run even without an expectation
    /// (`check --property NAME`).
    public var selected: Bool
    /// The shortest trace to the violation (empty otherwise).
    public var trace: [TraceStepReport]
    /// The position of the trace's initial state among the system's initial
    /// states (0 for a `.model` file, which has one).
    public var initialIndex: Int

    /// Creates a property report.
    public init(
        name: String, verdict: Verdict, reason: String? = nil, expected: Verdict? = nil,
        expectLine: Int? = nil, selected: Bool = false, trace: [TraceStepReport] = [], initialIndex: Int = 0
    ) {
        self.name = name
        self.verdict = verdict
        self.reason = reason
        self.expected = expected
        self.expectLine = expectLine
        self.selected = selected
        self.trace = trace
        self.initialIndex = initialIndex
    }

    /// The walk that replays the trace; its ``Replay/line`` is what every
    /// report prints after `replay:`.
    public var replay: Replay { Replay(initial: initialIndex, steps: trace.map(\.replayStep)) }

    /// Whether the verdict is what the model expects (a missing expectation
    /// is met unless the property was selected and is violated or unknown).
    public var isMet: Bool {
        if let expected { return expected == verdict }
        return !(selected && (verdict == .violated || verdict == .unknown))
    }

    /// Whether the expectation is not met because a partial exploration
    /// left the verdict ``Verdict/unknown`` (exit status 3, not a failure).
    public var isUnknown: Bool { !isMet && verdict == .unknown }

    /// Whether the verdict definitely differs from the expectation.
    public var isFailed: Bool { !isMet && verdict != .unknown }
}

/// One step of a trace, as reports print it.
package struct TraceStepReport: Sendable, Equatable {
    /// The event (`success getUser`).
    public var event: String
    /// The model lines that ran, in order (first is the line reports point at).
    public var lines: [Int]
    /// The model variables that changed: name, before, after.
    public var changes: [VariableChange]
    /// The screen before the step.
    public var screenBefore: String
    /// The screen after the step.
    public var screenAfter: String
    /// Which of the transitions carrying this event was taken (0 for the
    /// first in the system's order); replay lines write `event@k` when k > 0.
    public var choice: Int
    /// The file of each of ``lines`` (nil: the design's own file); empty
    /// when every line is in the design's own file (always, for a `.model`).
    public var files: [String?]

    /// Creates a step.
    public init(event: String, lines: [Int], changes: [VariableChange], screenBefore: String, screenAfter: String, choice: Int = 0, files: [String?] = []) {
        self.event = event
        self.lines = lines
        self.files = files
        self.changes = changes
        self.screenBefore = screenBefore
        self.screenAfter = screenAfter
        self.choice = choice
    }

    /// The step of a replay that takes this transition.
    public var replayStep: ReplayStep { ReplayStep(label: event, index: choice) }

    /// The step as a replay line writes it (`success getUser@1`).
    public var replayEvent: String { replayStep.text }

    /// The event with the replay line's `@k` when the step took the k-th
    /// (k > 0) of the transitions carrying it: which pending call an
    /// answer went to (`success getUser@1`). Unlike ``replayEvent`` the
    /// event is not escaped, so a name with `%` or `:` reads as declared.
    /// The numbered lines of `check` and the JSON trace steps print it.
    public var answeredEvent: String { choice == 0 ? event : "\(event)@\(choice)" }
}

/// A model variable's value before and after a step.
package struct VariableChange: Sendable, Equatable {
    /// The variable.
    public var name: String
    /// Its value before.
    public var before: String
    /// Its value after.
    public var after: String

    /// Creates a change.
    public init(name: String, before: String, after: String) {
        self.name = name
        self.before = before
        self.after = after
    }
}

extension ModelReport {
    /// `file:line:col` of the model's declaration, as compiler-style notes
    /// about the whole model begin (`file` alone when the line is not known).
    public var declaration: String { line.map { "\(file):\($0):\(column ?? 1)" } ?? file }
}
