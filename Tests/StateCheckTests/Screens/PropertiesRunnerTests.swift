import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens

private typealias MiniDesign = ScreensFixtures.MiniDesign
private typealias AlertScreen = ScreensFixtures.AlertScreen
private typealias StaticScreen = ScreensFixtures.StaticScreen

@Suite("Check runner")
struct PropertiesRunnerTests {
    @Test func unknownPropertyIsAUsageError() {
        // A typo must not silently check nothing.
        #expect(throws: CheckError.unknownProperty("noDoubleSpinners", valid: StandardProperty.allCases.map(\.rawValue))) {
            try check(MiniDesign.case1Before, properties: ["noDoubleSpinners"])
        }
        // An expectation for an unknown name is a usage error too.
        #expect(throws: CheckError.self) {
            try check(MiniDesign.case1Before, expectations: ["contentKept": .holds])
        }
    }

    @Test func usageErrorListsValidNames() {
        let error = CheckError.unknownProperty("x", valid: ["noDoubleSpinner", "mine"])
        #expect(error.description == "unknown property 'x'; valid names are: noDoubleSpinner, mine")
    }

    @Test func customNameMayNotShadowAStandardOne() {
        // `noDoubleSpinner` means one thing everywhere.
        #expect(throws: CheckError.duplicateProperty("noDoubleSpinner")) {
            try check(MiniDesign.case1Before, customInvariants: [StateInvariant("noDoubleSpinner") { _ in true }])
        }
    }

    @Test func selectedPropertiesOnlyInTheOrderAsked() throws {
        let r = try check(MiniDesign.case1Before, properties: ["singleFlight", "noDoubleSpinner"])
        #expect(r.properties.map(\.name) == ["singleFlight", "noDoubleSpinner"])
        #expect(r.stateCount == 13)
        #expect(r.limitHit == nil)
    }

    @Test func allStandardPropertiesByDefault() throws {
        let r = try check(MiniDesign.case1Before)
        #expect(r.properties.map(\.name) == StandardProperty.allCases.map(\.rawValue))
    }

    @Test func expectationsAreMetOnlyByTheSameVerdict() throws {
        let r = try check(
            MiniDesign.case1Before,
            properties: ["noDoubleSpinner", "singleFlight", "pagesKeptOnPagingFailure", "recoverable"],
            expectations: ["noDoubleSpinner": .violated, "singleFlight": .violated, "pagesKeptOnPagingFailure": .holds])
        // Case 1 Before shows two spinners: expected, met.
        #expect(r["noDoubleSpinner"]?.meetsExpectation == true)
        // It has a busy guard: holds, not the expected violated.
        #expect(r["singleFlight"]?.meetsExpectation == false)
        // It never pages: notApplicable does not meet holds.
        #expect(r["pagesKeptOnPagingFailure"]?.meetsExpectation == false)
        // Nothing expected: vacuously met.
        #expect(r["recoverable"]?.expected == nil)
        #expect(r["recoverable"]?.meetsExpectation == true)
        #expect(r.expectationsMet == false)
        #expect(r.unmetExpectations.map(\.name) == ["singleFlight", "pagesKeptOnPagingFailure"])
    }

    @Test func customPropertiesShareTheExploration() throws {
        // I4.1 of the talk as custom steps: once content, always content.
        let design = MiniDesign.case1After
        let onceContent = StepProperty<EventLabel, MiniDesign.State, StepNote>("onceContentAlwaysContent") { s, t in
            s.data.value == nil || t.target.data.value != nil
        }
        let neverIdleAgain = StateInvariant<MiniDesign.State>("visibleNeverIdle") { !($0.visible && $0.data == .idle) }
        let r = try check(design, customInvariants: [neverIdleAgain], customSteps: [onceContent])
        #expect(r.properties.suffix(2).map(\.name) == ["visibleNeverIdle", "onceContentAlwaysContent"])
        // `load` starts the fetch in the same run: idle is never visible.
        #expect(r["visibleNeverIdle"]?.verdict == .holds)
        #expect(r["visibleNeverIdle"]?.kind == .invariant)
        // A failed reload drops the value.
        let p = try #require(r["onceContentAlwaysContent"])
        #expect(p.verdict == .violated)
        #expect(p.standard == nil)
        #expect(p.trace?.labels == ["load", "success getUser", "refresh", "fail getUser"])
    }

    @Test func onlyTheAskedCustomPropertyRuns() throws {
        let always = StateInvariant<MiniDesign.State>("alwaysFalse") { _ in false }
        let r = try check(MiniDesign.case1Before, properties: ["noDoubleSpinner"], customInvariants: [always])
        #expect(r.properties.map(\.name) == ["noDoubleSpinner"])
    }

    @Test func failureTextShowsTheTrace() throws {
        let r = try check(MiniDesign.case1Before, properties: ["noDoubleSpinner"], expectations: ["noDoubleSpinner": .holds])
        #expect(r["noDoubleSpinner"]?.description == """
            noDoubleSpinner: violated (expected holds)
              the screen shows blank + spinner + refreshSpinner: spinner and refreshSpinner together
              1. load             (invisible) -> blank + spinner
              2. success getUser  blank + spinner -> content([p0])
              3. refresh          content([p0]) -> blank + spinner + refreshSpinner
            """)
    }

    @Test func failureTextOfATraceWithoutSteps() throws {
        // The initial state itself is stuck: the trace has no step.
        let r = try check(AlertScreen(variant: .stuck), properties: ["recoverable"])
        #expect(r["recoverable"]?.description == """
            recoverable: violated
              no settled state showing content or errorView is reachable from the state this trace ends in: (invisible)
              (the initial state: no step leads there)
            """)
    }

    @Test func traceStepsCarryScreensVariablesAndTasks() throws {
        let trace = try #require(try check(MiniDesign.case1Before)[.contentKeptWhileReloading]?.trace)
        #expect(trace.initialScreen == .invisible)
        #expect(trace.initialVariables == [ModelVariable(name: "dataState", value: ".idle")])
        let first = trace.steps[0]
        #expect(first.screenBefore == .invisible)
        #expect(first.screenAfter.description == "blank + spinner")
        #expect(first.variablesAfter.map(\.description) == ["dataState = .initialLoading"])
        #expect(first.tasksAfter == [TaskSummary(role: .reload, kind: .task, isCancelled: false, waitingFor: .api("getUser"))])
        #expect(trace.steps[1].screenBefore == first.screenAfter)
    }
}

/// 0 → 1 → 2 and 0 → 3 → 3: from 3 the goal 2 is out of reach.
private struct Fork: TransitionSystem {
    var initialStates: [Int] { [0] }
    func forEachSuccessor(of s: Int, _ emit: (Transition<String, Int, Void>) -> Void) {
        switch s {
        case 0: emit(Transition(label: "a", target: 1)); emit(Transition(label: "b", target: 3))
        case 1: emit(Transition(label: "a", target: 2))
        case 3: emit(Transition(label: "b", target: 3))
        default: break
        }
    }
}

@Suite("Stuck states")
struct ScreensStuckStatesTests {
    @Test func nearestStateThatCannotReachTheGoal() {
        let e = Explorer.explore(Fork())
        let stuck = StuckStates.nearestStuckState(e) { e.states[$0] == 2 }
        #expect(stuck.map { e.states[Int($0)] } == 3)
        #expect(stuck.map { e.path(to: $0).steps.count } == 1)
    }

    @Test func cutExplorationInventsNoStuckState() {
        // Only 0 and 1 are stored: 1 was never expanded, so it is open.
        let e = Explorer.explore(Fork(), options: ExplorationOptions(limits: ExplorationLimits(maxStates: 2)))
        #expect(StuckStates.nearestStuckState(e) { e.states[$0] == 2 } == nil)
    }
}
