import Foundation
import Testing
@testable import StateCheckEngine

/// How the parallel search shares work between threads: each thread has a
/// system of its own, and a batch is as long as a few hundredths of a
/// second of expansion, so the successors it holds stay small.
@Suite struct EngineParallelWorkersTests {
    /// Records the worker of every call and whether two calls with the same
    /// worker ever overlapped.
    final class WorkerLog: @unchecked Sendable {
        let lock = NSLock()
        var busy: Set<Int> = []
        var overlapped = false
        var workers: [Int]

        init(count: Int) { workers = Array(repeating: -1, count: count) }

        func run(worker: Int, index: Int) {
            lock.withLock {
                if !busy.insert(worker).inserted { overlapped = true }
                workers[index] = worker
            }
            usleep(50)   // long enough for the other thread to overlap
            lock.withLock { _ = busy.remove(worker) }
        }
    }

    @Test func everyCallNamesAWorkerNoOtherCallIsUsingAtOnce() {
        let log = WorkerLog(count: 400)
        parallelFor(threads: 2, count: 400) { log.run(worker: $0, index: $1) }
        #expect(!log.overlapped)
        #expect(log.workers.allSatisfy { (0 ..< 2).contains($0) })
    }

    @Test func oneThreadIsWorkerZero() {
        let log = WorkerLog(count: 10)
        parallelFor(threads: 1, count: 10) { log.run(worker: $0, index: $1) }
        #expect(log.workers == Array(repeating: 0, count: 10))
    }

    /// A system whose every copy for a thread is told apart, to see which
    /// copy expanded which state.
    struct Tagged: TransitionSystem {
        var thread = 0
        var initialStates: [UInt32] { [0] }
        func forEachSuccessor(of state: UInt32, _ emit: (Transition<Int, UInt32, Void>) -> Void) {
            for bit in 0 ..< 12 { emit(Transition(label: bit, target: state ^ (1 << UInt32(bit)))) }
        }
        func forThread(_ thread: Int, of threads: Int) -> Tagged { Tagged(thread: thread) }
    }

    @Test func eachThreadExpandsWithItsOwnSystem() {
        var options = ExplorationOptions(threads: 2)
        options.parallelSmallBatch = 0
        let search = ParallelSearch(Tagged(), options: options, batchSize: 1024) { _ in PropertySet() }
        #expect(search.threadSystems.map(\.thread) == [0, 1])
        let one = Explorer.explore(Tagged())
        let two = Explorer.explore(Tagged(), options: options)
        #expect(two.stateCount == 4096 && two.digest == one.digest && two.graph == one.graph)
    }

    /// Sources per batch: a batch is `threads × 0.05 s` of expansion once a
    /// source's cost is known, never longer than the standard size and never
    /// shorter than 256 sources a thread.
    @Test func batchesLastAFewHundredthsOfASecond() {
        let standard = ParallelExplorer.defaultBatchSize(threads: 2)   // 65,536
        // Unknown cost (the first batch): the standard size.
        #expect(ParallelExplorer.timedBatchSize(standard: standard, threads: 2, secondsPerSource: 0) == standard)
        // 10 µs a source: 2 × 0.05 / 1e-5 = 10,000 sources.
        #expect(ParallelExplorer.timedBatchSize(standard: standard, threads: 2, secondsPerSource: 1e-5) == 10_000)
        // 1 µs a source would be 100,000: capped at the standard size.
        #expect(ParallelExplorer.timedBatchSize(standard: standard, threads: 2, secondsPerSource: 1e-6) == standard)
        // 1 ms a source would be 100: raised to 2 × 256.
        #expect(ParallelExplorer.timedBatchSize(standard: standard, threads: 2, secondsPerSource: 1e-3) == 512)
        // The floor never passes the standard size.
        #expect(ParallelExplorer.timedBatchSize(standard: 100, threads: 2, secondsPerSource: 1e-3) == 100)
    }
}
