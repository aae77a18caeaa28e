import StateCheckEngine
@_spi(ScreenRuntime) import StateCheckScreens
import StateCheckLanguage
import StateCheckReports
import Foundation

/// A ``ScreenDesign`` written in Swift as a ``ScreenSystem``: check it with
/// ``check(_:properties:customInvariants:customSteps:expectations:options:)``
/// and report it like a `.model` file.
///
/// ```swift
/// let system = SwiftScreenSystem(Case3Paging())
/// let result = try check(system)
/// result[.contentKeptOnFailedRefresh]?.verdict   // .violated
/// result[.contentKeptOnFailedRefresh]?.trace?.labels
/// // ["load", "success getPosts", "refresh", "fail getPosts"]
/// ```
///
/// The environment is the interpreter's own (one screen runtime): the same
/// events, enabled in the same situations, the same task kinds,
/// cancellation races and out-of-order answers, page tokens renamed in
/// issue order, tasks as a multiset, transitions as distinct (state, label,
/// next state) triples, and the same `maxTasks` / `maxPages` bounds. A
/// design and its `.model` twin have the same state and transition counts.
///
/// Not modelled: `withCheckedContinuation` (a Swift design has no
/// continuations, so `noLeakedTask` checks only that every task can
/// finish), view branches (`allCasesReachable` reads
/// ``ScreenDesign/declaredEnumCases`` only), and the source lines that ran
/// (traces carry none).
public struct SwiftScreenSystem<Design: ScreenDesign>: ScreenSystem {
    /// A state of the design.
    public typealias State = SwiftScreenState<Design>
    /// What a run meets instead of a transition.
    public typealias Issue = RunIssue<String>

    /// The design.
    public let design: Design
    /// The design's name.
    public let name: String

    let intents: [Design.Intent]
    let handlers: [Handler]
    /// The events the intents answer, as the environment offers them.
    let screenEvents: ScreenEvents

    /// Most pieces of code (starts and resumptions) one event may run: a
    /// design that loops (a cancelled task retrying at once) is stopped
    /// there and the event's transition is not taken.
    public static var runBudget: Int { 100_000 }

    /// Adapts `design`.
    public init(_ design: Design) {
        self.design = design
        self.name = design.name
        self.intents = Array(Design.Intent.allCases)
        self.handlers = intents.map { design.handler(for: $0) }
        self.screenEvents = ScreenEvents(handlerEvents: handlers.map(\.event.environmentEvent))
    }

    // MARK: - TransitionSystem

    /// The one initial state: the design's initial state, the view
    /// invisible, no task.
    public var initialStates: [State] {
        [canonical(value: design.initialState, isVisible: false, tasks: [], from: nil)]
    }

    /// Every label the design could produce (the apis only as they are met:
    /// a Swift design does not declare them).
    public var declaredLabels: [EventLabel] {
        screenEvents.labels
    }

    /// Emits one transition per distinct (label, next state) of every enabled
    /// event, in the order load, cancel, refresh, page, custom events, then
    /// `success` / `fail` per waiting task: the environment of
    /// the shared `ScreenRuntime`, as for the interpreter.
    public func forEachSuccessor(of state: State, _ emit: (Transition<EventLabel, State, StepNote>) -> Void) {
        _ = expand(state, emit)
    }

    /// Emits the transitions of ``forEachSuccessor(of:_:)`` and returns the
    /// runs that failed or that a bound refused, in the same event order.
    public func expand(_ state: State, _ emit: (Transition<EventLabel, State, StepNote>) -> Void) -> [Issue] {
        var issues: [Issue] = []
        ScreenRuntime.forEachSuccessor(
            DesignRuntimeAdapter(system: self), of: state, emit: emit,
            refused: { bound, label in issues.append(.refused(bound: bound, label: label)) },
            failed: { message in issues.append(.failed(message)) })
        return issues
    }
}

extension SwiftScreenSystem: RunIssueReporting {
    /// Design errors (a run over ``runBudget``) are listed in text order.
    public static func listsBefore(_ a: String, _ b: String) -> Bool { a < b }
}
