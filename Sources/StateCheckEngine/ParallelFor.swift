import Dispatch
import Foundation

/// A closure the caller promises is safe to run on several threads at once
/// (each call touches only data of its own index, or data nobody writes).
struct UncheckedBody: @unchecked Sendable {
    let body: (_ worker: Int, _ index: Int) -> Void
}

/// Hands out the numbers `0 ..< count` one at a time to whichever thread
/// asks first, so a thread that was descheduled does not hold up the level.
final class Dispenser: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let count: Int

    init(count: Int) { self.count = count }

    func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}

/// Runs `body(0) … body(count - 1)` on `threads` threads of the global pool
/// (each thread takes the next index until none is left) and waits for all.
@usableFromInline
package func parallelFor(threads: Int, count: Int, _ body: (Int) -> Void) {
    parallelFor(threads: threads, count: count) { _, i in body(i) }
}

/// Runs `body(worker, 0) … body(worker, count - 1)` as ``parallelFor(threads:count:_:)``
/// does, where `worker` (in `0 ..< threads`) names the thread running the
/// call: no two calls with the same `worker` run at once, so each worker
/// can use data of its own without a lock.
@usableFromInline
package func parallelFor(threads: Int, count: Int, _ body: (_ worker: Int, _ index: Int) -> Void) {
    if threads <= 1 {
        for i in 0 ..< count { body(0, i) }
        return
    }
    withoutActuallyEscaping(body) { escapable in
        let box = UncheckedBody(body: escapable)
        let dispenser = Dispenser(count: count)
        DispatchQueue.concurrentPerform(iterations: Swift.min(threads, count)) { worker in
            while let i = dispenser.take() { box.body(worker, i) }
        }
    }
}
