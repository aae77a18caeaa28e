// Running a Swift design's code for one event (see `DesignRuntimeAdapter`):
// the job queue of the main actor running the intents' code until every
// task is suspended or finished, and the canonical form of the state a run
// ends in.
import StateCheckEngine
@_spi(ScreenRuntime) import StateCheckScreens
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
    struct Run: ScreenRun {
        var value: Design.State
        var isVisible: Bool
        var tasks: [LiveTask<Design.Pending>]
        var nextToken: Int
        var jobs = MainActorQueue<Job>()
        var ran = 0
        /// Whether a cancelled task's call threw `CancellationError` at once.
        var threwCancellation = false
        /// Whether the list footer has appeared (`page`) since it was last
        /// inserted: the source state's flag, set by a `page` event.
        var footerAppeared = false

        /// How many tasks are suspended.
        var taskCount: Int { tasks.count }

        /// The kind of task `i`.
        func kind(ofTask i: Int) -> TaskKind { tasks[i].kind }

        /// Marks task `i` cancelled.
        mutating func cancelTask(_ i: Int) { tasks[i].cancelled = true }
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
            names = PageNames(renaming, source: source.pageNames, sourceTokenCount: source.tokenCount)
        }
        return State(canonicalValue: newValue, key: design.key(of: newValue), isVisible: isVisible, tasks: newTasks, tokenCount: renaming.count, pageNames: names)
    }
}
