import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@_spi(ScreenRuntime) @testable import StateCheckScreens

/// `Task.sleep` on the environment's discrete clock: sleeps end in deadline
/// order (`wake`), deadlines are kept relative to now, and a cancelled
/// sleep throws `CancellationError` at once. Each test pins a hand count.
@Suite struct TimeSemanticsTests {
    /// Two sleeps of one appearance: the `.task` T sleeps 100 ms, the
    /// `Task { }` U it spawns 300 ms. State = (first, visible V/I, tasks
    /// with the time left). `wake` ends the earliest sleep and shortens the
    /// other; `cancel` cancels T, whose sleep throws at once (first = 3),
    /// never U (unstructured). maxTasks = 2 refuses a `load` while a U
    /// sleeps (T and a second U would make three).
    ///
    /// ```text
    /// I f0 {}            load→V f0 {T100,U300}                         1
    /// V f0 {T100,U300}   cancel→I f3 {U300}   wake→V f1 {U200}         2
    /// I f3 {U300}        wake→I f3 {}                                  1  (load refused)
    /// V f1 {U200}        cancel→I f1 {U200}   wake→V f1 {}             2
    /// I f3 {}            load→V f3 {T100,U300}                         1
    /// I f1 {U200}        wake→I f1 {}                                  1  (load refused)
    /// V f1 {}            cancel→I f1 {}                                1
    /// V f3 {T100,U300}   cancel→I f3 {U300}   wake→V f3 {U200}         2
    /// I f1 {}            load→V f1 {T100,U300}                         1
    /// V f3 {U200}        cancel→I f3 {U200}   wake→V f3 {}             2
    /// V f1 {T100,U300}   cancel→I f1 {U300}   wake→V f1 {U200}         2
    /// I f3 {U200}        wake→I f3 {}                                  1  (load refused)
    /// V f3 {}            cancel→I f3 {}                                1
    /// I f1 {U300}        wake→I f1 {}                                  1  (load refused)
    /// ```
    /// 14 states, 19 transitions, 4 `load` refused. first = 2 is never
    /// reached: U's 300 ms always end after T's 100 ms (or T's cancellation).
    @Test func sleepsEndInDeadlineOrder() throws {
        let source = """
        model Clock
        var first: Int = 0
        on load .task {
            Task {
                do { try await Task.sleep(for: .milliseconds(300)) } catch { }
                if first == 0 { first = 2 }
            }
            do {
                try await Task.sleep(nanoseconds: 100_000_000)
                if first == 0 { first = 1 }
            } catch {
                if first == 0 { first = 3 }
            }
        }
        bound maxTasks = 2
        view { blank }
        """
        let (system, result) = try exploreModel(source)
        #expect(result.stateCount == 14)
        #expect(result.transitionCount == 19)
        #expect(result.boundHits == [BoundHit(bound: "maxTasks", label: EventLabel("load"), count: 4)])
        #expect(Set(result.states.map { rendered(system, $0) }) == ["first=0", "first=1", "first=3"])
        #expect(system.declaredLabels.contains(EventLabel("wake")))
        // Deadlines are relative: the 300 ms sleep has 200 ms left after the 100 ms one ended.
        let left = Set(result.states.flatMap { s in s.tasks.compactMap { t -> Int? in
            if case .sleep(let r) = t.wait { return r } else { return nil }
        } })
        #expect(left == [100_000_000, 200_000_000, 300_000_000])
    }

    /// Equal deadlines may end in either order (one `wake` per tied task),
    /// and `until: .now + d` is the same sleep as `for: d`. Two `Task { }`s
    /// sleep 1 s each and write their number; the other's write wins.
    ///
    /// ```text
    /// I 0 {}        load→V 0 {A1s,B1s}                 1
    /// V 0 {A,B}     cancel→I 0 {A,B}  wake A→V 1 {B0}  wake B→V 2 {A0}   3
    /// I 0 {A,B}     wake A→I 1 {B0}   wake B→I 2 {A0}                    2  (load refused)
    /// V 1 {B0}      cancel→I 1 {B0}   wake→V 2 {}      2
    /// V 2 {A0}      cancel→I 2 {A0}   wake→V 1 {}      2
    /// I 1 {B0}      wake→I 2 {}                        1  (load refused)
    /// I 2 {A0}      wake→I 1 {}                        1  (load refused)
    /// V 2 {}        cancel→I 2 {}                      1
    /// V 1 {}        cancel→I 1 {}                      1
    /// I 2 {}        load→V 2 {A1s,B1s}                 1
    /// I 1 {}        load→V 1 {A1s,B1s}                 1
    /// V 2 {A,B}     cancel→I 2 {A,B}  wake A→V 1 {B0}  wake B→V 2 {A0}   3
    /// V 1 {A,B}     cancel→I 1 {A,B}  wake A→V 1 {B0}  wake B→V 2 {A0}   3
    /// I 2 {A,B}     wake A→I 1 {B0}   wake B→I 2 {A0}                    2  (load refused)
    /// I 1 {A,B}     wake A→I 1 {B0}   wake B→I 2 {A0}                    2  (load refused)
    /// ```
    /// 15 states, 26 transitions, 5 `load` refused (maxTasks = 2).
    @Test func tiedDeadlinesEndInEitherOrder() throws {
        let source = """
        model Tie
        var last: Int = 0
        on load Task {
            Task {
                do { try await Task.sleep(for: .seconds(1)) } catch { }
                last = 1
            }
            Task {
                do { try await Task.sleep(until: .now + .seconds(1), clock: .continuous) } catch { }
                last = 2
            }
        }
        bound maxTasks = 2
        view { blank }
        """
        let (_, result) = try exploreModel(source)
        #expect(result.stateCount == 15)
        #expect(result.transitionCount == 26)
        #expect(result.boundHits == [BoundHit(bound: "maxTasks", label: EventLabel("load"), count: 5)])
    }
}
