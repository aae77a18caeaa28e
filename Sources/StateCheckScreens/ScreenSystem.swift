import StateCheckEngine

/// The label of a screen transition: the event name, plus the api for
/// `success` / `fail` (`success getUser`), plus which answer a `success`
/// delivered when the api has several (`success getPosts empty`).
public struct EventLabel: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// `load`, `cancel`, `refresh`, `page`, `success`, `fail`, or a model's own event.
    public var name: String
    /// The api answered, for `success` and `fail`.
    public var api: String?
    /// The answer a `success` delivered, when it is not the one page the
    /// call reserved: `empty` for an empty collection. Nil otherwise.
    public var answer: String?

    /// Creates a label.
    public init(_ name: String, api: String? = nil, answer: String? = nil) {
        self.name = name
        self.api = api
        self.answer = answer
    }

    /// `success getUser`, `success getPosts empty`, `load`.
    public var description: String {
        var text = api.map { "\(name) \($0)" } ?? name
        if let answer { text += " " + answer }
        return text
    }

    /// Ordered by description.
    public static func < (a: EventLabel, b: EventLabel) -> Bool { a.description < b.description }
}

/// The role of a task for the standard properties (the property catalog, Properties.md).
public enum TaskRole: String, Hashable, Sendable {
    /// Reloads the screen's data (`load`, `refresh`, a retry button).
    case reload
    /// Loads the next page (`page`, or a handler declared `as page`).
    case page
    /// A user action (`as action`: Save, Submit, Like).
    case action
}

/// How a task was started.
public enum TaskKind: String, Hashable, Sendable {
    /// A `.task { }` handler: cancelled when the view disappears.
    case task
    /// A `.refreshable { }` handler: cancelled on disappear, drives the refresh spinner.
    case refreshable
    /// A `Task { }`: never cancelled by the view.
    case unstructured
}

/// What a live task is waiting for.
public enum TaskWait: Hashable, Sendable {
    /// Suspended at a call of this api; the response may still arrive.
    case api(String)
    /// Suspended at `withCheckedContinuation`, until some code resumes it.
    case continuation
    /// Suspended in `Task.sleep`, until the discrete clock reaches its deadline.
    case sleep
    /// Suspended at `await t.value`, until that task finishes.
    case task
    /// A `Task.detached` body waiting to reach the main actor.
    case mainActor
}

/// What properties may know about one live task.
public struct TaskSummary: Hashable, Sendable {
    /// Its role.
    public var role: TaskRole
    /// How it was started.
    public var kind: TaskKind
    /// Whether it was cancelled.
    public var isCancelled: Bool
    /// What it waits for (live tasks are always suspended between transitions).
    public var waitingFor: TaskWait

    /// Creates a summary.
    public init(role: TaskRole, kind: TaskKind, isCancelled: Bool, waitingFor: TaskWait) {
        self.role = role
        self.kind = kind
        self.isCancelled = isCancelled
        self.waitingFor = waitingFor
    }

    /// Suspended at an api call with role `reload` (the property catalog: "reloading").
    public var isReloading: Bool {
        if role == .reload, case .api = waitingFor { return true }
        return false
    }
    /// Suspended at an api call with role `page` (the property catalog: "paging").
    public var isPaging: Bool {
        if role == .page, case .api = waitingFor { return true }
        return false
    }
}

/// What step properties may know about one transition beyond its label.
public struct StepNote: Hashable, Sendable {
    /// Model source lines that ran during the transition, in order (for traces).
    public var lines: [Int]
    /// The file of each of ``lines`` when a design is read from several
    /// files (nil: the design's own file); empty when every line is in the
    /// design's own file, as for a `.model` file.
    public var files: [String?]
    /// For `success` / `fail`: the answered task's role and whether it was cancelled.
    public var answered: TaskSummary?
    /// A runtime failure the transition hit (a continuation resumed twice):
    /// the transition has no successor state beyond this report.
    public var crash: String?
    /// How the target state's page tokens relate to the source state's:
    /// `pageRenaming[k]` is the number that the target's page token `k` had
    /// in the source state's numbering (pages issued during the transition
    /// get numbers above every page of the source). Page tokens are renamed
    /// densely per state, so without this a step property cannot tell an
    /// older page from a renumbered newer one. A token the map does not list,
    /// or a `nil` map, has the same number in both states (systems with
    /// global page numbers, systems whose emitted target already names its
    /// pages as the source does, like the `.model` interpreter, or a
    /// transition that renamed nothing).
    ///
    /// Used by `noStaleOverwrite`, `noMixedListings` and `pagesKeptOnPagingFailure`.
    public var pageRenaming: [Int: Int]?
    /// Whether some api call issued during the transition by an already
    /// cancelled task threw `CancellationError` at once (the language reference,
    /// 3.2). A `fail` answering a cancelled task needs no flag: its
    /// ``answered`` summary says so. Used by `silentCancellation` to tell
    /// "never thrown" (notApplicable) from "thrown and never shown" (holds).
    public var threwCancellation: Bool
    /// For a `success … empty`: the page token (in the source state's
    /// numbering) the answered call reserved when it was issued, which the
    /// empty answer never delivers. It dates the empty answer for
    /// `noStaleOverwrite`: an empty list is as new as its request.
    public var emptyAnswerRequest: Int?

    /// Creates a note.
    public init(
        lines: [Int] = [], files: [String?] = [], answered: TaskSummary? = nil, crash: String? = nil,
        pageRenaming: [Int: Int]? = nil, threwCancellation: Bool = false
    ) {
        self.lines = lines
        self.files = files
        self.answered = answered
        self.crash = crash
        self.pageRenaming = pageRenaming
        self.threwCancellation = threwCancellation
        self.emptyAnswerRequest = nil
    }
}

/// A transition system whose states are screens of a SwiftUI design: what
/// the standard properties (and every report) read from a state.
///
/// Both the `.model` interpreter and the Swift API for your own types
/// conform to it, so they get the same properties and reports.
public protocol ScreenSystem: TransitionSystem where Label == EventLabel, Note == StepNote {
    /// The design's name.
    var name: String { get }
    /// What the screen shows in `state`.
    func screen(of state: State) -> Screen
    /// The live tasks of `state`, in a canonical order.
    func tasks(of state: State) -> [TaskSummary]
    /// The api calls in flight in `state` (one entry per pending call,
    /// cancelled tasks' calls included).
    func callsInFlight(of state: State) -> [String]
    /// Continuations that no variable, payload or other task references any
    /// more while their task waits (leaked), described for a report.
    func leakedContinuations(of state: State) -> [String]
    /// Every enum case occurring in `state` (model variables and payloads,
    /// visible or not), as `Type.case`.
    func enumCases(of state: State) -> Set<String>
    /// Every enum case the model declares, as `Type.case`.
    var declaredEnumCases: [String] { get }
    /// The cases of the enums a state can hold, as `Type.case`, in
    /// declaration order: those of an enum that is the type of a stored
    /// variable or of a payload such an enum holds. An intent enum, only
    /// ever passed to a call (`func select(_ tab: Tab)`), is not a state
    /// and is left out. `allCasesReachable` asks these to be reached; by
    /// default every declared case (``declaredEnumCases``).
    var stateEnumCases: [String] { get }
    /// Explicit view branches taken while rendering `state` (empty when invisible).
    func viewBranches(of state: State) -> Set<Int>
    /// Every explicit view branch, with a description (`case .failure` at line 30).
    var declaredViewBranches: [Int: String] { get }
    /// A short rendering of the model variables of `state` for traces
    /// (`dataState = .success([p1])`), one entry per variable, in declaration order.
    func variables(of state: State) -> [(name: String, value: String)]
    /// Whether the `view` block has a `content` or an `errorView` element
    /// anywhere, reached or not; `nil` when the system cannot tell (the
    /// default), and `recoverable` then looks at the explored screens instead.
    var viewHasContentOrErrorView: Bool? { get }
    /// Why the system cannot be explored soundly at all, in one sentence
    /// that says what to change; `nil` (the default) when it can. A check
    /// then throws ``CheckError/unsupportedDesign(_:)`` before exploring.
    var unsupportedDesign: String? { get }
    /// Whether the screen was dismissed in `state` (its code called
    /// `dismiss()`): it is gone for good, so `recoverable` asks nothing more
    /// of it once its tasks are done. By default never.
    func isDismissed(_ state: State) -> Bool
    /// Whether ``screen(of:)`` is sure to be the same for `a` and `b`, told
    /// cheaply (without drawing either): properties then reuse the screen
    /// of one for the other. `false` when unsure; by default always.
    func showsSameScreen(_ a: State, _ b: State) -> Bool
    /// Whether some task of `state` is reloading: role `reload`, suspended
    /// at an api call (``TaskSummary/isReloading``). By default read from
    /// ``tasks(of:)``.
    func hasReloadingTask(_ state: State) -> Bool
    /// Whether `state` has a live task. By default read from ``tasks(of:)``.
    func hasLiveTask(_ state: State) -> Bool
}

extension ScreenSystem {
    /// By default a system does not say what its view block contains.
    public var viewHasContentOrErrorView: Bool? { nil }
    /// By default every system can be explored.
    public var unsupportedDesign: String? { nil }
    /// By default a screen is never dismissed.
    public func isDismissed(_ state: State) -> Bool { false }
    /// By default every declared case is a state case.
    public var stateEnumCases: [String] { declaredEnumCases }
    /// By default no two states are known to show the same screen.
    public func showsSameScreen(_ a: State, _ b: State) -> Bool { false }
    /// By default the tasks are listed and searched.
    public func hasReloadingTask(_ state: State) -> Bool { tasks(of: state).contains { $0.isReloading } }
    /// By default the tasks are listed.
    public func hasLiveTask(_ state: State) -> Bool { !tasks(of: state).isEmpty }
}
