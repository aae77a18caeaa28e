import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

/// A comparison row is a pure function of a check's result and of the
/// design's minimization: building it expands no state, so `compare` and
/// `reports` explore (and analyse) each model once.
@Suite struct ComparisonRowTests {
    /// How often a system was asked for successors.
    final class Expansions: @unchecked Sendable {
        var count = 0
    }

    /// A model that counts its expansions.
    struct Counted: ScreenSystem {
        typealias State = ModelState
        let base: ModelSystem
        let expansions: Expansions

        var name: String { base.name }
        var initialStates: [ModelState] { base.initialStates }
        var declaredLabels: [EventLabel] { base.declaredLabels }
        func forEachSuccessor(of state: ModelState, _ emit: (Transition<EventLabel, ModelState, StepNote>) -> Void) {
            expansions.count += 1
            base.forEachSuccessor(of: state, emit)
        }
        func screen(of state: ModelState) -> Screen { base.screen(of: state) }
        func tasks(of state: ModelState) -> [TaskSummary] { base.tasks(of: state) }
        func callsInFlight(of state: ModelState) -> [String] { base.callsInFlight(of: state) }
        func leakedContinuations(of state: ModelState) -> [String] { base.leakedContinuations(of: state) }
        func enumCases(of state: ModelState) -> Set<String> { base.enumCases(of: state) }
        var declaredEnumCases: [String] { base.declaredEnumCases }
        func viewBranches(of state: ModelState) -> Set<Int> { base.viewBranches(of: state) }
        var declaredViewBranches: [Int: String] { base.declaredViewBranches }
        func variables(of state: ModelState) -> [(name: String, value: String)] { base.variables(of: state) }
        var viewHasContentOrErrorView: Bool? { base.viewHasContentOrErrorView }
    }

    @Test func buildingARowExpandsNothing() throws {
        let expansions = Expansions()
        let system = Counted(base: try ModelSystem.compile(source: ModelFixtures.case1After, file: "case1-after.model"), expansions: expansions)
        let result = try check(system)
        let minimization = Minimization.analyze(result.exploration)
        let before = expansions.count
        #expect(before >= result.stateCount)
        let row = Comparison.Row(file: "case1-after.model", result: result, minimization: minimization)
        #expect(expansions.count == before)
        #expect(row.states == result.stateCount)
        #expect(row.indistinguishable == (minimization?.indistinguishableCases ?? []))
        #expect(row.verdicts.count == result.properties.count)
    }

    /// The row counts cases as allCasesReachable does (the Tabs model of
    /// the readings tests): Filter's and Selection's 4, `Filter.unread`
    /// never set and so dead; Tab, only passed to `select(_:)`, is no state.
    @Test func aRowCountsOnlyTheCasesAStateHolds() throws {
        let system = try ModelSystem.compile(source: StandardPropertyReadingsTests.tabs, file: "Tests/tabs.model")
        let row = Comparison.Row(file: "Tests/tabs.model", result: try check(system), minimization: nil)
        #expect(row.enumCases == 4)
        #expect(row.deadCases == ["Filter.unread"])
    }
}
