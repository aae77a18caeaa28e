import Testing
@testable import StateCheck
@testable import StateCheckBench
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckFuzz
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

/// `check` on several threads: every unit of the parallel search has its own
/// trigger ledger, so verdicts (`notApplicable` included), reasons and
/// traces must be those of one thread.
@Suite struct CheckParallelTests {
    static let files = [
        "case0-after.model", "case0-before.model", "case1-after.model", "case1-before.model",
        "case2-after.model", "case2-before.model", "case3-paging.model", "case4-paging.model",
        "case4-reloading-failure.model", "mvi-root-model.model", "photos-catalog.model",
        "save-photo-button.model", "submit-retry-loop.model",
    ]

    private func checked(_ system: ModelSystem, threads: Int, batch: Int? = nil, limits: ExplorationLimits = .none) throws -> CheckResult<ModelSystem> {
        var options = ExplorationOptions(limits: limits, threads: threads)
        options.parallelBatchSize = batch
        options.parallelSmallBatch = 0
        return try check(system, customInvariants: system.customInvariants, customSteps: system.customSteps, options: options)
    }

    /// Levels are cut into batches of 3 sources, so most levels are several batches.
    @Test(arguments: files)
    func everyShippedModelChecksTheSameOnSeveralThreads(file: String) throws {
        let system = try shippedModel(file)
        let one = try checked(system, threads: 1)
        #expect(one.properties.count >= 13)
        for threads in [2, 3] {
            let many = try checked(system, threads: threads, batch: 3)
            #expect(many.properties == one.properties, "\(file) on \(threads) threads")
            #expect(many.stateCount == one.stateCount)
            #expect(many.transitionCount == one.transitionCount)
            #expect(many.exploration.digest == one.exploration.digest)
        }
    }

    /// A state limit passed mid-level: the batch is undone and the
    /// single-threaded run stops exactly where it would have alone.
    @Test func aStateLimitGivesTheSinglePartialResult() throws {
        let system = try shippedModel("case4-paging.model")
        let limits = ExplorationLimits(maxStates: 40)
        let one = try checked(system, threads: 1, limits: limits)
        let two = try checked(system, threads: 2, batch: 2, limits: limits)
        #expect(one.exploration.limitHit == .maxStates(40))
        #expect(two.properties == one.properties)
        #expect(two.exploration.digest == one.exploration.digest)
        #expect(two.stateCount == 40)
    }

    @Test func theCommandLinePrintsTheSameReportOnSeveralThreads() {
        func report(_ extra: [String], status: ExitCode = .success) -> String {
            let run = runCLI(["check", modelsFolder.path, "--format", "json"] + extra)
            #expect(run.status == status)
            // Only the timings may differ.
            return run.stdout.replacing(/"seconds":[0-9.e-]+/, with: "")
        }
        let one = report([])
        #expect(one.contains("\"verdict\""))
        #expect(report(["--threads", "2"]) == one)
        // Cut short, some expectations are unknown (exit 3) and none fails:
        // a violation found in 30 states is a real one, and every shipped
        // model meets its expectations when explored completely.
        #expect(report(["--threads", "3", "--max-states", "30"], status: .incomplete)
                == report(["--max-states", "30"], status: .incomplete))
        let tooMany = runCLI(["check", modelsFolder.path, "--threads", "65"])
        #expect(tooMany.status == .usageOrModelError)
        #expect(tooMany.stderr == "error: '65' is not a valid value for '--threads'; expected an integer from 1 to 64\n")
    }
}
