// The interpreter's side of the discrete clock: a sleep that ends, and a
// sleep that a cancellation ends early.
@_spi(ScreenRuntime) import StateCheckScreens

extension Machine {
    /// Ends the sleep of task `i`, whose deadline is `elapsed` nanoseconds
    /// from now, and queues it (`Task.sleep` returns); every other sleep's
    /// deadline comes `elapsed` nearer.
    mutating func wake(task i: Int, elapsed: Int) {
        for j in tasks.indices {
            guard case .sleep(let remaining) = tasks[j].wait else { continue }
            tasks[j].wait = .sleep(remaining: max(0, remaining - elapsed))
        }
        guard case .sleep = tasks[i].wait, !tasks[i].frames.isEmpty else { return }
        tasks[i].wait = .none
        tasks[i].frames[tasks[i].frames.count - 1].stack.append(.void)
        ready.enqueue(i)
    }

    /// If task `i` sleeps, its sleep throws `CancellationError` when the task
    /// next runs, and the task is queued: a cancelled `Task.sleep` does not
    /// wait for its deadline.
    mutating func endSleepByCancellation(task i: Int) {
        guard case .sleep = tasks[i].wait, !tasks[i].frames.isEmpty else { return }
        tasks[i].wait = .none
        setPendingError(.cancellationError, task: i)
        threwCancellation = true
        ready.enqueue(i)
    }
}
