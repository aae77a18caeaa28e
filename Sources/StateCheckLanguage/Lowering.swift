// Lowers a checked model to a `Program`: gives every name a slot, global,
// block or interned id, and emits stack-machine code. Declarations, their
// types and what each `.case` and method call resolves to come from the
// checker's `SymbolTable`: lowering infers no types of its own.
//
// The checker is the place for user errors; the lowering still reports
// what it cannot lower (unknown names, ambiguous `.case`) as diagnostics, so
// it never traps on malformed input.
import StateCheckEngine
@_spi(ScreenRuntime) import StateCheckScreens


/// Builds one code block: scopes of local slots, labels, loop targets.
struct BlockBuilder {
    var block: CodeBlock
    var scopes: [[String: Int]] = [[:]]
    var depth = 0
    /// The enum whose extension this code belongs to (`self`).
    var selfType: String?
    var isView = false
    /// nil outside properties; true for a `step`.
    var propertyIsStep: Bool?
    /// Active `do` handlers (to pop when jumping out).
    var handlerDepth = 0
    /// Breakable constructs (loops and switches), innermost last.
    var breakables: [(isLoop: Bool, breaks: [Int], continueTarget: Int, handlerDepth: Int)] = []
    /// Inlined closure bodies (`withCheckedContinuation`): `return` jumps out.
    var closureExits: [(jumps: [Int], handlerDepth: Int)] = []
    /// A `nonisolated` async function's block: each return first waits to
    /// reach the main actor again (a `hop`).
    var hopsBeforeReturn = false
    /// The `defer` bodies registered in the blocks being lowered, innermost last.
    var defers: [DeferEntry] = []

    /// A registered `defer`: its body, the names in scope where it was
    /// written, and the handler that runs it when an error leaves the block.
    struct DeferEntry {
        var body: [Stmt]
        /// `handlerDepth` before its handler was pushed.
        var handlerDepth: Int
        var scopes: [[String: Int]]
        /// The `pushHandler` to patch with the error path.
        var handlerPC: Int
        var location: SourceLocation
    }

    init(name: String) { block = CodeBlock(name: name) }

    mutating func emit(_ op: Op, _ loc: SourceLocation) {
        block.ops.append(op)
        block.locs.append(loc)
        block.depth.append(depth)
    }
    var here: Int { block.ops.count }
    mutating func patch(_ at: Int, to target: Int) {
        switch block.ops[at] {
        case .jump: block.ops[at] = .jump(target)
        case .jumpIfFalse: block.ops[at] = .jumpIfFalse(target)
        case .jumpIfTrue: block.ops[at] = .jumpIfTrue(target)
        case .jumpIfNilKeep: block.ops[at] = .jumpIfNilKeep(target)
        case .jumpIfNotNilKeep: block.ops[at] = .jumpIfNotNilKeep(target)
        case .jumpIfNilPop: block.ops[at] = .jumpIfNilPop(target)
        case .pushHandler: block.ops[at] = .pushHandler(target)
        default: break
        }
    }
    mutating func pushScope() -> Int { scopes.append([:]); return depth }
    mutating func popScope(_ saved: Int) { scopes.removeLast(); depth = saved }
    /// Reserves a slot for `name`; it becomes visible (in scope) at once.
    mutating func declare(_ name: String) -> Int {
        let slot = depth
        depth += 1
        block.localCount = max(block.localCount, depth)
        scopes[scopes.count - 1][name] = slot
        return slot
    }
    /// A hidden slot (a switch subject).
    mutating func temp() -> Int {
        let slot = depth
        depth += 1
        block.localCount = max(block.localCount, depth)
        return slot
    }
    func lookup(_ name: String) -> Int? {
        for s in scopes.reversed() { if let v = s[name] { return v } }
        return nil
    }
}

/// The lowering of one model.
struct Lowerer {
    let model: ModelDecl
    /// The checker's resolution of the model's names.
    let symbols: SymbolTable
    let file: String
    /// Integer literals outside this range refuse the run that evaluates them.
    var intRange: ClosedRange<Int> = -16...16
    var program = Program()
    var diagnostics: [Diagnostic] = []

    private var functionBlocks: [String: Int] = [:]
    private var memberIDs: [String: Int] = [:]
    private var caseIDs: [String: Int] = [:]
    private var stringIDs: [String: Int] = [:]
    private var nextBranch = 0
    var b = BlockBuilder(name: "")

    init(_ checked: CheckedModel, file: String) {
        self.model = checked.tree
        self.symbols = checked.symbols
        self.file = file
    }

    // MARK: - Interning

    mutating func memberID(_ name: String) -> Int {
        if let id = memberIDs[name] { return id }
        let id = program.memberNames.count
        program.memberNames.append(name)
        memberIDs[name] = id
        return id
    }
    mutating func caseID(_ name: String) -> Int {
        if let id = caseIDs[name] { return id }
        let id = program.caseNames.count
        program.caseNames.append(name)
        caseIDs[name] = id
        return id
    }
    mutating func stringID(_ s: String) -> Int {
        if let id = stringIDs[s] { return id }
        let id = program.strings.count
        program.strings.append(s)
        stringIDs[s] = id
        return id
    }

    mutating func error(_ loc: SourceLocation, _ message: String) {
        diagnostics.append(Diagnostic(file: file, at: loc, message: message))
    }

    // MARK: - Whole model

    /// Lowers the model; `diagnostics` is empty on success.
    mutating func lower() -> Program {
        program.countID = memberID(LanguageNames.valueCount)
        program.isEmptyID = memberID(LanguageNames.valueIsEmpty)
        for e in symbols.enums {
            program.enums.append(EnumInfo(name: e.name, cases: e.cases.map { c in
                (c.name, caseID(c.name), c.payload.map(\.type))
            }))
            program.members.append([:])
        }
        for a in symbols.apis {
            let declared = model.apis.first { $0.name == a.name }
            var info = APIInfo(name: a.name, returnsValue: a.returnType != nil, nonthrowing: a.nonthrowing, mayAnswerEmpty: a.mayAnswerEmpty)
            info.choice = declared?.choice ?? false
            if case .named(let n)? = a.returnType, let s = model.structDecl(named: n) {
                info.answers = answerShapes(of: s, nonempty: declared?.nonempty ?? false)
            }
            program.apis.append(info)
        }
        for v in symbols.variables {
            program.globalNames.append(v.name)
            program.globalTypes.append(v.type)
        }
        // Reserve blocks for functions and members so calls resolve in any order.
        for f in model.functions {
            functionBlocks[f.name] = reserveBlock("func \(f.name)")
        }
        var memberWork: [(ext: ExtensionDecl, property: ComputedPropertyDecl?, method: FunctionDecl?, block: Int)] = []
        for ext in model.extensions {
            guard let t = symbols.enumIndex(ext.typeName) else {
                error(ext.location, "extension of unknown type '\(ext.typeName)' (only enums declared in the model can be extended)")
                continue
            }
            for p in ext.properties {
                let blk = reserveBlock("\(ext.typeName).\(p.name)")
                program.members[t][memberID(p.name)] = .property(block: blk)
                memberWork.append((ext, p, nil, blk))
            }
            for m in ext.methods {
                let blk = reserveBlock("\(ext.typeName).\(m.name)")
                program.members[t][memberID(m.name)] = .method(block: blk, isMutating: m.isMutating)
                memberWork.append((ext, nil, m, blk))
            }
        }
        for f in model.functions {
            guard let blk = functionBlocks[f.name] else { continue }
            lowerFunction(f, selfType: nil, into: blk)
        }
        for w in memberWork {
            if let p = w.property {
                startBlock(name: "\(w.ext.typeName).\(p.name)", selfType: w.ext.typeName)
                _ = b.declare("self")
                lowerBody(p.body, endLocation: p.location)
                finishBlock(into: w.block)
            } else if let m = w.method {
                lowerFunction(m, selfType: w.ext.typeName, into: w.block)
            }
        }
        for v in model.variables {
            if let owner = v.owner, let global = program.globalNames.firstIndex(of: v.name) {
                program.subviewVariables.append(SubviewVariable(global: global, owner: owner))
            }
            startBlock(name: "var \(v.name)", selfType: nil)
            expr(v.initial)
            b.emit(.ret(hasValue: true), v.location)
            program.globalInits.append(finishBlock(into: nil))
        }
        for h in model.handlers {
            let kind: RTaskKind
            switch h.kind {
            case .task: kind = .task
            case .refreshable: kind = .refreshable
            case .unstructured: kind = .unstructured
            case .sync: kind = .sync
            }
            let role: TaskRole
            switch h.role {
            case .reload?: role = .reload
            case .page?: role = .page
            case .action?: role = .action
            case nil: role = model.inferredRole(of: h) == .page ? .page : .reload
            }
            var condition: Int?
            if let c = h.condition {
                startBlock(name: "when of on \(h.event)", selfType: nil)
                expr(c)
                b.emit(.ret(hasValue: true), c.location)
                condition = finishBlock(into: nil)
            }
            var event: String? = h.event
            var watch: WatchInfo?
            if let w = h.watch {
                startBlock(name: "watched value of on \(h.event)", selfType: nil)
                expr(w.value)
                b.emit(.ret(hasValue: true), w.value.location)
                let value = finishBlock(into: nil)
                switch w {
                case .taskID:
                    watch = WatchInfo(value: value, reaction: .restartTask)
                case .change(let clause):
                    watch = WatchInfo(value: value, reaction: .runAction)
                    event = clause.initial ? "load" : nil
                }
            }
            if h.element != nil { event = nil }
            startBlock(name: h.element.map { "on \($0.edge.rawValue)(\($0.element))" } ?? "on \(h.event)", selfType: nil)
            if case .change(let clause)? = h.watch {
                // Slots 0 and 1: the old and the new value, named or hidden.
                if let name = clause.oldName { _ = b.declare(name) } else { _ = b.temp() }
                if let name = clause.newName { _ = b.declare(name) } else { _ = b.temp() }
            }
            lowerBody(h.body, endLocation: h.location)
            let body = finishBlock(into: nil)
            if let watch {
                program.watchers.append(Watcher(handler: program.handlers.count, reaction: watch.reaction))
            }
            if let trigger = h.element {
                program.elementHandlers.append(ElementHandler(handler: program.handlers.count, reaction: trigger.edge == .appear ? .appear : .disappear))
                program.elementPatterns.append(trigger.element)
                program.elementGates.append(trigger.gate.flatMap { program.globalNames.firstIndex(of: $0) })
            }
            var info = HandlerInfo(event: event, kind: kind, role: role, condition: condition, body: body, line: h.location.line, watch: watch)
            info.whileShown = h.whileShown
            program.handlers.append(info)
        }
        if let view = model.view {
            startBlock(name: "view", selfType: nil)
            b.isView = true
            lowerBody(view, endLocation: model.viewLocation ?? model.location)
            program.viewBlock = finishBlock(into: nil)
        }
        for p in model.properties {
            startBlock(name: "\(p.kind.rawValue) \(p.name)", selfType: nil)
            b.propertyIsStep = p.kind == .step
            expr(p.expression)
            b.emit(.ret(hasValue: true), p.expression.location)
            let blk = finishBlock(into: nil)
            program.properties.append(PropertyInfo(name: p.name, isStep: p.kind == .step, block: blk, location: p.location))
        }
        if let g = program.dismissedGlobal {
            // Its initial value: the screen starts shown (the global is the last one, after every model variable's).
            startBlock(name: "var \(program.globalNames[g])", selfType: nil)
            b.emit(.push(.bool(false)), model.location)
            b.emit(.ret(hasValue: true), model.location)
            program.globalInits.append(finishBlock(into: nil))
        }
        program.dropFileNames(of: file)
        return program
    }

    /// The global that says the screen is dismissed, added (as `dismissed`,
    /// or `dismissed_` when a model variable has that name) the first time
    /// the model calls `dismiss()`; its initial value is set last in ``lower()``.
    private mutating func dismissedGlobal() -> Int {
        if let g = program.dismissedGlobal { return g }
        let name = program.globalNames.contains("dismissed") ? "dismissed_" : "dismissed"
        program.globalNames.append(name)
        program.globalTypes.append(.bool)
        program.dismissedGlobal = program.globalNames.count - 1
        return program.globalNames.count - 1
    }

    private mutating func reserveBlock(_ name: String) -> Int {
        program.blocks.append(CodeBlock(name: name))
        return program.blocks.count - 1
    }

    private mutating func startBlock(name: String, selfType: String?) {
        b = BlockBuilder(name: name)
        b.selfType = selfType
    }

    @discardableResult
    private mutating func finishBlock(into index: Int?) -> Int {
        if let index {
            program.blocks[index] = b.block
            return index
        }
        program.blocks.append(b.block)
        return program.blocks.count - 1
    }

    private mutating func lowerFunction(_ f: FunctionDecl, selfType: String?, into blk: Int) {
        startBlock(name: selfType.map { "\($0).\(f.name)" } ?? "func \(f.name)", selfType: selfType)
        b.block.isMutating = f.isMutating
        if selfType != nil { _ = b.declare("self") }
        for p in f.parameters { _ = b.declare(p.name) }
        if f.isNonisolated, f.isAsync {
            // Off the main actor: every way out returns to it in a `hop` step.
            b.hopsBeforeReturn = true
            lowerBody(Self.hoppingBack(f.body, thrown: f.isThrows, at: f.location), endLocation: f.location)
        } else {
            lowerBody(f.body, endLocation: f.location)
        }
        finishBlock(into: blk)
    }

    /// Statements, then an implicit `return` at the end.
    private mutating func lowerBody(_ body: [Stmt], endLocation: SourceLocation) {
        block(body)
        let end = body.last?.location ?? endLocation
        hopBeforeReturn(end)
        b.emit(.ret(hasValue: false), end)
    }

    // MARK: - Statements

    mutating func block(_ stmts: [Stmt]) {
        let saved = b.pushScope()
        statementList(stmts)
        b.popScope(saved)
    }

    /// Statements in the current scope; the `defer`s among them run at its end.
    mutating func statementList(_ stmts: [Stmt]) {
        let floor = b.defers.count
        for s in stmts { stmt(s) }
        closeDefers(downTo: floor, loc: stmts.last?.location)
    }

    /// The end of a block: each `defer` registered in it (innermost first)
    /// pops its handler and runs; its handler's error path runs the body
    /// and throws the error on.
    private mutating func closeDefers(downTo floor: Int, loc: SourceLocation?) {
        while b.defers.count > floor, let entry = b.defers.popLast() {
            let at = loc ?? entry.location
            b.handlerDepth -= 1
            b.emit(.popHandler, at)
            deferBody(entry)
            let skip = b.here
            b.emit(.jump(-1), at)
            b.patch(entry.handlerPC, to: b.here)
            let error = b.temp()
            b.emit(.storeLocal(error), entry.location)
            deferBody(entry)
            b.emit(.loadLocal(error), entry.location)
            b.emit(.throwError, entry.location)
            b.depth -= 1
            b.patch(skip, to: b.here)
        }
    }

    /// A `defer` body, lowered where control leaves its block, with the
    /// names that were in scope at the `defer`.
    private mutating func deferBody(_ entry: BlockBuilder.DeferEntry) {
        let saved = (b.scopes, b.breakables, b.closureExits, b.defers)
        b.scopes = entry.scopes
        b.breakables = []
        b.closureExits = []
        b.defers = []
        block(entry.body)
        (b.scopes, b.breakables, b.closureExits, b.defers) = saved
    }

    /// Before a jump that leaves every block down to handler depth `target`
    /// (`break`, `continue`, `return`): runs the `defer`s registered above it,
    /// innermost first, popping the handlers left when `popHandlers` (a
    /// `return` from the frame drops them anyway).
    private mutating func leaveBlocks(toHandlerDepth target: Int, popHandlers: Bool, loc: SourceLocation) {
        let saved = b.handlerDepth
        var depth = b.handlerDepth
        for entry in b.defers.reversed() where entry.handlerDepth >= target {
            if popHandlers {
                while depth > entry.handlerDepth { b.emit(.popHandler, loc); depth -= 1 }
                b.handlerDepth = depth
            }
            deferBody(entry)
        }
        if popHandlers {
            while depth > target { b.emit(.popHandler, loc); depth -= 1 }
        }
        b.handlerDepth = saved
    }

    private mutating func stmt(_ s: Stmt) {
        let loc = s.location
        switch s.kind {
        case .local(_, let name, let type, let value):
            b.emit(.stmt, loc)
            if let value {
                expr(value)
            } else {
                if case .optional? = type { b.emit(.push(.nilValue), loc) } else { b.emit(.push(.void), loc) }
            }
            // The slot becomes live only after the store.
            let slot = b.depth
            b.emit(.storeLocal(slot), loc)
            _ = b.declare(name)
        case .assign(let target, let op, let value):
            b.emit(.stmt, loc)
            if case .member(let base, let name, _) = target.kind, let element = symbols.tupleElement(SymbolTable.ExpressionKey(target), name: name) {
                assignTupleElement(element, of: base, op: op, value: value, loc: loc)
                return
            }
            guard let lv = lvalue(target) else { return }
            switch op {
            case .assign:
                expr(value)
            case .add, .subtract:
                load(lv, loc)
                expr(value)
                b.emit(.binary(op == .add ? .plus : .minus), loc)
            }
            store(lv, loc)
        case .expression(let e):
            b.emit(.stmt, loc)
            expr(e)
            b.emit(.pop, loc)
        case .ifStatement(let conditions, let then, let elseBody, let elseIsIf):
            b.emit(.stmt, loc)
            lowerIf(conditions: conditions, then: then, elseBody: elseBody, elseIsIf: elseIsIf, loc: loc, isElseIf: false)
        case .guardStatement(let conditions, let elseBody):
            b.emit(.stmt, loc)
            let preScope = b.scopes[b.scopes.count - 1]
            let preDepth = b.depth
            var fails: [Int] = []
            self.conditions(conditions, fails: &fails)
            let postScope = b.scopes[b.scopes.count - 1]
            let postDepth = b.depth
            let skip = b.here
            b.emit(.jump(-1), loc)
            // The else body sees the scope before the bindings (and must exit).
            b.scopes[b.scopes.count - 1] = preScope
            b.depth = preDepth
            for f in fails { b.patch(f, to: b.here) }
            block(elseBody)
            b.scopes[b.scopes.count - 1] = postScope
            b.depth = postDepth
            b.patch(skip, to: b.here)
        case .switchStatement(let subject, let cases):
            b.emit(.stmt, loc)
            lowerSwitch(subject: subject, cases: cases, loc: loc)
        case .whileLoop(let conditions, let body):
            let head = b.here
            b.emit(.loopStmt, loc)
            let saved = b.pushScope()
            var fails: [Int] = []
            self.conditions(conditions, fails: &fails)
            b.breakables.append((true, [], head, b.handlerDepth))
            block(body)
            b.emit(.jump(head), loc)
            b.popScope(saved)
            let end = b.here
            for f in fails { b.patch(f, to: end) }
            if let br = b.breakables.popLast() { for j in br.breaks { b.patch(j, to: end) } }
        case .forLoop(let name, let range, let body):
            b.emit(.stmt, loc)
            lowerFor(name: name, range: range, body: body, loc: loc)
        case .breakStatement:
            b.emit(.stmt, loc)
            guard let target = b.breakables.last else { error(loc, "'break' is only allowed inside a loop or switch"); return }
            leaveBlocks(toHandlerDepth: target.handlerDepth, popHandlers: true, loc: loc)
            let j = b.here
            b.emit(.jump(-1), loc)
            b.breakables[b.breakables.count - 1].breaks.append(j)
        case .continueStatement:
            b.emit(.stmt, loc)
            guard let i = b.breakables.lastIndex(where: { $0.isLoop }) else { error(loc, "'continue' is only allowed inside a loop"); return }
            let target = b.breakables[i]
            leaveBlocks(toHandlerDepth: target.handlerDepth, popHandlers: true, loc: loc)
            b.emit(.jump(target.continueTarget), loc)
        case .returnStatement(let value):
            b.emit(.stmt, loc)
            if let value { expr(value) }
            if let exit = b.closureExits.last {
                if value != nil { b.emit(.pop, loc) }
                leaveBlocks(toHandlerDepth: exit.handlerDepth, popHandlers: true, loc: loc)
                let j = b.here
                b.emit(.jump(-1), loc)
                b.closureExits[b.closureExits.count - 1].jumps.append(j)
            } else {
                leaveBlocks(toHandlerDepth: 0, popHandlers: false, loc: loc)
                hopBeforeReturn(loc)
                b.emit(.ret(hasValue: value != nil), loc)
            }
        case .doCatch(let body, let catchBody):
            b.emit(.stmt, loc)
            let push = b.here
            b.emit(.pushHandler(-1), loc)
            b.handlerDepth += 1
            block(body)
            b.handlerDepth -= 1
            b.emit(.popHandler, loc)
            let skip = b.here
            b.emit(.jump(-1), loc)
            b.patch(push, to: b.here)
            let saved = b.pushScope()
            let slot = b.depth
            b.emit(.storeLocal(slot), loc)
            _ = b.declare("error")
            statementList(catchBody)
            b.popScope(saved)
            b.patch(skip, to: b.here)
        case .doCatchClauses(let body, let clauses):
            b.emit(.stmt, loc)
            lowerCatchClauses(body: body, clauses: clauses, loc: loc)
        case .noEffectCall(_, let body):
            b.emit(.stmt, loc)
            let savedBreakables = b.breakables
            b.breakables = []
            block(body)
            b.breakables = savedBreakables
        case .deferStatement(let body):
            let push = b.here
            b.emit(.pushHandler(-1), loc)
            b.defers.append(BlockBuilder.DeferEntry(body: body, handlerDepth: b.handlerDepth, scopes: b.scopes, handlerPC: push, location: loc))
            b.handlerDepth += 1
        case .throwStatement(let e):
            b.emit(.stmt, loc)
            expr(e)
            b.emit(.throwError, loc)
        case .spawnTask(let body):
            b.emit(.stmt, loc)
            let spawned = spawnedBlock(body, loc: loc)
            b.emit(.spawn(block: spawned), loc)
        }
    }

    /// Lowers a `Task { }` body as a block of its own and returns its index.
    private mutating func spawnedBlock(_ body: [Stmt], loc: SourceLocation) -> Int {
        // The body is a block of its own that starts with a copy of the
        // spawner's locals (captured by value) in the same slots.
        let outer = b
        var inner = BlockBuilder(name: "Task in \(outer.block.name)")
        inner.scopes = outer.scopes
        inner.depth = outer.depth
        inner.block.localCount = outer.depth
        inner.selfType = outer.selfType
        inner.isView = false
        b = inner
        block(body)
        b.emit(.ret(hasValue: false), body.last?.location ?? loc)
        let spawned = b.block
        b = outer
        program.blocks.append(spawned)
        return program.blocks.count - 1
    }

    /// `do { } catch P1 { } catch P2 { }`: at the handler the error is on
    /// the stack; each clause tests a copy, and the first that matches binds
    /// or drops it and runs. When no clause matches, it is thrown on.
    private mutating func lowerCatchClauses(body: [Stmt], clauses: [CatchClause], loc: SourceLocation) {
        let push = b.here
        b.emit(.pushHandler(-1), loc)
        b.handlerDepth += 1
        block(body)
        b.handlerDepth -= 1
        b.emit(.popHandler, loc)
        var ends = [b.here]
        b.emit(.jump(-1), loc)
        b.patch(push, to: b.here)
        var caughtAll = false
        for clause in clauses where !caughtAll {
            let at = clause.location
            var next: Int?
            switch clause.pattern {
            case .any, .binding:
                caughtAll = true
            case .isType(let type), .cast(_, let type):
                if type == "Error" {
                    caughtAll = true
                } else {
                    b.emit(.dup, at)
                    emitErrorTest(type, loc: at)
                    next = b.here
                    b.emit(.jumpIfFalse(-1), at)
                }
            case .enumCase(let type, let name):
                b.emit(.dup, at)
                if let t = symbols.enumIndex(type), let tag = program.enums[t].cases.firstIndex(where: { $0.name == name }) {
                    b.emit(.isEnumValue(type: t, tag: tag), at)
                } else {
                    error(at, "cannot find case '\(name)' of error enum '\(type)'")
                    b.emit(.pop, at)
                    b.emit(.push(.bool(false)), at)
                }
                next = b.here
                b.emit(.jumpIfFalse(-1), at)
            }
            let saved = b.pushScope()
            switch clause.pattern {
            case .any, .binding, .cast:
                let name: String
                switch clause.pattern {
                case .binding(let n), .cast(let n, _): name = n
                default: name = "error"
                }
                let slot = b.depth
                b.emit(.storeLocal(slot), at)
                _ = b.declare(name)
            case .isType, .enumCase:
                b.emit(.pop, at)
            }
            statementList(clause.body)
            b.popScope(saved)
            ends.append(b.here)
            b.emit(.jump(-1), at)
            if let next { b.patch(next, to: b.here) }
        }
        if !caughtAll { b.emit(.throwError, loc) }
        for j in ends { b.patch(j, to: b.here) }
    }

    /// `v -- b`: whether the error on the stack is of type `type`
    /// (`CancellationError`, `URLError`, or an error enum).
    private mutating func emitErrorTest(_ type: String, loc: SourceLocation) {
        switch type {
        case "CancellationError": b.emit(.isError(.cancellationError), loc)
        case "URLError": b.emit(.isError(.urlError), loc)
        default:
            if let t = symbols.enumIndex(type) {
                b.emit(.isEnumValue(type: t, tag: nil), loc)
            } else {
                error(loc, "cannot find error type '\(type)'")
                b.emit(.pop, loc)
                b.emit(.push(.bool(false)), loc)
            }
        }
    }

    private mutating func newBranch(_ description: String) -> Int {
        let id = nextBranch
        nextBranch += 1
        program.branchDescriptions[id] = description
        return id
    }

    private mutating func lowerIf(conditions: [Condition], then: [Stmt], elseBody: [Stmt]?, elseIsIf: Bool, loc: SourceLocation, isElseIf: Bool) {
        let saved = b.pushScope()
        var fails: [Int] = []
        self.conditions(conditions, fails: &fails)
        if b.isView {
            b.emit(.branch(newBranch("\(isElseIf ? "else if" : "if") (\(loc.cited(besideDesign: file)))")), loc)
        }
        block(then)
        b.popScope(saved)
        if let elseBody {
            let skip = b.here
            b.emit(.jump(-1), loc)
            for f in fails { b.patch(f, to: b.here) }
            if elseIsIf, elseBody.count == 1, case .ifStatement(let c2, let t2, let e2, let nested) = elseBody[0].kind {
                b.emit(.stmt, elseBody[0].location)
                lowerIf(conditions: c2, then: t2, elseBody: e2, elseIsIf: nested, loc: elseBody[0].location, isElseIf: true)
            } else {
                if b.isView {
                    let l = elseBody.first?.location ?? loc
                    b.emit(.branch(newBranch("else (\(l.cited(besideDesign: file)))")), l)
                }
                block(elseBody)
            }
            b.patch(skip, to: b.here)
        } else {
            for f in fails { b.patch(f, to: b.here) }
        }
    }

    /// Lowers a condition list; every failing clause jumps (with a balanced
    /// stack) to a location appended to `fails`. Bindings go into the current scope.
    private mutating func conditions(_ conds: [Condition], fails: inout [Int]) {
        for c in conds {
            switch c {
            case .boolean(let e):
                expr(e)
                fails.append(b.here)
                b.emit(.jumpIfFalse(-1), e.location)
            case .optionalBinding(let name, let value, _):
                expr(value)
                fails.append(b.here)
                b.emit(.jumpIfNilPop(-1), value.location)
                let slot = b.depth
                b.emit(.storeLocal(slot), value.location)
                _ = b.declare(name)
            case .matches(let p, let e):
                expr(e)
                pattern(p, fails: &fails)
            }
        }
    }

    /// Matches the value on top of the stack; consumes it either way. On a
    /// mismatch jumps to a location appended to `fails`.
    private mutating func pattern(_ p: Pattern, fails: inout [Int]) {
        patternKind(p.kind, loc: p.location, fails: &fails)
    }

    private mutating func patternKind(_ k: PatternKind, loc: SourceLocation, fails: inout [Int]) {
        switch k {
        case .wildcard:
            b.emit(.pop, loc)
        case .binding(let name):
            let slot: Int
            if let existing = b.scopes[b.scopes.count - 1][name] {
                slot = existing  // the same name in another pattern of a multi-pattern case
            } else {
                slot = b.depth
                b.emit(.storeLocal(slot), loc)
                _ = b.declare(name)
                return
            }
            b.emit(.storeLocal(slot), loc)
        case .optionalSome(let inner):
            b.emit(.dup, loc)
            b.emit(.isNil, loc)
            var local: [Int] = []
            local.append(b.here)
            b.emit(.jumpIfTrue(-1), loc)
            patternKind(inner, loc: loc, fails: &fails)
            popThenFail(local, loc: loc, fails: &fails)
        case .expression(let e):
            expr(e)
            b.emit(.binary(.equal), loc)
            fails.append(b.here)
            b.emit(.jumpIfFalse(-1), loc)
        case .enumCase(_, let name, let arguments):
            b.emit(.dup, loc)
            b.emit(.isCase(name: caseID(name)), loc)
            var local: [Int] = [b.here]
            b.emit(.jumpIfFalse(-1), loc)
            if let arguments {
                for (i, arg) in arguments.enumerated() {
                    b.emit(.dup, arg.pattern.location)
                    b.emit(.payload(i), arg.pattern.location)
                    patternKind(arg.pattern.kind, loc: arg.pattern.location, fails: &local)
                }
            }
            b.emit(.pop, loc)
            popThenFail(local, loc: loc, fails: &fails)
        }
    }

    /// Emits the failure path for jumps in `local` taken with the subject
    /// still on the stack: pop it, then jump to an outer failure.
    private mutating func popThenFail(_ local: [Int], loc: SourceLocation, fails: inout [Int]) {
        if local.isEmpty { return }
        let skip = b.here
        b.emit(.jump(-1), loc)
        for j in local { b.patch(j, to: b.here) }
        b.emit(.pop, loc)
        fails.append(b.here)
        b.emit(.jump(-1), loc)
        b.patch(skip, to: b.here)
    }

    private mutating func lowerSwitch(subject: Expr, cases: [SwitchCase], loc: SourceLocation) {
        let saved = b.pushScope()
        expr(subject)
        let tmp = b.temp()
        b.emit(.storeLocal(tmp), loc)
        b.breakables.append((false, [], -1, b.handlerDepth))
        var ends: [Int] = []
        for c in cases {
            let caseSaved = b.pushScope()
            var bodyJumps: [Int] = []
            var fails: [Int] = []
            if c.isDefault {
                // always matches
            } else {
                for (i, p) in c.patterns.enumerated() {
                    if i > 0 {
                        for f in fails { b.patch(f, to: b.here) }
                        fails = []
                    }
                    b.emit(.loadLocal(tmp), p.location)
                    pattern(p, fails: &fails)
                    if i < c.patterns.count - 1 {
                        bodyJumps.append(b.here)
                        b.emit(.jump(-1), p.location)
                    }
                }
            }
            for j in bodyJumps { b.patch(j, to: b.here) }
            if let w = c.whereClause {
                expr(w)
                fails.append(b.here)
                b.emit(.jumpIfFalse(-1), w.location)
            }
            if b.isView {
                let text = c.isDefault ? "default" : "case " + c.patterns.map(describe).joined(separator: ", ")
                b.emit(.branch(newBranch("\(text) (\(c.location.cited(besideDesign: file)))")), c.location)
            }
            block(c.body)
            ends.append(b.here)
            b.emit(.jump(-1), c.location)
            b.popScope(caseSaved)
            for f in fails { b.patch(f, to: b.here) }
        }
        b.emit(.unsupported("switch must be exhaustive: no case matched"), loc)
        let end = b.here
        for j in ends { b.patch(j, to: end) }
        if let br = b.breakables.popLast() { for j in br.breaks { b.patch(j, to: end) } }
        b.popScope(saved)
    }

    private func describe(_ p: Pattern) -> String {
        switch p.kind {
        case .wildcard: return "_"
        case .binding(let n): return "let \(n)"
        case .enumCase(let t, let n, let args):
            // A tuple pattern as Swift writes it: `(true, _)`.
            let head = t == nil && n == TupleType.caseName && (args?.count ?? 0) > 1 ? "" : (t ?? "") + "." + n
            guard let args else { return head }
            return head + "(" + args.map { ($0.label.map { "\($0): " } ?? "") + describe($0.pattern) }.joined(separator: ", ") + ")"
        case .optionalSome(let inner): return describe(Pattern(kind: inner, location: p.location)) + "?"
        case .expression: return "<expression>"
        }
    }

    private mutating func lowerFor(name: String, range: Expr, body: [Stmt], loc: SourceLocation) {
        if symbols.taskListOperation(SymbolTable.ExpressionKey(range)) == .iteration {
            taskListLoop(element: name, list: range, body: body, isClosure: false, loc: loc)
            return
        }
        guard case .binary(let rangeOp, let lowerExpr, let upperExpr) = range.kind,
              rangeOp == .halfOpenRange || rangeOp == .closedRange else {
            error(loc, "unsupported 'for' range (write 'for i in a..<b' or 'a...b' over Int)")
            return
        }
        let op = rangeOp == .halfOpenRange ? "..<" : "..."
        let args = [Argument(label: nil, value: lowerExpr), Argument(label: nil, value: upperExpr)]
        let saved = b.pushScope()
        expr(args[0].value)
        let i = b.depth
        b.emit(.storeLocal(i), loc)
        _ = b.declare(name)
        expr(args[1].value)
        let upper = b.temp()
        b.emit(.storeLocal(upper), loc)
        let head = b.here
        b.emit(.loopStmt, loc)
        b.emit(.loadLocal(i), loc)
        b.emit(.loadLocal(upper), loc)
        b.emit(.binary(op == "..<" ? .less : .lessEqual), loc)
        let exit = b.here
        b.emit(.jumpIfFalse(-1), loc)
        let incrementPlaceholder = b.here
        b.breakables.append((true, [], -1, b.handlerDepth))
        block(body)
        let cont = b.here
        b.emit(.loadLocal(i), loc)
        b.emit(.push(.int(1)), loc)
        b.emit(.binary(.plus), loc)
        b.emit(.storeLocal(i), loc)
        b.emit(.jump(head), loc)
        let end = b.here
        b.patch(exit, to: end)
        if let br = b.breakables.popLast() { for j in br.breaks { b.patch(j, to: end) } }
        // `continue` inside the body must go to the increment.
        for k in incrementPlaceholder..<cont where b.block.ops[k] == .jump(-1) { b.block.ops[k] = .jump(cont) }
        b.popScope(saved)
    }

    // MARK: - L-values

    enum LValue { case local(Int), global(Int) }

    mutating func lvalue(_ e: Expr) -> LValue? {
        if case .identifier(let name) = e.kind {
            if let slot = b.lookup(name) { return .local(slot) }
            if case .variable(let g)? = symbols.nameTarget(name, at: e.location) {
                if b.propertyIsStep != nil || b.isView {
                    error(e.location, "cannot assign to '\(name)' here: properties and the view only read the state")
                    return nil
                }
                return .global(g)
            }
            error(e.location, "cannot find '\(name)' in scope")
            return nil
        }
        error(e.location, "cannot assign to this expression (assign a variable, a local or 'self')")
        return nil
    }

    /// `pair.0 op value`: stores a new tuple, the other elements read from
    /// the old one and `element` computed.
    private mutating func assignTupleElement(_ element: SymbolTable.TupleElement, of base: Expr, op: AssignOperator, value: Expr, loc: SourceLocation) {
        guard let lv = lvalue(base), let type = symbols.enumIndex(element.enumName) else { return }
        for j in 0..<element.arity {
            if j == element.position {
                switch op {
                case .assign:
                    expr(value)
                case .add, .subtract:
                    load(lv, loc)
                    b.emit(.payload(j), loc)
                    expr(value)
                    b.emit(.binary(op == .add ? .plus : .minus), loc)
                }
            } else {
                load(lv, loc)
                b.emit(.payload(j), loc)
            }
        }
        b.emit(.makeEnum(type: type, tag: 0, count: element.arity), loc)
        store(lv, loc)
    }

    mutating func load(_ lv: LValue, _ loc: SourceLocation) {
        switch lv {
        case .local(let s): b.emit(.loadLocal(s), loc)
        case .global(let g): b.emit(.loadGlobal(g), loc)
        }
    }
    mutating func store(_ lv: LValue, _ loc: SourceLocation) {
        switch lv {
        case .local(let s): b.emit(.storeLocal(s), loc)
        case .global(let g): b.emit(.storeGlobal(g), loc)
        }
    }

    // MARK: - Expressions

    /// Lowers `.name(arguments)` as the checker resolved it (`target`).
    private mutating func constructCase(_ name: String, target: SymbolTable.CaseTarget?, arguments: [Argument], loc: SourceLocation) {
        switch target {
        case .enumCase(let enumName)?:
            guard let t = symbols.enumIndex(enumName), let c = program.enums[t].cases.firstIndex(where: { $0.name == name }) else {
                error(loc, "cannot infer the enum of '.\(name)'; write 'Type.\(name)'")
                b.emit(.push(.void), loc)
                return
            }
            let info = program.enums[t].cases[c]
            if arguments.count != info.payload.count {
                error(loc, "'.\(name)' takes \(info.payload.count) associated value(s), got \(arguments.count)")
            }
            for a in arguments { expr(a.value) }
            b.emit(.makeEnum(type: t, tag: c, count: arguments.count), loc)
        case .optionalNone?:
            b.emit(.push(.nilValue), loc)
        case .optionalSome?, nil:
            if target == nil, name == "none", arguments.isEmpty { b.emit(.push(.nilValue), loc); return }
            if name == "some", arguments.count == 1 { expr(arguments[0].value); return }
            error(loc, "cannot infer the enum of '.\(name)'; write 'Type.\(name)'")
            b.emit(.push(.void), loc)
        }
    }

    /// Lowers `e`, leaving exactly one value on the stack.
    mutating func expr(_ e: Expr) {
        var chain: [Int] = []
        postfix(e, chain: &chain)
        for j in chain { b.patch(j, to: b.here) }
    }

    private mutating func postfix(_ e: Expr, chain: inout [Int]) {
        let loc = e.location
        switch e.kind {
        case .boolLiteral(let v): b.emit(.push(.bool(v)), loc)
        case .intLiteral(let v):
            if intRange.contains(v) || (v > 0 && intRange.contains(0 &- v)) {
                b.emit(.push(.int(v)), loc)   // `-v` is range-checked by the negation
            } else {
                b.emit(.intOutOfRange, loc)   // refused as a bound hit when it runs
            }
        case .stringLiteral(let s): b.emit(.push(.string(stringID(s))), loc)
        case .nilLiteral: b.emit(.push(.nilValue), loc)
        case .emptyValueLiteral:
            let empty = symbols.taskListOperation(SymbolTable.ExpressionKey(e)) == .emptyLiteral
            b.emit(.push(empty ? .taskList([]) : .value([])), loc)
        case .identifier(let name):
            identifier(name, loc: loc)
        case .implicitMember(let name, let arguments):
            constructCase(name, target: symbols.caseTarget(SymbolTable.ExpressionKey(e)), arguments: arguments ?? [], loc: loc)
        case .member(let base, let name, let optional):
            member(base: base, name: name, optional: optional, loc: loc, chain: &chain)
        case .call(let callee, let arguments):
            call(callee: callee, arguments: arguments, loc: loc, chain: &chain)
        case .forceUnwrap(let inner):
            postfix(inner, chain: &chain)
            b.emit(.forceUnwrap, loc)
        case .closure:
            error(loc, "a closure is only accepted as the argument of a Value's transform")
            b.emit(.push(.void), loc)
        case .unary(let op, let inner):
            expr(inner)
            b.emit(.unary(op), loc)
        case .binary(let op, let l, let r):
            switch op {
            case .and, .or:
                expr(l)
                b.emit(.dup, loc)
                let j = b.here
                b.emit(op == .and ? .jumpIfFalse(-1) : .jumpIfTrue(-1), loc)
                b.emit(.pop, loc)
                expr(r)
                b.patch(j, to: b.here)
            case .nilCoalescing:
                expr(l)
                let j = b.here
                b.emit(.jumpIfNotNilKeep(-1), loc)
                expr(r)
                b.patch(j, to: b.here)
            case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual, .plus, .minus:
                expr(l)
                expr(r)
                b.emit(.binary(op), loc)
            case .halfOpenRange, .closedRange:
                error(loc, "a range is only allowed in 'for i in a..<b'")
                b.emit(.push(.void), loc)
            }
        case .ternary(let c, let t, let f):
            expr(c)
            let j = b.here
            b.emit(.jumpIfFalse(-1), loc)
            expr(t)
            let skip = b.here
            b.emit(.jump(-1), loc)
            b.patch(j, to: b.here)
            expr(f)
            b.patch(skip, to: b.here)
        case .isType(let inner, let typeName):
            expr(inner)
            switch typeName {
            case "CancellationError": b.emit(.isError(.cancellationError), loc)
            case "URLError": b.emit(.isError(.urlError), loc)
            case _ where symbols.enumSymbol(typeName)?.isError == true:
                emitErrorTest(typeName, loc: loc)
            default:
                error(loc, "'is \(typeName)' is not supported (only CancellationError and URLError)")
                b.emit(.pop, loc)
                b.emit(.push(.bool(false)), loc)
            }
        case .await(let inner):
            expr(inner)
        case .try(let inner, let optional):
            if !optional { expr(inner); return }
            let push = b.here
            b.emit(.pushHandler(-1), loc)
            b.handlerDepth += 1
            expr(inner)
            b.handlerDepth -= 1
            b.emit(.popHandler, loc)
            let skip = b.here
            b.emit(.jump(-1), loc)
            b.patch(push, to: b.here)
            b.emit(.pop, loc)
            b.emit(.push(.nilValue), loc)
            b.patch(skip, to: b.here)
        case .withCheckedContinuation(let parameter, let body):
            b.emit(.makeContinuation, loc)
            let saved = b.pushScope()
            let slot = b.depth
            b.emit(.storeLocal(slot), loc)
            _ = b.declare(parameter)
            b.closureExits.append(([], b.handlerDepth))
            let savedBreakables = b.breakables
            b.breakables = []
            statementList(body)
            b.breakables = savedBreakables
            if let exit = b.closureExits.popLast() { for j in exit.jumps { b.patch(j, to: b.here) } }
            b.emit(.loadLocal(slot), loc)
            b.popScope(saved)
            b.emit(.awaitContinuation, loc)
        case .taskIsCancelled:
            b.emit(.taskIsCancelled, loc)
        case .taskCheckCancellation:
            b.emit(.taskIsCancelled, loc)
            let running = b.here
            b.emit(.jumpIfFalse(-1), loc)
            b.emit(.push(.error(.cancellationError)), loc)
            b.emit(.throwError, loc)
            b.patch(running, to: b.here)
            b.emit(.push(.void), loc)
        case .taskSleep(let nanoseconds):
            b.emit(.sleep(nanoseconds: nanoseconds), loc)
        case .mainActorHop:
            b.emit(.hop, loc)
        case .dismissScreen:
            b.emit(.dismiss(global: dismissedGlobal()), loc)
        case .subscript:
            preconditionFailure("a subscript reached lowering; the row expansion rewrites every one before the checker")
        case .spawnValue(let body):
            let spawned = spawnedBlock(body, loc: loc)
            b.emit(.spawnHandle(block: spawned), loc)
        }
    }

    private mutating func identifier(_ name: String, loc: SourceLocation) {
        if let slot = b.lookup(name) {
            b.emit(.loadLocal(slot), loc)
            return
        }
        switch symbols.nameTarget(name, at: loc) {
        case .property?:
            if let selfSlot = b.lookup("self") {
                b.emit(.loadLocal(selfSlot), loc)
                b.emit(.getMember(name: memberID(name)), loc)
                return
            }
        case .variable(let g)?:
            if b.propertyIsStep == true {
                b.emit(.loadStateVar(side: 1, global: g), loc)
            } else {
                b.emit(.loadGlobal(g), loc)
            }
            return
        case .viewElement(let kind)?:
            if b.isView {
                b.emit(.element(kind, argc: 0), loc)
                return
            }
        case .function?, .api?, .method?, nil:
            break
        }
        error(loc, "cannot find '\(name)' in scope")
        b.emit(.push(.void), loc)
    }

    private mutating func member(base: Expr, name: String, optional: Bool, loc: SourceLocation, chain: inout [Int]) {
        // `Type.case`
        if let target = symbols.caseTarget(SymbolTable.ExpressionKey(memberOf: base, at: loc)) {
            constructCase(name, target: target, arguments: [], loc: loc)
            return
        }
        // Properties: `screen.x`, `before.screen.x`, `before.v`, `after.v`, `event.name`.
        if b.propertyIsStep != nil, propertyMember(base: base, name: name, loc: loc) { return }
        // `t.0`: a tuple's element, its payload (``TupleType``).
        if !optional, let element = symbols.tupleElement(SymbolTable.ExpressionKey(memberOf: base, at: loc), name: name) {
            postfix(base, chain: &chain)
            b.emit(.payload(element.position), loc)
            return
        }
        postfix(base, chain: &chain)
        if optional {
            chain.append(b.here)
            b.emit(.jumpIfNilKeep(-1), loc)
        }
        b.emit(.getMember(name: memberID(name)), loc)
    }

    /// Lowers a member only properties have (`screen.x`, `event.name`,
    /// `before.v`); false when `base.name` is not one.
    private mutating func propertyMember(base: Expr, name: String, loc: SourceLocation) -> Bool {
        let isStep = b.propertyIsStep == true
        switch base.kind {
        case .identifier("screen") where b.lookup("screen") == nil && symbols.variableIndex("screen") == nil:
            guard let p = LanguageNames.screenProperty(named: name) else {
                error(loc, "unknown screen property '\(name)'"); b.emit(.push(.void), loc); return true
            }
            b.emit(.screenProp(p, side: 1), loc)
            return true
        case .identifier("event") where isStep && symbols.variableIndex("event") == nil:
            switch name {
            case "name": b.emit(.eventName, loc)
            case "api": b.emit(.eventAPI, loc)
            default: error(loc, "unknown event property '\(name)' (use event.name or event.api)"); b.emit(.push(.void), loc)
            }
            return true
        case .identifier(let side) where isStep && (side == "before" || side == "after") && symbols.variableIndex(side) == nil:
            if let g = symbols.variableIndex(name) {
                b.emit(.loadStateVar(side: side == "before" ? 0 : 1, global: g), loc)
                return true
            }
            if name == "screen" { error(loc, "'\(side).screen' needs a property (\(side).screen.content)"); b.emit(.push(.void), loc); return true }
            error(loc, "'\(side).\(name)': no model variable '\(name)'")
            b.emit(.push(.void), loc)
            return true
        case .member(let inner, "screen", _):
            if case .identifier(let side) = inner.kind, isStep, side == "before" || side == "after" {
                guard let p = LanguageNames.screenProperty(named: name) else {
                    error(loc, "unknown screen property '\(name)'"); b.emit(.push(.void), loc); return true
                }
                b.emit(.screenProp(p, side: side == "before" ? 0 : 1), loc)
                return true
            }
            return false
        default:
            return false
        }
    }

    private mutating func call(callee: Expr, arguments: [Argument], loc: SourceLocation, chain: inout [Int]) {
        switch callee.kind {
        case .implicitMember(let name, nil):
            constructCase(name, target: symbols.caseTarget(SymbolTable.ExpressionKey(callee)), arguments: arguments, loc: loc)
        case .identifier(let name):
            if b.lookup(name) == nil {
                switch symbols.nameTarget(name, at: callee.location) {
                case .function?:
                    if let blk = functionBlocks[name], let f = symbols.functions[name] {
                        for a in arguments { expr(a.value) }
                        if arguments.count != f.parameters.count {
                            error(loc, "'\(name)' takes \(f.parameters.count) argument(s), got \(arguments.count)")
                        }
                        b.emit(.call(block: blk, argc: arguments.count), loc)
                        return
                    }
                case .api(let api)?:
                    for a in arguments { expr(a.value) }
                    b.emit(.callAPI(api: api, argc: arguments.count), loc)
                    return
                case .method?:
                    if let selfType = b.selfType, let m = symbols.method(name, of: selfType), let selfSlot = b.lookup("self") {
                        b.emit(.loadLocal(selfSlot), loc)
                        for a in arguments { expr(a.value) }
                        let wb = m.isMutating
                        if wb && !b.block.isMutating {
                            error(loc, "cannot call mutating method '\(name)' on immutable 'self'")
                        }
                        b.emit(.callMethod(name: memberID(name), argc: arguments.count, writeback: wb), loc)
                        if wb { b.emit(.storeLocal(selfSlot), loc) }
                        return
                    }
                case .viewElement(let kind)?:
                    if b.isView {
                        for a in arguments { expr(a.value) }
                        b.emit(.element(kind, argc: arguments.count), loc)
                        return
                    }
                case .variable?, .property?, nil:
                    break
                }
            }
            error(loc, "cannot call '\(name)' (not a function, api or method in scope)")
            b.emit(.push(.void), loc)
        case .member(let base, let name, let optional):
            let key = SymbolTable.ExpressionKey(memberOf: base, at: loc)
            if let target = symbols.caseTarget(key) {
                constructCase(name, target: target, arguments: arguments, loc: loc)
                return
            }
            if let operation = symbols.taskListOperation(key) {
                taskListCall(operation, base: base, arguments: arguments, loc: loc)
                return
            }
            postfix(base, chain: &chain)
            if optional {
                chain.append(b.here)
                b.emit(.jumpIfNilKeep(-1), loc)
            }
            // `items.filter { … }`: the same Value (its pages are opaque; the closure is not run).
            if symbols.isValueTransform(key) { return }
            let owner = symbols.methodOwner(key)
            if name == "resume", owner == nil {
                for a in arguments { expr(a.value) }
                b.emit(.resume(hasValue: !arguments.isEmpty), loc)
                return
            }
            let mutating = owner.map { symbols.method(name, of: $0)?.isMutating ?? false } ?? symbols.anyMethodIsMutating(name)
            for a in arguments { expr(a.value) }
            b.emit(.callMethod(name: memberID(name), argc: arguments.count, writeback: mutating), loc)
            if mutating {
                if optional {
                    error(loc, "mutating method '\(name)' through optional chaining is not supported")
                } else if let lv = lvalueQuiet(base) {
                    store(lv, loc)
                } else {
                    error(loc, "cannot call mutating method '\(name)' on this expression (call it on a variable)")
                    b.emit(.pop, loc)
                }
            }
        default:
            error(loc, "this cannot be called")
            b.emit(.push(.void), loc)
        }
    }

    private mutating func lvalueQuiet(_ e: Expr) -> LValue? {
        guard case .identifier(let name) = e.kind else { return nil }
        if let slot = b.lookup(name) { return .local(slot) }
        if case .variable(let g)? = symbols.nameTarget(name, at: e.location), b.propertyIsStep == nil, !b.isView { return .global(g) }
        return nil
    }
}
