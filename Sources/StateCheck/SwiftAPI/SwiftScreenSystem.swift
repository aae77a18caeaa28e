import StateCheckEngine
import StateCheckScreens
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
/// The environment semantics are the interpreter's (MODEL-LANGUAGE.md 3):
/// the same events, enabled in the same situations, the same task kinds,
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
    /// Custom event names in order of their first intent.
    let customEvents: [String]
    let hasRefresh: Bool
    let hasPage: Bool

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
        var events: [String] = []
        for h in handlers where !h.event.isStandard && !events.contains(h.event.name) {
            events.append(h.event.name)
        }
        self.customEvents = events
        self.hasRefresh = handlers.contains { $0.event == .refresh }
        self.hasPage = handlers.contains { $0.event == .page }
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
        var labels = [EventLabel("load"), EventLabel("cancel")]
        if hasRefresh { labels.append(EventLabel("refresh")) }
        if hasPage { labels.append(EventLabel("page")) }
        return labels + customEvents.map { EventLabel($0) }
    }

    /// Emits one transition per distinct (label, next state) of every enabled
    /// event, in the order load, cancel, refresh, page, custom events, then
    /// `success` / `fail` per waiting task, as the interpreter does.
    public func forEachSuccessor(of state: State, _ emit: (Transition<EventLabel, State, StepNote>) -> Void) {
        _ = expand(state, emit)
    }

    /// Emits the transitions of ``forEachSuccessor(of:_:)`` and returns the
    /// runs that failed or that a bound refused, in the same event order.
    public func expand(_ state: State, _ emit: (Transition<EventLabel, State, StepNote>) -> Void) -> [Issue] {
        var issues: [Issue] = []
        var seen = Set<SeenKey>()
        func take(_ label: EventLabel, _ outcome: RunOutcome) {
            switch outcome {
            case .next(let target, let note):
                if seen.insert(SeenKey(label: label, target: target)).inserted {
                    emit(Transition(label: label, target: target, note: note))
                }
            case .refused(let bound):
                issues.append(.refused(bound: bound, label: label))
            case .failed(let message):
                issues.append(.failed(message))
            case .disabled:
                break
            }
        }
        if !state.isVisible {
            take(EventLabel("load"), perform(state, event: .load))
        } else {
            take(EventLabel("cancel"), perform(state, event: .cancel))
            if hasRefresh && !state.tasks.contains(where: { $0.kind == .refreshable }) {
                take(EventLabel("refresh"), perform(state, event: .refresh))
            }
            if hasPage && screen(of: state).showsFooterSpinner {
                take(EventLabel("page"), perform(state, event: .page))
            }
            for e in customEvents {
                take(EventLabel(e), perform(state, event: .custom(e)))
            }
        }
        for (i, t) in state.tasks.enumerated() {
            take(EventLabel("success", api: t.request.api), answer(state, task: i, success: true))
            if t.request.isThrowing {
                take(EventLabel("fail", api: t.request.api), answer(state, task: i, success: false))
            }
        }
        return issues
    }

    struct SeenKey: Hashable {
        var label: EventLabel
        var target: State
    }
}

extension SwiftScreenSystem: RunIssueReporting {
    /// Design errors (a run over ``runBudget``) are listed in text order.
    public static func listsBefore(_ a: String, _ b: String) -> Bool { a < b }
}
