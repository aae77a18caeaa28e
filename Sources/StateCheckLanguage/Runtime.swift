// Run-time values and states of the `.model` interpreter (the language reference, "Semantics in brief").
//
// A state is small arrays of enum values, so hashing and comparing it is cheap
// and two equal situations are one state once `canonicalized` has renamed page
// tokens, tasks and continuations.
import StateCheckEngine
@_spi(ScreenRuntime) import StateCheckScreens


/// A run-time value of the model language.
///
/// Optionals are flat: `nil` is `.nilValue` and a present optional is the
/// wrapped value itself (the core language has no nested optionals).
enum RValue: Hashable, Sendable {
    /// The result of a call that returns nothing; also an unused local slot.
    case void
    case nilValue
    case bool(Bool)
    case int(Int)
    /// A string literal, by its index in the program's string table.
    case string(Int)
    /// A `Value`: page tokens in list order. Tokens are issue numbers; after
    /// canonicalisation they are 1...n in issue order.
    case value([Int])
    case error(ErrorValue)
    /// An enum value: the enum's index in the program, the case's index, the payload.
    case enumValue(type: Int, tag: Int, payload: [RValue])
    /// A continuation by id. `RValue.resumedContinuation` is every continuation
    /// whose task no longer waits for it (already resumed): resuming it again
    /// is the double-resume crash.
    case continuation(Int)
    /// A `Task { }` handle by the task's handle id; ``RValue/finishedTaskID``
    /// once the task has finished (cancelling or awaiting it does nothing).
    case task(Int)
    /// A bag of task handles (`[Task<Void, Never>]`), by handle id in
    /// insertion order; a finished task's entry is ``RValue/finishedTaskID``.
    case taskList([Int])

    /// The id every already-resumed continuation is renamed to.
    static let resumedID = -1
    /// The handle id of a finished task, and of a task no handle refers to.
    static let finishedTaskID = -1

    var isNil: Bool { if case .nilValue = self { return true } else { return false } }
}

/// How a live task was started (the interpreter's view; `sync` handlers run
/// as short-lived jobs that may not suspend).
enum RTaskKind: UInt8, Hashable, Sendable {
    case task, refreshable, unstructured, sync

    var publicKind: TaskKind {
        switch self {
        case .task: return .task
        case .refreshable: return .refreshable
        case .unstructured, .sync: return .unstructured
        }
    }
}

/// What a suspended task waits for.
enum RWait: Hashable, Sendable {
    /// Not suspended (only inside a run).
    case none
    /// An api call: the api's index, its argument values, and the page token
    /// the call reserved (nil for an api that returns nothing).
    case api(Int, [RValue], token: Int?)
    /// A continuation by id.
    case continuation(Int)
    /// `Task.sleep`: the nanoseconds left until its deadline on the discrete clock.
    case sleep(remaining: Int)
    /// `await t.value`: the task whose handle id this is, until it finishes.
    case join(Int)
    /// A `Task.detached` body waiting to reach the main actor.
    case hop
}

/// One try/catch handler active in a frame.
struct RHandler: Hashable, Sendable {
    /// Where the catch code starts.
    var catchPC: Int
    /// The operand stack height when the `do` began.
    var stackDepth: Int
}

/// One call frame: the code block it runs, the position in it, the locals in
/// scope and the operand stack (so a task can suspend mid-expression).
struct RFrame: Hashable, Sendable {
    var block: Int
    var pc: Int
    var locals: [RValue]
    var stack: [RValue]
    var handlers: [RHandler]
    /// The caller wants the final `self` (slot 0) pushed after the result:
    /// the copy-out half of a `mutating` call.
    var writeback: Bool
}

/// A live task between transitions (or a job inside a run).
struct RTask: Hashable, Sendable {
    var frames: [RFrame]
    var kind: RTaskKind
    var role: TaskRole
    var cancelled: Bool
    var wait: RWait
    /// The id `Task { }` handles refer to it by (``RValue/finishedTaskID`` when none does).
    var handle = RValue.finishedTaskID
}

/// A state of an interpreted model: its variables, whether the view is
/// visible, and the live tasks, in canonical form.
///
/// Page tokens are renamed 1...n in issue order, tasks are sorted, and
/// continuations still awaited are numbered in order of first reference;
/// every already-resumed continuation is the same value. Equal situations
/// are therefore equal values.
///
/// A *crashed* state is where a transition that resumed a continuation twice
/// leads: it keeps the model variables and visibility of the moment of the
/// crash, has no tasks, and has no successors.
///
/// Page names: canonical tokens say nothing about the tokens of *another*
/// state, yet step properties compare the content before and after a
/// transition (is it the same page? a newer one?). So every state a
/// transition emits also carries `pageNames`, which name its tokens
/// consistently with the state it came from: a page that survives keeps its
/// name, a page requested during the run gets a name above every name there.
/// Screens, variables and custom properties show tokens by these names (p3 =
/// the third request along the path that discovered the state). They are not
/// part of the state's identity (`==`, `hash`).
public struct ModelState: Hashable, Sendable {
    // Changing an identity field outside `canonical` recomputes the cached hash.
    var vars: [RValue] { didSet { rehash() } }
    var visible: Bool { didSet { rehash() } }
    var tasks: [RTask] { didSet { rehash() } }
    var crashed: Bool { didSet { rehash() } }
    /// How many tasks are alive in this state (started and not finished).
    package var liveTaskCount: Int { tasks.count }
    /// Whether the list footer's `onAppear` (`page`) has fired since the
    /// footer was last inserted: only ever true while the screen shows
    /// `footerSpinner` (see `ModelRuntimeAdapter.footerStillAppeared`).
    var footerAppeared = false { didSet { rehash() } }
    /// The names of the canonical tokens (not part of the identity).
    var pageNames = PageNames()
    /// How many distinct page tokens the state holds (its tokens are 1...n).
    var tokenCount = 0
    /// The hash of the identity fields, computed once by `rehash()`.
    var hashCache = 0

    init(vars: [RValue], visible: Bool, tasks: [RTask], crashed: Bool, footerAppeared: Bool = false, hashed: Bool = true) {
        self.vars = vars
        self.visible = visible
        self.tasks = tasks
        self.crashed = crashed
        self.footerAppeared = footerAppeared
        if hashed { rehash() }
    }

    /// Recomputes `hashCache` after the identity fields changed, by
    /// walking the variables and tasks (``StateHasher``: no flat encoding
    /// is built for it).
    mutating func rehash() {
        var h = StateHasher()
        h.combine((visible ? 1 : 0) | (crashed ? 2 : 0) | (footerAppeared ? 4 : 0))
        h.values(vars)
        h.combine(tasks.count)
        for t in tasks { h.task(t) }
        hashCache = h.finalize()
    }

    /// Same variables, visibility, tasks and crash flag (page names aside).
    public static func == (a: ModelState, b: ModelState) -> Bool {
        a.hashCache == b.hashCache && a.visible == b.visible && a.crashed == b.crashed && a.footerAppeared == b.footerAppeared
            && a.vars == b.vars && a.tasks == b.tasks
    }

    /// Hashes the cached hash of the identity fields.
    public func hash(into h: inout Hasher) {
        h.combine(hashCache)
    }

    /// The name of canonical token `t`.
    func pageName(_ t: Int) -> Int { pageNames.name(of: t) }

    /// Whether a refresh is under way: a `.refreshable` task is alive and
    /// not cancelled (``ScreenRuntime/refreshIsUnderway(_:isRefreshable:isCancelled:)``).
    @inline(__always)
    var hasRefreshableTask: Bool {
        ScreenRuntime.refreshIsUnderway(tasks, isRefreshable: { $0.kind == .refreshable }, isCancelled: \.cancelled)
    }

    /// The variables with tokens shown by their page names.
    var namedVars: [RValue] {
        if pageNames.isIdentity { return vars }
        return vars.map { $0.mapped(token: pageName, continuation: { $0 }) }
    }
}

// MARK: - Canonical form

/// A flat integer encoding of values and tasks. Tasks are ordered
/// canonically by their encodings compared lexicographically
/// (`RTask.encodingOrder` compares two without writing them out).
struct StateEncoder {
    var out: [Int] = []
    /// When set, continuation ids are written as 0 (to order tasks before
    /// continuations are renamed).
    var maskContinuations = false
    /// When set, task handle ids are written as 0 (to order tasks before
    /// handles are renumbered).
    var maskHandles = false

    mutating func value(_ v: RValue) {
        switch v {
        case .void: out.append(0)
        case .nilValue: out.append(1)
        case .bool(let b): out.append(2); out.append(b ? 1 : 0)
        case .int(let i): out.append(3); out.append(i)
        case .string(let s): out.append(4); out.append(s)
        case .value(let pages): out.append(5); out.append(pages.count); out.append(contentsOf: pages)
        case .error(let e): out.append(6); out.append(e == .urlError ? 0 : 1)
        case .enumValue(let t, let tag, let payload):
            out.append(7); out.append(t); out.append(tag); out.append(payload.count)
            for p in payload { value(p) }
        case .continuation(let id): out.append(8); out.append(maskContinuations ? 0 : id)
        case .task(let id): out.append(9); out.append(maskHandles && id >= 0 ? 0 : id)
        case .taskList(let ids):
            out.append(10); out.append(ids.count)
            for id in ids { out.append(maskHandles && id >= 0 ? 0 : id) }
        }
    }

    mutating func task(_ t: RTask) {
        out.append(Int(t.kind.rawValue))
        switch t.role { case .reload: out.append(0); case .page: out.append(1); case .action: out.append(2) }
        out.append(t.cancelled ? 1 : 0)
        switch t.wait {
        case .none: out.append(0)
        case .api(let api, let args, let token):
            out.append(1); out.append(api); out.append(token ?? -1); out.append(args.count)
            for a in args { value(a) }
        case .continuation(let id): out.append(2); out.append(maskContinuations ? 0 : id)
        case .sleep(let remaining): out.append(3); out.append(remaining)
        case .join(let id): out.append(4); out.append(maskHandles && id >= 0 ? 0 : id)
        case .hop: out.append(5)
        }
        if t.handle >= 0 { out.append(maskHandles ? 0 : t.handle + 1) }
        out.append(t.frames.count)
        for f in t.frames {
            out.append(f.block); out.append(f.pc); out.append(f.writeback ? 1 : 0)
            out.append(f.locals.count); for v in f.locals { value(v) }
            out.append(f.stack.count); for v in f.stack { value(v) }
            out.append(f.handlers.count); for h in f.handlers { out.append(h.catchPC); out.append(h.stackDepth) }
        }
    }
}

extension RValue {
    /// Calls `body` on every value nested in `self` (itself included).
    func forEachNested(_ body: (RValue) -> Void) {
        body(self)
        switch self {
        case .enumValue(_, _, let payload):
            for p in payload { p.forEachNested(body) }
        case .taskList(let ids):
            for id in ids { body(.task(id)) }
        case .void, .nilValue, .bool, .int, .string, .value, .error, .continuation, .task:
            break
        }
    }

    /// `self` with every page token and continuation id mapped.
    func mapped(token: (Int) -> Int, continuation: (Int) -> Int) -> RValue {
        switch self {
        case .void, .nilValue, .bool, .int, .string, .error, .task, .taskList: return self
        case .value(let pages): return .value(pages.map(token))
        case .continuation(let id): return .continuation(continuation(id))
        case .enumValue(let t, let tag, let payload):
            return .enumValue(type: t, tag: tag, payload: payload.map { $0.mapped(token: token, continuation: continuation) })
        }
    }
}

extension RValue {
    /// Whether a page token or continuation occurs in `self`.
    var holdsReferences: Bool {
        switch self {
        case .void, .nilValue, .bool, .int, .string, .error, .task, .taskList: return false
        case .value, .continuation: return true
        case .enumValue(_, _, let payload): return payload.contains { $0.holdsReferences }
        }
    }
}

/// `values` mapped, or `values` itself (no copy) when nothing in it changes.
func mappedValues(_ values: [RValue], token: (Int) -> Int, continuation: (Int) -> Int) -> [RValue] {
    guard values.contains(where: { $0.holdsReferences }) else { return values }
    return values.map { $0.mapped(token: token, continuation: continuation) }
}

extension RTask {
    /// Calls `body` on every value nested in the task's frames (locals, then
    /// stack, frame by frame) and in the arguments of the call it awaits.
    func forEachValue(_ body: (RValue) -> Void) {
        for f in frames {
            for v in f.locals { v.forEachNested(body) }
            for v in f.stack { v.forEachNested(body) }
        }
        if case .api(_, let args, _) = wait { for a in args { a.forEachNested(body) } }
    }

    /// Maps the locals and the stack of every frame through `transform`,
    /// where one of them `holds`; frames holding no such value are not
    /// written, so their storage stays shared.
    mutating func mapFrameValues(where holds: (RValue) -> Bool, _ transform: (RValue) -> RValue) {
        for i in frames.indices {
            if frames[i].locals.contains(where: holds) { frames[i].locals = frames[i].locals.map(transform) }
            if frames[i].stack.contains(where: holds) { frames[i].stack = frames[i].stack.map(transform) }
        }
    }

    /// `self` with every page token and continuation id in its values and wait mapped.
    func mapped(token: (Int) -> Int, continuation: (Int) -> Int) -> RTask {
        var t = self
        t.mapFrameValues(where: { $0.holdsReferences }) { $0.mapped(token: token, continuation: continuation) }
        switch t.wait {
        case .none: break
        case .api(let api, let args, let tok):
            t.wait = .api(api, mappedValues(args, token: token, continuation: continuation), token: tok.map(token))
        case .continuation(let id):
            t.wait = .continuation(continuation(id))
        case .sleep, .join, .hop: break
        }
        return t
    }
}

/// The page tokens and continuations a state assembled at a run's end holds,
/// gathered in one walk of its variables and tasks.
///
/// Tokens in 0..<64 (every token, in practice: a state holds at most
/// `maxPages` of them, numbered from 1) are bits of one word, so the sorted
/// set costs no array; any other token sends the scan to an array.
struct ReferenceScan {
    /// Bit `t` is set when token `t` occurs.
    var tokenBits: UInt64 = 0
    /// Every token outside 0..<64, once one occurs (then with the others too).
    var otherTokens: [Int] = []
    /// Whether some value or wait holds a continuation.
    var hasContinuation = false
    /// The continuations the tasks wait for.
    var awaited: [Int] = []

    /// Notes token `t`.
    @inline(__always)
    mutating func token(_ t: Int) {
        if t >= 0 && t < 64 { tokenBits |= 1 << UInt64(t) } else { otherTokens.append(t) }
    }

    /// Notes the tokens and continuations in `v` and the values nested in it.
    mutating func value(_ v: RValue) {
        switch v {
        case .value(let pages): for p in pages { token(p) }
        case .continuation: hasContinuation = true
        case .enumValue(_, _, let payload): for p in payload { value(p) }
        case .void, .nilValue, .bool, .int, .string, .error, .task, .taskList: break
        }
    }

    /// Notes the tokens and continuations of `t`'s frames and wait.
    mutating func task(_ t: RTask) {
        for f in t.frames {
            for v in f.locals { value(v) }
            for v in f.stack { value(v) }
        }
        switch t.wait {
        case .api(_, let args, let tok):
            for a in args { value(a) }
            if let tok { token(tok) }
        case .continuation(let id):
            awaited.append(id)
            hasContinuation = true
        case .none, .sleep, .join, .hop:
            break
        }
    }

    /// The renaming of the tokens seen (with the tokens already 1...n, nil:
    /// nothing is renamed), and how many distinct tokens there are.
    func renaming() -> (PageTokenRenaming?, count: Int) {
        if otherTokens.isEmpty {
            let n = tokenBits.nonzeroBitCount
            if n < 64, tokenBits == ((UInt64(1) << UInt64(n)) &- 1) << 1 { return (nil, n) }
            let renaming = PageTokenRenaming(tokenBits: tokenBits)
            return (renaming, renaming.count)
        }
        var all = otherTokens
        var bits = tokenBits
        while bits != 0 {
            all.append(bits.trailingZeroBitCount)
            bits &= bits &- 1
        }
        let renaming = PageTokenRenaming(collected: all)
        return (renaming.isIdentity ? nil : renaming, renaming.count)
    }
}

/// The numbering of the continuations still awaited at a run's end, 0... in
/// order of first reference; every other continuation is `RValue.resumedID`.
struct ContinuationNumbering {
    /// The continuations the tasks wait for.
    let awaited: [Int]
    /// `numbered[k]` is the continuation numbered `k`.
    private(set) var numbered: [Int] = []

    init(awaited: [Int]) { self.awaited = awaited }

    /// Numbers continuation `id` if it is awaited and not numbered yet.
    @inline(__always)
    mutating func note(_ id: Int) {
        if awaited.contains(id), !numbered.contains(id) { numbered.append(id) }
    }

    /// Numbers the awaited continuations in `v` and the values nested in it.
    mutating func value(_ v: RValue) {
        switch v {
        case .continuation(let id): note(id)
        case .enumValue(_, _, let payload): for p in payload { value(p) }
        case .void, .nilValue, .bool, .int, .string, .value, .error, .task, .taskList: break
        }
    }

    /// Numbers the continuation `t` waits for, then those in its values
    /// (``RTask/forEachValue(_:)``'s order).
    mutating func task(_ t: RTask) {
        if case .continuation(let id) = t.wait { note(id) }
        for f in t.frames {
            for v in f.locals { value(v) }
            for v in f.stack { value(v) }
        }
        if case .api(_, let args, _) = t.wait { for a in args { value(a) } }
    }

    /// The canonical id of continuation `id`.
    @inline(__always)
    func canonical(_ id: Int) -> Int {
        numbered.firstIndex(of: id) ?? RValue.resumedID
    }
}

extension ModelState {
    /// The canonical form of a state assembled at the end of a run.
    ///
    /// - Locals out of scope at each frame's position are cleared (`scopeDepth`).
    /// - Page tokens are renamed 1...n keeping issue order.
    /// - Continuations not awaited by any task become `resumedID`; awaited
    ///   ones are numbered 0... by first reference in the variables, then in
    ///   the tasks ordered by their encoding with continuation ids masked.
    /// - Tasks are sorted by their full encoding.
    ///
    /// With `from`, the state the run started in (whose tokens are 1...n;
    /// the run issued n+1...), the result also gets its `pageNames`.
    /// Nothing is copied that needs no change: with tokens already 1...n,
    /// no continuation and tasks in order, the arrays given are the state's.
    static func canonical(
        vars: [RValue], visible: Bool, tasks rawTasks: [RTask], crashed: Bool = false, footerAppeared: Bool = false,
        from source: ModelState? = nil, scopeDepth: (Int, Int) -> Int
    ) -> ModelState {
        var tasks = rawTasks
        clearLocalsOutOfScope(&tasks, scopeDepth: scopeDepth)
        var scan = ReferenceScan()
        for v in vars { scan.value(v) }
        for t in tasks { scan.task(t) }
        let (renaming, tokenCount) = scan.renaming()

        var newVars = vars
        if scan.hasContinuation {
            // Order tasks with continuation ids masked, then number the
            // awaited ones by first reference; every other id is "resumed".
            tasks = RTask.canonicallyOrdered(tasks, masks: EncodingMasks(continuations: true))
            var numbering = ContinuationNumbering(awaited: scan.awaited)
            for v in vars { numbering.value(v) }
            for t in tasks { numbering.task(t) }
            if let renaming {
                newVars = mappedValues(vars, token: { renaming.canonical($0) }, continuation: { numbering.canonical($0) })
                for i in tasks.indices { tasks[i] = tasks[i].mapped(token: { renaming.canonical($0) }, continuation: { numbering.canonical($0) }) }
            } else {
                newVars = mappedValues(vars, token: { $0 }, continuation: { numbering.canonical($0) })
                for i in tasks.indices { tasks[i] = tasks[i].mapped(token: { $0 }, continuation: { numbering.canonical($0) }) }
            }
        } else if let renaming {
            newVars = mappedValues(vars, token: { renaming.canonical($0) }, continuation: { $0 })
            for i in tasks.indices { tasks[i] = tasks[i].mapped(token: { renaming.canonical($0) }, continuation: { $0 }) }
        }
        tasks = RTask.canonicallyOrdered(tasks)
        var result = ModelState(vars: newVars, visible: visible, tasks: tasks, crashed: crashed, footerAppeared: footerAppeared, hashed: false)
        result.tokenCount = tokenCount
        if let source {
            if let renaming {
                result.pageNames = PageNames(renaming, source: source.pageNames, sourceTokenCount: source.tokenCount)
            } else {
                result.pageNames = PageNames(tokenCount: tokenCount, source: source.pageNames, sourceTokenCount: source.tokenCount)
            }
        }
        result.rehash()
        return result
    }

    /// Sets to `.void` every local out of scope at its frame's position
    /// (`scopeDepth(block, pc)` locals are in scope), writing only locals
    /// that are not `.void` already.
    private static func clearLocalsOutOfScope(_ tasks: inout [RTask], scopeDepth: (Int, Int) -> Int) {
        for ti in tasks.indices {
            for fi in tasks[ti].frames.indices {
                let depth = scopeDepth(tasks[ti].frames[fi].block, tasks[ti].frames[fi].pc)
                let count = tasks[ti].frames[fi].locals.count
                guard depth < count else { continue }
                for s in depth ..< count {
                    if case .void = tasks[ti].frames[fi].locals[s] { continue }
                    tasks[ti].frames[fi].locals[s] = .void
                }
            }
        }
    }
}
