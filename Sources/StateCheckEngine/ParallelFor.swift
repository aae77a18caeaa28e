import Dispatch
import Foundation

/// A closure the caller promises is safe to run on several threads at once
/// (each call touches only data of its own index, or data nobody writes).
struct UncheckedBody: @unchecked Sendable {
    let body: (Int) -> Void
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
    if threads <= 1 {
        for i in 0 ..< count { body(i) }
        return
    }
    withoutActuallyEscaping(body) { escapable in
        let box = UncheckedBody(body: escapable)
        let dispenser = Dispenser(count: count)
        DispatchQueue.concurrentPerform(iterations: Swift.min(threads, count)) { _ in
            while let i = dispenser.take() { box.body(i) }
        }
    }
}
