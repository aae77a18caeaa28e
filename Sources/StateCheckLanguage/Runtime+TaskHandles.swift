// The canonical numbering of task handles: equal situations are equal
// states whatever ids the run gave the tasks it kept handles of.

extension RValue {
    /// `self` with every task handle id mapped.
    func mapped(handle: (Int) -> Int) -> RValue {
        switch self {
        case .void, .nilValue, .bool, .int, .string, .error, .value, .continuation: return self
        case .task(let id): return .task(handle(id))
        case .taskList(let ids): return .taskList(ids.map(handle))
        case .enumValue(let t, let tag, let payload):
            return .enumValue(type: t, tag: tag, payload: mappedValues(payload, handle: handle))
        }
    }

    /// Whether a task handle occurs in `self`.
    var holdsHandles: Bool {
        switch self {
        case .void, .nilValue, .bool, .int, .string, .error, .value, .continuation: return false
        case .task, .taskList: return true
        case .enumValue(_, _, let payload): return payload.contains { $0.holdsHandles }
        }
    }
}

/// `values` with every task handle id mapped, or `values` itself (no copy)
/// when none holds a handle.
func mappedValues(_ values: [RValue], handle: (Int) -> Int) -> [RValue] {
    guard values.contains(where: { $0.holdsHandles }) else { return values }
    return values.map { $0.mapped(handle: handle) }
}

extension RTask {
    /// `self` with its handle, the handles in its values and the one it awaits mapped.
    func mapped(handle: (Int) -> Int) -> RTask {
        var t = self
        t.mapFrameValues(where: { $0.holdsHandles }) { $0.mapped(handle: handle) }
        if case .join(let id) = t.wait { t.wait = .join(handle(id)) }
        t.handle = handle(t.handle)
        return t
    }
}

/// The numbering of the handles of a run's live tasks, 0... in order of first
/// reference: a few pairs scanned, instead of a set and a dictionary.
private struct HandleNumbering {
    /// The handles of the live tasks.
    var live: [Int] = []
    /// `numbered[k]` is the handle numbered `k`.
    var numbered: [Int] = []

    /// Numbers handle `id` if a live task has it and it is not numbered yet.
    @inline(__always)
    mutating func note(_ id: Int) {
        if live.contains(id), !numbered.contains(id) { numbered.append(id) }
    }

    /// Numbers the live handles in `v` and the values nested in it
    /// (``RValue/forEachNested(_:)``'s order).
    mutating func value(_ v: RValue) {
        switch v {
        case .task(let id): note(id)
        case .taskList(let ids): for id in ids { note(id) }
        case .enumValue(_, _, let payload): for p in payload { value(p) }
        case .void, .nilValue, .bool, .int, .string, .value, .error, .continuation: break
        }
    }

    /// The canonical id of handle `id`.
    @inline(__always)
    func canonical(_ id: Int) -> Int {
        numbered.firstIndex(of: id) ?? RValue.finishedTaskID
    }
}

extension ModelState {
    /// Renumbers the handles of `tasks`, the live tasks at a run's end: a
    /// handle some variable, local or awaiting task refers to is numbered
    /// 0... by first reference (the variables first, then the tasks in
    /// their order with handles masked); a handle nothing refers to, and a
    /// reference to a finished task, become ``RValue/finishedTaskID``.
    static func canonicalHandles(vars: inout [RValue], tasks: inout [RTask]) {
        var numbering = HandleNumbering()
        for t in tasks where t.handle >= 0 { numbering.live.append(t.handle) }
        tasks = RTask.canonicallyOrdered(tasks, masks: EncodingMasks(handles: true))
        for v in vars { numbering.value(v) }
        for t in tasks {
            if case .join(let id) = t.wait { numbering.note(id) }
            for f in t.frames {
                for v in f.locals { numbering.value(v) }
                for v in f.stack { numbering.value(v) }
            }
            if case .api(_, let args, _) = t.wait { for a in args { numbering.value(a) } }
        }
        vars = mappedValues(vars, handle: { numbering.canonical($0) })
        for i in tasks.indices { tasks[i] = tasks[i].mapped(handle: { numbering.canonical($0) }) }
    }
}
