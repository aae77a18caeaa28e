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

/// `Minimization`: the answers are known by hand for every design here; the
/// reasoning is in the comments.
@Suite struct MinimizationTests {
    func minimize(_ system: ModelSystem) throws -> Minimization {
        try #require(Minimization.analyze(CaseAnalysisFixtures.explore(system)))
    }

    func minimizeShipped(_ file: String) throws -> Minimization {
        try minimize(shippedModel(file))
    }

    /// `(left, right, events)` of every distinction of the first variable.
    func distinctions(_ m: Minimization) -> [String] {
        (m.variables.first?.distinctions ?? []).map { "\($0.left) ≠ \($0.right): \($0.events.joined(separator: ", "))" }
    }

    // MARK: - Planted redundancy is found

    /// `failure2` is set by a failed reload, `failure` by a failed first
    /// load. Both show `errorView(e)` with the same error, both have no task
    /// in flight, and both go to `initialLoading` on load and refresh: every
    /// `failure2` state (visible or not, URLError or CancellationError) has a
    /// `failure` twin with the same future, and vice versa. The quotient is
    /// Case 1 After's: 17 behaviours.
    @Test func redundantFailureIsMerged() throws {
        let m = try minimize(CaseAnalysisFixtures.compile(CaseAnalysisFixtures.redundantFailure))
        let v = try #require(m.variables.first)
        #expect(v.variable == "dataState")
        #expect(v.indistinguishable == [["failure", "failure2"]])
        #expect(m.indistinguishableCases == [["DataState.failure", "DataState.failure2"]])
        #expect(m.deadCases == [])
        #expect(m.behaviourCount == (try minimizeShipped("case1-after.model")).behaviourCount)
        let suggested = try #require(v.suggestedEnum)
        #expect(suggested.contains("case failure(Error)   // merged: failure2 (indistinguishable)"))
        #expect(!suggested.contains("case failure2"))
    }

    /// `reLoading2` takes every other reload (a hidden Bool alternates).
    /// The Bool is never shown and the two cases are shown and handled alike,
    /// so (reLoading, flip) and (reLoading2, !flip) are bisimilar: merged.
    /// The states double (37) but the behaviours are Case 1 After's 13:
    /// 17 before a cancelled refresh stopped counting as under way; now the
    /// states holding a cancelled refresh (reLoading and initialLoading,
    /// shown and hidden) show no refresh spinner and offer `refresh`, so
    /// each behaves as its twin holding a cancelled `.task`: 4 pairs merge.
    @Test func redundantReLoadingIsMerged() throws {
        let m = try minimize(CaseAnalysisFixtures.compile(CaseAnalysisFixtures.redundantReLoading))
        #expect(m.stateCount == 37)
        #expect(m.behaviourCount == 13)
        #expect(m.variables.first?.indistinguishable == [["reLoading", "reLoading2"]])
        #expect(m.indistinguishableCases == [["DataState.reLoading", "DataState.reLoading2"]])
        #expect(m.variables.first?.suggestedEnum?.contains("case reLoading(Value)   // merged: reLoading2 (indistinguishable)") == true)
    }

    /// The boundary of the definition: `reLoading2` is set by `load`,
    /// `reLoading` by `refresh`. The code treats them alike, but the user
    /// CAN tell them apart — the refresh spinner shows with one and never
    /// with the other — so they are not merged (no state of one is
    /// bisimilar to a state of the other). The analysis never merges cases
    /// a user can tell apart; it does not look for cases that are merely
    /// handled alike in different situations.
    ///
    /// The swap test does see it: put `reLoading` where `reLoading2` is
    /// (same payload, same tasks) and nothing changes, since the code only
    /// asks `isLoading` and the view shows both as `content(value)`.
    @Test func contextDependentCopyIsNotMergedButInterchangeable() throws {
        let m = try minimize(CaseAnalysisFixtures.compile(CaseAnalysisFixtures.contextDependentReLoading))
        #expect(m.indistinguishableCases == [])
        #expect(m.interchangeableCases == [["DataState.reLoading", "DataState.reLoading2"]])
        #expect(m.variables.first?.suggestedEnum?.contains("case reLoading2(Value)") == true)
        #expect(m.variables.first?.suggestedEnum?.contains("could also merge") == true)
        #expect(m.variables.first?.reachedCases == ["idle", "initialLoading", "reLoading", "success", "failure", "reLoading2"])
    }

    /// `unused` is declared and never assigned (its only assignment sits
    /// behind a guard that never holds): never held, dead, and removed from
    /// the suggested enum.
    @Test func deadCaseIsReportedAndRemoved() throws {
        let m = try minimize(CaseAnalysisFixtures.compile(CaseAnalysisFixtures.deadCase))
        let v = try #require(m.variables.first)
        #expect(v.unreachedCases == ["unused"])
        #expect(m.deadCases == ["DataState.unused"])
        #expect(v.indistinguishable == [])
        #expect(v.suggestedEnum?.contains("    // removed: unused (dataState never holds it)") == true)
        #expect(v.suggestedEnum?.contains("case unused") == false)
    }

    // MARK: - No false merge on the talk's designs

    /// Case 1 After: five cases, none merged. Only `reLoading` and `success`
    /// ever show the same screen: `content(v)` — `reLoading` without the
    /// refresh spinner when `load` started it (success, cancel, load). Then
    /// `refresh` is dropped by the `isLoading` guard in `reLoading` (no
    /// spinner) but starts a reload from `success` (refresh spinner).
    /// Every other pair differs on screen: idle is never visible; blank +
    /// spinner is initialLoading's alone; errorView is failure's alone.
    /// Nothing is interchangeable: put `success(v)` where `reLoading(v)`
    /// waits for its answer and `refresh` starts a second request instead
    /// of being dropped; put `initialLoading` where `idle` is (the start, no
    /// task) and `load` is dropped by the guard, leaving the spinner with no
    /// request behind it.
    @Test func case1AfterIsMinimal() throws {
        let m = try minimizeShipped("case1-after.model")
        #expect(m.stateCount == 19)
        #expect(m.indistinguishableCases == [])
        #expect(m.interchangeableCases == [])
        #expect(m.deadCases == [])
        #expect(m.variables.first?.reachedCases == ["idle", "initialLoading", "reLoading", "success", "failure"])
        #expect(distinctions(m) == ["reLoading ≠ success: refresh"])
        let d = try #require(m.variables.first?.distinctions.first)
        #expect(d.reason == .sequence(screen: "content(1 page)", events: ["refresh"],
                                      left: ["content(1 page)"], right: ["content(1 page) + refreshSpinner"]))
        // The shortest way to a reLoading without the refresh spinner: the
        // first request's answer races the cancel, then load reloads.
        #expect(d.leftTrace == ["load", "cancel", "success getUser", "load"])
        #expect(d.rightTrace == ["load", "success getUser"])
        #expect(m.variables.first?.suggestedEnum?.contains("already minimal") == true)
    }

    /// Case 2 After adds `retryLoading(E)`: it shows `errorView(e)` like
    /// `failure(e)` (without the refresh spinner when `load` started the
    /// retry), and `refresh` tells them apart exactly as it tells
    /// `reLoading` from `success`: dropped by the guard in the loading case,
    /// a new retry with the refresh spinner in the settled one.
    @Test func case2AfterIsMinimal() throws {
        let m = try minimizeShipped("case2-after.model")
        #expect(m.indistinguishableCases == [])
        #expect(m.interchangeableCases == [])
        #expect(m.deadCases == [])
        #expect(m.variables.first?.reachedCases.count == 6)
        #expect(distinctions(m) == ["reLoading ≠ success: refresh", "retryLoading ≠ failure: refresh"])
    }

    /// Case 3 adds `loadingFailure`, `paging(V)`, `pagingFailure(V, E)`.
    /// `content(v) + footerSpinner` is shown by reLoading, success and
    /// paging: `refresh` starts a reload only from `success` (the guard
    /// drops it in reLoading and paging: I3.1), and `success getPosts`
    /// replaces the list in reLoading (1 page) but appends in paging
    /// (2 pages: I3.3). retryLoading/loadingFailure: as in Case 2.
    /// `pagingFailure` alone shows the footer error; idle is never visible;
    /// blank + spinner is initialLoading's alone.
    ///
    /// Interchangeable: `reLoading(v)` and `paging(v)` show the same
    /// `content(v) + footerSpinner`, both are busy for the one guard
    /// (`isLoading || isPaging`), and both are no-ops for `startLoading` and
    /// `startPaging`. What happens on the answer is decided by the task in
    /// flight (fetchInitial replaces, fetchMore appends), not by the case:
    /// swapping them in any reachable state changes nothing.
    @Test func case3PagingIsMinimal() throws {
        let m = try minimizeShipped("case3-paging.model")
        #expect(m.indistinguishableCases == [])
        #expect(m.interchangeableCases == [["PagingDataState.reLoading", "PagingDataState.paging"]])
        #expect(m.deadCases == [])
        #expect(m.variables.first?.reachedCases.count == 8)
        #expect(distinctions(m) == [
            "retryLoading ≠ loadingFailure: refresh",
            "reLoading ≠ success: refresh",
            "reLoading ≠ paging: success getPosts",
            "success ≠ paging: refresh",
        ])
    }

    /// Case 4 Paging adds `reLoadingFailure(V, E)`, which shows the banner,
    /// as do `loadingFailure` and `pagingFailure`: every failure case now
    /// differs on screen from its loading case, so only the three cases that
    /// show `content(v) + footerSpinner` without a banner need events.
    /// `reLoading ⇄ paging` are interchangeable for the same reason as in
    /// Case 3.
    @Test func case4PagingIsMinimal() throws {
        let m = try minimizeShipped("case4-paging.model")
        #expect(m.indistinguishableCases == [])
        #expect(m.interchangeableCases == [["PagingDataState.reLoading", "PagingDataState.paging"]])
        #expect(m.deadCases == [])
        #expect(m.variables.first?.reachedCases.count == 9)
        #expect(distinctions(m) == [
            "reLoading ≠ paging: success getPosts",
            "reLoading ≠ success: refresh",
            "paging ≠ success: refresh",
        ])
    }

    /// Each case the talk introduced is told apart from every other case of
    /// its design: every pair of reached cases is either separated by an
    /// event sequence (a distinction) or never shows the same visible screen.
    @Test(arguments: ["case1-after.model", "case2-after.model", "case3-paging.model", "case4-paging.model"])
    func everyPairOfTheTalksCasesIsToldApart(_ file: String) throws {
        let v = try #require(try minimizeShipped(file).variables.first)
        let n = v.reachedCases.count
        #expect(n == v.cases.count)
        #expect(v.indistinguishable == [])
        #expect(v.distinctions.count + v.neverLookAlike.count == n * (n - 1) / 2)
        #expect(v.distinctions.allSatisfy { !$0.events.isEmpty })
        // Two cases of the talk's, each introduced to show something the
        // coarser design could not: the pair is told apart somewhere.
        let pairs = Set(v.distinctions.map { [$0.left, $0.right] } + v.neverLookAlike)
        for (i, a) in v.cases.enumerated() {
            for b in v.cases[(i + 1)...] { #expect(pairs.contains([a, b]), "\(file): \(a), \(b)") }
        }
    }

    /// Every shipped design: no false merge anywhere; the only dead cases
    /// are MVIRootModel's (its enum is only the argument of a synchronous
    /// `update(state:)`, never stored: `expect violated allCasesReachable`).
    @Test func noShippedModelHasIndistinguishableCases() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: modelsFolder.path).filter { $0.hasSuffix(".model") }.sorted()
        #expect(files.count == 14)  // the talk's ten designs with CaseEX, and four others
        for file in files {
            let m = try minimizeShipped(file)
            #expect(m.indistinguishableCases == [], "\(file)")
            let paging = file == "case3-paging.model" || file == "case4-paging.model"
            #expect(m.interchangeableCases == (paging ? [["PagingDataState.reLoading", "PagingDataState.paging"]] : []), "\(file)")
            #expect(m.deadCases == (file == "mvi-root-model.model"
                ? ["RootModelState.loading", "RootModelState.show", "RootModelState.failLoad"] : []), "\(file)")
        }
    }

    /// A model whose variables hold no enum has nothing to merge.
    @Test func threeVariablesHaveNoCases() throws {
        let m = try minimizeShipped("case0-before.model")
        #expect(m.variables.isEmpty)
        #expect(m.indistinguishableCases == [])
    }

    /// A Swift-API design that does not spell out its enums: the cases are
    /// read from `variables(of:)` (`.success([p1])`) and the enum from
    /// `declaredEnumCases`; the suggested enum has no payloads. MiniDesign's
    /// Case 2 After has the same six cases as the model, none merged.
    @Test func swiftAPIDesignWithoutDeclarations() throws {
        let m = try #require(Minimization.analyze(Explorer.explore(ScreensFixtures.MiniDesign.case2After)))
        let v = try #require(m.variables.first)
        #expect(v.variable == "dataState")
        #expect(v.declaration?.name == "DataState")
        #expect(v.cases == ["idle", "initialLoading", "reLoading", "retryLoading", "success", "failure"])
        #expect(v.indistinguishable == [])
        #expect(v.interchangeable == [])   // only .model designs can be rewritten
        #expect(v.suggestedEnum?.contains("    case reLoading\n") == true)
        let coverage = CoverageMatrix.analyze(Explorer.explore(ScreensFixtures.MiniDesign.case2After))
        #expect(coverage.first?.cases == v.cases)
    }

    // MARK: - Pieces

    /// Page tokens are not observable: `[p2]` shown while `p1` is in flight
    /// looks like `[p1]`; the page count is.
    @Test func observedScreenAbstractsPageTokens() {
        let a = Screen(isVisible: true, elements: [.content(PageList([2])), .footerSpinner])
        let b = Screen(isVisible: true, elements: [.content(PageList([1])), .footerSpinner])
        let c = Screen(isVisible: true, elements: [.content(PageList([1, 2])), .footerSpinner])
        #expect(ObservedScreen(a) == ObservedScreen(b))
        #expect(ObservedScreen(a) != ObservedScreen(c))
        #expect(ObservedScreen(c).description == "content(2 pages) + footerSpinner")
        #expect(ObservedScreen(.invisible).description == "(invisible)")
    }

    @Test func caseNamesAreReadFromRenderedValues() {
        #expect(CaseLabelling.caseName(".success([p1])") == "success")
        #expect(CaseLabelling.caseName(".idle") == "idle")
        #expect(CaseLabelling.caseName("nil") == "nil")
        #expect(CaseLabelling.caseName("true") == nil)
        #expect(CaseLabelling.caseName("[p1]") == nil)
    }

    /// Without a graph there is nothing to partition.
    @Test func noGraphNoAnswer() throws {
        var options = ExplorationOptions()
        options.keepGraph = false
        let e = Explorer.explore(try shippedModel("case1-after.model"), options: options)
        #expect(Minimization.analyze(e) == nil)
    }

    // MARK: - Command

    func run(_ arguments: [String]) -> (status: StateCheckCommands.ExitCode, out: String, err: String) {
        let capture = CapturedOutput()
        let status = StateCheckCLI.main(arguments, context: capture.context())
        return (status, capture.stdout, capture.stderr)
    }

    @Test func goldenText() {
        let r = run(["minimize", modelsFolder.appendingPathComponent("case1-after.model").path])
        #expect(r.status == .success)
        expectGolden(r.out, "Minimize/case1-after.txt")
    }

    @Test func goldenJSON() {
        let r = run(["minimize", "--format", "json", modelsFolder.appendingPathComponent("case1-after.model").path])
        #expect(r.status == .success)
        expectGolden(r.out, "Minimize/case1-after.json")
    }

    @Test func swiftFormatPrintsOnlyTheSuggestedEnum() {
        let r = run(["minimize", "--format", "swift", modelsFolder.appendingPathComponent("case2-after.model").path])
        #expect(r.status == .success)
        #expect(r.out.hasPrefix("// Case2After: dataState\nenum DataState {\n    case idle\n"))
    }

    @Test func helpAndErrors() {
        let help = run(["minimize", "--help"])
        #expect(help.status == .success)
        #expect(help.out.contains("USAGE: statecheck minimize [PATH ...] [options]"))
        #expect(run(["minimize", "--format", "dot"]).status == .usageOrModelError)
        #expect(run(["minimize", "/no/such/file.model"]).status == .usageOrModelError)
        #expect(run(["--help"]).out.contains("minimize"))
    }
}
