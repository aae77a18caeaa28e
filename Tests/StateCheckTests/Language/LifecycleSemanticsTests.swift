import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@_spi(ScreenRuntime) @testable import StateCheckScreens

/// `.task(id:)` and `.onChange(of:)` in the `.model` language
/// (`on load .task(id: x)`, `on change(x) { old, new in … }`), each pinned by
/// a hand count.
@Suite struct LifecycleSemanticsTests {
    /// `.task(id: query)`: a search restarted when the query changes.
    /// State = (query f/t, visible V/I, tasks): T = the live search task,
    /// C = a cancelled one, both suspended at `search()` (nonthrowing: a
    /// cancelled call is still answered). `setQuery` (once, f→t) changes the
    /// id: the live T is cancelled and a new T starts in the same run.
    /// maxTasks = 2 refuses a run ending with three tasks.
    ///
    /// ```text
    /// f I {}     load→f V {T}                                          1
    /// f V {T}    cancel→f I {C}  setQuery→t V {C,T}  success→f V {}    3
    /// f I {C}    load→f V {C,T}  success→f I {}                        2
    /// t V {C,T}  cancel→t I {C,C}  success C→t V {T}  success T→t V {C} 3
    /// f V {}     cancel→f I {}   setQuery→t V {T}                      2
    /// f V {C,T}  cancel→f I {C,C}  success C→f V {T}  success T→f V {C} 3  (setQuery refused: 3 tasks)
    /// t I {C,C}  success→t I {C}                                       1  (load refused)
    /// t V {T}    cancel→t I {C}  success→t V {}                        2
    /// t V {C}    cancel→t I {C}  success→t V {}                        2
    /// f I {C,C}  success→f I {C}                                       1  (load refused)
    /// f V {C}    cancel→f I {C}  setQuery→t V {C,T}  success→f V {}    3
    /// t I {C}    load→t V {C,T}  success→t I {}                        2
    /// t V {}     cancel→t I {}                                         1
    /// t I {}     load→t V {T}                                          1
    /// ```
    /// 14 states, 27 transitions; 2 `load` and 1 `setQuery` refused.
    /// Without the restart, `setQuery` from f V {T} would reach t V {T}
    /// (one live task) instead of t V {C,T}.
    @Test func taskIDRestartsTheTaskWhenTheIDChanges() throws {
        let source = """
        model SearchTaskID
        api search() nonthrowing
        var query: Bool = false
        on load .task(id: query) { await search() }
        on setQuery sync when !query { query = true }
        bound maxTasks = 2
        view { blank }
        """
        let (system, result) = try exploreModel(source)
        #expect(result.stateCount == 14)
        #expect(result.transitionCount == 27)
        #expect(result.boundHits == [
            BoundHit(bound: "maxTasks", label: EventLabel("load"), count: 2),
            BoundHit(bound: "maxTasks", label: EventLabel("setQuery"), count: 1),
        ])
        // The restart: from f V {T}, `setQuery` leaves one cancelled and one live task.
        let fVT = try #require(result.states.first { s in
            s.visible && s.tasks.count == 1 && !s.tasks[0].cancelled && rendered(system, s) == "query=false"
        })
        var targets: [ModelState] = []
        system.forEachSuccessor(of: fVT) { t in if t.label == EventLabel("setQuery") { targets.append(t.target) } }
        #expect(targets.count == 1)
        #expect(targets.first.map { $0.tasks.map(\.cancelled).sorted { !$0 && $1 } } == [false, true])
    }

    /// `on change(query) { old, new in … }`: the action runs after a
    /// transition that changed `query` while the view is shown, given the
    /// old and the new value. State = (query f/t, saw, visible, tasks):
    /// T = the `.task` awaiting `ping()`, C = it cancelled. Its answer
    /// toggles `query`: visible, the action records saw = 1 (f→t) or 2
    /// (t→f); invisible (a cancelled task's late answer), nothing runs.
    /// maxTasks = 1 refuses `load` while a C is pending.
    ///
    /// ```text
    /// f0 I {}   load→f0 V {T}                       1
    /// f0 V {T}  cancel→f0 I {C}  success→t1 V {}    2
    /// f0 I {C}  success→t0 I {}                     1  (load refused)
    /// t1 V {}   cancel→t1 I {}                      1
    /// t0 I {}   load→t0 V {T}                       1
    /// t1 I {}   load→t1 V {T}                       1
    /// t0 V {T}  cancel→t0 I {C}  success→f2 V {}    2
    /// t1 V {T}  cancel→t1 I {C}  success→f2 V {}    2
    /// t0 I {C}  success→f0 I {}                     1  (load refused)
    /// f2 V {}   cancel→f2 I {}                      1
    /// t1 I {C}  success→f1 I {}                     1  (load refused)
    /// f2 I {}   load→f2 V {T}                       1
    /// f1 I {}   load→f1 V {T}                       1
    /// f2 V {T}  cancel→f2 I {C}  success→t1 V {}    2
    /// f1 V {T}  cancel→f1 I {C}  success→t1 V {}    2
    /// f2 I {C}  success→t2 I {}                     1  (load refused)
    /// f1 I {C}  success→t1 I {}                     1  (load refused)
    /// t2 I {}   load→t2 V {T}                       1
    /// t2 V {T}  cancel→t2 I {C}  success→f2 V {}    2
    /// t2 I {C}  success→f2 I {}                     1  (load refused)
    /// ```
    /// 20 states, 26 transitions, 6 `load` refused; saw = 3 (old == new)
    /// never happens: the action runs only on a change.
    @Test func onChangeRunsAfterAChangeWhileShown() throws {
        let source = """
        model ChangeWatch
        api ping() nonthrowing
        var query: Bool = false
        var saw: Int = 0
        on load .task { await ping(); query = !query }
        on change(query) { old, new in
            if !old && new { saw = 1 } else if old && !new { saw = 2 } else { saw = 3 }
        }
        bound maxTasks = 1
        view { blank }
        """
        let (system, result) = try exploreModel(source)
        #expect(result.stateCount == 20)
        #expect(result.transitionCount == 26)
        #expect(result.boundHits == [BoundHit(bound: "maxTasks", label: EventLabel("load"), count: 6)])
        let values = Set(result.states.map { rendered(system, $0) })
        #expect(values == ["query=false saw=0", "query=true saw=0", "query=true saw=1", "query=false saw=1",
                           "query=false saw=2", "query=true saw=2"])
    }

    /// `initial: true`: the action also runs as the view appears, old and
    /// new both the value then (runs = 1); a change gives runs = 2.
    ///
    /// ```text
    /// f0 I  load→f1 V                    1
    /// f1 V  cancel→f1 I  setQuery→t2 V   2
    /// f1 I  load→f1 V                    1
    /// t2 V  cancel→t2 I                  1
    /// t2 I  load→t1 V                    1
    /// t1 V  cancel→t1 I                  1
    /// t1 I  load→t1 V                    1
    /// ```
    /// 7 states, 8 transitions.
    @Test func onChangeInitialRunsOnAppear() throws {
        let source = """
        model ChangeInitial
        var query: Bool = false
        var runs: Int = 0
        on change(query, initial: true) { old, new in
            if old == new { runs = 1 } else { runs = 2 }
        }
        on setQuery sync when !query { query = true }
        view { blank }
        """
        let (_, result) = try exploreModel(source)
        #expect(result.stateCount == 7)
        #expect(result.transitionCount == 8)
    }

    /// The one-name form `{ new in … }` binds the new value; a change
    /// handler is no event of its own (only `load` and `cancel` are offered).
    @Test func onChangeWithTheNewValueOnly() throws {
        let source = """
        model ChangeNew
        var query: Bool = false
        var last: Bool = false
        on change(query) { value in last = value }
        on setQuery sync when !query { query = true }
        view { blank }
        """
        let (system, result) = try exploreModel(source)
        #expect(system.screenEvents.custom == ["setQuery"])
        // f f I → f f V ⇄ f f I; setQuery → t t V ⇄ t t I: 4 states, 5 transitions.
        #expect(result.stateCount == 4)
        #expect(result.transitionCount == 5)
        #expect(Set(result.states.map { rendered(system, $0) }) == ["query=false last=false", "query=true last=true"])
    }

    /// Misplaced lifecycle handlers are errors that say what to write.
    @Test func misplacedLifecycleHandlersAreDiagnosed() {
        let source = """
        model Bad
        api g()
        var q: Bool = false
        on tap .task(id: q) { try? await g() }
        on load .task(id: q) when q { try? await g() }
        on change(q) { new in try? await g() }
        view { blank }
        """
        let (_, diagnostics) = analyzeModel(source: source, file: "Models/t.model")
        #expect(diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [
            "4:1: '.task(id:)' starts when the view appears; declare it 'on load .task(id: …)'",
            "5:1: a '.task(id:)' handler cannot have a 'when' condition: SwiftUI starts it on every appearance and every change of its id",
            "6:28: 'await' cannot be used in a change handler: it runs synchronously, as an '.onChange' action does; spawn 'Task { }'",
        ])
    }

    /// Shipped-model parity: a custom event called `change` (no parenthesis)
    /// stays a button of its own.
    @Test func aCustomEventNamedChangeStaysAnEvent() throws {
        let source = """
        model Custom
        var flag: Bool = false
        on change sync { flag = !flag }
        view { blank }
        """
        let (system, result) = try exploreModel(source)
        #expect(system.screenEvents.custom == ["change"])
        // off I → off V (load); off V: cancel → off I, change → on V;
        // on V: cancel → on I, change → off V; on I: load → on V.
        #expect(result.stateCount == 4)
        #expect(result.transitionCount == 6)
    }
}
