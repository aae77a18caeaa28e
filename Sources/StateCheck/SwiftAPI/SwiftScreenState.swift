import StateCheckEngine
@_spi(ScreenRuntime) import StateCheckScreens
import StateCheckLanguage
import StateCheckReports

/// A state of a ``SwiftScreenSystem``: the design's state, whether the view
/// is visible, and the live tasks, in canonical form.
///
/// Page tokens are renamed 1...n in issue order across the state and every
/// task's pending data, and tasks form a multiset (sorted canonically), so
/// equal situations are equal values and state counts match the design's
/// `.model` twin. ``value`` shows the pages by the names the interpreter
/// gives them (consistent along a trace). Equality and hashing use the design's
/// ``ScreenDesign/key(of:)``, so the state itself need not be `Hashable`.
public struct SwiftScreenState<Design: ScreenDesign>: Hashable {
    /// The design's state with canonical page tokens (1...n in issue order).
    let canonicalValue: Design.State
    /// Whether the view is on screen.
    public let isVisible: Bool
    /// What equality and hashing read of the state.
    let key: Design.StateKey
    /// The live tasks, each suspended at an api call, in canonical order.
    let tasks: [LiveTask<Design.Pending>]
    /// Page names, as the interpreter gives them: canonical tokens say
    /// nothing about another state's tokens, yet step properties compare
    /// content before and after a transition. So a state a transition emits
    /// names its tokens consistently with the state it came from: a page that
    /// survives keeps its name, a page requested during the run gets a name
    /// above every name there (`p3` is the third request along the path).
    /// Not part of the state's identity.
    let pageNames: PageNames
    /// How many distinct page tokens the state holds (its tokens are 1...n):
    /// a run from it issues tokens above.
    let tokenCount: Int
    /// Whether the list footer's `onAppear` (`page`) has fired since the
    /// footer was last inserted: only ever true while the screen shows
    /// `footerSpinner`.
    var footerAppeared = false

    init(canonicalValue: Design.State, key: Design.StateKey, isVisible: Bool, tasks: [LiveTask<Design.Pending>], tokenCount: Int, pageNames: PageNames) {
        self.canonicalValue = canonicalValue
        self.key = key
        self.isVisible = isVisible
        self.tasks = tasks
        self.pageNames = pageNames
        self.tokenCount = tokenCount
    }

    /// The design's state, its pages shown by their names (what the screen,
    /// traces and your properties see).
    public var value: Design.State {
        if pageNames.isIdentity { return canonicalValue }
        return canonicalValue.mapPages { PageList($0.pages.map(pageName)) }
    }

    /// The live tasks, each suspended at an api call, in canonical order
    /// (what ``SwiftScreenSystem/tasks(of:)`` returns): with ``value`` and
    /// ``isVisible``, the whole state, for properties of your own.
    public var liveTasks: [TaskSummary] { tasks.map(\.summary) }

    /// The name of canonical token `t`.
    func pageName(_ t: Int) -> Int { pageNames.name(of: t) }

    /// Whether a refresh is under way: a `.refreshable` task is alive and
    /// not cancelled (``ScreenRuntime/refreshIsUnderway(_:isRefreshable:isCancelled:)``).
    var hasRefreshableTask: Bool {
        ScreenRuntime.refreshIsUnderway(tasks, isRefreshable: { $0.kind == .refreshable }, isCancelled: \.cancelled)
    }

    /// Equal keys, visibility and task multisets.
    public static func == (a: SwiftScreenState, b: SwiftScreenState) -> Bool {
        a.isVisible == b.isVisible && a.key == b.key && a.tasks == b.tasks && a.footerAppeared == b.footerAppeared
    }

    /// Hashes the key, visibility and tasks.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(isVisible)
        hasher.combine(tasks)
        hasher.combine(footerAppeared)
    }
}

/// A task suspended at an api call, between transitions.
///
/// A task is its call stack (the language reference, "Semantics in brief"): here the intent whose
/// handler started it (or spawned the `Task { }` it runs in), and the
/// pending data the design's code captured; plus its kind, role, whether it
/// was cancelled and the request with its reserved page token.
struct LiveTask<Pending: Hashable>: Hashable {
    /// The index in `Intent.allCases` of the intent that started it.
    var intent: Int
    /// Whether it is a `Task { }` spawned by that intent's code.
    var spawned: Bool
    var kind: TaskKind
    var role: TaskRole
    var cancelled: Bool
    var request: Request<Pending>
    /// The page token the call reserved (nil for an api that returns nothing).
    var token: Int?

    /// What properties may know of it.
    var summary: TaskSummary {
        TaskSummary(role: role, kind: kind, isCancelled: cancelled, waitingFor: .api(request.api))
    }

    /// A total order for the canonical task list: by reserved token (unique
    /// per task), then by the rest, the pending data last by its reflected
    /// text. Only tasks of apis that return nothing ever reach it.
    func canonicallyPrecedes(_ b: LiveTask) -> Bool {
        let a = self
        let ta = a.token ?? Int.max, tb = b.token ?? Int.max
        if ta != tb { return ta < tb }
        let ka = (a.intent, a.spawned ? 1 : 0, a.kind.rawValue, a.role.rawValue, a.cancelled ? 1 : 0, a.request.api)
        let kb = (b.intent, b.spawned ? 1 : 0, b.kind.rawValue, b.role.rawValue, b.cancelled ? 1 : 0, b.request.api)
        if ka != kb { return ka < kb }
        return String(reflecting: a.request) < String(reflecting: b.request)
    }
}
