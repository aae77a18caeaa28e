// A Swift design as a front end of the shared screen environment
// (``ScreenRuntime``): its intents as handlers, the job queue of the main
// actor running their code until every task is suspended or finished, the
// `maxPages` bound, and the canonical form of the state a run ends in.
import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage
import StateCheckReports


extension SwiftScreenSystem {
    /// A piece of code waiting for the main actor.
    enum Job {
        /// A handler's code, from its start.
        case start(intent: Int)
        /// A task's code, resumed by the answer to its call.
        case resume(LiveTask<Design.Pending>, Result<PageList, ErrorValue>)
        /// A `Task { }` spawned by `intent`'s code, awaiting `request`.
        case spawned(Request<Design.Pending>, intent: Int, role: TaskRole)
    }

    /// The mutable situation inside one run.
    package struct Run: ScreenRun {
        var value: Design.State
        var isVisible: Bool
        var tasks: [LiveTask<Design.Pending>]
        var nextToken: Int
        var jobs = MainActorQueue<Job>()
        var ran = 0
        /// Whether a cancelled task's call threw `CancellationError` at once.
        var threwCancellation = false

        /// How many tasks are suspended.
        package var taskCount: Int { tasks.count }

        /// The kind of task `i`.
        package func kind(ofTask i: Int) -> TaskKind { tasks[i].kind }

        /// Marks task `i` cancelled.
        package mutating func cancelTask(_ i: Int) { tasks[i].cancelled = true }
    }

    /// Who runs a piece of code: the task's identity apart from its call.
    struct Runner {
        var intent: Int
        var spawned: Bool
        var kind: TaskKind
        var role: TaskRole
        var cancelled: Bool
    }

    /// Runs one job until its task suspends or finishes; a message when
    /// the event ran over ``runBudget``.
    func execute(_ job: Job, in run: inout Run) -> String? {
        var runner: Runner
        var step: TaskStep<Design.Pending>
        switch job {
        case .start(let i):
            let h = handlers[i]
            runner = Runner(intent: i, spawned: false, kind: h.kind, role: h.role, cancelled: false)
            let context = TaskContext(isCancelled: false, isVisible: run.isVisible, kind: h.kind, role: h.role)
            step = design.start(intents[i], state: &run.value, task: context)
        case .resume(let t, let result):
            runner = Runner(intent: t.intent, spawned: t.spawned, kind: t.kind, role: t.role, cancelled: t.cancelled)
            let context = TaskContext(isCancelled: t.cancelled, isVisible: run.isVisible, kind: t.kind, role: t.role)
            step = design.finish(t.request.pending, with: result, state: &run.value, task: context)
        case .spawned(let request, let intent, let role):
            runner = Runner(intent: intent, spawned: true, kind: .unstructured, role: role, cancelled: false)
            step = TaskStep(awaiting: request)
        }
        run.ran += 1
        while true {
            if run.ran > Self.runBudget {
                return "\(name): one event ran more than \(Self.runBudget) pieces of code (a task that retries at once forever?)"
            }
            for request in step.spawned {
                run.jobs.enqueue(.spawned(request, intent: runner.intent, role: runner.role))
            }
            guard let request = step.awaiting else { return nil }
            switch CallIssue.issue(isThrowing: request.isThrowing, returnsValue: request.returnsValue, cancelled: runner.cancelled, nextToken: &run.nextToken) {
            case .throwsCancellation:
                run.threwCancellation = true
                let context = TaskContext(isCancelled: true, isVisible: run.isVisible, kind: runner.kind, role: runner.role)
                step = design.finish(request.pending, with: .failure(.cancellationError), state: &run.value, task: context)
                run.ran += 1
                continue
            case .suspends(let token):
                run.tasks.append(LiveTask(
                    intent: runner.intent, spawned: runner.spawned, kind: runner.kind, role: runner.role,
                    cancelled: runner.cancelled, request: request, token: token))
                return nil
            }
        }
    }

    /// The largest page token of `state` (0 when none): a run issues new
    /// tokens above it.
    func maxToken(of state: State) -> Int {
        var m = state.canonicalValue.pageTokens().max() ?? 0
        for t in state.tasks {
            if let token = t.token { m = Swift.max(m, token) }
            m = Swift.max(m, t.request.pending.pageTokens().max() ?? 0)
        }
        return m
    }

    /// The canonical state of a run's end, its pages named consistently
    /// with `source`, the state the run started in (see
    /// ``SwiftScreenState``'s page names).
    ///
    /// Tokens are renamed 1...n in issue order; tasks are sorted.
    func canonical(value: Design.State, isVisible: Bool, tasks: [LiveTask<Design.Pending>], from source: State?) -> State {
        var collected = value.pageTokens()
        for t in tasks {
            collected += t.request.pending.pageTokens()
            if let token = t.token { collected.append(token) }
        }
        let renaming = PageTokenRenaming(collected: collected)
        var newValue = value
        var newTasks = tasks
        if !renaming.isIdentity {
            let rename: (PageList) -> PageList = { PageList($0.pages.map(renaming.canonical)) }
            newValue = value.mapPages(rename)
            for i in newTasks.indices {
                newTasks[i].request.pending = newTasks[i].request.pending.mapPages(rename)
                newTasks[i].token = newTasks[i].token.map(renaming.canonical)
            }
        }
        // An instance method: a static one passed as the comparator captures
        // the generic metatype (a Sendable warning in Swift 6.3).
        newTasks.sort { $0.canonicallyPrecedes($1) }
        var names = PageNames()
        if let source {
            names = PageNames(renaming, source: source.pageNames, sourceTokenCount: maxToken(of: source))
        }
        return State(canonicalValue: newValue, key: design.key(of: newValue), isVisible: isVisible, tasks: newTasks, pageNames: names)
    }
}

extension SwiftScreenSystem: ScreenFrontEnd {
    /// A design error (a run over ``runBudget``), described.
    package typealias Problem = String
    /// An intent, by its index in `Intent.allCases`.
    package typealias HandlerID = Int

    /// The design's `maxTasks` bound.
    package var maxTasks: Int { design.bounds.maxTasks }

    /// Whether the view is visible in `state`.
    package func isVisible(_ state: State) -> Bool { state.isVisible }

    /// Whether a `.refreshable` task is alive in `state`.
    package func hasRefreshableTask(_ state: State) -> Bool {
        state.tasks.contains { $0.kind == .refreshable }
    }

    /// How many live tasks `state` holds.
    package func taskCount(of state: State) -> Int { state.tasks.count }

    /// The call task `i` of `state` awaits (every live task awaits one).
    package func awaitedCall(ofTask i: Int, in state: State) -> AwaitedCall? {
        let t = state.tasks[i]
        return AwaitedCall(task: t.summary, api: t.request.api, isThrowing: t.request.isThrowing, token: t.token)
    }

    /// The indices of the intents `event` starts, in `Intent.allCases` order.
    package func handlerIDs(of event: EnvironmentEvent) -> [Int] {
        handlers.indices.filter { handlers[$0].event.environmentEvent == event }
    }

    /// Whether intent `i` is enabled in `state`.
    package func condition(of i: Int, holdsIn state: State) -> ConditionOutcome<String> {
        design.isEnabled(intents[i], in: state.canonicalValue) ? .holds : .fails
    }

    /// A run from `state`'s design state and tasks, issuing page tokens above the state's.
    package func beginRun(from state: State, visible: Bool) -> Run {
        Run(value: state.canonicalValue, isVisible: visible, tasks: state.tasks, nextToken: maxToken(of: state) + 1)
    }

    /// Queues intent `i`'s code.
    package func start(_ i: Int, in run: inout Run) {
        run.jobs.enqueue(.start(intent: i))
    }

    /// Takes task `i` out of the run and queues its code, resumed with `answer`.
    package func deliver(_ answer: CallAnswer, toTask i: Int, in run: inout Run) {
        let task = run.tasks.remove(at: i)
        let result: Result<PageList, ErrorValue>
        switch answer {
        case .success(let token): result = .success(PageList(token.map { [$0] } ?? []))
        case .failure(let error): result = .failure(error)
        }
        run.jobs.enqueue(.resume(task, result))
    }

    /// Runs the queued jobs first in, first out; then refuses a state
    /// holding a page list longer than `maxPages`.
    package func runToQuiescence(_ run: inout Run, from source: State, answered: TaskSummary?) -> RunOutcome<State, String>? {
        while let job = run.jobs.next() {
            if let message = execute(job, in: &run) { return .failed(message) }
        }
        if run.value.longestPageList() > design.bounds.maxPages
            || run.tasks.contains(where: { $0.request.pending.longestPageList() > design.bounds.maxPages }) {
            return .refused("maxPages")
        }
        return nil
    }

    /// The suspended tasks.
    package func liveTaskCount(of run: Run) -> Int { run.tasks.count }

    /// The canonical state of the run's end and the transition's note.
    package func settle(_ run: Run, from source: State, answered: TaskSummary?) -> (State, StepNote) {
        let target = canonical(value: run.value, isVisible: run.isVisible, tasks: run.tasks, from: source)
        return (target, StepNote(answered: answered, threwCancellation: run.threwCancellation))
    }
}
