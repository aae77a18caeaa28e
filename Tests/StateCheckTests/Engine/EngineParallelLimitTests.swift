import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckEngine

/// Two threads at a state or memory limit cost no more than one: batches
/// hold successors worth at most a 32nd of the stored states, shrink as
/// the store nears the limit, and one thread takes over before the limit,
/// so (almost) nothing is expanded twice; the result is one thread's.
@Suite struct EngineParallelLimitTests {
    /// `bits` independent switches, one button each: 2^bits states, level
    /// `d` holds the C(bits, d) states with `d` switches on, and every
    /// state has exactly `bits` successors.
    struct Switches: TransitionSystem {
        var bits: Int
        var initialStates: [UInt32] { [0] }
        func forEachSuccessor(of state: UInt32, _ emit: (Transition<Int, UInt32, Void>) -> Void) {
            for bit in 0 ..< bits { emit(Transition(label: bit, target: state ^ (1 << UInt32(bit)))) }
        }
    }

    static func options(_ limits: ExplorationLimits, threads: Int) -> ExplorationOptions {
        var options = ExplorationOptions(limits: limits, threads: threads)
        options.parallelSmallBatch = 0   // every batch goes to both threads
        return options
    }

    @Test func twoThreadsAtTheStateLimitHoldFewSuccessorsAndRedoLittle() throws {
        let system = Switches(bits: 14)
        let limit = 10_000
        let options = Self.options(ExplorationLimits(maxStates: limit), threads: 2)
        let search = ParallelSearch(system, options: options, batchSize: ParallelExplorer.defaultBatchSize(threads: 2)) { _ in PropertySet() }
        guard case .resume(let resume) = search.run() else {
            Issue.record("the search did not hand over to one thread before the limit")
            return
        }
        // Every batch holds at most max(1,024, stored / 32) successors, here
        // 1,024 (stored / 32 <= 312): with 14 successors a source, at most
        // 73 sources. Without the bound a batch was a whole level: level 6
        // of 14 switches is C(14, 6) = 3,003 sources, 42,042 successors held
        // at once.
        #expect(search.largestBatchTransitions <= LimitedBatches.minimumSuccessors)
        // The store never passed the limit by more than one batch's new
        // states (at most 73 sources × 14 successors).
        #expect(search.peakStates <= limit + LimitedBatches.minimumSuccessors)
        // At most one batch is redone on one thread.
        #expect(search.undoneSources <= LimitedBatches.minimumSuccessors / 14)
        #expect(resume.states.count <= limit)
        // The result is one thread's, stopped at the same state.
        let one = Explorer.explore(system, options: Self.options(ExplorationLimits(maxStates: limit), threads: 1))
        let two = Explorer.explore(system, options: options)
        #expect(one.limitHit == .maxStates(limit) && two.limitHit == .maxStates(limit))
        #expect(two.stateCount == limit)
        #expect(two.digest == one.digest)
        #expect(two.graph == one.graph)
    }

    /// The memory limit counts the kept edges of every batch, as the
    /// single-threaded search counts every edge: on narrow states, where
    /// edges weigh as much as states, both stop at the same state.
    @Test func twoThreadsStopAtTheMemoryLimitWhereOneDoesWhenEdgesWeigh() {
        let system = Switches(bits: 12)
        // 4,096 states of 4 bytes, 12 edges of 8 bytes each: a state and
        // its edges are 4 + 24 + 96 bytes, so 200K stops after some
        // 1,600 states, in level 4 or 5.
        let limits = ExplorationLimits(maxMemory: 200 << 10)
        let one = Explorer.explore(system, options: Self.options(limits, threads: 1))
        #expect(one.limitHit == .maxMemory(200 << 10))
        for batch in [7, 64, 100_000] {
            var options = Self.options(limits, threads: 2)
            options.parallelBatchSize = batch
            let two = Explorer.explore(system, options: options)
            #expect(two.limitHit == one.limitHit)
            #expect(two.stateCount == one.stateCount)
            #expect(two.digest == one.digest)
        }
    }

    /// `check` at `--max-states` on two threads prints exactly what one
    /// thread prints: the same states, transitions and `unknown` verdicts.
    @Test func twoThreadsAtTheStateLimitPrintWhatOneThreadPrints() throws {
        // 2 × 2^12 states (ResourceLimitTests.wide); 3,000 stops in level 5.
        let path = try ResourceLimitTests.write(ResourceLimitTests.wide(width: 30, toggles: 12), "switches.model")
        let (oneStatus, one) = ResourceLimitTests.run(["check", path, "--max-states", "3000", "--threads", "1"])
        let (twoStatus, two) = ResourceLimitTests.run(["check", path, "--max-states", "3000", "--threads", "2"])
        #expect(oneStatus == .incomplete && twoStatus == .incomplete)
        #expect(one.stdout.contains("3000 states"))
        #expect(one.stdout.contains("UNKNOWN (partial)"))
        #expect(two.stdout == one.stdout)
        #expect(two.stderr == one.stderr)
    }
}
