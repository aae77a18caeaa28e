import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckScreens

/// Compiles model text (recording the diagnostics as an issue) and explores it
/// with its custom properties.
func exploreModel(_ source: String, file: String = "test.model") throws -> (ModelSystem, Exploration<ModelSystem>) {
    let system: ModelSystem
    do {
        system = try ModelSystem.compile(source: source, file: file)
    } catch {
        Issue.record("model does not compile:\n\(error)")
        throw error
    }
    let result = Explorer.explore(system, invariants: system.customInvariants, steps: system.customSteps)
    return (system, result)
}

/// The rendered variables of a state: `a=1 b=nil`.
func rendered(_ system: ModelSystem, _ state: ModelState) -> String {
    system.variables(of: state).map { "\($0.name)=\($0.value)" }.joined(separator: " ")
}

/// Every transition of an exploration as `source -label-> target` over rendered states.
func edges(_ system: ModelSystem, _ result: Exploration<ModelSystem>) -> [(from: ModelState, label: EventLabel, to: ModelState)] {
    var out: [(ModelState, EventLabel, ModelState)] = []
    for s in result.states {
        system.forEachSuccessor(of: s) { out.append((s, $0.label, $0.target)) }
    }
    return out
}

@Suite struct InterpreterTests {
    /// The language reference's complete example (ModelLanguage.md), unchanged. Hand count (I = invisible,
    /// V = visible; T = the `.task` task, R = the `.refreshable` one, `c` =
    /// cancelled, `:n` = the page token its call reserved):
    ///
    /// ```text
    /// S0  idle I                       load→S1                                        1
    /// S1  initialLoading V [T:1]       cancel→S2 refresh→S1 success→S3 fail→S4        4
    /// S2  initialLoading I [Tc:1]      load→S5 success→S6 fail→S7                     3
    /// S3  success(p1) V                cancel→S6 refresh→S9                           2
    /// S4  failure(URLError) V          cancel→S10 refresh→S11                         2
    /// S5  initialLoading V [Tc:1]      cancel→S2 refresh→S5 success→S3 fail→S12       4
    /// S6  success(p1) I                load→S13                                       1
    /// S7  failure(Cancellation) I      load→S1                                        1
    /// S9  reLoading(p1) V [R:2]        cancel→S14 success→S3 fail→S4                  3
    /// S10 failure(URLError) I          load→S1                                        1
    /// S11 initialLoading V [R:1]       cancel→S15 success→S3 fail→S4                  3
    /// S12 failure(Cancellation) V      cancel→S7 refresh→S11                          2
    /// S13 reLoading(p1) V [T:2]        cancel→S16 refresh→S13 success→S3 fail→S4      4
    /// S14 reLoading(p1) I [Rc:2]       load→S17 success→S6 fail→S7                    3
    /// S15 initialLoading I [Rc:1]      load→S18 success→S6 fail→S7                    3
    /// S16 reLoading(p1) I [Tc:2]       load→S19 success→S6 fail→S7                    3
    /// S17 reLoading(p1) V [Rc:2]       cancel→S14 refresh→S17 success→S3 fail→S12     4
    /// S18 initialLoading V [Rc:1]      cancel→S15 refresh→S18 success→S3 fail→S12     4
    /// S19 reLoading(p1) V [Tc:2]       cancel→S16 refresh→S19 success→S3 fail→S12     4
    /// ```
    /// 19 states, 52 transitions. (refresh is disabled while R is alive and
    /// not cancelled, so S17 and S18, whose R was cancelled by `cancel`,
    /// offer it; a refresh that finds `isLoading` returns at once: a self-loop.)
    @Test func section1ExampleRunsUnchanged() throws {
        let (system, result) = try exploreModel(ModelFixtures.case1After)
        #expect(system.name == "Case1After")
        #expect(system.documentation.contains("keep showing data while reloading"))
        #expect(system.expectations.map(\.property) == ["contentKeptWhileReloading", "errorKeptWhileRetrying", "noDoubleSpinner"])
        #expect(system.expectations.map(\.verdict) == [.holds, .violated, .violated])
        #expect(result.runtimeErrors.isEmpty)
        #expect(result.boundHits.isEmpty)
        #expect(result.stateCount == 19)
        #expect(result.transitionCount == 52)
        // Every case and every explicit view branch is reached.
        let cases = result.states.reduce(into: Set<String>()) { $0.formUnion(system.enumCases(of: $1)) }
        #expect(cases == Set(system.declaredEnumCases))
        #expect(system.declaredViewBranches.count == 4)
        let branches = result.states.reduce(into: Set<Int>()) { $0.formUnion(system.viewBranches(of: $1)) }
        #expect(branches == Set(system.declaredViewBranches.keys))
        // S13 after refresh from S3 shows content and the refresh spinner: S9.
        let s9 = result.states.first { s in
            rendered(system, s) == "dataState=.reLoading([p1])" && system.tasks(of: s).map(\.kind) == [.refreshable] && s.visible
        }
        #expect(s9 != nil)
        if let s9 {
            #expect(system.screen(of: s9).description == "content([p1]) + refreshSpinner")
            #expect(system.callsInFlight(of: s9) == ["getUser"])
            #expect(system.tasks(of: s9) == [TaskSummary(role: .reload, kind: .refreshable, isCancelled: false, waitingFor: .api("getUser"))])
        }
        // The initial load shows a blank list and the spinner.
        #expect(system.screen(of: result.states[1]).description == "blank + spinner")
        #expect(system.screen(of: result.states[0]) == .invisible)
    }

    /// Two `.task` handlers on `load`, answered in either order.
    ///
    /// ```text
    /// S0  nil I                        load→S1                               1
    /// S1  nil V [T1:1 T2:2]            cancel→S2 success→S3 success→S4       3
    /// S2  nil I [T1c:1 T2c:2]          load refused (4 tasks) success→S5 success→S6  2
    /// S3  [p1] V [T2:2]                cancel→S5 success→S8                  2
    /// S4  [p2] V [T1:1]                cancel→S6 success→S8 (older page wins) 2
    /// S5  [p1] I [T2c:2]               load refused success→S10              1
    /// S6  [p2] I [T1c:1]               load refused success→S10              1
    /// S8  [p1] V                       cancel→S10                            1
    /// S10 [p1] I                       load→S11                              1
    /// S11 [p1] V [T1:2 T2:3]           cancel→S12 success→S3 success→S4      3
    /// S12 [p1] I [T1c:2 T2c:3]         load refused success→S5 success→S6    2
    /// ```
    /// 11 states, 19 transitions, load refused by maxTasks in S2 S5 S6 S12.
    @Test func twoTaskLoadsAnsweredOutOfOrder() throws {
        let source = """
        model OutOfOrder
        api get() -> Value nonempty nonthrowing
        var last: Value? = nil
        on load .task { last = await get() }
        on load .task { last = await get() }
        view { if let v = last { content(v) } else { blank } }
        bound maxTasks = 2
        """
        let (system, result) = try exploreModel(source)
        #expect(result.runtimeErrors.isEmpty)
        #expect(result.stateCount == 11)
        #expect(result.transitionCount == 19)
        #expect(result.boundHits == [BoundHit(bound: "maxTasks", label: EventLabel("load"), count: 4)])
        // S1 has two `success get` transitions to different states.
        let s1 = result.states[1]
        var targets: [ModelState] = []
        system.forEachSuccessor(of: s1) { if $0.label == EventLabel("success", api: "get") { targets.append($0.target) } }
        #expect(targets.count == 2)
        #expect(Set(targets.map { rendered(system, $0) }) == ["last=[p1]", "last=[p2]"])
        // In S4 the newer page is shown while the older request is pending.
        let s4 = targets.first { rendered(system, $0) == "last=[p2]" }
        #expect(s4.map { system.callsInFlight(of: $0) } == ["get"])
        #expect(system.declaredLabels.map(\.description) == ["load", "cancel", "success get"])
    }

    /// `cancel` racing the answer: a cancelled task's pending call can still
    /// succeed, or fail with CancellationError.
    ///
    /// ```text
    /// S0 0 I          load→S1                                  1
    /// S1 1 V [T:1]    cancel→S2 success→S3 fail→S4             3
    /// S2 1 I [Tc:1]   load refused; success→S7 fail→S6         2
    /// S3 2 V          cancel→S7                                1
    /// S4 3 V          cancel→S8                                1
    /// S6 4 I          load→S1                                  1
    /// S7 2 I          load→S1                                  1
    /// S8 3 I          load→S1                                  1
    /// ```
    /// 8 states, 11 transitions.
    @Test func cancelRacingSuccess() throws {
        let source = """
        model CancelRace
        api get() -> Value nonempty
        var phase: Int = 0
        on load .task {
            phase = 1
            do {
                _ = try await get()
                phase = 2
            } catch {
                if error is CancellationError { phase = 4 } else { phase = 3 }
            }
        }
        view { blank }
        bound maxTasks = 1
        """
        let (system, result) = try exploreModel(source)
        #expect(result.stateCount == 8)
        #expect(result.transitionCount == 11)
        #expect(result.boundHits == [BoundHit(bound: "maxTasks", label: EventLabel("load"), count: 1)])
        let s2 = result.states.first { !$0.visible && system.tasks(of: $0).first?.isCancelled == true }
        #expect(s2 != nil)
        if let s2 {
            var notes: [(String, StepNote)] = []
            system.forEachSuccessor(of: s2) { notes.append((rendered(system, $0.target), $0.note)) }
            #expect(notes.map(\.0) == ["phase=2", "phase=4"])
            #expect(notes.map { $0.1.answered?.isCancelled } == [true, true])
            #expect(notes.first?.1.lines == [7, 8])
        }
    }

    /// An api call issued by an already-cancelled task throws CancellationError
    /// in the same run. n ∈ {0,1,2,3}; T@1 / T@2 = waiting at the first /
    /// second call:
    ///
    /// ```text
    /// 0 I                      load→(0,V,T@1)                           1
    /// (x,I,∅) x∈{1,2,3}        load→(x,V,T@1)                           3
    /// (x,V,∅) x∈{1,3}          cancel→(x,I,∅)                           2
    /// (x,V,T@1) x∈0...3        cancel→(x,I,Tc@1) success,fail→(x,V,T@2) 12
    /// (x,I,Tc@1)               success,fail→(2,I,∅) (2nd call throws)   8
    /// (x,V,T@2)                cancel→(x,I,Tc@2) success→(1,V,∅) fail→(3,V,∅) 12
    /// (x,I,Tc@2)               success→(1,I,∅) fail→(2,I,∅)             8
    /// ```
    /// 22 states, 46 transitions; load refused in the 8 (x,I,Tc@n) states.
    @Test func callInCancelledTaskThrowsAtOnce() throws {
        let source = """
        model CancelledCall
        api get() -> Value nonempty
        var n: Int = 0
        on load .task {
            _ = try? await get()
            do {
                _ = try await get()
                n = 1
            } catch {
                n = error is CancellationError ? 2 : 3
            }
        }
        view { blank }
        bound maxTasks = 1
        """
        let (_, result) = try exploreModel(source)
        #expect(result.stateCount == 22)
        #expect(result.transitionCount == 46)
        #expect(result.boundHits == [BoundHit(bound: "maxTasks", label: EventLabel("load"), count: 8)])
    }

    /// A continuation nobody can resume.
    ///
    /// ```text
    /// S0 false I          load→S1             1
    /// S1 false V          cancel→S0 tap→S2    2
    /// S2 true V [U c0]    cancel→S3           1   (tap: when is false)
    /// S3 true I [U c0]    load→S2             1
    /// ```
    /// 4 states, 5 transitions; S2 and S3 leak the continuation.
    @Test func leakedContinuation() throws {
        let source = """
        model Leak
        var waiting: Bool = false
        on tap Task when !waiting {
            waiting = true
            await withCheckedContinuation { c in }
            waiting = false
        }
        view { blank }
        """
        let (system, result) = try exploreModel(source)
        #expect(result.stateCount == 4)
        #expect(result.transitionCount == 5)
        let leaking = result.states.filter { !system.leakedContinuations(of: $0).isEmpty }
        #expect(leaking.count == 2)
        #expect(leaking.allSatisfy { system.tasks(of: $0) == [TaskSummary(role: .reload, kind: .unstructured, isCancelled: false, waitingFor: .continuation)] })
    }

    /// A continuation stored in a variable is not leaked, and resuming it
    /// twice crashes.
    ///
    /// ```text
    /// S0 nil,false I            load→S1                       1
    /// S1 nil,false V            cancel→S0 tap→S2              2
    /// S2 c0,false V [U c0]      cancel→S3 ok→S4               2
    /// S3 c0,false I [U c0]      load→S2                       1
    /// S4 resumed,true V         cancel→S5 ok→crash            2
    /// S5 resumed,true I         load→S4                       1
    /// crash                     (no successor)
    /// ```
    /// 7 states, 9 transitions.
    @Test func doubleResumeCrashes() throws {
        let source = """
        model DoubleResume
        var pending: CheckedContinuation<Void>? = nil
        var done: Bool = false
        on tap Task when pending == nil && !done {
            await withCheckedContinuation { c in pending = c }
            done = true
        }
        on ok sync when pending != nil { pending?.resume() }
        view { blank }
        """
        let (system, result) = try exploreModel(source)
        #expect(result.stateCount == 7)
        #expect(result.transitionCount == 9)
        #expect(result.states.allSatisfy { system.leakedContinuations(of: $0).isEmpty })
        let crashed = result.states.filter { system.isCrashed($0) }
        #expect(crashed.count == 1)
        var crashNotes: [String] = []
        for s in result.states { system.forEachSuccessor(of: s) { if let c = $0.note.crash { crashNotes.append(c) } } }
        #expect(crashNotes.count == 1)
        #expect(crashNotes.first?.hasPrefix("test.model:8:") == true)
        #expect(result.deadlocks.count == 1)
    }

    /// Page names relate a transition's target to its source: in Case 1 After,
    /// `success(p1) --refresh--> reLoading(p1) [R:p2] --success--> success(p2)`
    /// lands in the canonical state `success(p1)`, but the emitted target
    /// names its page p2, so step properties see new content, not the same.
    @Test func pageNamesRelateTargetToSource() throws {
        let (system, result) = try exploreModel(ModelFixtures.case1After + """

        step successShowsNewContent: event.name != "success" || before.dataState != after.dataState
        """)
        #expect(result.violations.isEmpty)
        let s9 = result.states.first { rendered(system, $0) == "dataState=.reLoading([p1])" && $0.visible && system.tasks(of: $0).map(\.kind) == [.refreshable] }
        #expect(s9 != nil)
        guard let s9 else { return }
        #expect(system.taskDescriptions(of: s9) == ["reload refreshable in func fetchUser awaiting getUser() → p2"])
        var after: [String] = []
        system.forEachSuccessor(of: s9) { t in
            if t.label == EventLabel("success", api: "getUser") { after.append(system.screen(of: t.target).description + " " + rendered(system, t.target)) }
        }
        #expect(after == ["content([p2]) dataState=.success([p2])"])
        // The stored state is the same canonical state as success(p1).
        let stored = result.states.filter { rendered(system, $0) == "dataState=.success([p1])" && $0.visible }
        #expect(stored.count == 1)
    }
}
