import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckScreens

/// `defer`, several `catch` clauses, error enums and `Task.checkCancellation()`
/// in `.model` files, each design with its hand count. The Swift fixtures
/// DeferFeedScreen and InboxScreen (Golden/SwiftScreens) are twins of these designs.
@Suite struct ErrorHandlingSemanticsTests {
    /// Each expected verdict, property by property (a property the catalog
    /// gains later is not part of these designs' derivations).
    static func expectVerdicts(_ actual: [String: Verdict], _ expected: [String: Verdict],
                               sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for (name, verdict) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(actual[name] == verdict, "\(name)", sourceLocation: sourceLocation)
        }
    }

    /// A spinner flag reset by `defer` in a throwing function: the api's
    /// failure leaves `load()` through the `defer`, so the flag is reset on
    /// every exit. Variables (isLoading, articles); T = the `.task`, Tc cancelled.
    ///
    /// ```text
    /// A  (F, nil) I            load→B                                  1
    /// B  (T, nil) V [T]        cancel→C  success→D  fail→E (defer ran)   3
    /// C  (T, nil) I [Tc]       load→F (the new task returns at the guard, before its defer)
    ///                          success→G  fail(CancellationError)→A     3
    /// D  (F, [p1]) V           cancel→G                                 1
    /// E  (F, nil) V            cancel→A                                 1
    /// F  (T, nil) V [Tc]       cancel→C  success→D  fail→E              3
    /// G  (F, [p1]) I           load→H                                   1
    /// H  (T, [p1]) V [T]       cancel→I  success→D ([p2] renamed p1)  fail→D   3
    /// I  (T, [p1]) I [Tc]      load→J  success→G  fail→G                3
    /// J  (T, [p1]) V [Tc]      cancel→I  success→D  fail→D              3
    /// ```
    /// 10 states, 22 transitions.
    static let deferFeed = """
    model DeferFeedScreen
    api latest() -> Value nonempty
    var articles: Value? = nil
    var isLoading: Bool = false

    func load() async throws {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        articles = try await latest()
    }

    on load .task { try? await load() }

    view {
        if let articles = articles { content(articles) } else { blank }
        if isLoading { spinner }
    }
    """

    /// The same design with the `defer`'s statement written at each exit by hand.
    static let deferFeedByHand = """
    model DeferFeedByHand
    api latest() -> Value nonempty
    var articles: Value? = nil
    var isLoading: Bool = false

    func load() async throws {
        guard !isLoading else { return }
        isLoading = true
        do {
            articles = try await latest()
        } catch {
            isLoading = false
            throw error
        }
        isLoading = false
    }

    on load .task { try? await load() }

    view {
        if let articles = articles { content(articles) } else { blank }
        if isLoading { spinner }
    }
    """

    /// The verdicts of DeferFeedScreen (and its Swift twin): one `.task`, no
    /// refresh and no paging, so the reloading, retrying, double-spinner and
    /// paging properties are not applicable and exclusiveContentAndError too
    /// (no errorView); the spinner always ends with the request (the `defer`
    /// on every exit), a cancelled request ends in CancellationError shown
    /// nowhere, and no task outlives its request.
    static let deferFeedVerdicts: [String: Verdict] = [
        "contentKeptWhileReloading": .notApplicable, "errorKeptWhileRetrying": .notApplicable,
        "noDoubleSpinner": .notApplicable, "pagesKeptOnPagingFailure": .notApplicable,
        "contentKeptOnFailedRefresh": .holds, "singleFlight": .holds, "noOrphanSpinner": .holds,
        "silentCancellation": .holds, "noStaleOverwrite": .holds, "noLeakedTask": .holds, "recoverable": .holds,
        "exclusiveContentAndError": .notApplicable, "allCasesReachable": .holds,
    ]

    @Test func deferRunsAtEveryExitOfItsBlock() throws {
        let (_, result) = try exploreModel(Self.deferFeed)
        #expect(result.stateCount == 10)
        #expect(result.transitionCount == 22)
        let withDefer = try DesignOutcome.of(ModelSystem.compile(source: Self.deferFeed, file: "defer.model"))
        let byHand = try DesignOutcome.of(ModelSystem.compile(source: Self.deferFeedByHand, file: "byhand.model"))
        #expect(withDefer == byHand)
        Self.expectVerdicts(withDefer.verdicts, Self.deferFeedVerdicts)
    }

    /// Order and exits, read from the variables after one synchronous `tap`:
    /// two `defer`s run last-registered first (`a`: 0 → 5 → 6), a `return`
    /// value is computed before the `defer` changes its local (`r` is 1), and
    /// a `defer` in a loop body runs on every iteration it leaves, by its end,
    /// `continue` or `break` (iterations 0...3: `loops` is 4). An error thrown
    /// through a `defer` runs it before the `catch` (`caught` is 1 + 4).
    @Test func defersRunLastFirstAndOnEveryExit() throws {
        let source = """
        model DeferOrder
        api fetch() -> Value nonempty
        var a = 0
        var r = 0
        var loops = 0
        var caught = 0
        var done = false
        var started = false
        func lifo() {
            defer { a = a + 1 }
            defer { if a == 0 { a = 5 } }
        }
        func early() -> Int {
            var x = 1
            defer { x = 2 }
            if x == 1 { return x }
            return 7
        }
        func loop() {
            for i in 0..<5 {
                defer { loops = loops + 1 }
                if i == 1 { continue }
                if i == 3 { break }
            }
        }
        func thrower() async throws {
            defer { caught = caught + 1 }
            _ = try await fetch()
        }
        on tap sync when !done {
            lifo()
            r = early()
            loop()
            done = true
        }
        on go Task when done && !started {
            started = true
            do { try await thrower() } catch { caught = caught + 4 }
        }
        view { blank }
        """
        let (system, result) = try exploreModel(source)
        let values = Set(result.states.map { rendered(system, $0) })
        // After `tap` every state has a=6 r=1 loops=4; `caught` is 0 (no answer yet),
        // 1 (success: only the defer) or 5 (fail: the defer, then the catch).
        #expect(values == [
            "a=0 r=0 loops=0 caught=0 done=false started=false",
            "a=6 r=1 loops=4 caught=0 done=true started=false",
            "a=6 r=1 loops=4 caught=0 done=true started=true",
            "a=6 r=1 loops=4 caught=1 done=true started=true",
            "a=6 r=1 loops=4 caught=5 done=true started=true",
        ])
    }

    /// Several `catch` clauses and an error enum (the InboxScreen fixture's
    /// design, `.task` only). A second load while the first (cancelled) one
    /// still waits throws `InboxError.busy`, caught by its own clause; a late
    /// answer to a cancelled load fails `Task.checkCancellation()` and the
    /// `catch is CancellationError` clause puts the screen back to idle; an
    /// api failure is a URLError, which only the final `catch` takes.
    /// Variables (state, skippedLoad); T the `.task`, Tc cancelled.
    ///
    /// ```text
    /// S0  idle F I             load→S1                                         1
    /// S1  loading F V [T]      cancel→S2  success→S3  fail→S4 (failed URLError)   3
    /// S2  loading F I [Tc]     load→S5 (busy)  success→S0 (checkCancellation)  fail→S0   3
    /// S3  loaded F V           cancel→S6                                       1
    /// S4  failed F V           cancel→S7                                       1
    /// S5  loading T V [Tc]     cancel→S8  success→S9  fail→S9                  3
    /// S6  loaded F I           load→S1                                         1
    /// S7  failed F I           load→S1                                         1
    /// S8  loading T I [Tc]     load→S5 (busy again)  success→S11  fail→S11     3
    /// S9  idle T V             cancel→S11                                      1
    /// S11 idle T I             load→S12                                        1
    /// S12 loading T V [T]      cancel→S8  success→S14  fail→S15                3
    /// S14 loaded T V           cancel→S16                                      1
    /// S15 failed T V           cancel→S17                                      1
    /// S16 loaded T I           load→S12                                        1
    /// S17 failed T I           load→S12                                        1
    /// ```
    /// 16 states, 26 transitions.
    static let inbox = """
    model InboxScreen
    api messages() -> Value nonempty

    enum InboxError: Error {
        case busy
        case signedOut
    }

    enum InboxState {
        case idle
        case loading
        case loaded(Value)
        case failed(Error)
    }

    extension InboxState {
        var isLoading: Bool {
            if case .loading = self { return true }
            return false
        }
    }

    var state: InboxState = .idle
    var skippedLoad: Bool = false

    func load() async {
        do {
            try await fetch()
        } catch is CancellationError {
            state = .idle
        } catch InboxError.busy {
            skippedLoad = true
        } catch let error as InboxError {
            state = .failed(error)
        } catch {
            state = .failed(error)
        }
    }

    func fetch() async throws {
        if state.isLoading { throw InboxError.busy }
        state = .loading
        let messages = try await messages()
        try Task.checkCancellation()
        state = .loaded(messages)
    }

    on load .task { await load() }

    view {
        switch state {
        case .idle, .loading: blank
        case .loaded(let messages): content(messages)
        case .failed(let error): errorView(error)
        }
        if state.isLoading { spinner }
    }
    """

    /// The verdicts of InboxScreen, except `allCasesReachable`: which enums
    /// it counts as state (InboxError is thrown, never stored as itself) is
    /// that property's rule, not this design's. One `.task` and no refresh:
    /// the reloading, retrying and paging properties are not applicable; the
    /// spinner ends with every request (success, failure, busy and a late
    /// answer all leave `.loading`, or a second load waits for the first);
    /// CancellationError is caught and never shown.
    static let inboxVerdicts: [String: Verdict] = [
        "contentKeptWhileReloading": .notApplicable, "errorKeptWhileRetrying": .notApplicable,
        "noDoubleSpinner": .notApplicable, "pagesKeptOnPagingFailure": .notApplicable,
        "contentKeptOnFailedRefresh": .notApplicable, "singleFlight": .holds, "noOrphanSpinner": .holds,
        "silentCancellation": .holds, "noStaleOverwrite": .notApplicable, "noLeakedTask": .holds, "recoverable": .holds,
        "exclusiveContentAndError": .holds,
    ]

    @Test func catchClausesMatchInOrder() throws {
        let (_, result) = try exploreModel(Self.inbox)
        #expect(result.stateCount == 16)
        #expect(result.transitionCount == 26)
        let verdicts = try DesignOutcome.of(ModelSystem.compile(source: Self.inbox, file: "inbox.model")).verdicts
        Self.expectVerdicts(verdicts, Self.inboxVerdicts)
    }

    /// `Task.checkCancellation()` after a `nonthrowing` api: the answer to a
    /// cancelled task is dropped. The CancellationError it throws is what
    /// makes `silentCancellation` applicable (no `fail` exists), and it is
    /// never shown, so the property holds. Variables (items, loading); a
    /// second `.task` returns at `if loading`; T the `.task`, Tc cancelled.
    ///
    /// ```text
    /// A (nil, F) I          load→B                       1
    /// B (nil, T) V [T]      cancel→C  success→D          2
    /// C (nil, T) I [Tc]     load→E  success→A (dropped)  2
    /// D ([p1], F) V         cancel→G                     1
    /// E (nil, T) V [Tc]     cancel→C  success→F (dropped)  2
    /// F (nil, F) V          cancel→A                     1
    /// G ([p1], F) I         load→H                       1
    /// H ([p1], T) V [T]     cancel→J  success→D          2
    /// J ([p1], T) I [Tc]    load→K  success→G (dropped)  2
    /// K ([p1], T) V [Tc]    cancel→J  success→D (dropped)  2
    /// ```
    /// 10 states, 16 transitions.
    @Test func checkCancellationThrowsInACancelledTask() throws {
        let source = """
        model LateAnswers
        api fetch() -> Value nonempty nonthrowing
        var items: Value? = nil
        var loading = false
        on load .task {
            if loading { return }
            loading = true
            let fresh = await fetch()
            loading = false
            do {
                try Task.checkCancellation()
                items = fresh
            } catch {
                return
            }
        }
        view { if let items { content(items) } else { blank } }
        """
        let (_, result) = try exploreModel(source)
        #expect(result.stateCount == 10)
        #expect(result.transitionCount == 16)
        let outcome = try DesignOutcome.of(ModelSystem.compile(source: source, file: "late.model"))
        #expect(outcome.verdicts["silentCancellation"] == .holds)
    }

    /// `catch let e as T` matches exactly the error enum `T`; a `catch` list
    /// without a final `catch` throws the other errors on.
    @Test func unmatchedErrorsAreThrownOn() throws {
        let source = """
        model Rethrow
        api fetch() -> Value nonempty
        enum FeedError: Error { case empty }
        var outer = 0
        var inner = 0
        func f() async throws {
            do {
                _ = try await fetch()
                throw FeedError.empty
            } catch let e as FeedError {
                inner = 1
                throw e
            }
        }
        on load .task {
            do { try await f() } catch FeedError.empty { outer = 2 } catch { outer = 3 }
        }
        view { blank }
        """
        let (system, result) = try exploreModel(source)
        let values = Set(result.states.map { rendered(system, $0) })
        // success: FeedError.empty caught inside (inner 1), thrown on to its
        // own clause outside (outer 2); fail: a URLError (or, cancelled,
        // CancellationError) is not a FeedError, so only the outer final catch runs;
        // a later load (after cancel and load) that fails keeps the earlier load's inner 1.
        #expect(values == ["outer=0 inner=0", "outer=2 inner=1", "outer=3 inner=0", "outer=3 inner=1"])
    }
}
