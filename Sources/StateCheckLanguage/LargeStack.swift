// Parsing and checking recurse once per nesting level of the model text.
// Debug builds spend tens of kilobytes of stack per level, more than a
// secondary thread has (512 KB on macOS, where Swift Testing and
// concurrency run), so the front end runs on a thread of its own.

import StateCheckEngine
import StateCheckScreens
import Foundation

/// The result slot and the work of `runWithLargeStack`, handed to the thread.
private final class LargeStackJob<T>: @unchecked Sendable {
    // Written by the worker thread before `done.signal()`, read after `done.wait()`.
    var work: (() -> T)?
    var result: T?
    let done = DispatchSemaphore(value: 0)
}

/// The stack given to the front end's thread: room for the deepest nesting
/// the parser accepts (`Parser.maxDepth`) in a debug build, many times over.
package let largeStackSize = 64 << 20

/// Runs `body` on a thread with a `largeStackSize` stack and waits for it.
///
/// Use it around code that recurses over a model's syntax tree (the parser,
/// the checker, a tree-walking interpreter): the tree's depth is bounded by
/// the parser, but not the stack a caller's thread happens to have.
package func runWithLargeStack<T>(_ body: () -> T) -> T {
    withoutActuallyEscaping(body) { escapable in
        let job = LargeStackJob<T>()
        job.work = escapable
        let thread = Thread {
            job.result = job.work?()
            job.work = nil
            job.done.signal()
        }
        thread.stackSize = largeStackSize
        thread.start()
        job.done.wait()
        guard let result = job.result else { return escapable() } // not reached: the thread always sets it
        return result
    }
}
