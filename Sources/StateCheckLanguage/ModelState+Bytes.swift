// A flat byte encoding of interpreted states, for the compact visited-state
// store (`ModelState.Arena`).
@_spi(ScreenRuntime) import StateCheckScreens

extension ModelState {
    /// Appends the state's encoding to `out` and returns how many of the
    /// appended bytes encode its identity (visibility, crash and footer
    /// flags, variables, tasks); the rest encode what is not part of the
    /// identity (the token count and the page names).
    ///
    /// Equal states have equal identity bytes and different states
    /// different ones, so the store compares bytes instead of states.
    /// Integers are variable-length (LEB128, signed ones zigzagged), so
    /// the small numbers states are made of take one byte each.
    func encode(into out: inout [UInt8]) -> Int {
        let start = out.count
        var flags: UInt8 = visible ? 1 : 0
        if crashed { flags |= 2 }
        if footerAppeared { flags |= 4 }
        out.append(flags)
        StateBytes.values(vars, into: &out)
        StateBytes.unsigned(tasks.count, into: &out)
        for t in tasks { StateBytes.task(t, into: &out) }
        let identity = out.count - start
        StateBytes.unsigned(tokenCount, into: &out)
        StateBytes.unsigned(pageNames.names.count, into: &out)
        for n in pageNames.names { StateBytes.signed(n, into: &out) }
        return identity
    }

    /// The state whose encoding (``encode(into:)``) is `bytes`, with its
    /// cached hash recomputed.
    static func decode(_ bytes: UnsafeRawBufferPointer) -> ModelState {
        var r = StateBytes.Reader(bytes: bytes)
        let flags = r.byte()
        let vars = r.values()
        var tasks: [RTask] = []
        let taskCount = r.unsigned()
        tasks.reserveCapacity(taskCount)
        for _ in 0 ..< taskCount { tasks.append(r.task()) }
        var state = ModelState(vars: vars, visible: flags & 1 != 0, tasks: tasks, crashed: flags & 2 != 0, hashed: false)
        state.tokenCount = r.unsigned()
        let nameCount = r.unsigned()
        if nameCount > 0 {
            var names: [Int] = []
            names.reserveCapacity(nameCount)
            for _ in 0 ..< nameCount { names.append(r.signed()) }
            state.pageNames = PageNames(names: names)
        }
        // Setting the footer flag rehashes (its observer); else hash here.
        if flags & 4 != 0 { state.footerAppeared = true } else { state.rehash() }
        return state
    }
}

/// The pieces of the byte encoding of ``ModelState``.
enum StateBytes {
    // Value tags. Small payloads are folded into the tag.
    static let void: UInt8 = 0, nilValue: UInt8 = 1, falseValue: UInt8 = 2, trueValue: UInt8 = 3
    static let int: UInt8 = 4, string: UInt8 = 5, value: UInt8 = 6, urlError: UInt8 = 7
    static let cancellationError: UInt8 = 8, enumValue: UInt8 = 9, continuation: UInt8 = 10, task: UInt8 = 11
    static let taskList: UInt8 = 12

    /// Appends `n` (not negative) as LEB128.
    @inline(__always)
    static func unsigned(_ n: Int, into out: inout [UInt8]) {
        var v = UInt(bitPattern: n)
        while v >= 0x80 {
            out.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        out.append(UInt8(truncatingIfNeeded: v))
    }

    /// Appends `n` zigzagged (-1 is 1, 1 is 2), as LEB128.
    @inline(__always)
    static func signed(_ n: Int, into out: inout [UInt8]) {
        unsigned(Int(bitPattern: UInt(bitPattern: (n << 1) ^ (n >> (Int.bitWidth - 1)))), into: &out)
    }

    static func values(_ vs: [RValue], into out: inout [UInt8]) {
        unsigned(vs.count, into: &out)
        for v in vs { value(v, into: &out) }
    }

    static func value(_ v: RValue, into out: inout [UInt8]) {
        switch v {
        case .void: out.append(void)
        case .nilValue: out.append(nilValue)
        case .bool(let b): out.append(b ? trueValue : falseValue)
        case .int(let i): out.append(int); signed(i, into: &out)
        case .string(let s): out.append(string); signed(s, into: &out)
        case .value(let pages):
            out.append(value); unsigned(pages.count, into: &out)
            for p in pages { signed(p, into: &out) }
        case .error(let e):
            switch e {
            case .urlError: out.append(urlError)
            case .cancellationError: out.append(cancellationError)
            }
        case .enumValue(let type, let tag, let payload):
            out.append(enumValue); signed(type, into: &out); signed(tag, into: &out)
            values(payload, into: &out)
        case .continuation(let id): out.append(continuation); signed(id, into: &out)
        case .task(let id): out.append(task); signed(id, into: &out)
        case .taskList(let ids):
            out.append(taskList); unsigned(ids.count, into: &out)
            for id in ids { signed(id, into: &out) }
        }
    }

    static func task(_ t: RTask, into out: inout [UInt8]) {
        // Kind (2 bits), role (2 bits), cancelled (1 bit) in one byte.
        let role: UInt8
        switch t.role {
        case .reload: role = 0
        case .page: role = 1
        case .action: role = 2
        }
        out.append(t.kind.rawValue | role << 2 | (t.cancelled ? 16 : 0))
        switch t.wait {
        case .none: out.append(0)
        case .api(let api, let args, let token):
            out.append(1); signed(api, into: &out); signed(token ?? -1, into: &out)
            out.append(token == nil ? 0 : 1)
            values(args, into: &out)
        case .continuation(let id): out.append(2); signed(id, into: &out)
        case .sleep(let remaining): out.append(3); signed(remaining, into: &out)
        case .join(let id): out.append(4); signed(id, into: &out)
        case .hop: out.append(5)
        }
        signed(t.handle, into: &out)
        unsigned(t.frames.count, into: &out)
        for f in t.frames {
            signed(f.block, into: &out); signed(f.pc, into: &out); out.append(f.writeback ? 1 : 0)
            values(f.locals, into: &out)
            values(f.stack, into: &out)
            unsigned(f.handlers.count, into: &out)
            for h in f.handlers { signed(h.catchPC, into: &out); signed(h.stackDepth, into: &out) }
        }
    }

    /// Reads back what the encoder wrote. The bytes come only from the
    /// encoder, so a malformed encoding is a bug, reported as a crash.
    struct Reader {
        let bytes: UnsafeRawBufferPointer
        var at = 0

        @inline(__always)
        mutating func byte() -> UInt8 {
            guard at < bytes.count else { preconditionFailure("a stored state's encoding ends early") }
            let b = bytes[at]
            at += 1
            return b
        }

        @inline(__always)
        mutating func unsigned() -> Int {
            var v: UInt = 0
            var shift: UInt = 0
            while true {
                let b = byte()
                v |= UInt(b & 0x7F) << shift
                if b < 0x80 { return Int(bitPattern: v) }
                shift += 7
            }
        }

        @inline(__always)
        mutating func signed() -> Int {
            let z = UInt(bitPattern: unsigned())
            return Int(bitPattern: z >> 1) ^ -Int(bitPattern: z & 1)
        }

        /// Moves past a list of values without building it.
        mutating func skipValues() {
            for _ in 0 ..< unsigned() { skipValue() }
        }

        /// Moves past one value without building it.
        mutating func skipValue() {
            let tag = byte()
            switch tag {
            case StateBytes.void, StateBytes.nilValue, StateBytes.falseValue, StateBytes.trueValue,
                 StateBytes.urlError, StateBytes.cancellationError:
                return
            case StateBytes.int, StateBytes.string, StateBytes.continuation, StateBytes.task:
                _ = unsigned()
            case StateBytes.value, StateBytes.taskList:
                for _ in 0 ..< unsigned() { _ = unsigned() }
            case StateBytes.enumValue:
                _ = unsigned(); _ = unsigned()
                skipValues()
            default: preconditionFailure("a stored state holds unknown value tag \(tag)")
            }
        }

        /// Moves past one task (``StateBytes/task(_:into:)``) without building it.
        mutating func skipTask() {
            _ = byte()
            let waitTag = byte()
            switch waitTag {
            case 0, 5: break
            case 1:
                _ = unsigned(); _ = unsigned(); _ = byte()
                skipValues()
            case 2, 3, 4: _ = unsigned()
            default: preconditionFailure("a stored task has unknown wait tag \(waitTag)")
            }
            _ = unsigned()
            for _ in 0 ..< unsigned() {
                _ = unsigned(); _ = unsigned(); _ = byte()
                skipValues()
                skipValues()
                for _ in 0 ..< unsigned() { _ = unsigned(); _ = unsigned() }
            }
        }

        mutating func values() -> [RValue] {
            let n = unsigned()
            var vs: [RValue] = []
            vs.reserveCapacity(n)
            for _ in 0 ..< n { vs.append(value()) }
            return vs
        }

        mutating func value() -> RValue {
            let tag = byte()
            switch tag {
            case StateBytes.void: return .void
            case StateBytes.nilValue: return .nilValue
            case StateBytes.falseValue: return .bool(false)
            case StateBytes.trueValue: return .bool(true)
            case StateBytes.int: return .int(signed())
            case StateBytes.string: return .string(signed())
            case StateBytes.value:
                let n = unsigned()
                var pages: [Int] = []
                pages.reserveCapacity(n)
                for _ in 0 ..< n { pages.append(signed()) }
                return .value(pages)
            case StateBytes.urlError: return .error(.urlError)
            case StateBytes.cancellationError: return .error(.cancellationError)
            case StateBytes.enumValue:
                let type = signed()
                let caseTag = signed()
                return .enumValue(type: type, tag: caseTag, payload: values())
            case StateBytes.continuation: return .continuation(signed())
            case StateBytes.task: return .task(signed())
            case StateBytes.taskList:
                let n = unsigned()
                var ids: [Int] = []
                ids.reserveCapacity(n)
                for _ in 0 ..< n { ids.append(signed()) }
                return .taskList(ids)
            default: preconditionFailure("a stored state holds unknown value tag \(tag)")
            }
        }

        mutating func task() -> RTask {
            let packed = byte()
            guard let kind = RTaskKind(rawValue: packed & 3) else { preconditionFailure("a stored task has unknown kind \(packed & 3)") }
            let role: TaskRole
            switch (packed >> 2) & 3 {
            case 0: role = .reload
            case 1: role = .page
            case 2: role = .action
            default: preconditionFailure("a stored task has unknown role \((packed >> 2) & 3)")
            }
            let wait: RWait
            let waitTag = byte()
            switch waitTag {
            case 0: wait = .none
            case 1:
                let api = signed()
                let token = signed()
                let hasToken = byte() != 0
                wait = .api(api, values(), token: hasToken ? token : nil)
            case 2: wait = .continuation(signed())
            case 3: wait = .sleep(remaining: signed())
            case 4: wait = .join(signed())
            case 5: wait = .hop
            default: preconditionFailure("a stored task has unknown wait tag \(waitTag)")
            }
            let handle = signed()
            let frameCount = unsigned()
            var frames: [RFrame] = []
            frames.reserveCapacity(frameCount)
            for _ in 0 ..< frameCount {
                let block = signed()
                let pc = signed()
                let writeback = byte() != 0
                let locals = values()
                let stack = values()
                let handlerCount = unsigned()
                var handlers: [RHandler] = []
                handlers.reserveCapacity(handlerCount)
                for _ in 0 ..< handlerCount {
                    let catchPC = signed()
                    handlers.append(RHandler(catchPC: catchPC, stackDepth: signed()))
                }
                frames.append(RFrame(block: block, pc: pc, locals: locals, stack: stack, handlers: handlers, writeback: writeback))
            }
            return RTask(frames: frames, kind: kind, role: role, cancelled: packed & 16 != 0, wait: wait, handle: handle)
        }
    }
}
