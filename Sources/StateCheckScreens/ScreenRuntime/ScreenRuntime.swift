import StateCheckEngine

/// The environment of one screen, shared by every front end: which events
/// are enabled in a state, what `load` and `cancel` do to the view and the
/// tasks, how a pending call is answered, and the `maxTasks` bound. A front
/// end (``ScreenFrontEnd``) supplies only its states, handlers and the
/// running of its code.
///
/// In a state where the view is invisible only `load` is enabled (none
/// once the screen is dismissed); where it
/// is visible, `cancel`, `refresh` (no refresh under way: no
/// `.refreshable` task alive and not cancelled), `page`
/// (the screen shows `footerSpinner`, once per insertion of the footer where
/// the front end remembers it) and every custom event some handler's
/// condition enables. Elements' `.onAppear` / `.onDisappear` handlers are
/// no events: they run in the transition that inserted or removed their
/// element. In every state, each task awaiting a call may get `success`,
/// `success … empty` when the api may answer an empty collection (one
/// `success` per shape for an api whose result has fields), and, for
/// an api that can fail, `fail`: any task, in any order.
///
/// The runtime's declarations are `@_spi(ScreenRuntime) public`, not
/// `package`: the front ends run it on their hot path, so its generic
/// bodies must be specialized and inlined in their modules, and the
/// compiler emits `@inlinable` bodies into other modules only for public
/// declarations (an `@inlinable package` function stays an unspecialized
/// call through witness tables). Front ends import it with
/// `@_spi(ScreenRuntime) import StateCheckScreens` and conform an internal
/// adapter type, since a public type cannot conform publicly to an SPI
/// protocol.
@_spi(ScreenRuntime) public enum ScreenRuntime {
    /// Emits one transition per distinct (label, next state) of every
    /// enabled event, in the order load, cancel, refresh, page, custom
    /// events, then `success` / `fail` per task awaiting a call.
    ///
    /// - Parameters:
    ///   - frontEnd: The front end whose code runs.
    ///   - state: The state left.
    ///   - emit: Called with each transition.
    ///   - refused: Called with each bound that refused a transition, and its label.
    ///   - failed: Called with each problem the front end's code reported.
    @inlinable
    public static func forEachSuccessor<F: ScreenFrontEnd>(
        _ frontEnd: F, of state: F.State,
        emit: (Transition<EventLabel, F.State, StepNote>) -> Void,
        refused: (String, EventLabel) -> Void,
        failed: (F.Problem) -> Void
    ) {
        // Distinct (label, target) pairs: only `success`/`fail` of several
        // tasks (and `wake`/`hop`) share a label. The environment events
        // come first, each offered once (`custom` holds distinct names), so
        // their labels are new unless a custom event bears a standard name.
        var emitted = EmittedTransitions<F.State>()
        let events = frontEnd.screenEvents
        let customIsNew = events.customNamesAreDistinctFromStandard
        if !frontEnd.isVisible(state) {
            // A dismissed screen never appears again.
            if !frontEnd.isDismissed(state) {
                take(EventLabel("load"), emitted: &emitted, emit: emit, refused: refused, failed: failed, labelIsNew: true, perform(frontEnd, state, event: .load))
                // An assumption (a value the screen does not decide, such as its parent's input)
                // may be flipped before the view appears too, so it may hold from the start.
                for e in events.custom where ScreenEvents.isAssumption(e) {
                    take(EventLabel(e), emitted: &emitted, emit: emit, refused: refused, failed: failed, labelIsNew: customIsNew, perform(frontEnd, state, event: .custom(e)))
                }
            }
        } else {
            take(EventLabel("cancel"), emitted: &emitted, emit: emit, refused: refused, failed: failed, labelIsNew: true, perform(frontEnd, state, event: .cancel))
            if events.hasRefresh && !frontEnd.hasRefreshableTask(state) {
                take(EventLabel("refresh"), emitted: &emitted, emit: emit, refused: refused, failed: failed, labelIsNew: true, perform(frontEnd, state, event: .refresh))
            }
            if events.hasPage && frontEnd.showsFooterSpinner(state) {
                take(EventLabel("page"), emitted: &emitted, emit: emit, refused: refused, failed: failed, labelIsNew: true, perform(frontEnd, state, event: .page))
            }
            for e in events.custom {
                take(EventLabel(e), emitted: &emitted, emit: emit, refused: refused, failed: failed, labelIsNew: customIsNew, perform(frontEnd, state, event: .custom(e)))
            }
        }
        for i in 0..<frontEnd.taskCount(of: state) {
            guard let call = frontEnd.awaitedCall(ofTask: i, in: state) else { continue }
            if !call.shapes.isEmpty {
                for (k, shape) in call.shapes.enumerated() {
                    take(EventLabel("success", api: call.api, answer: shape.answer), emitted: &emitted, emit: emit, refused: refused, failed: failed, answerShaped(frontEnd, state, task: i, call: call, shape: k))
                }
            } else {
                take(EventLabel("success", api: call.api), emitted: &emitted, emit: emit, refused: refused, failed: failed, answer(frontEnd, state, task: i, call: call, success: true))
            }
            if call.shapes.isEmpty && call.mayAnswerEmpty {
                take(EventLabel("success", api: call.api, answer: "empty"), emitted: &emitted, emit: emit, refused: refused, failed: failed, answerEmpty(frontEnd, state, task: i, call: call))
            }
            if call.isThrowing {
                take(EventLabel("fail", api: call.api), emitted: &emitted, emit: emit, refused: refused, failed: failed, answer(frontEnd, state, task: i, call: call, success: false))
            }
        }
        forEachWake(frontEnd, of: state, emitted: &emitted, emit: emit, refused: refused, failed: failed)
        forEachHop(frontEnd, of: state, emitted: &emitted, emit: emit, refused: refused, failed: failed)
    }

    /// Emits the transition `outcome` gives `label` unless an equal one was
    /// emitted; reports a refusal or a problem. With `labelIsNew` (no
    /// transition emitted so far has `label`) nothing is compared.
    @inlinable
    static func take<State: Equatable, Problem>(
        _ label: EventLabel, emitted: inout EmittedTransitions<State>,
        emit: (Transition<EventLabel, State, StepNote>) -> Void,
        refused: (String, EventLabel) -> Void,
        failed: (Problem) -> Void,
        labelIsNew: Bool = false,
        _ outcome: RunOutcome<State, Problem>
    ) {
        switch outcome {
        case .next(let target, let note), .crashed(let target, let note):
            if labelIsNew {
                emitted.insertNew(label, target)
            } else if !emitted.insert(label, target) {
                return
            }
            emit(Transition(label: label, target: target, note: note))
        case .refused(let bound):
            refused(bound, label)
        case .failed(let problem):
            failed(problem)
        case .disabled:
            break
        }
    }

    /// Runs `event` from `state`: every handler of the event whose
    /// condition holds in `state` (all evaluated before any starts), the
    /// view shown or hidden, `.task` and `.refreshable` tasks cancelled by
    /// `cancel`, then the handlers' code started in declaration order.
    /// A custom event, or a `refresh`, whose conditions all fail is
    /// ``RunOutcome/disabled``: no refreshable view is shown to pull.
    @inlinable
    public static func perform<F: ScreenFrontEnd>(_ frontEnd: F, _ state: F.State, event: EnvironmentEvent) -> RunOutcome<F.State, F.Problem> {
        var starts: [F.HandlerID] = []
        var problem: F.Problem?
        frontEnd.forEachHandler(of: event) { h in
            if problem != nil { return }
            switch frontEnd.condition(of: h, holdsIn: state) {
            case .holds: starts.append(h)
            case .fails: break
            case .failed(let p): problem = p
            }
        }
        if let problem { return .failed(problem) }
        if starts.isEmpty && event.needsAHandler { return .disabled }
        let wasVisible = frontEnd.isVisible(state)
        let visible = event.visibility(after: wasVisible)
        var run = frontEnd.beginRun(from: state, visible: visible)
        let watchers = frontEnd.watchers
        var before: [F.WatchedValue] = []
        if !watchers.isEmpty {
            switch frontEnd.watchedValues(in: run) {
            case .values(let values): before = values
            case .failed(let problem): return .failed(problem)
            }
        }
        let shown: [Bool]
        switch elementsOnScreen(frontEnd, run, visible: wasVisible) {
        case .values(let values): shown = values
        case .failed(let problem): return .failed(problem)
        }
        if case .cancel = event {
            for i in 0..<run.taskCount where event.cancels(run.kind(ofTask: i)) {
                run.cancelTask(i)
            }
        }
        if case .page = event { frontEnd.footerAppeared(in: &run) }
        for h in starts { frontEnd.start(h, in: &run) }
        return finish(frontEnd, &run, from: state, answered: nil, visible: visible, watchers: watchers, before: before, shown: shown)
    }

    /// Answers `call`, the call task `i` of `state` awaits: `success`
    /// delivers the reserved page, `fail` the error ``CallAnswer`` says.
    @inlinable
    public static func answer<F: ScreenFrontEnd>(_ frontEnd: F, _ state: F.State, task i: Int, call: AwaitedCall, success: Bool) -> RunOutcome<F.State, F.Problem> {
        resume(frontEnd, state, answered: call.task) { run in
            frontEnd.deliver(CallAnswer(success: success, token: call.token, cancelled: call.task.isCancelled), toTask: i, in: &run)
        }
    }

    /// A step in which a task of `state` resumes with the view as it is (an
    /// answer, a sleep's end, a hop to the main actor): `resumeTask` changes
    /// the run (delivers the answer, wakes the task), then the run goes on to
    /// quiescence and the watchers and elements react as after any step.
    /// Watchers react only while the view is shown.
    @inlinable
    static func resume<F: ScreenFrontEnd>(
        _ frontEnd: F, _ state: F.State, answered: TaskSummary?, _ resumeTask: (inout F.Run) -> Void
    ) -> RunOutcome<F.State, F.Problem> {
        let visible = frontEnd.isVisible(state)
        var run = frontEnd.beginRun(from: state, visible: visible)
        let watchers = frontEnd.watchers
        var before: [F.WatchedValue] = []
        if !watchers.isEmpty, visible {
            switch frontEnd.watchedValues(in: run) {
            case .values(let values): before = values
            case .failed(let problem): return .failed(problem)
            }
        }
        let shown: [Bool]
        switch elementsOnScreen(frontEnd, run, visible: visible) {
        case .values(let values): shown = values
        case .failed(let problem): return .failed(problem)
        }
        resumeTask(&run)
        return finish(frontEnd, &run, from: state, answered: answered, visible: visible, watchers: visible ? watchers : [], before: before, shown: shown)
    }

    /// Runs `run` to quiescence, then reacts, round after round, to the
    /// watched values that changed (``react(_:_:watchers:seen:reacted:)``)
    /// when the view ends `visible` and to the elements that entered or
    /// left the screen (``reactToElements(_:_:visible:shown:reacted:)``),
    /// running the queued code to quiescence after each round, until
    /// nothing changed; then applies `maxTasks` to the tasks alive at its end.
    /// A run that dismisses the shown view (`dismiss()`) takes it away as
    /// `cancel` does: its `cancel` handlers start once
    /// (``startDismissalHandlers(_:_:reacted:)``) and every element leaves the screen.
    @inlinable
    static func finish<F: ScreenFrontEnd>(
        _ frontEnd: F, _ run: inout F.Run, from source: F.State, answered: TaskSummary?,
        visible: Bool, watchers: [Watcher<F.HandlerID>], before: [F.WatchedValue], shown: [Bool]
    ) -> RunOutcome<F.State, F.Problem> {
        if let stop = frontEnd.runToQuiescence(&run, from: source, answered: answered) { return stop }
        var seen = before
        var onScreen = shown
        var dismissalHandled = false
        while true {
            var reacted = false
            // A `dismiss()` of a shown view takes it away as `cancel` does:
            // its `cancel` handlers start once, and its elements leave the screen.
            let dismissed = visible && frontEnd.isDismissed(in: run)
            if dismissed && !dismissalHandled {
                dismissalHandled = true
                if let problem = startDismissalHandlers(frontEnd, &run, reacted: &reacted) { return .failed(problem) }
            }
            if visible && !watchers.isEmpty {
                if let problem = react(frontEnd, &run, watchers: watchers, seen: &seen, reacted: &reacted) { return .failed(problem) }
            }
            if !onScreen.isEmpty {
                if let problem = reactToElements(frontEnd, &run, visible: visible && !dismissed, shown: &onScreen, reacted: &reacted) { return .failed(problem) }
            }
            if !reacted { break }
            if let stop = frontEnd.runToQuiescence(&run, from: source, answered: answered) { return stop }
        }
        if frontEnd.liveTaskCount(of: run) > frontEnd.maxTasks { return .refused("maxTasks") }
        let (next, note) = frontEnd.settle(run, from: source, answered: answered)
        return .next(next, note)
    }

    /// The screen's `.onDisappear` on `dismiss()`: every `cancel` handler
    /// whose condition holds in the run's variables now starts, in
    /// declaration order, and `reacted` is set when one did (the `.task`
    /// and `.refreshable` tasks were cancelled by `dismiss()` itself). Nil,
    /// or the problem met evaluating a condition.
    @inlinable
    static func startDismissalHandlers<F: ScreenFrontEnd>(_ frontEnd: F, _ run: inout F.Run, reacted: inout Bool) -> F.Problem? {
        var starts: [F.HandlerID] = []
        var problem: F.Problem?
        frontEnd.forEachHandler(of: .cancel) { h in
            if problem != nil { return }
            switch frontEnd.condition(of: h, holdsIn: run) {
            case .holds: starts.append(h)
            case .fails: break
            case .failed(let p): problem = p
            }
        }
        if let problem { return problem }
        for h in starts {
            reacted = true
            frontEnd.start(h, in: &run)
        }
        return nil
    }

    /// One round of the `.task(id:)` and `.onChange(of:)` rules, at the end
    /// of a run that leaves the view shown: every watcher whose value
    /// differs from the one it last saw (`seen`; at first, its value when
    /// the run began) reacts, in declaration order — a `.task(id:)`
    /// handler's live tasks are cancelled and a new one starts, an
    /// `.onChange(of:)` action is queued with the old and the new value —
    /// and `seen` becomes the values now; `reacted` is set when one did.
    /// The rounds repeat (``finish(_:_:from:answered:visible:watchers:before:shown:)``)
    /// until none changed: the front end's statement budget ends a handler
    /// that keeps changing the value it watches. Nil, or the problem met
    /// reading the values.
    @inlinable
    static func react<F: ScreenFrontEnd>(
        _ frontEnd: F, _ run: inout F.Run, watchers: [Watcher<F.HandlerID>], seen: inout [F.WatchedValue], reacted: inout Bool
    ) -> F.Problem? {
        let now: [F.WatchedValue]
        switch frontEnd.watchedValues(in: run) {
        case .values(let values): now = values
        case .failed(let problem): return problem
        }
        for (k, watcher) in watchers.enumerated() where k < now.count && k < seen.count && now[k] != seen[k] {
            reacted = true
            switch watcher.reaction {
            case .restartTask:
                for i in 0..<run.taskCount where frontEnd.isTask(i, startedBy: watcher.handler, in: run) {
                    run.cancelTask(i)
                }
                frontEnd.start(watcher.handler, in: &run)
            case .runAction:
                frontEnd.startChange(watcher.handler, old: seen[k], new: now[k], in: &run)
            }
        }
        seen = now
        return nil
    }

    /// The screen of a state: nothing while the view is invisible, else
    /// what the front end draws plus `refreshSpinner` while a refresh is
    /// under way (a `.refreshable` task alive and not cancelled).
    @inlinable
    public static func screen(isVisible: Bool, hasRefreshableTask: Bool, draw: () -> [ScreenElement]) -> Screen {
        guard isVisible else { return .invisible }
        var elements = draw()
        if hasRefreshableTask { elements.append(.refreshSpinner) }
        return Screen(isVisible: true, elements: elements)
    }
}
