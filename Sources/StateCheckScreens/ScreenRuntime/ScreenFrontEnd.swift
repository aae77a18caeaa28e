/// What a front end (the `.model` interpreter, a design written in Swift)
/// gives ``ScreenRuntime``, usually through a small wrapper of its system: how its states look to the environment, its
/// handlers, and how it runs its code until every task is finished or
/// suspended. Everything else — which events are enabled, what `cancel`
/// does, how calls are answered, the `maxTasks` bound — is the runtime's.
@_spi(ScreenRuntime) public protocol ScreenFrontEnd {
    /// A state of the front end's screen.
    associatedtype State: Equatable
    /// A problem the front end's code reports (a runtime error).
    associatedtype Problem
    /// One handler, as the front end starts it.
    associatedtype HandlerID
    /// The mutable situation inside one run.
    associatedtype Run: ScreenRun
    /// A value a `.task(id:)` or `.onChange(of:)` handler watches (`Never`
    /// for a front end without them).
    associatedtype WatchedValue: Equatable = Never

    /// The events the handlers answer.
    var screenEvents: ScreenEvents { get }
    /// Most tasks alive when a run ends.
    var maxTasks: Int { get }

    /// Whether the view is visible in `state`.
    func isVisible(_ state: State) -> Bool
    /// Whether the screen was dismissed in `state` (`dismiss()`): it is
    /// invisible for good, and `load` is not enabled.
    func isDismissed(_ state: State) -> Bool
    /// Whether the code of `run` has dismissed the screen so far (`dismiss()` ran).
    func isDismissed(in run: Run) -> Bool
    /// Whether `handler`'s condition holds in the variables of `run` now
    /// (true without one): the `cancel` handlers a `dismiss()` starts.
    func condition(of handler: HandlerID, holdsIn run: Run) -> ConditionOutcome<Problem>
    /// Whether a refresh is under way in `state`: a `.refreshable` task is
    /// alive and not cancelled (``ScreenRuntime/refreshIsUnderway(_:isRefreshable:isCancelled:)``).
    func hasRefreshableTask(_ state: State) -> Bool
    /// Whether the list footer's `page` event is enabled in `state`: the
    /// screen shows `footerSpinner` and, for a front end that remembers it
    /// (``footerAppeared(in:)``), the footer has not appeared yet since it
    /// was inserted.
    func showsFooterSpinner(_ state: State) -> Bool
    /// How many live tasks `state` holds.
    func taskCount(of state: State) -> Int
    /// The api call task `i` of `state` awaits (nil when it awaits something else).
    func awaitedCall(ofTask i: Int, in state: State) -> AwaitedCall?
    /// How long task `i` of `state` still sleeps in `Task.sleep`, in
    /// nanoseconds of the discrete clock (nil when it does not sleep); nil by default.
    func sleepRemaining(ofTask i: Int, in state: State) -> Int?
    /// Ends the sleep of task `i` (the earliest deadline, `elapsed` from now)
    /// and queues it; every other sleep's remaining time shrinks by `elapsed`.
    func wake(task i: Int, elapsed: Int, in run: inout Run)
    /// Whether task `i` of `state` waits to reach the main actor (a
    /// `Task.detached` body not started yet); false by default.
    func waitsForMainActor(task i: Int, in state: State) -> Bool
    /// Lets task `i`, waiting to reach the main actor, run: queues it.
    func hop(task i: Int, in run: inout Run)

    /// Calls `body` with each handler `event` starts, in declaration order.
    func forEachHandler(of event: EnvironmentEvent, _ body: (HandlerID) -> Void)
    /// Whether `handler`'s condition holds in `state` (true without one).
    func condition(of handler: HandlerID, holdsIn state: State) -> ConditionOutcome<Problem>
    /// A run from `state`, the view `visible` (as the event leaves it).
    func beginRun(from state: State, visible: Bool) -> Run
    /// Queues `handler`'s code in a new task.
    func start(_ handler: HandlerID, in run: inout Run)
    /// Delivers `answer` to task `i`, whose call is answered, and queues it.
    func deliver(_ answer: CallAnswer, toTask i: Int, in run: inout Run)
    /// Runs the queued code, first in first out, until every task is
    /// finished or suspended; an outcome when the run stops short (a bound,
    /// a runtime error, a crash), nil at quiescence.
    func runToQuiescence(_ run: inout Run, from source: State, answered: TaskSummary?) -> RunOutcome<State, Problem>?
    /// How many tasks are alive (suspended) at the run's end.
    func liveTaskCount(of run: Run) -> Int
    /// The handlers that watch a value (`.task(id:)`, `.onChange(of:)`), in
    /// declaration order; empty by default.
    var watchers: [Watcher<HandlerID>] { get }
    /// The value each of ``watchers`` watches, in their order, read in `run` now.
    func watchedValues(in run: Run) -> WatchedValues<WatchedValue, Problem>
    /// Whether task `i` of `run` is alive and was started by `handler`.
    func isTask(_ i: Int, startedBy handler: HandlerID, in run: Run) -> Bool
    /// Queues `handler`'s action (an `.onChange(of:)`), given the value it
    /// watches before and after the change.
    func startChange(_ handler: HandlerID, old: WatchedValue, new: WatchedValue, in run: inout Run)
    /// The handlers of elements' `.onAppear` / `.onDisappear`, in
    /// declaration order; empty by default.
    var elementHandlers: [ElementHandler<HandlerID>] { get }
    /// Whether the element of each of ``elementHandlers`` is in the view
    /// drawn from `run`'s situation now, the view assumed visible.
    func elementsShown(in run: Run) -> WatchedValues<Bool, Problem>
    /// Notes in `run` that the list footer appeared (`page`): the event is
    /// not enabled again until the footer is inserted anew.
    func footerAppeared(in run: inout Run)
    /// The canonical state the run ends in, its pages named relative to
    /// `source`, and the transition's note.
    func settle(_ run: Run, from source: State, answered: TaskSummary?) -> (State, StepNote)
}
