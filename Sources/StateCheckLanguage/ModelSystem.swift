import StateCheckEngine
@_spi(ScreenRuntime) import StateCheckScreens
import Foundation

/// A `.model` file as a transition system: the interpreter of
/// the semantics of the language reference ("Semantics in brief").
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
/// ### Where the language reference is silent, the interpreter chooses
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
///   **`maxTasks`** when the run ends, and when `append` would put more
///   handles than that in a `[Task<Void, Never>]`. A refused transition is counted once
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
    /// Visited states are kept as flat bytes (``ModelState/Arena``).
    public typealias Storage = ModelState.Arena
    /// What a run meets instead of a transition.
    public typealias Issue = RunIssue<Diagnostic>

    /// Everything the model is, behind one reference: a copy of the
    /// system (one per expansion, held by its runtime adapter) then
    /// retains one shared object instead of each of its arrays, tables and
    /// memos, which exploration threads would otherwise contend for.
    let definition: ModelDefinition
    /// Polled by handlers' runs and between them (see ``ExplorationOptions``'s
    /// deadline): a step running many handlers or a long loop stops there.
    package var deadline: ExplorationDeadline?

    /// The design's name (`model Name`).
    public var name: String { definition.name }
    /// The `///` comment above `model`.
    public var documentation: String { definition.documentation }
    /// The model file's path as given.
    public var file: String { definition.file }
    /// Where the model (or the Swift screen it was read from) is declared:
    /// notes about the whole model (a bound that refused transitions) cite it.
    package var location: SourceLocation { definition.checked.tree.location }
    /// The model's `expect` lines, in source order.
    package var expectations: [ModelExpectation] { definition.expectations }
    /// The exploration bounds in force.
    package var bounds: ModelBounds { definition.bounds }
    /// What the front end found suspicious in a model that compiles
    /// (`on laod`, an ignored `@State`, ...), in source order; commands
    /// print them and machine-readable reports carry them.
    public var warnings: [Diagnostic] { definition.warnings }
    /// `Type.case` of every enum case, by enum and case index.
    var enumCaseNames: [[String]] { definition.enumCaseNames }
    /// The lowered model.
    var program: Program { definition.program }
    /// `program` behind one reference, for the interpreter's machines.
    var compiled: CompiledProgram { definition.compiled }
    /// The interpreter's limits (without the deadline).
    var limits: RunLimits { definition.limits }
    /// The handlers of each event, in declaration order.
    var handlersByEvent: [String: [Int]] { definition.handlersByEvent }
    /// The one initial state.
    var initial: ModelState { definition.initial }
    /// The events the handlers answer, as the environment offers them.
    var screenEvents: ScreenEvents { definition.screenEvents }
    /// The views drawn lately, by the variables drawn from.
    var views: VariablesMemo<RenderedView> { definition.views }
    /// The `when` outcomes evaluated lately (see ``conditionKey(ofHandler:in:)``).
    var conditions: VariablesMemo<ConditionOutcome<Diagnostic>> { definition.conditions }
    /// Per handler, the globals its `when` is remembered by (``ModelDefinition/conditionReads``).
    var conditionReads: [[Int]] { definition.conditionReads }

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
                else { diagnostics.append(Diagnostic(file: file, at: bd.location, message: "intRange must not be empty")) }
            default:
                diagnostics.append(Diagnostic(file: file, at: bd.location,
                                              message: "unknown bound '\(bd.name)' (maxTasks, maxPages or intRange)"))
            }
        }
        var lowerer = Lowerer(checked, file: file)
        lowerer.intRange = bounds.intRange
        let program = lowerer.lower()
        diagnostics += lowerer.diagnostics
        if program.viewBlock == nil {
            diagnostics.append(Diagnostic(file: file, at: model.location, message: "the model has no 'view' block"))
        }
        let limits = RunLimits(intRange: bounds.intRange, maxPages: bounds.maxPages, maxTaskHandles: bounds.maxTasks)
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
                        diagnostics.append(Diagnostic(file: file, at: l, message: message))
                    case .bound(let bound):
                        diagnostics.append(Diagnostic(file: file, at: loc, message: "the initial value of '\(model.variables[g].name)' exceeds the bound \(bound)"))
                    case .deadline:
                        break   // initial values run without a deadline
                    }
                }
            }
            vars = m.vars
        }
        if !diagnostics.isEmpty {
            throw ModelError((diagnostics + warnings).sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) })
        }
        self.definition = ModelDefinition(
            checked: checked,
            name: model.name,
            documentation: model.documentation,
            file: file,
            expectations: model.expectations.map {
                ModelExpectation(property: $0.property, verdict: $0.verdict == .holds ? .holds : .violated, line: $0.location.line)
            },
            bounds: bounds,
            warnings: warnings,
            enumCaseNames: program.enums.map { e in e.cases.map { "\(e.name).\($0.name)" } },
            program: program,
            compiled: CompiledProgram(program),
            limits: limits,
            handlersByEvent: Self.handlerIndex(program),
            initial: ModelState.canonical(vars: vars, visible: false, tasks: [], scopeDepth: { _, _ in 0 }),
            screenEvents: ScreenEvents(handlerEvents: program.handlers.compactMap { $0.event.map { EnvironmentEvent(name: $0) } }),
            conditionReads: program.handlers.map { h in
                // Reads that cannot be told: every global.
                h.condition.map { program.globalsRead(from: $0) ?? Array(program.globalInits.indices) } ?? []
            })
    }

    // MARK: - TransitionSystem

    /// The one initial state: variables at their initial values, the view
    /// invisible, no task.
    public var initialStates: [ModelState] { [initial] }

    /// Every label the model could produce.
    public var declaredLabels: [EventLabel] {
        var labels = screenEvents.labels
        for a in program.apis {
            if let shapes = a.answers?.shapes {
                labels += shapes.map { EventLabel("success", api: a.name, answer: $0.answer) }
            } else {
                labels.append(EventLabel("success", api: a.name))
            }
            if a.answers == nil && a.mayAnswerEmpty { labels.append(EventLabel("success", api: a.name, answer: "empty")) }
            if !a.nonthrowing { labels.append(EventLabel("fail", api: a.name)) }
        }
        if sleeps { labels.append(EventLabel(ScreenRuntime.wakeLabel)) }
        if hops { labels.append(EventLabel(ScreenRuntime.hopLabel)) }
        return labels
    }

    /// The state's cached hash: already avalanched (``StateHasher``), so
    /// the visited set needs no second hash of it.
    @inline(__always)
    public func stateHash(_ state: ModelState) -> Int { state.hashCache }

    /// This system for thread 0, and for every other exploration thread the
    /// same model lowered again, with the same deadline: its program,
    /// tables and memos are objects of its own, so the
    /// threads neither wait at one lock nor contend for the reference
    /// counts of one program's arrays, which every run retains. Lowering
    /// is deterministic, so every successor, issue and hash is the same.
    public func forThread(_ thread: Int, of threads: Int) -> ModelSystem {
        guard thread > 0 else { return self }
        let checked = definition.checked, file = file, warnings = warnings
        let lowered = runWithLargeStack { try? ModelSystem(checked: checked, file: file, warnings: warnings) }
        // It lowered once, so it lowers again; keep this one if not.
        guard var copy = lowered else { return self }
        copy.deadline = deadline
        return copy
    }

    /// Emits one transition per distinct (label, next state) of every enabled
    /// event, in the order load, cancel, refresh, page, custom events, then
    /// `success` / `fail` per waiting task (the shared `ScreenRuntime`). A crashed
    /// state has none.
    public func forEachSuccessor(of state: ModelState, _ emit: (Transition<EventLabel, ModelState, StepNote>) -> Void) {
        _ = expand(state, emit)
    }

    /// Emits the transitions of ``forEachSuccessor(of:_:)`` and returns the
    /// runs that failed or that a bound refused, in the same event order
    /// (the shared `ScreenRuntime`). A visible state whose `view` block
    /// fails reports that failure too (properties see the screen built
    /// before it).
    public func expand(_ state: ModelState, _ emit: (Transition<EventLabel, ModelState, StepNote>) -> Void) -> [Issue] {
        var issues: [Issue] = []
        // Rendered once: for the view's own failure and for `page`'s enabling.
        let rendered = state.visible ? render(state) : nil
        if let failure = rendered?.failure { issues.append(.failed(failure)) }
        if state.crashed { return issues }
        let adapter = ModelRuntimeAdapter(system: self, shownElements: rendered?.elements ?? [])
        ScreenRuntime.forEachSuccessor(
            adapter, of: state, emit: emit,
            refused: { bound, label in issues.append(.refused(bound: bound, label: label)) },
            failed: { diagnostic in issues.append(.failed(diagnostic)) })
        return issues
    }

    /// A diagnostic for a run stopped while evaluating a condition or the
    /// view (`line` where the stop has no location of its own).
    func diagnostic(_ stop: RunStop, fallback line: Int) -> Diagnostic {
        stop.diagnostic(file: file, fallback: line)
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
package struct ModelExpectation: Hashable, Sendable {
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

/// The exploration bounds of a model (the language reference, "Declarations").
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
package struct BoundHit: Hashable, Sendable, CustomStringConvertible {
    /// `maxTasks`, `maxPages` or `intRange`.
    public var bound: String
    /// The refused event.
    public var label: EventLabel
    /// How many (state, label) pairs were refused.
    public var count: Int

    /// `maxPages: page ×3`.
    public var description: String { "\(bound): \(label) ×\(count)" }
}

extension RunStop {
    /// The stop as a diagnostic of `file` (`line` where the stop has no
    /// location of its own).
    func diagnostic(file: String, fallback line: Int) -> Diagnostic {
        switch self {
        case .runtime(let l, let message), .crash(let l, let message):
            return Diagnostic(file: file, at: l, message: message)
        case .bound(let b):
            return Diagnostic(file: file, line: line, column: 1, message: "bound \(b) exceeded while evaluating a condition")
        case .deadline:
            return Diagnostic(file: file, line: line, column: 1, message: "stopped at the time limit while evaluating a condition")
        }
    }
}
