import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckScreens

/// `singleFlight` counts a cancelled call that has not been answered yet
/// as in flight: the request has been sent and its answer may still come.
@Suite struct SingleFlightCancelledCallTests {
    /// The `.task` T awaits `fetch()`; `cancel` makes it C, still awaiting.
    /// maxTasks = 2.
    ///
    /// ```text
    /// I {}     load→V {T}                                  1
    /// V {T}    cancel→I {C}  success→V {}                  2
    /// I {C}    load→V {C,T}  success→I {}                  2
    /// V {}     cancel→I {}                                 1
    /// V {C,T}  cancel→I {C,C}  success C→V {T}  success T→V {C}   3
    /// I {C,C}  success→I {C}                               1  (load refused)
    /// V {C}    cancel→I {C}  success→V {}                  2
    /// ```
    /// 7 states, 12 transitions, 1 `load` refused. In V {C,T} two calls of
    /// `fetch` are in flight, one of them cancelled: `singleFlight` is violated.
    @Test func aCancelledUnansweredCallIsInFlight() throws {
        let source = """
        model Flight
        api fetch() nonthrowing
        on load .task { await fetch() }
        bound maxTasks = 2
        view { blank }
        """
        let (system, result) = try exploreModel(source)
        #expect(result.stateCount == 7)
        #expect(result.transitionCount == 12)
        #expect(result.boundHits == [BoundHit(bound: "maxTasks", label: EventLabel("load"), count: 1)])
        let both = try #require(result.states.first { $0.visible && $0.tasks.count == 2 })
        #expect(system.callsInFlight(of: both) == ["fetch", "fetch"])
        #expect(try DesignOutcome.of(system).verdicts["singleFlight"] == .violated)
    }
}
