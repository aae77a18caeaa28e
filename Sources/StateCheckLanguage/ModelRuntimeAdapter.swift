// The interpreter as a front end of the shared screen environment: its
// handlers, and the stack machine running their code until every task is
// finished or suspended at an api call or a continuation.
import StateCheckEngine
@_spi(ScreenRuntime) import StateCheckScreens


/// A model's handlers and interpreter, adapted for ``ScreenRuntime``.
struct ModelRuntimeAdapter: ScreenFrontEnd {
    /// Model errors, with their source location.
    typealias Problem = Diagnostic
    /// A handler, by its index in the program.
    typealias HandlerID = Int

    /// The model.
    let system: ModelSystem
    /// Whether the screen of the state being expanded shows `footerSpinner`
    /// (its view is rendered once per expansion, before the runtime asks).
    let footerSpinnerShown: Bool
    /// The elements the screen of the state being expanded shows (empty
    /// while invisible): a handler's ``HandlerInfo/whileShown`` is read there.
    let shownElements: [ScreenElement]

    /// The machine every `when` condition of this expansion is evaluated on.
    let conditionMachine: EvaluationMachine
    /// The view of the expanded state, drawn once for all its events.
    let expanded: ExpandedState

    init(system: ModelSystem, shownElements: [ScreenElement]) {
        self.system = system
        self.footerSpinnerShown = shownElements.contains(.footerSpinner)
        self.shownElements = shownElements
        var limits = system.limits
        limits.deadline = system.deadline
        self.conditionMachine = EvaluationMachine(program: system.compiled, limits: limits)
        self.expanded = ExpandedState()
    }

    var screenEvents: ScreenEvents { system.screenEvents }
    var maxTasks: Int { system.bounds.maxTasks }
    var program: Program { system.program }
    var compiled: CompiledProgram { system.compiled }
    var limits: RunLimits { system.limits }
    var file: String { system.file }

    func isVisible(_ state: ModelState) -> Bool { state.visible }

    /// Whether the model's `dismiss()` ran: its `dismissed` global is true.
    func isDismissed(_ state: ModelState) -> Bool { Self.isDismissed(state.vars, program) }

    /// Whether `vars` (a state's or a run's globals) say the screen is dismissed.
    static func isDismissed(_ vars: [RValue], _ program: Program) -> Bool {
        guard let g = program.dismissedGlobal else { return false }
        return vars[g] == .bool(true)
    }

    /// Whether the run's code has called `dismiss()` so far.
    func isDismissed(in run: ModelRun) -> Bool { Self.isDismissed(run.machine.vars, program) }

    func hasRefreshableTask(_ state: ModelState) -> Bool { state.hasRefreshableTask }

    /// Whether `page` is enabled: the expanded state's screen shows
    /// `footerSpinner`, which has not appeared since it was inserted.
    func showsFooterSpinner(_ state: ModelState) -> Bool { footerSpinnerShown && !state.footerAppeared }

    func taskCount(of state: ModelState) -> Int { state.tasks.count }

    /// The api call task `i` of `state` awaits (nil when it awaits a continuation).
    func awaitedCall(ofTask i: Int, in state: ModelState) -> AwaitedCall? {
        let t = state.tasks[i]
        guard case .api(let api, _, let token) = t.wait else { return nil }
        let info = program.apis[api]
        return AwaitedCall(
            task: TaskSummary(role: t.role, kind: t.kind.publicKind, isCancelled: t.cancelled, waitingFor: .api(info.name)),
            api: info.name, isThrowing: !info.nonthrowing, token: token, mayAnswerEmpty: info.mayAnswerEmpty,
            shapes: info.answers?.shapes ?? [])
    }

    /// Calls `body` with the index of each of `event`'s handlers, in declaration order.
    func forEachHandler(of event: EnvironmentEvent, _ body: (Int) -> Void) {
        for i in system.handlersByEvent[event.name] ?? [] { body(i) }
    }

    /// The limits of handlers' runs and conditions: with the deadline.
    private var runLimits: RunLimits {
        var limits = limits
        limits.deadline = system.deadline
        return limits
    }

    /// Whether the model's deadline has passed (no transition is made then).
    private var pastDeadline: Bool { system.deadline?.hasPassed() == true }

    /// Whether handler `h`'s `when` holds in `state` (true without one):
    /// evaluated once per distinct values of the variables it reads
    /// (``ModelSystem/conditions``).
    func condition(of h: Int, holdsIn state: ModelState) -> ConditionOutcome<Diagnostic> {
        if let element = compiled.handlerWhileShown[h], !shownElements.contains(where: element.matches) { return .fails }
        guard let c = compiled.handlerConditions[h] else { return .holds }
        if pastDeadline { return .fails }
        let vars = state.vars
        let hash = system.conditionKeyHash(ofHandler: h, in: vars)
        if let known = system.rememberedCondition(ofHandler: h, in: vars, hash: hash) { return known }
        let outcome: ConditionOutcome<Diagnostic>
        do throws(RunStop) {
            outcome = try conditionMachine.evaluate(block: c, vars: vars) == .bool(true) ? .holds : .fails
        } catch {
            // A condition the deadline stopped fails, and is not remembered.
            if case .deadline = error { return .fails }
            outcome = .failed(error.diagnostic(file: file, fallback: program.handlers[h].line))
        }
        system.conditions.store(outcome, for: system.conditionKey(ofHandler: h, in: vars), hash: hash)
        return outcome
    }

    /// Whether handler `h`'s `when` holds in the run's variables now (true without one).
    func condition(of h: Int, holdsIn run: ModelRun) -> ConditionOutcome<Diagnostic> {
        let handler = program.handlers[h]
        guard let c = handler.condition else { return .holds }
        if pastDeadline { return .fails }
        do {
            return try conditionMachine.evaluate(block: c, vars: run.machine.vars) == .bool(true) ? .holds : .fails
        } catch {
            if case .deadline = error { return .fails }
            return .failed(error.diagnostic(file: file, fallback: handler.line))
        }
    }

    /// A machine holding `state`'s variables and tasks, issuing page tokens
    /// above the state's.
    func beginRun(from state: ModelState, visible: Bool) -> ModelRun {
        ModelRun(
            machine: Machine(program: compiled, limits: runLimits, vars: state.vars, tasks: state.tasks, nextToken: state.tokenCount + 1),
            visible: visible, footerAppeared: state.footerAppeared)
    }

    /// Queues handler `h`'s body in a new task.
    func start(_ h: Int, in run: inout ModelRun) {
        let handler = program.handlers[h]
        if let watch = handler.watch, watch.reaction == .runAction {
            startInitialChange(h, watch: watch, in: &run)
            return
        }
        run.machine.start(block: handler.body, kind: handler.kind, role: handler.role)
    }

    /// Delivers `answer` to task `i` and queues it.
    func deliver(_ answer: CallAnswer, toTask i: Int, in run: inout ModelRun) {
        run.machine.answer(task: i, with: answer)
    }

    /// Runs the machine to quiescence. A bound refuses the transition, a
    /// runtime error fails it, a double resume crashes it: the crashed
    /// state keeps the variables of that moment and no task.
    func runToQuiescence(_ run: inout ModelRun, from source: ModelState, answered: TaskSummary?) -> RunOutcome<ModelState, Diagnostic>? {
        // Past the deadline the transition is dropped; the exploration stops
        // right after this expansion.
        if pastDeadline { return .disabled }
        do {
            try run.machine.runToQuiescence()
            return nil
        } catch {
            switch error {
            case .deadline: return .disabled
            case .bound(let b): return .refused(b)
            case .runtime(let l, let message):
                return .failed(Diagnostic(file: file, at: l, message: message))
            case .crash(let l, let message):
                var vars = run.machine.vars
                var none: [RTask] = []
                if compiled.usesTaskHandles { ModelState.canonicalHandles(vars: &vars, tasks: &none) }
                let crashed = ModelState.canonical(
                    vars: vars, visible: run.visible && !Self.isDismissed(vars, program), tasks: none, crashed: true,
                    from: source, scopeDepth: { _, _ in 0 })
                let note = StepNote(lines: run.machine.lines, files: run.machine.lineFiles, answered: answered, crash: "\(l.file(or: file)):\(l.line):\(l.column): \(message)")
                return .crashed(crashed, note)
            }
        }
    }

    /// Tasks still holding frames (suspended) at the run's end.
    func liveTaskCount(of run: ModelRun) -> Int {
        var count = 0
        for t in run.machine.tasks where !t.frames.isEmpty { count += 1 }
        return count
    }

    /// The canonical state of the run's end (finished tasks dropped, locals
    /// out of scope cleared) and the lines that ran.
    func settle(_ run: ModelRun, from source: ModelState, answered: TaskSummary?) -> (ModelState, StepNote) {
        // Copying the run (its machine's dozen arrays) only when a subview's
        // variables may be reset in it.
        guard program.subviewVariables.isEmpty else {
            var reset = run
            resetRemovedSubviewState(&reset)
            return settled(reset, from: source, answered: answered)
        }
        return settled(run, from: source, answered: answered)
    }

    /// ``settle(_:from:answered:)`` once removed subviews' variables are reset.
    private func settled(_ run: ModelRun, from source: ModelState, answered: TaskSummary?) -> (ModelState, StepNote) {
        // The machine's array itself when every task is live (no copy).
        var live = run.machine.tasks
        if live.contains(where: { $0.frames.isEmpty }) { live.removeAll { $0.frames.isEmpty } }
        var vars = run.machine.vars
        if compiled.usesTaskHandles { ModelState.canonicalHandles(vars: &vars, tasks: &live) }
        let blocks = program.blocks
        // A `dismiss()` in the run closes the view, whatever the event left
        // it; the footer flag is decided first, so the state is hashed once.
        let next = ModelState.canonical(
            vars: vars, visible: run.visible && !Self.isDismissed(vars, program), tasks: live,
            footerAppeared: footerStillAppeared(run, from: source), from: source,
            scopeDepth: { b, pc in
                let d = blocks[b].depth
                return pc < d.count ? d[pc] : 0
            })
        var note = StepNote(lines: run.machine.lines, files: run.machine.lineFiles, answered: answered)
        note.threwCancellation = run.machine.threwCancellation
        return (next, note)
    }
}
