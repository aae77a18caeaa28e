// The interpreter's side of the discrete clock of `Task.sleep`.
@_spi(ScreenRuntime) import StateCheckScreens

extension ModelRuntimeAdapter {
    /// The nanoseconds task `i` of `state` still sleeps (nil when it does not sleep).
    func sleepRemaining(ofTask i: Int, in state: ModelState) -> Int? {
        if case .sleep(let remaining) = state.tasks[i].wait { return remaining }
        return nil
    }

    /// Ends task `i`'s sleep, `elapsed` nanoseconds from now, and queues it.
    func wake(task i: Int, elapsed: Int, in run: inout ModelRun) {
        run.machine.wake(task: i, elapsed: elapsed)
    }
}

extension ModelSystem {
    /// Whether some code of the model calls `Task.sleep` (so `wake` may happen).
    var sleeps: Bool {
        program.blocks.contains { block in
            block.ops.contains { if case .sleep = $0 { return true } else { return false } }
        }
    }

    /// Whether some code of the model spawns `Task.detached` (so `hop` may happen).
    var hops: Bool {
        program.blocks.contains { block in
            block.ops.contains { if case .hop = $0 { return true } else { return false } }
        }
    }
}
