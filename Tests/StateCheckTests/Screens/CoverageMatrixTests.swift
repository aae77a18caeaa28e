import Foundation
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

/// `CoverageMatrix`: every cell below is read off the model by hand.
@Suite struct CoverageMatrixTests {
    func matrix(_ system: ModelSystem) throws -> CoverageMatrix {
        let all = CoverageMatrix.analyze(CaseAnalysisFixtures.explore(system))
        #expect(all.count == 1)
        return try #require(all.first)
    }

    func row(_ m: CoverageMatrix, _ c: String) -> [String] {
        guard let r = m.cases.firstIndex(of: c) else { return [] }
        return m.cells[r].map(\.rawValue)
    }

    /// Case 1 After (Models/case1-after.model). Columns: load, cancel, refresh,
    /// success getUser, fail getUser.
    /// - idle: only the first `load` (→ initialLoading +req); the view is
    ///   never visible in idle, so cancel/refresh are not enabled.
    /// - initialLoading / reLoading: `load` (after a cancel) and `refresh`
    ///   are dropped by the `isLoading` guard; `cancel` cancels the `.task`
    ///   load in flight (handled, though no variable changes); the answers
    ///   set success / failure. In success / failure no task runs, so
    ///   `cancel` only hides the view (ignored).
    /// - success: load/refresh → reLoading +req; failure: → initialLoading +req.
    ///   No request is in flight there, so no answer can arrive.
    @Test func case1After() throws {
        let m = try matrix(shippedModel("case1-after.model"))
        #expect(m.variable == "dataState")
        #expect(m.typeName == "DataState")
        #expect(m.events == ["load", "cancel", "refresh", "success getUser", "fail getUser"])
        #expect(m.cases == ["idle", "initialLoading", "reLoading", "success", "failure"])
        #expect(row(m, "idle") == ["handled", "notEnabled", "notEnabled", "notEnabled", "notEnabled"])
        #expect(row(m, "initialLoading") == ["ignored", "handled", "ignored", "handled", "handled"])
        #expect(row(m, "reLoading") == ["ignored", "handled", "ignored", "handled", "handled"])
        #expect(row(m, "success") == ["handled", "ignored", "handled", "notEnabled", "notEnabled"])
        #expect(row(m, "failure") == ["handled", "ignored", "handled", "notEnabled", "notEnabled"])
        #expect(m.deadCases == [])
        #expect(m.neverEnabledEvents == [])
    }

    /// Case 3 (D3): `page` needs the footer spinner, shown in reLoading,
    /// success and paging; it starts paging only from success (I3.7: the
    /// busy guard drops it in reLoading and paging, I3.1). `tapFooterRetry`
    /// is enabled only in pagingFailure and retries paging (I3.5).
    @Test func case3PagingEvents() throws {
        let m = try matrix(shippedModel("case3-paging.model"))
        #expect(m.events == ["load", "cancel", "refresh", "page", "tapFooterRetry", "success getPosts", "fail getPosts"])
        #expect(m.cell("success", "page") == .handled)
        #expect(m.cell("reLoading", "page") == .ignored)
        #expect(m.cell("paging", "page") == .ignored)
        #expect(m.cell("pagingFailure", "page") == .notEnabled)
        #expect(m.cell("loadingFailure", "page") == .notEnabled)
        #expect(m.cell("pagingFailure", "tapFooterRetry") == .handled)
        #expect(m.cases.filter { m.cell($0, "tapFooterRetry") != .notEnabled } == ["pagingFailure"])
        #expect(m.cell("paging", "refresh") == .ignored)
        #expect(m.cell("pagingFailure", "refresh") == .handled)
    }

    /// `unused` is never held: its row is all `unreached`. `tapNever` is
    /// guarded by a flag nothing sets: never enabled. `tapNoop` is always
    /// enabled while visible and changes nothing: ignored everywhere it is.
    @Test func deadCaseAndNeverEnabledEvent() throws {
        let m = try matrix(CaseAnalysisFixtures.compile(CaseAnalysisFixtures.deadCase))
        #expect(m.deadCases == ["unused"])
        #expect(row(m, "unused").allSatisfy { $0 == "unreached" })
        #expect(m.neverEnabledEvents == ["tapNever"])
        #expect(m.cases.map { m.cell($0, "tapNever") } == [.notEnabled, .notEnabled, .notEnabled, .notEnabled, .notEnabled, .unreached])
        #expect(m.cell("success", "tapNoop") == .ignored)
        #expect(m.cell("idle", "tapNoop") == .notEnabled)
    }

    /// No enum-typed variable: one row for every state.
    @Test func threeVariablesGiveOneRow() throws {
        let m = try matrix(shippedModel("case0-before.model"))
        #expect(m.variable == nil)
        #expect(m.cases == ["*"])
        #expect(m.cell("*", "load") == .handled)
    }

    @Test func pageTokensAreNotChanges() {
        #expect(CoverageMatrix.abstractTokens(".success([p1, p12])") == ".success([p, p])")
        #expect(CoverageMatrix.abstractTokens(".pagingFailure([p3], URLError)") == ".pagingFailure([p], URLError)")
    }

    // MARK: - Command

    func run(_ arguments: [String]) -> (status: StateCheckCommands.ExitCode, out: String) {
        let capture = CapturedOutput()
        let status = StateCheckCLI.main(arguments, context: capture.context())
        return (status, capture.stdout)
    }

    @Test func goldenText() {
        let r = run(["coverage", modelsFolder.appendingPathComponent("case1-after.model").path])
        #expect(r.status == .success)
        expectGolden(r.out, "Coverage/case1-after.txt")
    }

    @Test func goldenMarkdown() {
        let r = run(["coverage", "--format", "markdown", modelsFolder.appendingPathComponent("case1-after.model").path])
        #expect(r.status == .success)
        expectGolden(r.out, "Coverage/case1-after.md")
    }

    @Test func jsonAndHelp() {
        let r = run(["coverage", "--format", "json", modelsFolder.appendingPathComponent("case1-after.model").path])
        #expect(r.status == .success)
        #expect(r.out.contains("\"cells\": [\n"))
        #expect(run(["coverage", "--help"]).out.contains("USAGE: statecheck coverage [PATH ...] [options]"))
    }
}
