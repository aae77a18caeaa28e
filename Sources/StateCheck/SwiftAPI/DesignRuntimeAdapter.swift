// A Swift design as a front end of the shared screen environment: its
// intents as handlers, their code run by `SwiftScreenSystem`, and the
// `maxPages` bound over the state and the tasks' pending data.
import StateCheckEngine
@_spi(ScreenRuntime) import StateCheckScreens
import StateCheckLanguage

/// A Swift design's intents and code, adapted for ``ScreenRuntime``.
struct DesignRuntimeAdapter<Design: ScreenDesign>: ScreenFrontEnd {
    typealias State = SwiftScreenState<Design>
    typealias Run = SwiftScreenSystem<Design>.Run

    let system: SwiftScreenSystem<Design>
    private var design: Design { system.design }

    var screenEvents: ScreenEvents { system.screenEvents }

    /// A design error (a run over ``SwiftScreenSystem/runBudget``), described.
    typealias Problem = String
    /// An intent, by its index in `Intent.allCases`.
    typealias HandlerID = Int

    /// The design's `maxTasks` bound.
    var maxTasks: Int { design.bounds.maxTasks }

    /// Whether the view is visible in `state`.
    func isVisible(_ state: State) -> Bool { state.isVisible }

    func hasRefreshableTask(_ state: State) -> Bool { state.hasRefreshableTask }

    /// Whether `page` is enabled: the design's screen shows `footerSpinner`,
    /// which has not appeared since it was inserted.
    func showsFooterSpinner(_ state: State) -> Bool { !state.footerAppeared && system.screen(of: state).showsFooterSpinner }


    /// How many live tasks `state` holds.
    func taskCount(of state: State) -> Int { state.tasks.count }

    /// The call task `i` of `state` awaits (every live task awaits one).
    func awaitedCall(ofTask i: Int, in state: State) -> AwaitedCall? {
        let t = state.tasks[i]
        return AwaitedCall(task: t.summary, api: t.request.api, isThrowing: t.request.isThrowing, token: t.token)
    }

    /// Calls `body` with the index of each intent `event` starts, in `Intent.allCases` order.
    func forEachHandler(of event: EnvironmentEvent, _ body: (Int) -> Void) {
        for (i, h) in system.handlers.enumerated() where h.event.environmentEvent == event { body(i) }
    }

    /// Whether intent `i` is enabled in `state`.
    func condition(of i: Int, holdsIn state: State) -> ConditionOutcome<String> {
        design.isEnabled(system.intents[i], in: state.canonicalValue) ? .holds : .fails
    }

    /// A run from `state`'s design state and tasks, issuing page tokens above the state's.
    func beginRun(from state: State, visible: Bool) -> Run {
        Run(value: state.canonicalValue, isVisible: visible, tasks: state.tasks, nextToken: state.tokenCount + 1, footerAppeared: state.footerAppeared)
    }

    /// Queues intent `i`'s code.
    func start(_ i: Int, in run: inout Run) {
        run.jobs.enqueue(.start(intent: i))
    }

    /// Takes task `i` out of the run and queues its code, resumed with `answer`.
    func deliver(_ answer: CallAnswer, toTask i: Int, in run: inout Run) {
        let task = run.tasks.remove(at: i)
        let result: Result<PageList, ErrorValue>
        switch answer {
        // A design's calls have no shapes (its awaited calls list none): a
        // shaped answer would only ever be its page.
        case .success(let token), .shaped(token: let token, shape: _): result = .success(PageList(token.map { [$0] } ?? []))
        case .empty: result = .success(PageList([]))
        case .failure(let error): result = .failure(error)
        }
        run.jobs.enqueue(.resume(task, result))
    }

    /// Runs the queued jobs first in, first out; then refuses a state
    /// holding a page list longer than `maxPages`.
    func runToQuiescence(_ run: inout Run, from source: State, answered: TaskSummary?) -> RunOutcome<State, String>? {
        while let job = run.jobs.next() {
            if let message = system.execute(job, in: &run) { return .failed(message) }
        }
        if run.value.longestPageList() > design.bounds.maxPages
            || run.tasks.contains(where: { $0.request.pending.longestPageList() > design.bounds.maxPages }) {
            return .refused("maxPages")
        }
        return nil
    }

    /// The suspended tasks.
    func liveTaskCount(of run: Run) -> Int { run.tasks.count }

    /// The canonical state of the run's end and the transition's note.
    func settle(_ run: Run, from source: State, answered: TaskSummary?) -> (State, StepNote) {
        var target = system.canonical(value: run.value, isVisible: run.isVisible, tasks: run.tasks, from: source)
        if run.footerAppeared { target.footerAppeared = footerStillAppeared(target, from: source) }
        return (target, StepNote(answered: answered, threwCancellation: run.threwCancellation))
    }
}
