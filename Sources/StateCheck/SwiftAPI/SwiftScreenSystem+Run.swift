// One event of a Swift design, run to quiescence as one transition
// (MODEL-LANGUAGE.md 3.1): the job queue of the main actor, cancellation,
// page tokens, bounds, and the canonical form of the state it ends in.
import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage
import StateCheckReports


extension SwiftScreenSystem {
    enum RunOutcome {
        case next(State, StepNote)
        case refused(String)
        case failed(String)
        /// A custom event none of whose intents is enabled.
        case disabled
    }

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
    struct Run {
        var value: Design.State
        var isVisible: Bool
        var tasks: [LiveTask<Design.Pending>]
        var nextToken: Int
        var jobs: [Job] = []
        var ran = 0
        /// Whether a cancelled task's call threw `CancellationError` at once.
        var threwCancellation = false
    }

    /// Runs a standard or custom event.
    func perform(_ state: State, event: ScreenEvent) -> RunOutcome {
        var starts: [Int] = []
        for (i, h) in handlers.enumerated() where h.event == event && design.isEnabled(intents[i], in: state.canonicalValue) {
            starts.append(i)
        }
        if !event.isStandard && starts.isEmpty { return .disabled }
        var run = Run(value: state.canonicalValue, isVisible: state.isVisible, tasks: state.tasks, nextToken: maxToken(of: state) + 1)
        switch event {
        case .load:
            run.isVisible = true
        case .cancel:
            run.isVisible = false
            for i in run.tasks.indices where run.tasks[i].kind == .task || run.tasks[i].kind == .refreshable {
                run.tasks[i].cancelled = true
            }
        case .refresh, .page, .custom:
            break
        }
        run.jobs = starts.map { .start(intent: $0) }
        return finish(&run, from: state, answered: nil)
    }

    /// Answers the call of task `i` of `state`.
    func answer(_ state: State, task i: Int, success: Bool) -> RunOutcome {
        let task = state.tasks[i]
        var run = Run(value: state.canonicalValue, isVisible: state.isVisible, tasks: state.tasks, nextToken: maxToken(of: state) + 1)
        run.tasks.remove(at: i)
        let result: Result<PageList, ErrorValue>
        if success {
            result = .success(PageList(task.token.map { [$0] } ?? []))
        } else {
            result = .failure(task.cancelled ? .cancellationError : .urlError)
        }
        run.jobs = [.resume(task, result)]
        return finish(&run, from: state, answered: task.summary)
    }

    /// Runs the queued jobs first-in, first-out, then bounds and
    /// canonicalises the result.
    private func finish(_ run: inout Run, from source: State, answered: TaskSummary?) -> RunOutcome {
        var next = 0
        while next < run.jobs.count {
            let job = run.jobs[next]
            next += 1
            if case .failed(let message) = execute(job, in: &run) { return .failed(message) }
        }
        if run.value.longestPageList() > design.bounds.maxPages
            || run.tasks.contains(where: { $0.request.pending.longestPageList() > design.bounds.maxPages }) {
            return .refused("maxPages")
        }
        if run.tasks.count > design.bounds.maxTasks { return .refused("maxTasks") }
        let target = canonical(value: run.value, isVisible: run.isVisible, tasks: run.tasks, from: source)
        return .next(target, StepNote(answered: answered, threwCancellation: run.threwCancellation))
    }

    /// Who runs a piece of code: the task's identity apart from its call.
    struct Runner {
        var intent: Int
        var spawned: Bool
        var kind: TaskKind
        var role: TaskRole
        var cancelled: Bool
    }

    /// Runs one job until its task suspends or finishes.
    private func execute(_ job: Job, in run: inout Run) -> RunOutcome? {
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
                return .failed("\(name): one event ran more than \(Self.runBudget) pieces of code (a task that retries at once forever?)")
            }
            for request in step.spawned {
                run.jobs.append(.spawned(request, intent: runner.intent, role: runner.role))
            }
            guard let request = step.awaiting else { return nil }
            if runner.cancelled && request.isThrowing {
                // A cancelled task's call throws CancellationError at once.
                run.threwCancellation = true
                let context = TaskContext(isCancelled: true, isVisible: run.isVisible, kind: runner.kind, role: runner.role)
                step = design.finish(request.pending, with: .failure(.cancellationError), state: &run.value, task: context)
                run.ran += 1
                continue
            }
            var token: Int?
            if request.returnsValue {
                token = run.nextToken
                run.nextToken += 1
            }
            run.tasks.append(LiveTask(
                intent: runner.intent, spawned: runner.spawned, kind: runner.kind, role: runner.role,
                cancelled: runner.cancelled, request: request, token: token))
            return nil
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
        var tokens = Set(value.pageTokens())
        for t in tasks {
            tokens.formUnion(t.request.pending.pageTokens())
            if let token = t.token { tokens.insert(token) }
        }
        let sorted = tokens.sorted()
        let isIdentity = sorted.enumerated().allSatisfy { $0.offset + 1 == $0.element }
        var newValue = value
        var newTasks = tasks
        if !isIdentity {
            var map: [Int: Int] = [:]
            for (i, t) in sorted.enumerated() { map[t] = i + 1 }
            let rename: (PageList) -> PageList = { PageList($0.pages.map { map[$0] ?? $0 }) }
            newValue = value.mapPages(rename)
            for i in newTasks.indices {
                newTasks[i].request.pending = newTasks[i].request.pending.mapPages(rename)
                newTasks[i].token = newTasks[i].token.flatMap { map[$0] }
            }
        }
        // An instance method: a static one passed as the comparator captures
        // the generic metatype (a Sendable warning in Swift 6.3).
        newTasks.sort { $0.canonicallyPrecedes($1) }
        var names: [Int] = []
        if let source, !sorted.isEmpty {
            let n = maxToken(of: source)
            let top = source.pageNames.last ?? n
            names.reserveCapacity(sorted.count)
            var identity = true
            for (i, raw) in sorted.enumerated() {
                let name = raw <= n ? source.pageName(raw) : top + (raw - n)
                if name != i + 1 { identity = false }
                names.append(name)
            }
            if identity { names = [] }
        }
        return State(canonicalValue: newValue, key: design.key(of: newValue), isVisible: isVisible, tasks: newTasks, pageNames: names)
    }
}
