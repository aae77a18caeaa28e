import StateCheckEngine
import StateCheckScreens
import Foundation

/// A `.model` file as a transition system: the interpreter of
/// MODEL-LANGUAGE.md section 3.
///
/// Every event (`load`, `cancel`, `refresh`, `page`, `success <api>`,
/// `fail <api>`, the model's own events) runs the model's code until every
/// task it touched is finished or suspended: that whole run is one
/// transition. States are canonical (page tokens, tasks and continuations
/// renamed), so equal situations are one state and state counts are exact.
///
/// ```swift
/// let system = try ModelSystem.compile(source: text, file: "Models/case1-after.model")
/// let result = Explorer.explore(system, invariants: system.customInvariants, steps: system.customSteps)
/// result.runtimeErrors   // [] unless a run hit the statement budget, a nil unwrap, ...
/// result.boundHits       // transitions refused by maxTasks / maxPages / intRange
/// ```
///
/// Runtime errors and bound hits are returned by each expansion
/// (``expand(_:_:)``) and collected by the explorer into its result: the
/// system itself keeps nothing, so every exploration reports only its own.
///
/// ### Where MODEL-LANGUAGE.md is silent, the interpreter chooses
/// - **`when` clauses** are evaluated in the state before the event, all of
///   them before any handler starts.
/// - **`sync` handlers** are jobs in the same first-in first-out queue as the
///   event's tasks, in declaration order: a `.task` handler declared before a
///   `sync` one runs to its first suspension first. A `sync` handler that
///   reaches an `await` is a runtime error.
/// - **`Task { }`** copies the spawner's locals in scope (capture by value).
/// - **`mutating` methods** copy `self` in and out (Swift's `inout`); a
///   method that throws does not write `self` back.
/// - **Double resume**: the transition goes to a *crashed* state (the
///   variables at the moment of the crash, no tasks) that has no successor;
///   its ``StepNote/crash`` says where. The engine lists it as a deadlock.
/// - **`maxPages`** is checked when `+` builds a longer `Value`; **`intRange`**
///   when arithmetic leaves the range or a literal outside it is evaluated;
///   **`maxTasks`** when the run ends. A refused transition is counted once
///   per (bound, state, label).
/// - **Already-resumed continuations** still referenced by a variable are
///   all one value (resuming one crashes); continuations still awaited are
///   numbered by first reference. Locals out of scope at a task's position
///   are cleared, so they never split states.
/// - **Page names**: states compare by canonical tokens, but each emitted
///   state also names its pages relative to the state it came from (see
///   ``ModelState``), so `noStaleOverwrite` and `before.`/`after.` compare
///   real pages.
/// - **`step` properties** read bare variables and `screen.…` in the target
///   state; an evaluation error counts as a violation and is reported in
///   the exploration's ``Exploration/runtimeErrors``.
public struct ModelSystem: ScreenSystem, Sendable {
    /// A state of the model.
    public typealias State = ModelState
    /// What a run meets instead of a transition.
    public typealias Issue = RunIssue<Diagnostic>

    /// The design's name (`model Name`).
    public let name: String
    /// The `///` comment above `model`.
    public let documentation: String
    /// The model file's path as given.
    public let file: String
    /// The model's `expect` lines, in source order.
    public let expectations: [ModelExpectation]
    /// The exploration bounds in force.
    public let bounds: ModelBounds
    /// What the front end found suspicious in a model that compiles
    /// (`on laod`, an ignored `@State`, ...), in source order; commands
    /// print them and machine-readable reports carry them.
    public let warnings: [Diagnostic]

    let program: Program
    /// `program` behind one reference, for the interpreter's machines.
    let compiled: CompiledProgram
    let limits: RunLimits
    let initial: ModelState
    /// Custom events in order of their first handler.
    let customEvents: [String]
    let hasRefresh: Bool
    let hasPage: Bool

    /// Parses, checks and lowers a model.
    ///
    /// - Throws: ``ModelError`` with every diagnostic when the model cannot be checked.
    public static func compile(source: String, file: String) throws(ModelError) -> ModelSystem {
        let (checked, warnings) = try ModelFrontEnd.parseAndCheck(source: source, file: file)
        // Lowering walks the same tree as the parser: give it the same large
        // stack, so the deepest nesting the parser accepts cannot overflow
        // a secondary thread's stack (512 KB on macOS).
        let lowered: Result<ModelSystem, ModelError> = runWithLargeStack {
            do throws(ModelError) { return .success(try ModelSystem(checked: checked, file: file, warnings: warnings)) } catch { return .failure(error) }
        }
        return try lowered.get()
    }

    /// Lowers a parsed and checked model; `warnings` are the front end's.
    ///
    /// - Throws: ``ModelError`` with the lowering errors and `warnings`.
    init(checked: CheckedModel, file: String, warnings: [Diagnostic] = []) throws(ModelError) {
        let model = checked.tree
        var bounds = ModelBounds()
        var diagnostics: [Diagnostic] = []
        for bd in model.bounds {
            switch bd.name {
            case "maxTasks": bounds.maxTasks = bd.lower
            case "maxPages": bounds.maxPages = bd.lower
            case "intRange":
                if bd.lower <= bd.upper { bounds.intRange = bd.lower...bd.upper }
                else { diagnostics.append(Diagnostic(file: file, line: bd.location.line, column: bd.location.column, message: "intRange must not be empty")) }
            default:
                diagnostics.append(Diagnostic(file: file, line: bd.location.line, column: bd.location.column,
                                              message: "unknown bound '\(bd.name)' (maxTasks, maxPages or intRange)"))
            }
        }
        var lowerer = Lowerer(checked, file: file)
        lowerer.intRange = bounds.intRange
        let program = lowerer.lower()
        diagnostics += lowerer.diagnostics
        if program.viewBlock == nil {
            diagnostics.append(Diagnostic(file: file, line: model.location.line, column: model.location.column, message: "the model has no 'view' block"))
        }
        let limits = RunLimits(intRange: bounds.intRange, maxPages: bounds.maxPages)
        var vars: [RValue] = []
        if diagnostics.isEmpty {
            let compiled = CompiledProgram(program)
            var m = Machine(program: compiled, limits: limits, vars: Array(repeating: .void, count: program.globalInits.count))
            for (g, blk) in program.globalInits.enumerated() {
                do {
                    m.vars[g] = try m.evaluate(block: blk)
                } catch {
                    let loc = model.variables[g].location
                    switch error {
                    case .runtime(let l, let message), .crash(let l, let message):
                        diagnostics.append(Diagnostic(file: file, line: l.line, column: l.column, message: message))
                    case .bound(let bound):
                        diagnostics.append(Diagnostic(file: file, line: loc.line, column: loc.column, message: "the initial value of '\(model.variables[g].name)' exceeds the bound \(bound)"))
                    }
                }
            }
            vars = m.vars
        }
        if !diagnostics.isEmpty {
            throw ModelError((diagnostics + warnings).sorted { ($0.line, $0.column) < ($1.line, $1.column) })
        }
        self.name = model.name
        self.documentation = model.documentation
        self.file = file
        self.expectations = model.expectations.map {
            ModelExpectation(property: $0.property, verdict: $0.verdict == .holds ? .holds : .violated, line: $0.location.line)
        }
        self.bounds = bounds
        self.warnings = warnings
        self.program = program
        self.compiled = CompiledProgram(program)
        self.limits = limits
        self.initial = ModelState.canonical(vars: vars, visible: false, tasks: [], scopeDepth: { _, _ in 0 })
        var events: [String] = []
        for h in program.handlers where !LanguageNames.standardEvents.contains(h.event) && !events.contains(h.event) {
            events.append(h.event)
        }
        self.customEvents = events
        self.hasRefresh = program.handlers.contains { $0.event == "refresh" }
        self.hasPage = program.handlers.contains { $0.event == "page" }
    }

    // MARK: - TransitionSystem

    /// The one initial state: variables at their initial values, the view
    /// invisible, no task.
    public var initialStates: [ModelState] { [initial] }

    /// Every label the model could produce.
    public var declaredLabels: [EventLabel] {
        var labels = [EventLabel("load"), EventLabel("cancel")]
        if hasRefresh { labels.append(EventLabel("refresh")) }
        if hasPage { labels.append(EventLabel("page")) }
        labels += customEvents.map { EventLabel($0) }
        for a in program.apis {
            labels.append(EventLabel("success", api: a.name))
            if !a.nonthrowing { labels.append(EventLabel("fail", api: a.name)) }
        }
        return labels
    }

    /// Emits one transition per distinct (label, next state) of every enabled
    /// event, in the order load, cancel, refresh, page, custom events, then
    /// `success` / `fail` per waiting task. A crashed state has none.
    public func forEachSuccessor(of state: ModelState, _ emit: (Transition<EventLabel, ModelState, StepNote>) -> Void) {
        _ = expand(state, emit)
    }

    /// Emits the transitions of ``forEachSuccessor(of:_:)`` and returns the
    /// runs that failed or that a bound refused, in the same event order.
    /// A visible state whose `view` block fails reports that failure too
    /// (properties see the screen built before it).
    public func expand(_ state: ModelState, _ emit: (Transition<EventLabel, ModelState, StepNote>) -> Void) -> [Issue] {
        var issues: [Issue] = []
        // Rendered once: for the view's own failure and for `page`'s enabling.
        let rendered = state.visible ? render(state) : nil
        if let failure = rendered?.failure { issues.append(.failed(failure)) }
        if state.crashed { return issues }
        // Distinct (label, target) pairs: targets of one label are compared
        // directly (only `success`/`fail` of several tasks share a label).
        var emitted: [(label: EventLabel, target: ModelState)] = []
        func take(_ label: EventLabel, _ outcome: RunOutcome) {
            switch outcome {
            case .next(let target, let note), .crashed(let target, let note):
                if emitted.contains(where: { $0.label == label && $0.target == target }) { return }
                emitted.append((label, target))
                emit(Transition(label: label, target: target, note: note))
            case .refused(let bound):
                issues.append(.refused(bound: bound, label: label))
            case .failed(let diagnostic):
                issues.append(.failed(diagnostic))
            case .disabled:
                break
            }
        }
        if !state.visible {
            take(EventLabel("load"), perform(state, event: "load"))
        } else {
            take(EventLabel("cancel"), perform(state, event: "cancel"))
            if hasRefresh && !state.tasks.contains(where: { $0.kind == .refreshable }) {
                take(EventLabel("refresh"), perform(state, event: "refresh"))
            }
            if hasPage, let rendered, Screen(isVisible: true, elements: rendered.elements).showsFooterSpinner {
                take(EventLabel("page"), perform(state, event: "page"))
            }
            for e in customEvents {
                take(EventLabel(e), perform(state, event: e))
            }
        }
        for (i, t) in state.tasks.enumerated() {
            guard case .api(let api, _, _) = t.wait else { continue }
            let apiName = program.apis[api].name
            take(EventLabel("success", api: apiName), answer(state, task: i, success: true))
            if !program.apis[api].nonthrowing {
                take(EventLabel("fail", api: apiName), answer(state, task: i, success: false))
            }
        }
        return issues
    }

    // MARK: - Runs

    enum RunOutcome {
        case next(ModelState, StepNote)
        case crashed(ModelState, StepNote)
        case refused(String)
        case failed(Diagnostic)
        /// A custom event none of whose handlers' `when` holds.
        case disabled
    }

    /// Whether handler `h`'s `when` holds in `state` (true without one).
    func conditionHolds(_ h: HandlerInfo, in state: ModelState) -> Result<Bool, Diagnostic> {
        guard let c = h.condition else { return .success(true) }
        var m = Machine(program: compiled, limits: limits, vars: state.vars)
        do {
            let v = try m.evaluate(block: c)
            return .success(v == .bool(true))
        } catch {
            return .failure(diagnostic(error, fallback: h.line))
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

    /// Runs a standard or custom event.
    func perform(_ state: ModelState, event: String) -> RunOutcome {
        var starts: [HandlerInfo] = []
        for h in program.handlers where h.event == event {
            switch conditionHolds(h, in: state) {
            case .success(true): starts.append(h)
            case .success(false): break
            case .failure(let d): return .failed(d)
            }
        }
        let isStandard = event == "load" || event == "cancel" || event == "refresh" || event == "page"
        if !isStandard && starts.isEmpty { return .disabled }
        var m = Machine(program: compiled, limits: limits, vars: state.vars, tasks: state.tasks, nextToken: state.tokenCount + 1)
        var visible = state.visible
        switch event {
        case "load": visible = true
        case "cancel":
            visible = false
            for i in m.tasks.indices where m.tasks[i].kind == .task || m.tasks[i].kind == .refreshable {
                m.tasks[i].cancelled = true
            }
        default: break
        }
        for h in starts { m.start(block: h.body, kind: h.kind, role: h.role) }
        return finish(&m, from: state, visible: visible, answered: nil)
    }

    /// Answers the api call of task `i` of `state`.
    func answer(_ state: ModelState, task i: Int, success: Bool) -> RunOutcome {
        let t = state.tasks[i]
        guard case .api(let api, _, _) = t.wait else { return .disabled }
        let summary = TaskSummary(role: t.role, kind: t.kind.publicKind, isCancelled: t.cancelled, waitingFor: .api(program.apis[api].name))
        var m = Machine(program: compiled, limits: limits, vars: state.vars, tasks: state.tasks, nextToken: state.tokenCount + 1)
        m.answer(task: i, success: success)
        return finish(&m, from: state, visible: state.visible, answered: summary)
    }

    private func finish(_ m: inout Machine, from source: ModelState, visible: Bool, answered: TaskSummary?) -> RunOutcome {
        do {
            try m.runToQuiescence()
        } catch {
            switch error {
            case .bound(let b): return .refused(b)
            case .runtime(let l, let message):
                return .failed(Diagnostic(file: file, line: l.line, column: l.column, message: message))
            case .crash(let l, let message):
                var crashed = ModelState.canonical(vars: m.vars, visible: visible, tasks: [], from: source, scopeDepth: { _, _ in 0 })
                crashed.crashed = true   // rehashes
                let note = StepNote(lines: m.lines, answered: answered, crash: "\(file):\(l.line):\(l.column): \(message)")
                return .crashed(crashed, note)
            }
        }
        let live = m.tasks.filter { !$0.frames.isEmpty }
        if live.count > bounds.maxTasks { return .refused("maxTasks") }
        let blocks = program.blocks
        let next = ModelState.canonical(vars: m.vars, visible: visible, tasks: live, from: source, scopeDepth: { b, pc in
            let d = blocks[b].depth
            return pc < d.count ? d[pc] : 0
        })
        var note = StepNote(lines: m.lines, answered: answered)
        note.threwCancellation = m.threwCancellation
        return .next(next, note)
    }
}

extension ModelSystem: RunIssueReporting {
    /// Runtime errors (statement budget, call depth, nil unwrap, ...) are
    /// listed in source order.
    public static func listsBefore(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        (a.line, a.column, a.message) < (b.line, b.column, b.message)
    }
}

/// An `expect holds NAME` / `expect violated NAME` line of a model.
public struct ModelExpectation: Hashable, Sendable {
    /// The verdict a model expects.
    public enum Verdict: String, Hashable, Sendable {
        /// The property holds.
        case holds
        /// The property is violated.
        case violated
    }
    /// The property's name.
    public var property: String
    /// The expected verdict.
    public var verdict: Verdict
    /// The line of the `expect`.
    public var line: Int

    /// Creates an expectation.
    public init(property: String, verdict: Verdict, line: Int) {
        self.property = property
        self.verdict = verdict
        self.line = line
    }
}

/// The exploration bounds of a model (MODEL-LANGUAGE.md section 2).
public struct ModelBounds: Hashable, Sendable {
    /// Most tasks alive when a run ends.
    public var maxTasks = 4
    /// Most pages in one `Value`.
    public var maxPages = 3
    /// The values an `Int` may take.
    public var intRange: ClosedRange<Int> = -16...16

    /// The defaults.
    public init() {}
}

/// Transitions refused by one bound for one event label.
public struct BoundHit: Hashable, Sendable, CustomStringConvertible {
    /// `maxTasks`, `maxPages` or `intRange`.
    public var bound: String
    /// The refused event.
    public var label: EventLabel
    /// How many (state, label) pairs were refused.
    public var count: Int

    /// `maxPages: page ×3`.
    public var description: String { "\(bound): \(label) ×\(count)" }
}
