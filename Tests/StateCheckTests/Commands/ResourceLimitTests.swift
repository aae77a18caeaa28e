import Foundation
import Testing
@testable import StateCheck
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckScreens

/// `--max-memory` bounds the stored states of wide models, `--timeout`
/// reaches into long expansions and runs, and several threads stop at a
/// limit exactly where one thread does.
@Suite struct ResourceLimitTests {
    /// `width` Bool variables, of which the first `toggles` have a button
    /// each: 2 × 2^toggles states (the view hidden or shown, every subset of
    /// toggled variables; buttons work only once the view is shown, so
    /// hidden states are the initial one and those `cancel` leads to).
    static func wide(width: Int, toggles: Int) -> String {
        var lines = ["model Wide"]
        for i in 0 ..< width { lines.append("var b\(i): Bool = false") }
        for i in 0 ..< toggles { lines.append("on t\(i) sync { b\(i) = !b\(i) }") }
        lines += ["view { blank }", "invariant fine: !b0 || b0", "expect holds fine"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `count` buttons, each enabled while `n < 3`, each adding one to `n`.
    static func handlers(_ count: Int) -> String {
        var lines = ["model Handlers", "var n: Int = 0"]
        for i in 0 ..< count { lines.append("on e\(i) sync when n < 3 { n += 1 }") }
        lines += ["view { blank }", "invariant small: n <= 3", "expect holds small"]
        return lines.joined(separator: "\n") + "\n"
    }

    static func write(_ source: String, _ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-resources-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent(name).path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func run(_ arguments: [String]) -> (StateCheckCommands.ExitCode, CapturedOutput) {
        let out = CapturedOutput()
        return (StateCheckCLI.main(arguments, context: out.context()), out)
    }

    @Test func aWideModelStopsAtTheMemoryLimit() throws {
        // 2,000 variables: every state holds a 2,000-value array, tens of
        // kilobytes, so 2M holds some dozens of the 2 × 2^10 states.
        let path = try Self.write(Self.wide(width: 2_000, toggles: 10), "wide.model")
        let (status, out) = Self.run(["check", path, "--max-memory", "2M"])
        #expect(status == .incomplete)
        #expect(out.stdout.contains("warning: Wide: stopped at the memory limit (--max-memory 2M): the result is partial; raise --max-memory to explore further"))
        #expect(out.stdout.contains("UNKNOWN (partial)"))
    }

    @Test func theMemoryLimitCountsWhatAStateHolds() throws {
        let system = try ModelSystem.compile(source: Self.wide(width: 2_000, toggles: 10), file: "wide.model")
        let state = try #require(system.initialStates.first)
        // The 2,000 variables' array alone is 2,000 values.
        #expect(system.storedBytes(of: state) >= 2_000 * MemoryLayout<RValue>.stride)
        let budget = 2 << 20
        let result = try check(system, customInvariants: system.customInvariants, options: ExplorationOptions(limits: ExplorationLimits(maxMemory: budget)))
        #expect(result.exploration.limitHit == .maxMemory(budget))
        // States are stored while the estimate is below the budget, so the
        // last one stored may cross it: the states are the budget's worth,
        // plus at most one state (every state holds the same arrays here).
        let one = system.storedBytes(of: state)
        let stored = result.exploration.stateCount * one
        #expect(stored <= budget + one)
        #expect(stored > budget / 2)
    }

    @Test func sizesReadAsTheyAreWritten() throws {
        func size(_ text: String) throws -> Int? {
            try ParsedArguments(values: ["--max-memory": [text]]).bytes("--max-memory")
        }
        #expect(try size("512M") == 512 << 20)
        #expect(try size("2G") == 2 << 30)
        #expect(try size("1.5g") == 3 << 29)
        #expect(try size("64KB") == 64 << 10)
        #expect(try size("4096") == 4096)
        #expect(throws: UsageError.self) { try size("lots") }
        #expect(throws: UsageError.self) { try size("-1G") }
        let (status, out) = Self.run(["check", "Models", "--max-memory", "lots"])
        #expect(status == .usageOrModelError)
        #expect(out.stderr.contains("'lots' is not a valid value for '--max-memory'; expected a size such as 512M or 2G"))
    }

    /// A deadline on an injected clock: each poll advances it by one
    /// "second", so it passes at poll `polls`.
    static func deadline(passingAfter polls: Int) -> (ExplorationDeadline, ReadCounter) {
        let reads = ReadCounter()
        return (ExplorationDeadline(seconds: Double(polls)) { Double(reads.next()) }, reads)
    }

    static func explore(_ system: ModelSystem, deadline: ExplorationDeadline, threads: Int = 1) throws -> CheckResult<ModelSystem> {
        var system = system
        system.deadline = deadline
        var options = ExplorationOptions(threads: threads)
        options.parallelSmallBatch = 0
        options.deadline = deadline
        return try check(system, customInvariants: system.customInvariants, options: options)
    }

    @Test func aDeadlineStopsAStepRunningManyHandlers() throws {
        // The visible state has 2,000 enabled buttons: one expansion runs
        // 2,000 conditions and 2,000 handlers, each polling the deadline.
        let system = try ModelSystem.compile(source: Self.handlers(2_000), file: "handlers.model")
        let (deadline, reads) = Self.deadline(passingAfter: 50)
        let result = try Self.explore(system, deadline: deadline)
        #expect(result.exploration.limitHit == .timeout(50))
        // Stopped inside the visible state's expansion, well before its
        // 2,000 transitions: the handlers after the deadline were skipped.
        #expect(result.exploration.transitionCount < 100)
        #expect(result.exploration.stateCount < 100)
        // Once passed, the deadline is not read again.
        #expect(reads.count == 50)
        #expect(result["small"]?.verdict == .unknown)
        #expect(result.exploration.deadlocks.isEmpty)
        #expect(result.runtimeErrors.isEmpty)
    }

    @Test func aDeadlineStopsAStepOnSeveralThreadsToo() throws {
        let system = try ModelSystem.compile(source: Self.handlers(2_000), file: "handlers.model")
        let (deadline, _) = Self.deadline(passingAfter: 50)
        let result = try Self.explore(system, deadline: deadline, threads: 2)
        #expect(result.exploration.limitHit == .timeout(50))
        // The batch the deadline cut short is dropped whole: no state of it
        // is stored, none is taken for a deadlock.
        #expect(result.exploration.stateCount < 100)
        #expect(result.exploration.deadlocks.isEmpty)
        #expect(result["small"]?.verdict == .unknown)
    }

    @Test func aDeadlineStopsALongLoopInsideARun() throws {
        // One run of 20,000 statements: the interpreter polls every 1,024.
        let source = """
        model Loop
        var n: Int = 0
        on tap sync { var i = 0; while i < 20000 { i += 1 }; n = 1 }
        view { blank }
        bound intRange = 0...20000
        invariant fine: n <= 1
        expect holds fine
        """
        let system = try ModelSystem.compile(source: source, file: "loop.model")
        // Polls: at `load`'s run, at the explorer's check of the visible
        // state, at `tap`'s run start, then inside the loop.
        let (deadline, reads) = Self.deadline(passingAfter: 6)
        let result = try Self.explore(system, deadline: deadline)
        #expect(result.exploration.limitHit == .timeout(6))
        #expect(reads.count == 6)
        // `tap`'s run was abandoned: its state n == 1 was never stored, and
        // abandoning it is no runtime error.
        #expect(result.runtimeErrors.isEmpty)
        #expect(result.exploration.states.allSatisfy { $0.vars.first == .int(0) })
    }

    @Test func aDeadlineUsedUpBeforeExploringLeavesOnlyTheInitialState() throws {
        let system = try ModelSystem.compile(source: Self.handlers(10), file: "handlers.model")
        let (deadline, _) = Self.deadline(passingAfter: 1)
        let result = try Self.explore(system, deadline: deadline)
        #expect(result.exploration.limitHit == .timeout(1))
        #expect(result.exploration.stateCount == 1)
        #expect(result.exploration.transitionCount == 0)
    }

    @Test func theCommandLineTimeoutReachesIntoTheExploration() throws {
        // A tiny budget: whichever poll finds it passed, the model is partial.
        let path = try Self.write(Self.handlers(500), "handlers.model")
        let (status, out) = Self.run(["check", path, "--timeout", "0.000001"])
        #expect(status == .incomplete)
        #expect(out.stdout.contains("stopped at the time limit (--timeout"))
    }

    /// Threads at the memory limit: the batch that would pass it is undone
    /// and one thread goes on from there, so the result is one thread's.
    @Test func severalThreadsStopAtTheMemoryLimitWhereOneDoes() throws {
        let system = try ModelSystem.compile(source: Self.wide(width: 200, toggles: 9), file: "wide.model")
        let budget = 600 << 10
        func run(threads: Int) throws -> CheckResult<ModelSystem> {
            var options = ExplorationOptions(limits: ExplorationLimits(maxMemory: budget), threads: threads)
            options.parallelBatchSize = 4
            options.parallelSmallBatch = 0
            return try check(system, options: options)
        }
        let one = try run(threads: 1)
        #expect(one.exploration.limitHit == .maxMemory(budget))
        for threads in [2, 3] {
            let many = try run(threads: threads)
            #expect(many.exploration.limitHit == one.exploration.limitHit)
            #expect(many.properties == one.properties)
            #expect(many.stateCount == one.stateCount)
            #expect(many.transitionCount == one.transitionCount)
            #expect(many.exploration.digest == one.exploration.digest)
        }
    }

    @Test func severalThreadsStopAtTheStateLimitWhereOneDoes() throws {
        let system = try ModelSystem.compile(source: Self.wide(width: 20, toggles: 9), file: "wide.model")
        let limits = ExplorationLimits(maxStates: 300)
        var options = ExplorationOptions(limits: limits, threads: 2)
        options.parallelBatchSize = 8
        options.parallelSmallBatch = 0
        let one = try check(system, options: ExplorationOptions(limits: limits))
        let two = try check(system, options: options)
        #expect(one.exploration.limitHit == .maxStates(300))
        #expect(two.exploration.limitHit == .maxStates(300))
        #expect(two.properties == one.properties)
        #expect(two.exploration.digest == one.exploration.digest)
    }
}

/// Counts the reads of an injected clock.
final class ReadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var reads = 0

    /// Counts one read and returns the count.
    func next() -> Int {
        lock.lock(); defer { lock.unlock() }
        reads += 1
        return reads
    }

    /// The reads so far.
    var count: Int {
        lock.lock(); defer { lock.unlock() }
        return reads
    }
}

/// The memory limit is worded as the other limits are.
@Suite struct MemoryLimitWordingTests {
    @Test func theEngineAndTheCommandsNameTheMemoryLimit() {
        #expect(LimitHit.maxMemory(512 << 20).description == "stopped at the memory limit (maxMemory 512M): the result is partial")
        #expect(LimitHit.maxMemory(3 << 29).commandLineDescription
            == "stopped at the memory limit (--max-memory 1536M): the result is partial; raise --max-memory to explore further")
        #expect(LimitHit.maxMemory(1000).commandLineDescription.contains("(--max-memory 1000)"))
    }

    @Test func helpNamesTheMemoryLimitAndItsDefault() {
        let help = ResourceLimitTests.run(["check", "--help"]).1.stdout
        #expect(help.contains("--max-memory"))
        #expect(help.contains("default 2G"))
    }
}
