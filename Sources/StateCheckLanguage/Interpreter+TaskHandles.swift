// The interpreter's side of task handles: `Task { }` kept as a value,
// `t.cancel()` and `await t.value`. Releasing a handle does nothing to its
// task (Swift's rule): only `cancel()` cancels it.
@_spi(ScreenRuntime) import StateCheckScreens

extension Machine {
    /// Starts `block` as an unstructured task with a new handle id, and
    /// returns its handle.
    mutating func spawnKept(block: Int, role: TaskRole, locals: [RValue]) -> RValue {
        let i = start(block: block, kind: .unstructured, role: role, locals: locals)
        let id = nextHandle
        nextHandle += 1
        tasks[i].handle = id
        return .task(id)
    }

    /// The live task (holding frames, or queued to start) handle `id` refers to.
    func task(withHandle id: Int) -> Int? {
        guard id >= 0 else { return nil }
        return tasks.indices.first { tasks[$0].handle == id && !tasks[$0].frames.isEmpty }
    }

    /// `t.cancel()`: marks the task cancelled (a sleep it is in throws at
    /// once); nothing when it has finished.
    mutating func cancel(handle id: Int) {
        guard let i = task(withHandle: id) else { return }
        tasks[i].cancelled = true
        endSleepByCancellation(task: i)
    }

    /// `await t.value` in task `t`: true when `t` suspends until the task
    /// of handle `id` finishes (its frames saved); false when it has
    /// finished already (the value, nothing, is pushed).
    mutating func joinSuspends(task t: Int, handle id: Int, _ f: inout RFrame, _ frames: inout [RFrame]) -> Bool {
        guard task(withHandle: id) != nil else {
            f.stack.append(.void)
            return false
        }
        tasks[t].wait = .join(id)
        frames.append(f)
        tasks[t].frames = frames
        return true
    }

    /// The task of handle `id` has finished: every task awaiting its value resumes.
    mutating func resumeJoiners(of id: Int) {
        for j in tasks.indices {
            guard case .join(id) = tasks[j].wait, !tasks[j].frames.isEmpty else { continue }
            tasks[j].wait = .none
            tasks[j].frames[tasks[j].frames.count - 1].stack.append(.void)
            ready.enqueue(j)
        }
    }
}
