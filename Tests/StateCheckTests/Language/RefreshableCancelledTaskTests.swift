import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckScreens

/// A refresh is under way only while its `.refreshable` task is alive and
/// not cancelled: SwiftUI ends the refresh spinner when the refresh task
/// ends or the view disappears, so a cancelled refresh still awaiting its
/// call shows no `refreshSpinner` and does not block the next `refresh`.
@Suite struct RefreshableCancelledTaskTests {
    /// The `.task` T fetches on the first `load` only (`loaded`); the
    /// `.refreshable` R fetches on every `refresh`. `cancel` makes them Tc and
    /// Rc, still awaiting `fetch`. Every state but the first has
    /// `loaded == true`; I is invisible, V visible. maxTasks = 2.
    ///
    /// ```text
    /// S0  I {}       load→V {T}                                           1
    /// S1  V {T}      cancel→I {Tc}  refresh→V {T,R}  success→V {}         3
    /// S2  I {Tc}     load→V {Tc}  success→I {}                            2
    /// S3  V {T,R}    cancel→I {Tc,Rc}  success T→V {R}  success R→S1      3
    /// S4  V {}       cancel→I {}  refresh→V {R}                           2
    /// S5  V {Tc}     cancel→S2  refresh→V {Tc,R}  success→S4              3
    /// S6  I {}       load→S4                                              1
    /// S7  I {Tc,Rc}  load→V {Tc,Rc}  success Tc→I {Rc}  success Rc→S2     3
    /// S8  V {R}      cancel→I {Rc}  success→S4                            2
    /// S9  V {Tc,R}   cancel→S7  success Tc→S8  success R→S5               3
    /// S10 V {Tc,Rc}  cancel→S7  success Tc→V {Rc}  success Rc→S5          3  (refresh refused: 3 tasks)
    /// S11 I {Rc}     load→V {Rc}  success→S6                              2
    /// S12 V {Rc}     cancel→S11  refresh→V {Rc,R}  success→S4             3
    /// S13 V {Rc,R}   cancel→I {Rc,Rc}  success Rc→S8  success R→S12       3
    /// S14 I {Rc,Rc}  load→V {Rc,Rc}  success→S11                          2
    /// S15 V {Rc,Rc}  cancel→S14  success→S12                              2  (refresh refused: 3 tasks)
    /// ```
    /// 16 states, 38 transitions, 2 `refresh` refused by maxTasks. `load,
    /// success, refresh, cancel, load` reaches S12: no refresh spinner, and
    /// `refresh` is enabled. (Were a cancelled refresh still under way, S10
    /// and S12 would offer no `refresh` and S13–S15 would not be reached:
    /// 13 states, 30 transitions.)
    @Test func aCancelledRefreshEndsTheSpinnerAndAllowsTheNextRefresh() throws {
        let source = """
        model PullToRefresh
        api fetch() nonthrowing
        var loaded: Bool = false
        on load .task {
            if !loaded {
                loaded = true
                await fetch()
            }
        }
        on refresh .refreshable { await fetch() }
        bound maxTasks = 2
        view { blank }
        """
        let (system, result) = try exploreModel(source)
        #expect(result.runtimeErrors.isEmpty)
        #expect(result.stateCount == 16)
        #expect(result.transitionCount == 38)
        #expect(result.boundHits == [BoundHit(bound: "maxTasks", label: EventLabel("refresh"), count: 2)])

        var state = try #require(system.initialStates.first)
        for label in ["load", "success", "refresh", "cancel", "load"] {
            state = try #require(successors(system, of: state).first { $0.label.name == label }?.target)
        }
        let tasks = system.tasks(of: state)
        #expect(tasks.map(\.kind) == [.refreshable])
        #expect(tasks.map(\.isCancelled) == [true])
        #expect(tasks.map(\.waitingFor) == [.api("fetch")])
        #expect(system.screen(of: state).description == "blank")
        #expect(!system.screen(of: state).showsRefreshSpinner)
        let refresh = try #require(successors(system, of: state).first { $0.label.name == "refresh" })
        #expect(system.screen(of: refresh.target).description == "blank + refreshSpinner")
        let after = system.tasks(of: refresh.target)
        #expect(after.map(\.kind) == [.refreshable, .refreshable])
        #expect(after.filter(\.isCancelled).count == 1)
    }

    /// The transitions out of `state`.
    private func successors(_ system: ModelSystem, of state: ModelState) -> [Transition<EventLabel, ModelState, StepNote>] {
        var out: [Transition<EventLabel, ModelState, StepNote>] = []
        system.forEachSuccessor(of: state) { out.append($0) }
        return out
    }
}
