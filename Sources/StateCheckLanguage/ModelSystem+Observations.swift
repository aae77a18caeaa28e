// What properties and reports read from a state of an interpreted model
// (the `ScreenSystem` observations).
import StateCheckEngine
@_spi(ScreenRuntime) import StateCheckScreens


extension ModelSystem {
    /// Renders the `view` block; `refreshSpinner` is appended while a
    /// `.refreshable` task is alive and not cancelled. An invisible view shows nothing.
    public func screen(of state: ModelState) -> Screen {
        ScreenRuntime.screen(isVisible: state.visible, hasRefreshableTask: state.hasRefreshableTask) {
            render(state).elements
        }
    }

    /// Whether `a` and `b` surely draw the same screen, told without
    /// comparing values: the same visibility and, when visible, the same
    /// refresh under way, page names and variables *storage* (a run that
    /// wrote no variable hands on its source's array), all of which
    /// ``screen(of:)`` reads. Equal variables in distinct storage answer
    /// `false`: comparing them in full costs more than the drawing it
    /// would save.
    public func showsSameScreen(_ a: ModelState, _ b: ModelState) -> Bool {
        guard a.visible == b.visible else { return false }
        if !a.visible { return true }
        return a.hasRefreshableTask == b.hasRefreshableTask && sharesStorage(a.pageNames.names, b.pageNames.names)
            && sharesStorage(a.vars, b.vars)
    }

    /// Whether the state holds a task (every task of a state is live).
    public func hasLiveTask(_ state: ModelState) -> Bool { !state.tasks.isEmpty }

    /// Whether a task with role `reload` waits for an api call.
    public func hasReloadingTask(_ state: ModelState) -> Bool {
        state.tasks.contains { t in
            if t.role == .reload, case .api = t.wait { return true }
            return false
        }
    }

    /// The elements the `view` block draws and the explicit view branches
    /// taken in `state`, and the runtime error that stopped the block early,
    /// if any (the elements are then those built before it;
    /// ``expand(_:_:)`` reports it).
    func render(_ state: ModelState) -> (elements: [ScreenElement], branches: Set<Int>, failure: Diagnostic?) {
        // Drawn from the canonical variables, then the pages named: the view
        // cannot tell tokens apart except by equality, which an injective
        // naming keeps, so this is the view of the named variables, and the
        // memo finds equal canonical variables far more often than equal
        // named ones (names depend on the path to the state).
        let drawn = view(drawnFrom: state.vars)
        if state.pageNames.isIdentity { return (drawn.elements, drawn.branches, drawn.failure) }
        let named = drawn.elements.map { element -> ScreenElement in
            guard case .content(let list) = element else { return element }
            return .content(PageList(list.pages.map(state.pageName)))
        }
        return (named, drawn.branches, drawn.failure)
    }

    /// The live tasks in canonical order.
    public func tasks(of state: ModelState) -> [TaskSummary] {
        state.tasks.map { t in
            let wait: TaskWait
            switch t.wait {
            case .api(let api, _, _): wait = .api(program.apis[api].name)
            case .continuation, .none: wait = .continuation
            case .sleep: wait = .sleep
            case .join: wait = .task
            case .hop: wait = .mainActor
            }
            return TaskSummary(role: t.role, kind: t.kind.publicKind, isCancelled: t.cancelled, waitingFor: wait)
        }
    }

    /// One api name per pending call, cancelled tasks' calls included; a
    /// `choice` api's calls are the environment's choices, no requests, and
    /// are left out.
    ///
    /// A call that passes a row identity (`detail(id: row1)`) is named with
    /// its rows (`detail(row1)`): per-row state loads each row with its own
    /// request, so only two calls for the same row are the same request twice.
    public func callsInFlight(of state: ModelState) -> [String] {
        state.tasks.compactMap { t in
            guard case .api(let api, let arguments, _) = t.wait, !program.apis[api].choice else { return nil }
            let rows = arguments.compactMap { a -> String? in
                guard case .enumValue(let type, let tag, _) = a, program.enums[type].name == RowExpansion.rowType else { return nil }
                return program.enums[type].cases[tag].name
            }
            let name = program.apis[api].name
            return rows.isEmpty ? name : "\(name)(\(rows.joined(separator: ", ")))"
        }
    }

    /// Continuations a task waits for that no model variable, payload, or
    /// local of another task references: nobody can resume them.
    public func leakedContinuations(of state: ModelState) -> [String] {
        var result: [String] = []
        for (i, t) in state.tasks.enumerated() {
            guard case .continuation(let id) = t.wait else { continue }
            var referenced = false
            let look: (RValue) -> Void = { v in if case .continuation(id) = v { referenced = true } }
            for v in state.vars { v.forEachNested(look) }
            for (j, other) in state.tasks.enumerated() where j != i { other.forEachValue(look) }
            if !referenced {
                let where_ = t.frames.last.map { f -> String in
                    let blk = program.blocks[f.block]
                    let loc = blk.locs.isEmpty ? SourceLocation(line: 0, column: 0) : blk.locs[max(0, min(f.pc - 1, blk.locs.count - 1))]
                    return "\(blk.name) (\(loc.cited(besideDesign: file)))"
                } ?? "?"
                result.append("continuation awaited by a \(t.role.rawValue) task in \(where_) is referenced by nothing: it can never be resumed")
            }
        }
        return result
    }

    /// `Type.case` of every enum value in the variables, payloads and the
    /// tasks' locals.
    public func enumCases(of state: ModelState) -> Set<String> {
        // Collected as (enum, case) codes first: most states hold the same
        // few cases many times, and a code is cheaper to insert than a name.
        var codes = Set<Int>()
        let add: (RValue) -> Void = { v in
            if case .enumValue(let t, let tag, _) = v { codes.insert(t << 32 | tag) }
        }
        for v in state.vars { v.forEachNested(add) }
        for t in state.tasks { t.forEachValue(add) }
        var result = Set<String>(minimumCapacity: codes.count)
        for code in codes { result.insert(enumCaseNames[code >> 32][code & 0xFFFF_FFFF]) }
        return result
    }

    /// Every declared case, as `Type.case`, in declaration order (a tuple
    /// type's one case is no case the code chooses: it is left out).
    public var declaredEnumCases: [String] {
        program.enums.filter { !TupleType.isTuple($0.name) }.flatMap { e in e.cases.map { "\(e.name).\($0.name)" } }
    }

    /// The cases of every enum a state can hold, as `Type.case`, in
    /// declaration order: an enum is a state enum when it is the type of a
    /// model variable (optional or not) or the payload type of a case of a
    /// state enum. An enum only passed to a function (a sync call's
    /// argument, an intent such as `select(.favorites)`) or only resumed
    /// through a continuation is not stored and is left out, and so is the
    /// one case of a tuple type.
    public var stateEnumCases: [String] {
        var stored = Set<Int>()
        var pending = program.globalTypes
        while let type = pending.popLast() {
            switch type {
            case .named(let name):
                guard let index = program.enums.firstIndex(where: { $0.name == name }), stored.insert(index).inserted else { continue }
                pending += program.enums[index].cases.flatMap(\.payload)
            case .optional(let inner):
                pending.append(inner)
            case .bool, .int, .string, .value, .error, .void, .continuation, .task, .taskList:
                continue
            }
        }
        // A tuple's elements may be state enums; its own one case is left out.
        return program.enums.indices.filter { stored.contains($0) && !TupleType.isTuple(program.enums[$0].name) }.flatMap { i in
            program.enums[i].cases.map { "\(program.enums[i].name).\($0.name)" }
        }
    }

    /// Explicit view branches taken while rendering `state` (none when invisible).
    public func viewBranches(of state: ModelState) -> Set<Int> {
        guard state.visible else { return [] }
        return render(state).branches
    }

    /// Whether the `view` block has a `content` or an `errorView` element
    /// anywhere, reached or not (elements can only be written in the view block).
    public var viewHasContentOrErrorView: Bool? {
        guard let view = program.viewBlock else { return false }
        return program.blocks[view].ops.contains { op in
            if case .element(let kind, _) = op { return kind == .content || kind == .errorView }
            return false
        }
    }

    /// Whether the model's `dismiss()` ran in `state`.
    public func isDismissed(_ state: ModelState) -> Bool { ModelRuntimeAdapter.isDismissed(state.vars, program) }

    /// Every explicit view branch: `case .failure(let error) (line 30)`,
    /// `if (line 12)`, `else if (line 14)`, `else (line 16)`.
    public var declaredViewBranches: [Int: String] { program.branchDescriptions }

    /// The model variables, rendered compactly (`.success([p1, p2])`, `nil`).
    public func variables(of state: ModelState) -> [(name: String, value: String)] {
        zip(program.globalNames, state.namedVars).map { ($0, describe($1)) }
    }

    /// A value as a model would write it.
    func describe(_ v: RValue) -> String {
        switch v {
        case .void: return "()"
        case .nilValue: return "nil"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .string(let i): return "\"" + (i >= 0 && i < program.strings.count ? program.strings[i] : "") + "\""
        case .value(let pages): return PageList(pages).description
        case .error(let e): return e.description
        case .continuation(let id): return id == RValue.resumedID ? "<resumed continuation>" : "<continuation c\(id)>"
        case .task(let id): return id == RValue.finishedTaskID ? "<finished task>" : "<task t\(id)>"
        case .taskList(let ids): return "[" + ids.map { describe(.task($0)) }.joined(separator: ", ") + "]"
        case .enumValue(let t, let tag, let payload):
            // A tuple as Swift writes it: `(1, 0)`.
            if TupleType.isTuple(program.enums[t].name) { return "(" + payload.map(describe).joined(separator: ", ") + ")" }
            let name = "." + program.enums[t].cases[tag].name
            if payload.isEmpty { return name }
            return name + "(" + payload.map(describe).joined(separator: ", ") + ")"
        }
    }

    /// A task described for traces: `reload .task in func fetchUser awaiting getUser`.
    func describe(task t: RTask, in state: ModelState) -> String {
        var s = "\(t.role.rawValue) \(t.kind)"
        if t.cancelled { s += " (cancelled)" }
        if let f = t.frames.last { s += " in \(program.blocks[f.block].name)" }
        switch t.wait {
        case .api(let api, let args, let token):
            s += " awaiting \(program.apis[api].name)(" + args.map(describe).joined(separator: ", ") + ")"
            if let token { s += " → p\(state.pageName(token))" }
        case .continuation(let id): s += " awaiting continuation c\(id)"
        case .sleep(let remaining): s += " sleeping (\(SleepDuration.describe(remaining)) left)"
        case .join(let id): s += " awaiting task t\(id)"
        case .hop: s += " waiting for the main actor"
        case .none: break
        }
        return s
    }

    /// The live tasks of `state`, described for traces.
    public func taskDescriptions(of state: ModelState) -> [String] {
        state.tasks.map { describe(task: $0, in: state) }
    }

    /// Whether the state is where a double resume crashed.
    public func isCrashed(_ state: ModelState) -> Bool { state.crashed }
}

/// Whether `a` and `b` are the same array storage (or both empty): equal
/// without reading an element.
@inline(__always)
private func sharesStorage<Element>(_ a: [Element], _ b: [Element]) -> Bool {
    guard a.count == b.count else { return false }
    if a.isEmpty { return true }
    return a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { pb in pa.baseAddress == pb.baseAddress } }
}
