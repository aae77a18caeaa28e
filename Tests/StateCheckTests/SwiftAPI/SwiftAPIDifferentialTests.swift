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

/// I4.1 as a custom step, the twin of the models' `onceContentAlwaysContent`.
private func onceContentAlwaysContent<D: ScreenDesign>(
    _ value: @escaping (D.State) -> PageList?
) -> StepProperty<EventLabel, SwiftScreenState<D>, StepNote> {
    StepProperty("onceContentAlwaysContent") { source, t in
        value(source.value) == nil || value(t.target.value) != nil
    }
}

/// One design checked both ways: its `.model` file through the interpreter
/// and its Swift enum through `SwiftScreenSystem`.
private struct Twin<D: ScreenDesign> {
    var model: ModelSystem
    var swift: SwiftScreenSystem<D>
    var modelResult: CheckResult<ModelSystem>
    var swiftResult: CheckResult<SwiftScreenSystem<D>>

    init(_ file: String, _ design: D, customSteps: [StepProperty<EventLabel, SwiftScreenState<D>, StepNote>] = []) throws {
        model = try shippedModel(file)
        swift = SwiftScreenSystem(design)
        modelResult = try check(model, customInvariants: model.customInvariants, customSteps: model.customSteps)
        swiftResult = try check(swift, customSteps: customSteps)
    }

    /// The differential: same counts, bounds, verdicts and traces.
    func expectSameSemantics() {
        #expect(swiftResult.stateCount == modelResult.stateCount, "states: Swift \(swiftResult.stateCount), .model \(modelResult.stateCount)")
        #expect(swiftResult.transitionCount == modelResult.transitionCount, "transitions: Swift \(swiftResult.transitionCount), .model \(modelResult.transitionCount)")
        #expect(swiftResult.boundHits == modelResult.boundHits)
        #expect(swiftResult.runtimeErrors.isEmpty)
        #expect(swiftResult.properties.map(\.name) == modelResult.properties.map(\.name))
        for m in modelResult.properties {
            guard let s = swiftResult[m.name] else { continue }
            #expect(s.verdict == m.verdict, "\(m.name): Swift \(s.verdict), .model \(m.verdict)")
            // The same trace: events and screens, pages named alike.
            #expect(s.trace?.labels == m.trace?.labels, "\(m.name): trace events")
            #expect(s.trace?.steps.map(\.screenAfter) == m.trace?.steps.map(\.screenAfter), "\(m.name): trace screens")
        }
    }

    /// The same comparison row and the same diagram.
    func expectSameReports() throws {
        #expect(Comparison.Row(file: "twin", result: swiftResult, minimization: Minimization.analyze(swiftResult.exploration))
            == Comparison.Row(file: "twin", result: modelResult, minimization: Minimization.analyze(modelResult.exploration)))
        let swiftDiagram = try #require(Diagram.build(swiftResult.exploration))
        let modelDiagram = try #require(Diagram.build(modelResult.exploration))
        #expect(DOTRenderer.render(swiftDiagram) == DOTRenderer.render(modelDiagram))
    }

    /// Every `expect` line of the model is met by the Swift design.
    func expectModelExpectationsMet() {
        for e in model.expectations {
            #expect(swiftResult[e.property]?.verdict.rawValue == e.verdict.rawValue, "\(e.property) expected \(e.verdict)")
        }
    }
}

@Suite("Swift API: the talk's enums against their .model twins")
struct SwiftAPIDifferentialTests {
    @Test func case1AfterMatchesItsModel() throws {
        let twin = try Twin("case1-after.model", Case1AfterSwift.Design())
        twin.expectSameSemantics()
        twin.expectModelExpectationsMet()
        try twin.expectSameReports()
        // 52: InterpreterTests.section1ExampleRunsUnchanged's hand count
        // (+2 over 50: the 2 visible states that hold a cancelled refresh
        // now offer `refresh`).
        #expect(twin.swiftResult.stateCount == 19)
        #expect(twin.swiftResult.transitionCount == 52)
    }

    @Test func case3PagingMatchesItsModel() throws {
        let twin = try Twin("case3-paging.model", Case3Swift.Design(), customSteps: [onceContentAlwaysContent { $0.value }])
        twin.expectSameSemantics()
        twin.expectModelExpectationsMet()
        try twin.expectSameReports()
        // The footer's `page` fires once per insertion: the 18 states where
        // the footer shows after a page ran come in two versions, footer
        // appeared (no `page`) and inserted anew (the view came back:
        // `page` again), so 62 + 18 states; their own transitions, minus
        // the `page` no longer offered after it ran, give 262 (198 before),
        // and +8: the 8 visible states that hold a cancelled refresh now
        // offer `refresh`, 270.
        #expect(twin.swiftResult.stateCount == 80)
        #expect(twin.swiftResult.transitionCount == 270)
    }

    @Test func case4PagingMatchesItsModel() throws {
        let twin = try Twin("case4-paging.model", Case4PagingTwin.Design(), customSteps: [onceContentAlwaysContent { $0.value }])
        twin.expectSameSemantics()
        twin.expectModelExpectationsMet()
        try twin.expectSameReports()
        // As Case 3: the 24 states where the footer shows after a page ran
        // come in two versions (74 + 24), and 298 transitions with theirs
        // (222 before); +8, 306: the 8 visible states that hold a cancelled
        // refresh now offer `refresh`.
        #expect(twin.swiftResult.stateCount == 98)
        #expect(twin.swiftResult.transitionCount == 306)
    }

    @Test func case4SingleValueMatchesItsModel() throws {
        let twin = try Twin("case4-reloading-failure.model", Case4SingleSwift.Design(), customSteps: [onceContentAlwaysContent { $0.value }])
        twin.expectSameSemantics()
        twin.expectModelExpectationsMet()
        try twin.expectSameReports()
        // 90 = 87 + 3: the 3 visible states that hold a cancelled refresh
        // now offer `refresh`.
        #expect(twin.swiftResult.stateCount == 32)
        #expect(twin.swiftResult.transitionCount == 90)
    }

    @Test func randomWalksFindOnlyWhatExhaustiveSearchFinds() throws {
        // Walks revisit equal states whose pages are named differently: a
        // screen cached for one must not serve the other.
        let options = RandomWalkOptions(seed: 3, walks: 100, maxSteps: 40)
        let swift = try randomCheck(SwiftScreenSystem(Case4PagingTwin.Design()), options: options)
        #expect(swift.violations.map(\.property) == ["silentCancellation"])
        let model = try shippedModel("case4-paging.model")
        let interpreted = try randomCheck(model, options: options)
        #expect(interpreted.violations.map(\.property) == ["silentCancellation"])
    }

    @Test func parallelExplorationGivesTheSameResult() throws {
        let system = SwiftScreenSystem(Case4PagingTwin.Design())
        let one = try check(system)
        let two = try check(system, options: ExplorationOptions(threads: 2))
        #expect(one.stateCount == two.stateCount)
        #expect(one.transitionCount == two.transitionCount)
        #expect(one.properties.map(\.verdict) == two.properties.map(\.verdict))
    }

    @Test func case3LosesContentOnAFailedRefreshAndCase4KeepsIt() throws {
        let case3 = try check(SwiftScreenSystem(Case3Swift.Design()))
        let p = try #require(case3[.contentKeptOnFailedRefresh])
        #expect(p.verdict == .violated)
        #expect(p.trace?.labels == ["load", "success getPosts", "refresh", "fail getPosts"])
        #expect(p.trace?.steps.last?.variablesAfter == [ModelVariable(name: "dataState", value: ".loadingFailure(URLError)")])
        #expect(p.trace?.steps.last?.screenAfter.description == "errorView(URLError)")
        let case4 = try check(SwiftScreenSystem(Case4PagingTwin.Design()))
        #expect(case4[.contentKeptOnFailedRefresh]?.verdict == .holds)
    }

    @Test func reportsTreatASwiftDesignLikeAModelFile() throws {
        let system = SwiftScreenSystem(Case3Swift.Design())
        let result = try check(system, expectations: ["contentKeptOnFailedRefresh": .holds])
        let report = ModelReport(system: system, result: result, file: "Tests/Case3Tests.swift", expectLines: ["contentKeptOnFailedRefresh": 12])
        // 6 refusals (4 before the footer's `page` fired once per insertion):
        // the states at three pages with a page pending come in two versions too.
        #expect(report.boundsHit == [BoundReport(bound: "maxPages", event: "success getPosts", count: 6)])
        let text = TextReport.render(CheckReport(models: [report]))
        #expect(text.contains("Case3Paging"))
        #expect(text.contains("Tests/Case3Tests.swift:12:1: error: [contentKeptOnFailedRefresh] Case3Paging: expected to hold, but it is violated"))
        let json = JSONReport.render(CheckReport(models: [report]))
        #expect(json.contains("\"states\": 80"))
        let explain = try #require(result.explanation(of: "contentKeptOnFailedRefresh", file: "Tests/Case3Tests.swift:12"))
        #expect(explain.contains("Case3Paging violates contentKeptOnFailedRefresh (Tests/Case3Tests.swift:12)"))
        #expect(explain.contains("Step 4: fail getPosts   ← contentKeptOnFailedRefresh fails here"))
        #expect(explain.contains("  dataState\n  − .reLoading([p1])\n  + .loadingFailure(URLError)\n"))
        #expect(explain.hasSuffix("Replay: load, success getPosts, refresh, fail getPosts\n"))
    }

    @Test func theReplayOfATraceTakesItsExactTransitions() throws {
        let system = SwiftScreenSystem(Case3Swift.Design())
        let result = try check(system)
        for p in result.properties {
            guard let trace = p.trace, let replay = result.replay(of: p.name) else { continue }
            let walk = try #require(RandomExplorer.replay(replay, in: system))
            #expect(walk.notEnabledAt == nil)
            #expect(walk.steps.last.map { system.screen(of: $0.state) } == trace.steps.last?.screenAfter)
        }
    }
}
