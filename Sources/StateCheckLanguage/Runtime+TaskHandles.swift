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
            return .enumValue(type: t, tag: tag, payload: payload.map { $0.mapped(handle: handle) })
        }
    }
}

extension RTask {
    /// `self` with its handle, the handles in its values and the one it awaits mapped.
    func mapped(handle: (Int) -> Int) -> RTask {
        var t = self
        for i in t.frames.indices {
            t.frames[i].locals = t.frames[i].locals.map { $0.mapped(handle: handle) }
            t.frames[i].stack = t.frames[i].stack.map { $0.mapped(handle: handle) }
        }
        if case .join(let id) = t.wait { t.wait = .join(handle(id)) }
        t.handle = handle(t.handle)
        return t
    }
}

extension ModelState {
    /// Renumbers the handles of `tasks`, the live tasks at a run's end: a
    /// handle some variable, local or awaiting task refers to is numbered
    /// 0... by first reference (the variables first, then the tasks in
    /// their order with handles masked); a handle nothing refers to, and a
    /// reference to a finished task, become ``RValue/finishedTaskID``.
    static func canonicalHandles(vars: inout [RValue], tasks: inout [RTask]) {
        let live = Set(tasks.map(\.handle).filter { $0 >= 0 })
        if tasks.count > 1 {
            var keyed: [([Int], RTask)] = tasks.map { t in
                var e = StateEncoder(); e.maskHandles = true; e.task(t); return (e.out, t)
            }
            keyed.sort { lexicographicallyLess($0.0, $1.0) }
            tasks = keyed.map(\.1)
        }
        var map: [Int: Int] = [:]
        let note: (RValue) -> Void = { v in
            if case .task(let id) = v, live.contains(id), map[id] == nil { map[id] = map.count }
        }
        for v in vars { v.forEachNested(note) }
        for t in tasks {
            if case .join(let id) = t.wait, live.contains(id), map[id] == nil { map[id] = map.count }
            t.forEachValue(note)
        }
        let f: (Int) -> Int = { map[$0] ?? RValue.finishedTaskID }
        vars = vars.map { $0.mapped(handle: f) }
        tasks = tasks.map { $0.mapped(handle: f) }
    }
}
