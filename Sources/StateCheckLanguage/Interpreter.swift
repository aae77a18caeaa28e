// The stack machine that runs lowered model code for one transition
// (the language reference, "Semantics in brief"): one main actor, tasks run first-in first-out until
// each is finished or suspended at an api call or a continuation.
import StateCheckEngine
@_spi(ScreenRuntime) import StateCheckScreens


/// Why a run stopped before reaching quiescence.
enum RunStop: Error {
    /// A bound was exceeded (`maxPages`, `intRange`): the transition is refused.
    case bound(String)
    /// A model error at run time (budget, stack depth, nil unwrap, ...).
    case runtime(SourceLocation, String)
    /// A continuation was resumed twice: the transition crashes.
    case crash(SourceLocation, String)
    /// The model's deadline (`--timeout`) passed: the run is abandoned and
    /// the exploration stops.
    case deadline
}

/// The run-time limits of one run (the language reference: semantics and bounds).
struct RunLimits: Sendable {
    var statementBudget = 100_000
    var maxFrames = 1_000
    var intRange: ClosedRange<Int> = -16...16
    var maxPages = 3
    /// How many handles a bag of task handles (`[Task<Void, Never>]`) may
    /// hold (`bound maxTasks`): an append past it refuses the transition.
    var maxTaskHandles = 4
    /// Polled every 1,024 statements of a handler's run (only runs that make
    /// transitions carry it: views and properties always finish).
    var deadline: ExplorationDeadline?
}

/// What a continuation created or awaited in this run is doing.
enum ContinuationStatus {
    /// Created by `withCheckedContinuation`, its task not yet waiting.
    case created
    /// Its task waits for it.
    case awaited(task: Int)
    /// Resumed before its task started waiting: the value is handed over at the await.
    case resumedEarly(RValue)
    /// Resumed; a second resume crashes.
    case done
}

/// The interpreter's state during one run (or one evaluation of a view,
/// condition or property).
struct Machine {
    /// The lowered program, shared by reference: a `Machine` is made for
    /// every run, condition and view, and copying `Program` (a dozen arrays
    /// and dictionaries) retained and released each of them every time.
    let compiled: CompiledProgram
    let limits: RunLimits
    var vars: [RValue]
    var tasks: [RTask]
    /// Tasks ready to run, by index.
    var ready = MainActorQueue<Int>()
    var nextToken: Int
    var nextContinuation: Int
    /// The handle id the next `Task { }` kept as a value gets.
    var nextHandle = 0
    var continuations: [Int: ContinuationStatus] = [:]
    /// Errors to throw into a task when it next runs (a `fail` answer).
    /// A short list (one entry per failed answer of this run), not a
    /// dictionary: allocating and freeing a dictionary cost more than
    /// scanning it.
    var pendingErrors: [(task: Int, error: ErrorValue)] = []
    var statements = 0
    /// Source lines of the statements that ran, consecutive repeats collapsed.
    var lines: [Int] = []
    /// The file of each of `lines` (nil: the compiled file), kept from the
    /// first line of another file on; empty while every line is the compiled file's.
    var lineFiles: [String?] = []
    /// Whether a call in an already-cancelled task threw `CancellationError` during this run.
    var threwCancellation = false
    /// The value the last finished frame-less task returned (evaluations).
    var lastResult: RValue = .void
    /// The loop head or call that ran last (where a budget overrun is reported).
    var lastLoopOrCall: SourceLocation?

    // View rendering.
    var elements: [ScreenElement] = []
    var branches: Set<Int> = []
    // Custom properties.
    var screens: [Screen] = []
    var beforeVars: [RValue] = []
    var event: EventLabel?

    init(program: CompiledProgram, limits: RunLimits, vars: [RValue], tasks: [RTask] = [], nextToken: Int = 1) {
        self.compiled = program
        self.limits = limits
        self.vars = vars
        self.tasks = tasks
        self.nextToken = nextToken
        var maxCont = -1
        for (i, t) in tasks.enumerated() {
            if case .continuation(let id) = t.wait {
                continuations[id] = .awaited(task: i)
                maxCont = max(maxCont, id)
            }
        }
        nextContinuation = maxCont + 1
        for t in tasks where t.handle >= nextHandle { nextHandle = t.handle + 1 }
    }

    // MARK: - Tasks

    /// Adds a task that starts `block` and queues it.
    @discardableResult
    mutating func start(block: Int, kind: RTaskKind, role: TaskRole, locals: [RValue] = []) -> Int {
        var l = locals
        let count = compiled.blocks[block].localCount
        if l.count > count { l.removeLast(l.count - count) }
        if l.count < count {
            l.reserveCapacity(count)
            repeat { l.append(.void) } while l.count < count
        }
        var stack: [RValue] = []
        stack.reserveCapacity(Self.stackCapacity)
        let frame = RFrame(block: block, pc: 0, locals: l, stack: stack, handlers: [], writeback: false)
        tasks.append(RTask(frames: [frame], kind: kind, role: role, cancelled: false, wait: .none))
        ready.enqueue(tasks.count - 1)
        return tasks.count - 1
    }

    /// Delivers `answer` to the api call task `i` waits for, and queues it:
    /// a page (or nothing) pushed where the call returns, or an error
    /// thrown there when the task next runs.
    mutating func answer(task i: Int, with answer: CallAnswer) {
        guard case .api(let api, _, _) = tasks[i].wait, !tasks[i].frames.isEmpty else { return }
        tasks[i].wait = .none
        switch answer {
        case .success(let token):
            let v: RValue = token.map { .value([$0]) } ?? .void
            tasks[i].frames[tasks[i].frames.count - 1].stack.append(v)
        case .empty:
            tasks[i].frames[tasks[i].frames.count - 1].stack.append(.value([]))
        case .shaped(let token, let k):
            guard let shapes = compiled.program.apis[api].answers else { break }
            tasks[i].frames[tasks[i].frames.count - 1].stack.append(shapes.value(shape: k, token: token))
        case .failure(let error):
            setPendingError(error, task: i)
        }
        ready.enqueue(i)
    }

    /// Runs queued tasks first-in first-out until none is ready.
    mutating func runToQuiescence() throws(RunStop) {
        while let t = ready.next() {
            try run(task: t)
            if tasks[t].frames.isEmpty, tasks[t].handle >= 0 { resumeJoiners(of: tasks[t].handle) }
        }
    }

    /// Evaluates a block that must not suspend, returning what it returns.
    mutating func evaluate(block: Int, arguments: [RValue] = []) throws(RunStop) -> RValue {
        let t = start(block: block, kind: .sync, role: .reload, locals: arguments)
        ready.dropQueued()
        try run(task: t)
        return lastResult
    }

    /// Makes `error` the error thrown into task `i` when it next runs
    /// (replacing one already pending for it).
    mutating func setPendingError(_ error: ErrorValue, task i: Int) {
        if let k = pendingErrors.firstIndex(where: { $0.task == i }) {
            pendingErrors[k].error = error
        } else {
            pendingErrors.append((i, error))
        }
    }

    /// The error pending for task `t`, taken off the list; nil when none is.
    private mutating func takePendingError(task t: Int) -> ErrorValue? {
        guard let k = pendingErrors.firstIndex(where: { $0.task == t }) else { return nil }
        return pendingErrors.remove(at: k).error
    }

    // MARK: - Execution

    /// The capacity `lines` gets at its first line: most runs record fewer.
    static let linesCapacity = 16
    /// The capacity a new frame's operand stack gets: most expressions
    /// need no deeper one, and growing from empty allocates three times.
    static let stackCapacity = 4

    /// Appends the line of `loc` to `lines` (and its file to `lineFiles`)
    /// unless it repeats the last one.
    private mutating func recordLine(_ loc: SourceLocation) {
        if lineFiles.isEmpty, loc.file == nil {
            // Every line so far is the compiled file's, and so is this one.
            if lines.last == loc.line { return }
            // Room for a run's lines at once, instead of doubling from one.
            if lines.isEmpty { lines.reserveCapacity(Self.linesCapacity) }
            lines.append(loc.line)
            return
        }
        let lastFile = lineFiles.last ?? nil
        if lines.last == loc.line, lastFile == loc.file { return }
        let tracking = !lineFiles.isEmpty || loc.file != nil
        if loc.file != nil, lineFiles.isEmpty { lineFiles = Array(repeating: nil, count: lines.count) }
        lines.append(loc.line)
        if tracking { lineFiles.append(loc.file) }
    }

    private func location(_ f: RFrame) -> SourceLocation {
        let locs = compiled.blocks[f.block].locs
        let i = max(0, min(f.pc - 1, locs.count - 1))
        return locs.isEmpty ? SourceLocation(line: 0, column: 0) : locs[i]
    }

    /// Unwinds to the nearest handler; returns false when the task ended.
    private func unwind(_ error: RValue, _ f: inout RFrame, _ frames: inout [RFrame]) -> Bool {
        while true {
            if let h = f.handlers.popLast() {
                if f.stack.count > h.stackDepth { Self.drop(f.stack.count - h.stackDepth, from: &f.stack) }
                f.stack.append(error)
                f.pc = h.catchPC
                return true
            }
            guard let caller = frames.popLast() else { return false }
            f = caller
        }
    }

    /// Drops the top `n` values of `stack` one by one: `removeLast(n)` goes
    /// through the generic range replacement, several times dearer for the
    /// few operands an instruction takes.
    @inline(__always)
    private static func drop(_ n: Int, from stack: inout [RValue]) {
        for _ in 0 ..< n { stack.removeLast() }
    }

    private mutating func pop(_ f: inout RFrame) throws(RunStop) -> RValue {
        guard let v = f.stack.popLast() else { throw .runtime(location(f), "internal error: operand stack underflow") }
        return v
    }

    // `checkInt`, `binary` and `element` change nothing, yet they are
    // `mutating`: the run loop calls them for many instructions, and a
    // non-mutating call from it passes the machine by value, copying it
    // (retaining and releasing every array it holds) once per call.

    /// `.int(i)`, or the `intRange` bound hit.
    private mutating func checkInt(_ i: Int) throws(RunStop) -> RValue {
        if !limits.intRange.contains(i) { throw .bound("intRange") }
        return .int(i)
    }

    /// Runs task `t` until it finishes or suspends.
    mutating func run(task t: Int) throws(RunStop) {
        var frames = tasks[t].frames
        tasks[t].frames = []
        guard var f = frames.popLast() else { return }
        if f.pc > 0 {
            // Resuming at an await: the awaiting statement completes now.
            recordLine(location(f))
        }
        if !pendingErrors.isEmpty, let e = takePendingError(task: t) {
            if !unwind(.error(e), &f, &frames) { return }
        }
        var currentBlock = f.block
        var ops = compiled.blocks[currentBlock].ops
        // The block's locations, read by every statement (`location(f)` without the block lookup).
        var locs = compiled.blocks[currentBlock].locs
        while true {
            if f.block != currentBlock {
                currentBlock = f.block
                ops = compiled.blocks[currentBlock].ops
                locs = compiled.blocks[currentBlock].locs
            }
            guard f.pc < ops.count else { throw .runtime(location(f), "internal error: ran off the end of \(compiled.blocks[f.block].name)") }
            let op = ops[f.pc]
            f.pc += 1
            switch op {
            case .stmt, .loopStmt:
                statements += 1
                // `location(f)`: the instruction just taken (pc is at least 1 here).
                let loc = locs.isEmpty ? SourceLocation(line: 0, column: 0) : locs[Swift.min(f.pc - 1, locs.count - 1)]
                if case .loopStmt = op { lastLoopOrCall = loc }
                if statements > limits.statementBudget {
                    throw .runtime(lastLoopOrCall ?? loc, "the run executed more than \(limits.statementBudget) statements (an endless loop?)")
                }
                if statements & 1023 == 0, let deadline = limits.deadline, deadline.hasPassed() { throw .deadline }
                recordLine(loc)
            case .push(let v): f.stack.append(v)
            case .pop: _ = try pop(&f)
            case .dup:
                guard let v = f.stack.last else { throw .runtime(location(f), "internal error: operand stack underflow") }
                f.stack.append(v)
            case .loadLocal(let s): f.stack.append(f.locals[s])
            case .storeLocal(let s): f.locals[s] = try pop(&f)
            case .loadGlobal(let g): f.stack.append(vars[g])
            case .storeGlobal(let g): vars[g] = try pop(&f)
            case .jump(let to): f.pc = to
            case .jumpIfFalse(let to):
                if case .bool(false) = try pop(&f) { f.pc = to }
            case .jumpIfTrue(let to):
                if case .bool(true) = try pop(&f) { f.pc = to }
            case .jumpIfNilKeep(let to):
                if f.stack.last?.isNil == true { f.pc = to }
            case .jumpIfNotNilKeep(let to):
                if f.stack.last?.isNil == false { f.pc = to } else { _ = try pop(&f) }
            case .jumpIfNilPop(let to):
                if f.stack.last?.isNil == true { _ = try pop(&f); f.pc = to }
            case .unary(let op):
                let v = try pop(&f)
                switch (op, v) {
                case (.not, .bool(let b)): f.stack.append(.bool(!b))
                case (.negate, .int(let i)):
                    let (r, overflow) = 0.subtractingReportingOverflow(i)
                    if overflow { throw .bound("intRange") }
                    f.stack.append(try checkInt(r))
                default: throw .runtime(location(f), "'\(op.rawValue)' cannot be applied to this value")
                }
            case .binary(let op):
                let r = try pop(&f)
                let l = try pop(&f)
                f.stack.append(try binary(op, l, r, f))
            case .makeEnum(let type, let tag, let count):
                var payload: [RValue] = []
                if count > 0 {
                    payload = Array(f.stack.suffix(count))
                    Self.drop(count, from: &f.stack)
                }
                f.stack.append(.enumValue(type: type, tag: tag, payload: payload))
            case .isCase(let name):
                let v = try pop(&f)
                if case .enumValue(let type, let tag, _) = v {
                    f.stack.append(.bool(compiled.program.enums[type].cases[tag].nameID == name))
                } else {
                    f.stack.append(.bool(false))
                }
            case .payload(let i):
                let v = try pop(&f)
                guard case .enumValue(_, _, let payload) = v, i < payload.count else {
                    throw .runtime(location(f), "internal error: no associated value \(i)")
                }
                f.stack.append(payload[i])
            case .isNil:
                let v = try pop(&f)
                f.stack.append(.bool(v.isNil))
            case .forceUnwrap:
                if f.stack.last?.isNil == true { throw .runtime(location(f), "force-unwrapped a nil value") }
            case .getMember(let name):
                let recv = try pop(&f)
                switch recv {
                case .enumValue(let type, _, _):
                    guard case .property(let blk)? = compiled.members[type][name] else {
                        throw .runtime(location(f), "'\(compiled.program.enums[type].name)' has no property '\(compiled.program.memberNames[name])'")
                    }
                    var arguments: [RValue] = []
                    arguments.reserveCapacity(compiled.blocks[blk].localCount)
                    arguments.append(recv)
                    try push(block: blk, arguments: arguments, writeback: false, &f, &frames)
                case .value(let pages):
                    if name == compiled.program.countID { f.stack.append(try checkInt(pages.count)) }
                    else if name == compiled.program.isEmptyID { f.stack.append(.bool(pages.isEmpty)) }
                    else if ["first", "last"].contains(compiled.program.memberNames[name]) {
                        // `if let last = items.last`: nil when empty, else the (opaque) element read as the Value.
                        f.stack.append(pages.isEmpty ? .nilValue : .value(pages))
                    }
                    else { throw .runtime(location(f), "Value has no member '\(compiled.program.memberNames[name])' (use isEmpty or count)") }
                case .task(let handle):
                    if joinSuspends(task: t, handle: handle, &f, &frames) { return }
                case .taskList(let ids):
                    if name == compiled.program.countID { f.stack.append(try checkInt(ids.count)) }
                    else if name == compiled.program.isEmptyID { f.stack.append(.bool(ids.isEmpty)) }
                    else { throw .runtime(location(f), "a bag of task handles has no member '\(compiled.program.memberNames[name])' (use isEmpty or count)") }
                case .nilValue:
                    throw .runtime(location(f), "'\(compiled.program.memberNames[name])' read on a nil value (use ?. or if let)")
                default:
                    throw .runtime(location(f), "this value has no member '\(compiled.program.memberNames[name])'")
                }
            case .callMethod(let name, let argc, let writeback):
                var args: [RValue] = []
                if argc > 0 { args = Array(f.stack.suffix(argc)); Self.drop(argc, from: &f.stack) }
                let recv = try pop(&f)
                if case .task(let handle) = recv {
                    cancel(handle: handle)
                    f.stack.append(.void)
                    continue
                }
                guard case .enumValue(let type, _, _) = recv else {
                    throw .runtime(location(f), recv.isNil ? "method '\(compiled.program.memberNames[name])' called on a nil value" : "this value has no method '\(compiled.program.memberNames[name])'")
                }
                guard case .method(let blk, _)? = compiled.members[type][name] else {
                    throw .runtime(location(f), "'\(compiled.program.enums[type].name)' has no method '\(compiled.program.memberNames[name])'")
                }
                var arguments: [RValue] = []
                arguments.reserveCapacity(Swift.max(argc + 1, compiled.blocks[blk].localCount))
                arguments.append(recv)
                arguments.append(contentsOf: args)
                try push(block: blk, arguments: arguments, writeback: writeback, &f, &frames)
            case .call(let blk, let argc):
                // Room for the callee's every local, so `push` pads in place.
                var args: [RValue] = []
                let room = Swift.max(argc, compiled.blocks[blk].localCount)
                if room > 0 { args.reserveCapacity(room) }
                if argc > 0 { args.append(contentsOf: f.stack.suffix(argc)); Self.drop(argc, from: &f.stack) }
                try push(block: blk, arguments: args, writeback: false, &f, &frames)
            case .ret(let hasValue):
                let v = hasValue ? try pop(&f) : .void
                let selfValue = f.locals.first ?? .void
                let wb = f.writeback
                guard let caller = frames.popLast() else {
                    lastResult = v
                    tasks[t].wait = .none
                    return
                }
                f = caller
                f.stack.append(v)
                if wb { f.stack.append(selfValue) }
            case .callAPI(let api, let argc):
                var args: [RValue] = []
                if argc > 0 { args = Array(f.stack.suffix(argc)); Self.drop(argc, from: &f.stack) }
                if tasks[t].kind == .sync {
                    throw .runtime(location(f), "'\(compiled.program.apis[api].name)' cannot be awaited here (sync code, a view, a condition or a property)")
                }
                let info = compiled.program.apis[api]
                switch CallIssue.issue(isThrowing: !info.nonthrowing, returnsValue: info.returnsValue, cancelled: tasks[t].cancelled, nextToken: &nextToken) {
                case .throwsCancellation:
                    threwCancellation = true
                    if !unwind(.error(.cancellationError), &f, &frames) { return }
                    continue
                case .suspends(let token):
                    tasks[t].wait = .api(api, args, token: token)
                    frames.append(f)
                    tasks[t].frames = frames
                    return
                }
            case .makeContinuation:
                let id = nextContinuation
                nextContinuation += 1
                continuations[id] = .created
                f.stack.append(.continuation(id))
            case .awaitContinuation:
                let c = try pop(&f)
                if tasks[t].kind == .sync {
                    throw .runtime(location(f), "withCheckedContinuation cannot be awaited here (sync code, a view, a condition or a property)")
                }
                guard case .continuation(let id) = c else { throw .runtime(location(f), "internal error: not a continuation") }
                switch continuations[id] {
                case .created?:
                    continuations[id] = .awaited(task: t)
                    tasks[t].wait = .continuation(id)
                    frames.append(f)
                    tasks[t].frames = frames
                    return
                case .resumedEarly(let v)?:
                    continuations[id] = .done
                    f.stack.append(v)
                case .awaited?, .done?, nil:
                    throw .runtime(location(f), "internal error: continuation awaited twice")
                }
            case .resume(let hasValue):
                let v = hasValue ? try pop(&f) : .void
                let c = try pop(&f)
                guard case .continuation(let id) = c else {
                    throw .runtime(location(f), c.isNil ? "resume called on a nil continuation" : "resume called on a value that is not a continuation")
                }
                switch continuations[id] {
                case .created?:
                    continuations[id] = .resumedEarly(v)
                case .awaited(let waiter)?:
                    continuations[id] = .done
                    if waiter == t {
                        throw .runtime(location(f), "internal error: a task resumed its own awaited continuation")
                    }
                    tasks[waiter].wait = .none
                    tasks[waiter].frames[tasks[waiter].frames.count - 1].stack.append(v)
                    ready.enqueue(waiter)
                case .resumedEarly?, .done?, nil:
                    throw .crash(location(f), "continuation resumed twice (SWIFT TASK CONTINUATION MISUSE)")
                }
                f.stack.append(.void)
            case .spawn(let blk):
                start(block: blk, kind: .unstructured, role: tasks[t].role, locals: f.locals)
            case .hop:
                tasks[t].wait = .hop
                f.stack.append(.void)
                frames.append(f)
                tasks[t].frames = frames
                return
            case .spawnHandle(let blk):
                f.stack.append(spawnKept(block: blk, role: tasks[t].role, locals: f.locals))
            case .taskListAppend:
                let handle = try pop(&f)
                guard case .taskList(let ids) = try pop(&f), case .task(let id) = handle else {
                    throw .runtime(location(f), "'append' needs a bag of task handles and a task handle")
                }
                if ids.count >= limits.maxTaskHandles { throw .bound("maxTasks") }
                f.stack.append(.taskList(ids + [id]))
            case .taskListElement:
                guard case .int(let i) = try pop(&f), case .taskList(let ids) = try pop(&f), ids.indices.contains(i) else {
                    throw .runtime(location(f), "a loop over a bag of task handles read past its end")
                }
                f.stack.append(.task(ids[i]))
            case .sleep(let nanoseconds):
                if tasks[t].kind == .sync {
                    throw .runtime(location(f), "'Task.sleep' cannot be awaited here (sync code, a view, a condition or a property)")
                }
                if tasks[t].cancelled {
                    threwCancellation = true
                    if !unwind(.error(.cancellationError), &f, &frames) { return }
                    continue
                }
                tasks[t].wait = .sleep(remaining: nanoseconds)
                frames.append(f)
                tasks[t].frames = frames
                return
            case .throwError:
                let v = try pop(&f)
                switch v {
                case .error, .enumValue: break // an enum declared `: Error` (the checker's rule)
                default: throw .runtime(location(f), "only errors can be thrown")
                }
                // `Task.checkCancellation()` in a cancelled task (or a rethrow of a caught cancellation).
                if v == .error(.cancellationError) { threwCancellation = true }
                if !unwind(v, &f, &frames) {
                    tasks[t].wait = .none
                    return
                }
            case .pushHandler(let at):
                f.handlers.append(RHandler(catchPC: at, stackDepth: f.stack.count))
            case .popHandler:
                _ = f.handlers.popLast()
            case .taskIsCancelled:
                f.stack.append(.bool(tasks[t].cancelled))
            case .dismiss(let g):
                vars[g] = .bool(true)
                for i in tasks.indices where tasks[i].kind == .task || tasks[i].kind == .refreshable {
                    tasks[i].cancelled = true
                    endSleepByCancellation(task: i)
                }
                f.stack.append(.void)
            case .isError(let e):
                let v = try pop(&f)
                f.stack.append(.bool(v == .error(e)))
            case .isEnumValue(let type, let tag):
                let v = try pop(&f)
                if case .enumValue(type, let t, _) = v {
                    f.stack.append(.bool(tag == nil || tag == t))
                } else {
                    f.stack.append(.bool(false))
                }
            case .element(let kind, let argc):
                var args: [RValue] = []
                if argc > 0 { args = Array(f.stack.suffix(argc)); Self.drop(argc, from: &f.stack) }
                elements.append(try element(kind, args, f))
                f.stack.append(.void)
            case .branch(let id):
                branches.insert(id)
            case .screenProp(let p, let side):
                guard side < screens.count else { throw .runtime(location(f), "the screen is not available here") }
                f.stack.append(screenValue(p, screens[side]))
            case .loadStateVar(let side, let g):
                f.stack.append(side == 0 && !beforeVars.isEmpty ? beforeVars[g] : vars[g])
            case .eventName:
                f.stack.append(stringValue(event?.name))
            case .eventAPI:
                f.stack.append(stringValue(event?.api))
            case .intOutOfRange:
                throw .bound("intRange")
            case .unsupported(let message):
                throw .runtime(location(f), message)
            }
        }
    }

    private func stringValue(_ s: String?) -> RValue {
        guard let s else { return .nilValue }
        return .string(compiled.program.strings.firstIndex(of: s) ?? -1)
    }

    private mutating func push(block: Int, arguments: [RValue], writeback: Bool, _ f: inout RFrame, _ frames: inout [RFrame]) throws(RunStop) {
        if frames.count + 2 > limits.maxFrames {
            throw .runtime(location(f), "the call stack is deeper than \(limits.maxFrames) frames (endless recursion?)")
        }
        lastLoopOrCall = location(f)
        var locals = arguments
        let count = compiled.blocks[block].localCount
        if locals.count < count {
            locals.reserveCapacity(count)
            repeat { locals.append(.void) } while locals.count < count
        }
        frames.append(f)
        var stack: [RValue] = []
        stack.reserveCapacity(Self.stackCapacity)
        f = RFrame(block: block, pc: 0, locals: locals, stack: stack, handlers: [], writeback: writeback)
    }

    /// The value of `l op r` (not `&&`, `||`, `??`), or the error it raises.
    private mutating func binary(_ op: BinaryOperator, _ l: RValue, _ r: RValue, _ f: RFrame) throws(RunStop) -> RValue {
        switch op {
        case .equal, .notEqual:
            if case .string(let a) = l, case .string(let b) = r, let token = compiled.program.answerTokenID, a == token || b == token {
                throw .runtime(location(f), "an api's answer String is compared with a String: the answer's text is an opaque token whose value is not known; pass it on to an api or test it for nil")
            }
            return .bool(op == .equal ? l == r : l != r)
        case .less, .lessEqual, .greater, .greaterEqual:
            guard case .int(let a) = l, case .int(let b) = r else {
                throw .runtime(location(f), "'\(op.rawValue)' compares Ints only")
            }
            switch op {
            case .less: return .bool(a < b)
            case .lessEqual: return .bool(a <= b)
            case .greater: return .bool(a > b)
            default: return .bool(a >= b)
            }
        case .plus:
            switch (l, r) {
            case (.int(let a), .int(let b)):
                let (r, overflow) = a.addingReportingOverflow(b)
                if overflow { throw .bound("intRange") }
                return try checkInt(r)
            case (.value(let a), .value(let b)):
                if a.count + b.count > limits.maxPages { throw .bound("maxPages") }
                return .value(a + b)
            default: throw .runtime(location(f), "'+' adds Ints or concatenates Values")
            }
        case .minus:
            guard case .int(let a) = l, case .int(let b) = r else { throw .runtime(location(f), "'-' subtracts Ints") }
            let (r, overflow) = a.subtractingReportingOverflow(b)
            if overflow { throw .bound("intRange") }
            return try checkInt(r)
        case .and, .or, .nilCoalescing, .halfOpenRange, .closedRange:
            throw .runtime(location(f), "internal error: '\(op.rawValue)' lowered as a binary operation")
        }
    }

    private func errorArgument(_ args: [RValue]) -> ErrorValue? {
        for a in args { if case .error(let e) = a { return e } }
        return nil
    }

    /// The screen element `kind` with `args` draws.
    private mutating func element(_ kind: ElementKind, _ args: [RValue], _ f: RFrame) throws(RunStop) -> ScreenElement {
        func name(_ v: RValue?) -> String {
            if case .string(let i)? = v, i >= 0, i < compiled.program.strings.count { return compiled.program.strings[i] }
            return ""
        }
        switch kind {
        case .blank: return .blank
        case .spinner: return .spinner
        case .footerSpinner: return .footerSpinner
        case .content:
            guard case .value(let pages)? = args.first else { throw .runtime(location(f), "content(...) needs a Value") }
            return .content(PageList(pages))
        case .errorView: return .errorView(errorArgument(args))
        case .footerError: return .footerError(errorArgument(args))
        case .banner: return .banner(errorArgument(args))
        case .alert: return .alert(name(args.first), errorArgument(Array(args.dropFirst())))
        case .button:
            var disabled = false
            if args.count > 1, case .bool(let d) = args[1] { disabled = d }
            return .button(name(args.first), disabled: disabled)
        case .mark: return .mark(name(args.first))
        }
    }

    private func screenValue(_ p: ScreenProp, _ s: Screen) -> RValue {
        switch p {
        case .content: return s.content.map { .value($0.pages) } ?? .nilValue
        case .spinner: return .bool(s.showsSpinner)
        case .refreshSpinner: return .bool(s.showsRefreshSpinner)
        case .footerSpinner: return .bool(s.showsFooterSpinner)
        case .errorView: return .bool(s.showsErrorView)
        case .footerError: return .bool(s.elements.contains { if case .footerError = $0 { return true } else { return false } })
        case .banner: return .bool(s.elements.contains { if case .banner = $0 { return true } else { return false } })
        case .alert: return .bool(s.elements.contains { if case .alert = $0 { return true } else { return false } })
        case .blank: return .bool(s.elements.contains(.blank))
        case .visible: return .bool(s.isVisible)
        }
    }
}
