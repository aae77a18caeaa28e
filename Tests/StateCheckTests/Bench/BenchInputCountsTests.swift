import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage

/// The exact counts of the interpreter benchmark models in `Bench/Inputs`
/// (screens in the style of real ones, 67k–100k states each): a change of
/// the interpreter's representation must find the same states and
/// transitions. The counts were found by the interpreter as it stood before
/// the flat interpreter's first stage (and are in each model's doc comment).
///
/// Exploring ~300k states takes minutes in a debug build, so the test runs
/// when `STATECHECK_BENCH_COUNTS` is set (any value), e.g.
/// `STATECHECK_BENCH_COUNTS=1 swift test --skip-build --filter BenchInputCounts`.
@Suite struct BenchInputCountsTests {
    @Test(
        .enabled(if: ProcessInfo.processInfo.environment["STATECHECK_BENCH_COUNTS"] != nil, "set STATECHECK_BENCH_COUNTS to explore the benchmark models"),
        arguments: [
            ("inbox-screen.model", 100_275, 961_825),
            ("orders-dashboard.model", 71_347, 649_335),
            ("catalog-search.model", 67_241, 621_240),
        ])
    func theBenchmarkModelsKeepTheirCounts(file: String, states: Int, transitions: Int) throws {
        let url = testTargetFolder.appendingPathComponent("Bench/Inputs/\(file)")
        let system = try ModelSystem.compile(source: try String(contentsOf: url, encoding: .utf8), file: url.path)
        let result = Explorer.explore(system, options: ExplorationOptions(keepGraph: false, threads: 2))
        #expect(result.isComplete)
        #expect(result.stateCount == states)
        #expect(result.transitionCount == transitions)
    }
}
