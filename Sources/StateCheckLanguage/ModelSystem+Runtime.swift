// The interpreter as a front end of the shared screen environment: its
// handlers, and the stack machine running their code until every task is
// finished or suspended at an api call or a continuation.
import StateCheckEngine
import StateCheckScreens


/// The interpreter's situation inside one run: the machine and whether
/// the view is visible.
package struct ModelRun: ScreenRun {
    var machine: Machine
    var visible: Bool

    /// How many tasks the machine holds.
    package var taskCount: Int { machine.tasks.count }

    /// The kind of task `i` (a `sync` job counts as unstructured).
    package func kind(ofTask i: Int) -> TaskKind { machine.tasks[i].kind.publicKind }

    /// Marks task `i` cancelled.
    package mutating func cancelTask(_ i: Int) { machine.tasks[i].cancelled = true }
}

extension ModelSystem: ScreenFrontEnd {
    /// Model errors, with their source location.
    package typealias Problem = Diagnostic
    /// A handler, by its index in the program.
    package typealias HandlerID = Int

    /// The `maxTasks` bound.
    package var maxTasks: Int { bounds.maxTasks }

    /// Whether the view is visible in `state`.
    package func isVisible(_ state: ModelState) -> Bool { state.visible }

    /// Whether a `.refreshable` task is alive in `state`.
    package func hasRefreshableTask(_ state: ModelState) -> Bool {
        state.tasks.contains { $0.kind == .refreshable }
    }

    /// How many live tasks `state` holds.
    package func taskCount(of state: ModelState) -> Int { state.tasks.count }

    /// The api call task `i` of `state` awaits (nil when it awaits a continuation).
    package func awaitedCall(ofTask i: Int, in state: ModelState) -> AwaitedCall? {
        let t = state.tasks[i]
        guard case .api(let api, _, let token) = t.wait else { return nil }
        let info = program.apis[api]
        return AwaitedCall(
            task: TaskSummary(role: t.role, kind: t.kind.publicKind, isCancelled: t.cancelled, waitingFor: .api(info.name)),
            api: info.name, isThrowing: !info.nonthrowing, token: token)
    }

    /// The indices of `event`'s handlers, in declaration order.
    package func handlerIDs(of event: EnvironmentEvent) -> [Int] {
        let name = event.name
        return program.handlers.indices.filter { program.handlers[$0].event == name }
    }

    /// Whether handler `h`'s `when` holds in `state` (true without one).
    package func condition(of h: Int, holdsIn state: ModelState) -> ConditionOutcome<Diagnostic> {
        let handler = program.handlers[h]
        guard let c = handler.condition else { return .holds }
        var m = Machine(program: compiled, limits: limits, vars: state.vars)
        do {
            return try m.evaluate(block: c) == .bool(true) ? .holds : .fails
        } catch {
            return .failed(diagnostic(error, fallback: handler.line))
        }
    }

    func diagnostic(_ stop: RunStop, fallback line: Int) -> Diagnostic {
        switch stop {
        case .runtime(let l, let message), .crash(let l, let message):
            return Diagnostic(file: file, line: l.line, column: l.column, message: message)
        case .bound(let b):
            return Diagnostic(file: file, line: line, column: 1, message: "bound \(b) exceeded while evaluating a condition")
        }
    }

    /// A machine holding `state`'s variables and tasks, issuing page tokens
    /// above the state's.
    package func beginRun(from state: ModelState, visible: Bool) -> ModelRun {
        ModelRun(
            machine: Machine(program: compiled, limits: limits, vars: state.vars, tasks: state.tasks, nextToken: state.tokenCount + 1),
            visible: visible)
    }

    /// Queues handler `h`'s body in a new task.
    package func start(_ h: Int, in run: inout ModelRun) {
        let handler = program.handlers[h]
        run.machine.start(block: handler.body, kind: handler.kind, role: handler.role)
    }

    /// Delivers `answer` to task `i` and queues it.
    package func deliver(_ answer: CallAnswer, toTask i: Int, in run: inout ModelRun) {
        run.machine.answer(task: i, with: answer)
    }

    /// Runs the machine to quiescence. A bound refuses the transition, a
    /// runtime error fails it, a double resume crashes it: the crashed
    /// state keeps the variables of that moment and no task.
    package func runToQuiescence(_ run: inout ModelRun, from source: ModelState, answered: TaskSummary?) -> RunOutcome<ModelState, Diagnostic>? {
        do {
            try run.machine.runToQuiescence()
            return nil
        } catch {
            switch error {
            case .bound(let b): return .refused(b)
            case .runtime(let l, let message):
                return .failed(Diagnostic(file: file, line: l.line, column: l.column, message: message))
            case .crash(let l, let message):
                var crashed = ModelState.canonical(vars: run.machine.vars, visible: run.visible, tasks: [], from: source, scopeDepth: { _, _ in 0 })
                crashed.crashed = true   // rehashes
                let note = StepNote(lines: run.machine.lines, answered: answered, crash: "\(file):\(l.line):\(l.column): \(message)")
                return .crashed(crashed, note)
            }
        }
    }

    /// Tasks still holding frames (suspended) at the run's end.
    package func liveTaskCount(of run: ModelRun) -> Int {
        var count = 0
        for t in run.machine.tasks where !t.frames.isEmpty { count += 1 }
        return count
    }

    /// The canonical state of the run's end (finished tasks dropped, locals
    /// out of scope cleared) and the lines that ran.
    package func settle(_ run: ModelRun, from source: ModelState, answered: TaskSummary?) -> (ModelState, StepNote) {
        let live = run.machine.tasks.filter { !$0.frames.isEmpty }
        let blocks = program.blocks
        let next = ModelState.canonical(vars: run.machine.vars, visible: run.visible, tasks: live, from: source, scopeDepth: { b, pc in
            let d = blocks[b].depth
            return pc < d.count ? d[pc] : 0
        })
        var note = StepNote(lines: run.machine.lines, answered: answered)
        note.threwCancellation = run.machine.threwCancellation
        return (next, note)
    }
}
