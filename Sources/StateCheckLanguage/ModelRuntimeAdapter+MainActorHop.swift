// The interpreter's side of a `Task.detached` body reaching the main actor.
@_spi(ScreenRuntime) import StateCheckScreens

extension ModelRuntimeAdapter {
    /// Whether task `i` of `state` waits to reach the main actor.
    func waitsForMainActor(task i: Int, in state: ModelState) -> Bool {
        if case .hop = state.tasks[i].wait { return true }
        return false
    }

    /// Queues task `i`, which waited to reach the main actor.
    func hop(task i: Int, in run: inout ModelRun) {
        guard case .hop = run.machine.tasks[i].wait else { return }
        run.machine.tasks[i].wait = .none
        run.machine.ready.enqueue(i)
    }
}
