import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage
import StateCheckReports

/// A screen design written in Swift, adapted for checking: its state, how
/// each intent starts, how each request finishes, and what the screen shows.
///
/// The environment is the model language's (the language reference's semantics): the view
/// starts invisible; `load`, `cancel`, `refresh`, `page` and your own events
/// start your intents; every request in flight may be answered (`success`
/// or `fail`) in any order; `cancel` cancels `.task` and `.refreshable`
/// tasks, whose calls then fail with `CancellationError` or, if the answer
/// was already on its way, succeed. Each event runs your code until every
/// task it touched is suspended or finished: one transition.
///
/// Wrap a design in ``SwiftScreenSystem`` to check it with
/// ``check(_:properties:customInvariants:customSteps:expectations:options:)``
/// (the same properties, verdicts, traces and reports as a `.model` file),
/// or use `StateCheckTesting`'s `assertScreen` in a test.
///
/// ```swift
/// struct Case1After: ScreenDesign {
///     enum Intent: CaseIterable { case load, refresh }
///     enum Pending: Hashable, PageFree { case fetchUser }
///
///     var initialState: DataState<PageList, ErrorValue> { .idle }
///
///     func handler(for intent: Intent) -> Handler {
///         switch intent {
///         case .load: return Handler(.load, .task)
///         case .refresh: return Handler(.refresh, .refreshable)
///         }
///     }
///     func start(_ intent: Intent, state: inout DataState<PageList, ErrorValue>, task: TaskContext) -> TaskStep<Pending> {
///         if state.isLoading { return .done }
///         state.startLoading()
///         return .call("getUser", then: .fetchUser)
///     }
///     func finish(_ pending: Pending, with result: Result<PageList, ErrorValue>,
///                 state: inout DataState<PageList, ErrorValue>, task: TaskContext) -> TaskStep<Pending> {
///         switch result {
///         case .success(let user): state = .success(user)
///         case .failure(let error): state = .failure(error)
///         }
///         return .done
///     }
///     func screen(of state: DataState<PageList, ErrorValue>) -> [ScreenElement] { ... }
/// }
/// ```
public protocol ScreenDesign {
    /// The screen's state: your enum, or a struct of your flags. It holds
    /// pages as ``PageList`` (the talk's `V`) and errors as ``ErrorValue``
    /// (the talk's `E`).
    associatedtype State: PageCarrying
    /// What tells two states apart: the state itself when it is `Hashable`
    /// (the default), or a key you derive (``StateFingerprint`` for states
    /// that are not `Hashable`).
    associatedtype StateKey: Hashable
    /// The intents: one case per handler, in the order SwiftUI starts them
    /// when they share an event (declaration order).
    associatedtype Intent: CaseIterable & Hashable
    /// What the code captured before an `await`, and where it resumes: the
    /// continuation as data (`.more(users: PageList)`).
    associatedtype Pending: PageCarrying & Hashable

    /// The design's name in reports. Defaults to the type's name.
    var name: String { get }
    /// The state before the view first appears.
    var initialState: State { get }
    /// The name traces give the state (`dataState`). Defaults to `state`;
    /// a struct state is shown property by property instead.
    var stateName: String { get }
    /// Every enum case the state can hold, as `Type.case`
    /// (`PagingDataState.idle`), for `allCasesReachable`. Defaults to none
    /// (the property is then not applicable).
    var declaredEnumCases: [String] { get }
    /// The exploration bounds. Defaults to `maxTasks = 4`, `maxPages = 3`.
    var bounds: ModelBounds { get }

    /// How `intent` is wired: its event, task kind and role.
    func handler(for intent: Intent) -> Handler
    /// Whether `intent` may start in `state` (a `when` condition: a button
    /// that is only there in some states). Defaults to `true`. A custom event
    /// none of whose intents is enabled cannot happen.
    func isEnabled(_ intent: Intent, in state: State) -> Bool
    /// Runs `intent`'s code up to its first `await` (or its end).
    ///
    /// - Parameters:
    ///   - intent: The intent its event started.
    ///   - state: The state, to change as the code before the `await` does.
    ///   - task: What the code may ask about its task.
    /// - Returns: The call the task now awaits, or ``TaskStep/done``.
    func start(_ intent: Intent, state: inout State, task: TaskContext) -> TaskStep<Pending>
    /// Resumes the code that awaited a request, up to its next `await` (or
    /// its end).
    ///
    /// - Parameters:
    ///   - pending: What the code captured before the `await`.
    ///   - result: The page the call returned (an empty list for an api that
    ///     returns nothing), or the error it threw: ``ErrorValue/urlError``,
    ///     or ``ErrorValue/cancellationError`` when the task was cancelled
    ///     (`task.isCancelled`).
    ///   - state: The state, to change as the code after the `await` does.
    ///   - task: What the code may ask about its task.
    func finish(_ pending: Pending, with result: Result<PageList, ErrorValue>, state: inout State, task: TaskContext) -> TaskStep<Pending>
    /// What the screen shows in `state` while visible (the checker adds
    /// `refreshSpinner` while a `.refreshable` task is alive and not cancelled).
    func screen(of state: State) -> [ScreenElement]
    /// The key that tells `state` apart from other states.
    func key(of state: State) -> StateKey
}

extension ScreenDesign {
    /// The type's name.
    public var name: String { String(describing: Self.self) }
    /// `state`.
    public var stateName: String { "state" }
    /// None.
    public var declaredEnumCases: [String] { [] }
    /// `maxTasks = 4`, `maxPages = 3`.
    public var bounds: ModelBounds { ModelBounds() }
    /// Always enabled.
    public func isEnabled(_ intent: Intent, in state: State) -> Bool { true }
}

extension ScreenDesign where State: Hashable {
    /// The state itself.
    public func key(of state: State) -> State { state }
}
