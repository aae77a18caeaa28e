import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckScreens

/// The semantics section of the language reference (ModelLanguage.md), construct by construct, each with its hand count.
@Suite struct SemanticsTests {
    /// D0b (Case 0 Before, Models/case0-before.model), with the retry link. Abstract
    /// variables A=(nil,nil,false) B=(nil,nil,true) C=([p1],nil,false)
    /// Du/Dc=(nil,URLError/CancellationError,false); T = .task, U = retry Task.
    ///
    /// ```text
    /// A I         load→B V [T]                                   1
    /// B V [T]     cancel→B I [Tc]  success→C V  fail→Du V         3
    /// B I [Tc]    load→B V [Tc]    success→C I  fail→Dc I         3
    /// B V [Tc]    cancel→B I [Tc]  success→C V  fail→Dc V         3
    /// C V         cancel→C I                                     1
    /// C I         load→B V [T]                                   1
    /// Du V        cancel→Du I  tapRetry→B V [U]                  2
    /// Du I        load→B V [T]                                   1
    /// Dc I        load→B V [T]                                   1
    /// Dc V        cancel→Dc I  tapRetry→B V [U]                  2
    /// B V [U]     cancel→B I [U]   success→C V  fail→Du V         3
    /// B I [U]     load→B V [U]     success→C I  fail→Du I         3
    /// ```
    /// 12 states, 24 transitions; exactly the 4 flag triples of D0b.
    @Test func case0BeforeReachesFourTriples() throws {
        let source = """
        model Case0Before
        api getUser() -> Value nonempty
        var data: Value? = nil
        var loadError: Error? = nil
        var isLoading: Bool = false
        func fetchUser() async {
            if isLoading { return }
            isLoading = true
            data = nil
            loadError = nil
            do {
                data = try await getUser()
            } catch {
                loadError = error
            }
            isLoading = false
        }
        on load .task { await fetchUser() }
        on tapRetry Task when loadError != nil { await fetchUser() }
        view {
            if isLoading {
                blank
            } else if let d = data {
                content(d)
            } else if let e = loadError {
                errorView(e)
            } else {
                blank
            }
            if isLoading { spinner }
        }
        """
        let (system, result) = try exploreModel(source)
        #expect(result.stateCount == 12)
        #expect(result.transitionCount == 24)
        let triples = Set(result.states.map { s -> String in
            let v = Dictionary(uniqueKeysWithValues: system.variables(of: s).map { ($0.name, $0.value) })
            return "\(v["data"] != "nil" ? "u" : "nil"),\(v["loadError"] != "nil" ? "e" : "nil"),\(v["isLoading"] ?? "?")"
        })
        #expect(triples == ["nil,nil,false", "nil,nil,true", "u,nil,false", "nil,e,false"])
        let renderings = Set(result.states.map { rendered(system, $0) })
        #expect(renderings == [
            "data=nil loadError=nil isLoading=false",
            "data=nil loadError=nil isLoading=true",
            "data=[p1] loadError=nil isLoading=false",
            "data=nil loadError=URLError isLoading=false",
            "data=nil loadError=CancellationError isLoading=false",
        ])
        // if / else if / else if / else / if: five explicit branches; the
        // final `else` (nothing loaded, not loading, visible) is unreachable:
        // `load` starts loading in the same run that makes the view visible.
        #expect(system.declaredViewBranches.count == 5)
        let branches = result.states.reduce(into: Set<Int>()) { $0.formUnion(system.viewBranches(of: $1)) }
        let untaken = Set(system.declaredViewBranches.keys).subtracting(branches)
        #expect(untaken.map { system.declaredViewBranches[$0] } == ["else (line 28)"])
    }

    /// Sync handlers exercising enums with payloads, computed properties,
    /// mutating and plain methods, `while`/`break`/`continue`, `guard let`,
    /// `?:`, `??`, condition lists, `switch` with `where`, strings.
    ///
    /// ```text
    /// S0 init I        load→S1            1
    /// S1 init V        cancel→S0 run→S2   2
    /// S2 after run V   cancel→S3 check→S4 2
    /// S3 after run I   load→S2            1
    /// S4 after check V cancel→S5          1
    /// S5 after check I load→S4            1
    /// ```
    /// 6 states, 8 transitions.
    /// `if var` / `guard var` bind a copy the body may change (`if let`'s
    /// stays constant): one tap gives total = 5 + 1 and count = 5 - 1.
    @Test func ifVarAndGuardVarBindChangeableCopies() throws {
        let source = """
        model IfVar
        var count: Int? = 5
        var total: Int = 0
        on tap sync when total == 0 {
            if var c = count {
                c += 1
                total = c
            }
            guard var d = count else { return }
            d -= 1
            count = d
        }
        view { blank }
        """
        let (system, result) = try exploreModel(source)
        let values = result.states.map { state in
            Dictionary(system.variables(of: state).map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        }
        #expect(values.contains { $0["total"] == "6" && $0["count"] == "4" })
        #expect(!values.contains { $0["total"] == "6" && $0["count"] != "4" })
        let constant = source.replacingOccurrences(of: "if var c", with: "if let c")
        #expect(throws: (any Error).self) { try ModelSystem.compile(source: constant, file: "t.model") }
    }

    @Test func syncConstructs() throws {
        let source = """
        model Constructs
        enum Mode {
            case a
            case b(Int)
            case c(Int, Bool)
        }
        extension Mode {
            var weight: Int {
                switch self {
                case .a: return 1
                case .b(let n) where n > 2: return n
                case .b: return 2
                case .c(let n, _): return n + 10
                }
            }
            mutating func bump() {
                if case .b(let n) = self { self = .b(n + 1) } else { self = .b(0) }
            }
            func plus(_ k: Int) -> Int { return weight + k }
        }
        var mode: Mode = .a
        var total: Int = 0
        var flag: Bool? = nil
        var note: String? = nil
        func sumTo(_ n: Int) -> Int {
            var s = 0
            var i = 0
            while true {
                i += 1
                if i > n { break }
                if i == 2 { continue }
                s += i
            }
            return s
        }
        on run sync when total == 0 {
            mode.bump()
            mode.bump()
            total = sumTo(4)
            guard let f = flag else {
                flag = total > 5 ? true : false
                note = "set"
                return
            }
            total = 9
        }
        on check sync when total == 8 {
            var w = mode.weight
            w += Mode.c(3, true).weight
            if w == 15, let f = flag, f { total = mode.plus(0) } else if w > 15 { total = -1 } else { total = -2 }
            mode = .c(total, flag ?? false)
            switch mode {
            case .a, .b: note = nil
            case .c(let n, let yes) where yes && n == 2: note = "c2"
            case .c: note = "other"
            }
        }
        view { blank }
        """
        let (system, result) = try exploreModel(source)
        #expect(result.runtimeErrors.isEmpty)
        #expect(result.stateCount == 6)
        #expect(result.transitionCount == 8)
        let renderings = result.states.map { rendered(system, $0) }
        #expect(renderings.contains("mode=.b(1) total=8 flag=true note=\"set\""))
        #expect(renderings.contains("mode=.c(2, true) total=2 flag=true note=\"c2\""))
    }

    /// Roles and kinds: `as action` on a Task handler, a `sync` handler `as
    /// page` whose `Task { }` inherits the role, errors rethrown by a function,
    /// `try?` on an api that returns nothing.
    ///
    /// ```text
    /// S0 0 I          load→S1                              1
    /// S1 0 V          cancel→S0 tapSave→S2                 2
    /// S2 1 V [Ua]     cancel→S3 success→S4 fail→S5         3
    /// S3 1 I [Ua]     load→S2 success→S6 fail→S7           3
    /// S4 2 V          cancel→S6 tapMore→S8                 2
    /// S5 3 V          cancel→S7                            1
    /// S6 2 I          load→S4                              1
    /// S7 3 I          load→S5                              1
    /// S8 4 V [Up]     cancel→S9 success→S10 fail→S10       3
    /// S9 4 I [Up]     load→S8 success→S11 fail→S11         3
    /// S10 4 V         cancel→S11                           1
    /// S11 4 I         load→S10                             1
    /// ```
    /// 12 states, 22 transitions.
    @Test func rolesKindsAndRethrow() throws {
        let source = """
        model Roles
        api send(n: Int)
        var sent: Int = 0
        func post(_ k: Int) async throws {
            do {
                try await send(n: k)
            } catch {
                sent = 3
                throw error
            }
        }
        on tapSave Task as action when sent == 0 {
            sent = 1
            do {
                try await post(5)
                sent = 2
            } catch {
            }
        }
        on tapMore sync as page when sent == 2 {
            Task {
                sent = 4
                try? await send(n: 1)
            }
        }
        view { blank }
        bound maxTasks = 1
        """
        let (system, result) = try exploreModel(source)
        #expect(result.runtimeErrors.isEmpty)
        #expect(result.stateCount == 12)
        #expect(result.transitionCount == 22)
        let roles = Set(result.states.flatMap { system.tasks(of: $0) })
        #expect(roles == [
            TaskSummary(role: .action, kind: .unstructured, isCancelled: false, waitingFor: .api("send")),
            TaskSummary(role: .page, kind: .unstructured, isCancelled: false, waitingFor: .api("send")),
        ])
    }

    /// Paging with `Value` concatenation, the `page` event (enabled once per
    /// insertion of `footerSpinner`), `maxPages`, and custom properties.
    /// `a1`: the footer appeared since it was inserted (no `page`); `a0`: it
    /// did not, or it was inserted anew (the view came back, or the content
    /// changed). A failed page leaves the same content: the footer stays
    /// appeared.
    ///
    /// ```text
    /// S0 nil,F I              load→S1                                    1
    /// S1 nil,F V a0           cancel→S0 page→S2                          2
    /// S2 nil,T V [U:1] a1     cancel→S3 success→S4 fail→S1'              3
    /// S3 nil,T I [U:1]        load→S2' success→S5 fail→S0                3
    /// S1' nil,F V a1          cancel→S0                                  1
    /// S2' nil,T V [U:1] a0    cancel→S3 page→S2 success→S4 fail→S1       4
    /// S4 [1],F V a0           cancel→S5 page→S6                          2
    /// S5 [1],F I              load→S4                                    1
    /// S6 [1],T V [U:2] a1     cancel→S7 success→S8 fail→S4'              3
    /// S7 [1],T I [U:2]        load→S6' success→S9 fail→S5                3
    /// S4' [1],F V a1          cancel→S5                                  1
    /// S6' [1],T V [U:2] a0    cancel→S7 page→S6 success→S8 fail→S4       4
    /// S8 [1,2],F V a0         cancel→S9 page→S10                         2
    /// S9 [1,2],F I            load→S8                                    1
    /// S10 [1,2],T V [U:3] a1  cancel→S11 fail→S8' (success: 3 pages, refused) 2
    /// S11 [1,2],T I [U:3]     load→S10' fail→S9 (success refused)        2
    /// S8' [1,2],F V a1        cancel→S9                                  1
    /// S10' [1,2],T V [U:3] a0 cancel→S11 page→S10 fail→S8 (success refused) 3
    /// ```
    /// 18 states, 39 transitions, `success more` refused by maxPages three
    /// times. (With `page` enabled whenever the footer shows: 12 states, 28
    /// transitions, two refusals.) `page` while busy is still possible, in
    /// S2', S6' and S10', after the view came back.
    @Test func pagingAndCustomProperties() throws {
        let source = """
        model Paging
        api more() -> Value nonempty
        var items: Value? = nil
        var busy: Bool = false
        func fetchMore() async {
            if busy { return }
            busy = true
            do {
                let next = try await more()
                if let current = items { items = current + next } else { items = next }
            } catch {
            }
            busy = false
        }
        on page Task { await fetchMore() }
        view {
            footerSpinner
            if let v = items { content(v) }
        }
        bound maxPages = 2
        invariant busyShowsFooter: !busy || screen.footerSpinner
        invariant atMostTwo: items == nil || items!.count <= 2
        step pageNeverWhileBusy: !(event.name == "page" && before.busy)
        step itemsNeverLost: before.items == nil || after.items != nil
        step contentKept: before.screen.content == nil || after.screen.content != nil || event.name == "cancel"
        """
        let (system, result) = try exploreModel(source)
        #expect(result.runtimeErrors.isEmpty)
        #expect(result.stateCount == 18)
        #expect(result.transitionCount == 39)
        #expect(result.boundHits == [BoundHit(bound: "maxPages", label: EventLabel("success", api: "more"), count: 3)])
        #expect(Set(result.violations.keys) == ["busyShowsFooter", "pageNeverWhileBusy"])
        let tasks = Set(result.states.flatMap { system.tasks(of: $0) })
        #expect(tasks == [TaskSummary(role: .page, kind: .unstructured, isCancelled: false, waitingFor: .api("more"))])
        let two = result.states.first { rendered(system, $0) == "items=[p1, p2] busy=false" && $0.visible }
        #expect(two.map { system.screen(of: $0).description } == "footerSpinner + content([p1, p2])")
    }

    /// `intRange`: an Int leaving the range refuses the transition.
    ///
    /// ```text
    /// S0 0 I  load→S1          S1 0 V  cancel→S0 inc→S2
    /// S2 1 V  cancel→S3 inc→S4 S3 1 I  load→S2
    /// S4 2 V  cancel→S5 (inc refused: 3 > 2)   S5 2 I  load→S4
    /// ```
    /// 6 states, 8 transitions.
    @Test func intRangeRefusesTransitions() throws {
        let source = """
        model Counter
        var n: Int = 0
        on inc sync { n += 1 }
        view { blank }
        bound intRange = 0...2
        """
        let (system, result) = try exploreModel(source)
        #expect(result.stateCount == 6)
        #expect(result.transitionCount == 8)
        #expect(result.boundHits == [BoundHit(bound: "intRange", label: EventLabel("inc"), count: 1)])
        #expect(system.bounds.intRange == 0...2)
    }

    /// Runtime errors are diagnostics; their transitions are not taken.
    /// Each model has 2 states (I, V) and 2 transitions (load, cancel).
    @Test func runtimeErrorsAreDiagnostics() throws {
        let endless = """
        model Endless
        var n: Int = 0
        on spin sync {
            while true {
                n = 0
            }
        }
        view { blank }
        """
        let (_, r1) = try exploreModel(endless, file: "endless.model")
        #expect(r1.stateCount == 2)
        #expect(r1.transitionCount == 2)
        #expect(r1.runtimeErrors.map(\.description) == ["endless.model:4:5: error: the run executed more than 100000 statements (an endless loop?)"])

        let deep = """
        model Deep
        var n: Int = 0
        func down() { down() }
        on dive sync { down() }
        view { blank }
        """
        let (_, r2) = try exploreModel(deep, file: "deep.model")
        #expect(r2.stateCount == 2)
        #expect(r2.transitionCount == 2)
        #expect(r2.runtimeErrors.count == 1)
        #expect(r2.runtimeErrors.first?.line == 3)
        #expect(r2.runtimeErrors.first?.message.contains("1000 frames") == true)

        let unwrap = """
        model Unwrap
        var x: Int? = nil
        on boom sync { x = x! + 1 }
        view { blank }
        """
        let (_, r3) = try exploreModel(unwrap, file: "unwrap.model")
        #expect(r3.stateCount == 2)
        #expect(r3.transitionCount == 2)
        #expect(r3.runtimeErrors.map { "\($0.line):\($0.message)" } == ["3:force-unwrapped a nil value"])
    }

    /// A submit-with-retry loop waiting for the user's Retry/Cancel in a
    /// continuation stored in an alert enum's payload.
    ///
    /// ```text
    /// S0 -,nil,F I               load→S1                              1
    /// S1 -,nil,F V               cancel→S0 tapSubmit→S2               2
    /// S2 -,nil,T V [U:1]         cancel→S3 success→S4 fail→S5         3
    /// S3 -,nil,T I [U:1]         load→S2 success→S6 fail→S7           3
    /// S4 -,[p1],F V              cancel→S6 tapSubmit→S8               2
    /// S5 retry(c0),nil,T V [U c0] cancel→S7 tapRetry→S2 tapCancel→S1  3
    /// S6 -,[p1],F I              load→S4                              1
    /// S7 retry(c0),nil,T I [U c0] load→S5                             1
    /// S8 -,[p1],T V [U:2]        cancel→S9 success→S4 fail→S10        3
    /// S9 -,[p1],T I [U:2]        load→S8 success→S6 fail→S11          3
    /// S10 retry(c0),[p1],T V     cancel→S11 tapRetry→S8 tapCancel→S4  3
    /// S11 retry(c0),[p1],T I     load→S10                             1
    /// ```
    /// 12 states, 26 transitions, no leaked continuation.
    @Test func submitRetryThroughAlertContinuation() throws {
        let source = """
        model SubmitRetry
        api submit() -> Value nonempty
        enum AlertState {
            case retry(CheckedContinuation<Bool>)
        }
        extension AlertState {
            var continuation: CheckedContinuation<Bool> {
                switch self {
                case .retry(let c): return c
                }
            }
        }
        var alert: AlertState? = nil
        var result: Value? = nil
        var submitting: Bool = false
        func submitWithRetry() async {
            while true {
                do {
                    result = try await submit()
                    return
                } catch {
                    let again = await withCheckedContinuation { c in alert = .retry(c) }
                    alert = nil
                    if !again { return }
                }
            }
        }
        on tapSubmit Task as action when !submitting {
            submitting = true
            await submitWithRetry()
            submitting = false
        }
        on tapRetry sync when alert != nil { alert?.continuation.resume(returning: true) }
        on tapCancel sync when alert != nil { alert?.continuation.resume(returning: false) }
        view {
            if let r = result { content(r) } else { blank }
            if alert != nil { alert("retry") }
        }
        """
        let (system, result) = try exploreModel(source)
        #expect(result.runtimeErrors.isEmpty)
        #expect(result.stateCount == 12)
        #expect(result.transitionCount == 26)
        #expect(result.states.allSatisfy { system.leakedContinuations(of: $0).isEmpty })
        let waiting = result.states.first { $0.visible && system.tasks(of: $0).first?.waitingFor == .continuation }
        #expect(waiting.map { rendered(system, $0) } == "alert=.retry(<continuation c0>) result=nil submitting=true")
        #expect(waiting.map { system.screen(of: $0).description } == "blank + alert(\"retry\")")
    }

    /// `try?` with `if let`, `value.count`, `value.isEmpty`, `for ..<`,
    /// `Task.isCancelled` (seen, empty, cancelledSeen):
    ///
    /// ```text
    /// S0 0,T,F I          load→S1                             1
    /// S1 0,T,F V [T]      cancel→S2 success→S3 fail→S4        3
    /// S2 0,T,F I [Tc]     load refused; success→S5 fail→S6    2
    /// S3 4,F,F V          cancel→S7                           1
    /// S4 0,T,F V          cancel→S0 (the initial state again) 1
    /// S5 4,F,T I          load→S9                             1
    /// S6 0,T,T I          load→S10                            1
    /// S7 4,F,F I          load→S11                            1
    /// S9 4,F,T V [T]      cancel→S12 success→S3 fail→S3       3
    /// S10 0,T,T V [T]     cancel→S13 success→S3 fail→S4       3
    /// S11 4,F,F V [T]     cancel→S14 success→S3 fail→S3       3
    /// S12 4,F,T I [Tc]    load refused; success→S5 fail→S5    2
    /// S13 0,T,T I [Tc]    load refused; success→S5 fail→S6    2
    /// S14 4,F,F I [Tc]    load refused; success→S5 fail→S5    2
    /// ```
    /// 14 states, 26 transitions, load refused 4 times.
    @Test func valuesLoopsAndCancellationFlag() throws {
        let source = """
        model Misc
        api get() -> Value nonempty
        var seen: Int = 0
        var empty: Bool = true
        var cancelledSeen: Bool = false
        on load .task {
            if let v = try? await get() {
                seen = v.count
                empty = v.isEmpty
                for i in 0..<3 { seen += i }
            }
            cancelledSeen = Task.isCancelled
        }
        view { blank }
        bound maxTasks = 1
        """
        let (system, result) = try exploreModel(source)
        #expect(result.runtimeErrors.isEmpty)
        #expect(result.stateCount == 14)
        #expect(result.transitionCount == 26)
        #expect(result.boundHits == [BoundHit(bound: "maxTasks", label: EventLabel("load"), count: 4)])
        #expect(result.states.contains { rendered(system, $0) == "seen=4 empty=false cancelledSeen=true" })
    }

    /// Recursive enums are rejected (values could nest without limit). An
    /// integer literal outside `intRange` refuses its run like arithmetic
    /// does: Big has 2 states (0 I, 0 V) and 2 transitions; `set` is refused.
    @Test func recursiveEnumsAndLiteralBounds() throws {
        let recursive = """
        model Rec
        enum List {
            case empty
            case cons(List)
        }
        var l: List = .empty
        view { blank }
        """
        do {
            _ = try ModelSystem.compile(source: recursive, file: "rec.model")
            Issue.record("expected a diagnostic")
        } catch {
            #expect(error.diagnostics.contains { $0.line == 2 && $0.message.contains("recursive") })
        }
        let literal = """
        model Big
        var n: Int = 0
        on set sync { n = 40 }
        view { blank }
        """
        let (_, result) = try exploreModel(literal)
        #expect(result.stateCount == 2)
        #expect(result.transitionCount == 2)
        #expect(result.boundHits == [BoundHit(bound: "intRange", label: EventLabel("set"), count: 1)])
    }

    /// `on cancel` handlers, a continuation resumed inside its own body (the
    /// await continues at once), a `nonthrowing` api in a cancelled task
    /// (answered as usual), `-=`, `break` in a `switch` over Int. (n, log):
    ///
    /// ```text
    /// S0 3,0 I          load→S1                     1
    /// S1 2,0 V [T]      cancel→S2 success→S3        2
    /// S2 2,5 I [Tc]     load refused; success→S4    1
    /// S3 2,1 V          cancel→S5                   1
    /// S4 2,2 I          load→S6                     1
    /// S5 2,5 I          load→S7                     1
    /// S6 1,2 V [T]      cancel→S8 success→S9        2
    /// S7 1,5 V [T]      cancel→S10 success→S9       2
    /// S8 1,2 I [Tc]     load refused; success→S11   1
    /// S9 1,1 V          cancel→S12                  1
    /// S10 1,5 I [Tc]    load refused; success→S11   1
    /// S11 1,2 I         load→S6                     1
    /// S12 1,1 I         load→S13                    1
    /// S13 1,1 V [T]     cancel→S14 success→S9       2
    /// S14 1,1 I [Tc]    load refused; success→S11   1
    /// ```
    /// 15 states, 19 transitions, load refused 4 times.
    @Test func cancelHandlersAndEarlyResume() throws {
        let source = """
        model Lifecycle
        api ping() nonthrowing
        var n: Int = 3
        var log: Int = 0
        on load .task {
            let ok: Bool = await withCheckedContinuation { c in c.resume(returning: true) }
            if ok, n > 1 { n -= 1 }
            await ping()
            log = Task.isCancelled ? 2 : 1
        }
        on cancel sync {
            switch n {
            case 2:
                log = 5
                break
            default:
                break
            }
        }
        view { blank }
        bound maxTasks = 1
        """
        let (system, result) = try exploreModel(source)
        #expect(result.runtimeErrors.isEmpty)
        #expect(result.stateCount == 15)
        #expect(result.transitionCount == 19)
        #expect(result.boundHits == [BoundHit(bound: "maxTasks", label: EventLabel("load"), count: 4)])
        #expect(system.declaredLabels.map(\.description) == ["load", "cancel", "success ping"])
    }

    /// `guard case`, `guard ... else { continue }`, `<=`, `>=`, nested `?:`,
    /// `mark(...)` in a view `switch` with a `where` clause.
    ///
    /// ```text
    /// S0 .start,0 I         load→S1            1
    /// S1 .start,0 V         cancel→S0 go→S2    2
    /// S2 .mid(3),7 V        cancel→S3          1   (acc: 1+2+4, then +1 -1)
    /// S3 .mid(3),7 I        load→S2            1
    /// ```
    /// 4 states, 5 transitions; view branches `.start` and `.mid where` taken.
    @Test func guardsAndComparisons() throws {
        let source = """
        model Guards
        enum Step {
            case start
            case mid(Int)
            case end
        }
        var step: Step = .start
        var acc: Int = 0
        func classify(_ s: Step) -> Int {
            guard case .mid(let k) = s else { return -1 }
            return k >= 2 ? (k <= 3 ? 1 : 2) : 0
        }
        on go sync when acc == 0 {
            var i = 0
            while i < 6 {
                i += 1
                guard i != 3 else { continue }
                if i >= 5 { break }
                acc += i
            }
            step = .mid(acc - 4)
            acc = acc + classify(step) + classify(.end)
        }
        view {
            switch step {
            case .start:
                blank
            case .mid(let k) where k > 2:
                mark("big")
            case .mid:
                mark("small")
            case .end:
                blank
            }
        }
        """
        let (system, result) = try exploreModel(source)
        #expect(result.runtimeErrors.isEmpty)
        #expect(result.stateCount == 4)
        #expect(result.transitionCount == 5)
        let s2 = result.states.first { $0.visible && rendered(system, $0).hasPrefix("step=.mid") }
        #expect(s2.map { rendered(system, $0) } == "step=.mid(3) acc=7")
        #expect(s2.map { system.screen(of: $0).description } == "mark(\"big\")")
        let taken = result.states.reduce(into: Set<Int>()) { $0.formUnion(system.viewBranches(of: $1)) }
        #expect(taken.compactMap { system.declaredViewBranches[$0] }.sorted() == ["case .mid(let k) (line 28)", "case .start (line 26)"])
    }

    /// Order inside a run: every `when` is evaluated before any handler
    /// starts, handlers start in declaration order, and a `Task { }` runs
    /// after the jobs queued before it (first-in first-out). So `tap` ends
    /// with a = 2 (the second handler ran although the first set a = 1) and
    /// b = 2 (the Task ran after the second handler).
    ///
    /// ```text
    /// S0 0,0 I   load→S1             1
    /// S1 0,0 V   cancel→S0 tap→S2    2
    /// S2 2,2 V   cancel→S3           1
    /// S3 2,2 I   load→S2             1
    /// ```
    /// 4 states, 5 transitions.
    @Test func handlersAndTasksRunFirstInFirstOut() throws {
        let source = """
        model Order
        var a: Int = 0
        var b: Int = 0
        on tap sync when a == 0 {
            Task { b = a }
            a = 1
        }
        on tap sync when a == 0 { a = 2 }
        view { blank }
        """
        let (system, result) = try exploreModel(source)
        #expect(result.stateCount == 4)
        #expect(result.transitionCount == 5)
        #expect(Set(result.states.map { rendered(system, $0) }) == ["a=0 b=0", "a=2 b=2"])
        var lines: [[Int]] = []
        system.forEachSuccessor(of: result.states[1]) { if $0.label == EventLabel("tap") { lines.append($0.note.lines) } }
        #expect(lines == [[5, 6, 8, 5]])
    }
}
