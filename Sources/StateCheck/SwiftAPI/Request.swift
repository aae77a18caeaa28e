import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage
import StateCheckReports

/// One api call issued by a design's code: the api, what it returns, and
/// what the code captured before its `await` (the continuation, as data).
///
/// Every call that returns a `Value` reserves a new page token when it is
/// issued; its `success` delivers a one-page ``PageList`` holding that token
/// (the language reference, "Semantics in brief").
public struct Request<Pending: Hashable>: Hashable {
    /// The api's name, as traces show it (`success getPosts`).
    public var api: String
    /// Whether a `success` delivers a fresh `Value` (a page). When `false`
    /// the call returns nothing and `success` delivers an empty ``PageList``.
    public var returnsValue: Bool
    /// Whether the call can fail. A non-throwing call ignores cancellation
    /// and is only ever answered by `success`.
    public var isThrowing: Bool
    /// What the code needs when the call returns: everything it captured
    /// before the `await` (`users` in `fetchMore`), and where it resumes.
    public var pending: Pending

    /// Creates a request.
    public init(_ api: String, returnsValue: Bool = true, isThrowing: Bool = true, pending: Pending) {
        self.api = api
        self.returnsValue = returnsValue
        self.isThrowing = isThrowing
        self.pending = pending
    }
}

/// What a task does after running a piece of a design's code: suspend at an
/// api call, or finish; and the `Task { }`s the code spawned.
///
/// ```swift
/// func start(_ intent: Intent, state: inout State, task: TaskContext) -> TaskStep<Pending> {
///     if state.isLoading { return .done }            // the busy guard
///     state.startLoading()
///     return .call("getUser", then: .fetchUser)      // await API.getUser()
/// }
/// ```
public struct TaskStep<Pending: Hashable>: Hashable {
    /// The call the task now awaits, or `nil` when it finished.
    public var awaiting: Request<Pending>?
    /// Requests awaited by `Task { }`s the code spawned, in spawn order. Each
    /// runs in a new unstructured task (never cancelled by the view) with
    /// the spawning task's role, after the spawning task suspends or
    /// finishes, as on the main actor.
    public var spawned: [Request<Pending>]

    /// Creates a step.
    public init(awaiting: Request<Pending>?, spawned: [Request<Pending>] = []) {
        self.awaiting = awaiting
        self.spawned = spawned
    }

    /// The task finishes.
    public static var done: TaskStep { TaskStep(awaiting: nil) }

    /// The task suspends at `try await api()`.
    ///
    /// - Parameters:
    ///   - api: The api's name.
    ///   - returnsValue: Whether `success` delivers a page (`-> Value`).
    ///   - isThrowing: Whether the call can fail (`nonthrowing` otherwise).
    ///   - pending: What the code captured before the `await`.
    public static func call(_ api: String, returnsValue: Bool = true, isThrowing: Bool = true, then pending: Pending) -> TaskStep {
        TaskStep(awaiting: Request(api, returnsValue: returnsValue, isThrowing: isThrowing, pending: pending))
    }

    /// This step, plus a `Task { }` that awaits `request`.
    public func spawning(_ request: Request<Pending>) -> TaskStep {
        var copy = self
        copy.spawned.append(request)
        return copy
    }
}

/// What a design's code may ask about the task it runs in.
public struct TaskContext: Hashable, Sendable {
    /// `Task.isCancelled`: the view disappeared while this `.task` or
    /// `.refreshable` task was alive. A cancelled task's call of a throwing
    /// api fails at once with `CancellationError`; a call already in flight
    /// may still succeed (its answer was on its way) or fail with
    /// `CancellationError`.
    public var isCancelled: Bool
    /// Whether the view is on screen.
    public var isVisible: Bool
    /// The task's kind.
    public var kind: TaskKind
    /// The task's role.
    public var role: TaskRole

    /// Creates a context.
    public init(isCancelled: Bool, isVisible: Bool, kind: TaskKind, role: TaskRole) {
        self.isCancelled = isCancelled
        self.isVisible = isVisible
        self.kind = kind
        self.role = role
    }
}
