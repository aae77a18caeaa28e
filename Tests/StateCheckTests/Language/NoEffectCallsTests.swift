import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckScreens

/// Calls with no effect (`print`, `assert`, `os_log`, …), `withAnimation { }`
/// and `append(contentsOf:)` in `.model` files: each reads as the design
/// written without it. ArchiveScreen (Golden/SwiftScreens) is the Swift twin.
@Suite struct NoEffectCallsTests {
    /// A paging archive: `load` and `refresh` replace the entries, the
    /// "Load more" button appends a page; a `defer` resets the spinner flag,
    /// a failure is kept in `lastError`. The Swift twin also filters each
    /// page, which is the same `Value` (pages are opaque).
    static let archive = """
    model ArchiveScreen
    api entries() -> Value nonempty
    var items: Value? = nil
    var isLoading = false
    var lastError: Error? = nil

    func load() async {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            let page = try await entries()
            items = page
            lastError = nil
        } catch {
            os_log("archive load failed")
            lastError = error
        }
    }

    func loadMore() async {
        guard !isLoading, let current = items else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            let more = try await entries()
            var all = current
            all.append(contentsOf: more)
            items = all
        } catch {
            lastError = error
        }
    }

    on refresh .refreshable { await load() }
    on load .task { await load() }
    on tapLoadMore Task when !(lastError != nil && items == nil) && items != nil && !isLoading { await loadMore() }

    view {
        if let lastError, items == nil {
            errorView(lastError)
        } else if let items {
            content(items)
            if isLoading { footerSpinner } else { button("Load more", disabled: false) }
        }
        if isLoading && items == nil { spinner }
    }
    """

    /// The same design without the logging call, and with `+=` for `append(contentsOf:)`.
    static let archiveByHand = """
    model ArchiveByHand
    api entries() -> Value nonempty
    var items: Value? = nil
    var isLoading = false
    var lastError: Error? = nil

    func load() async {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            let page = try await entries()
            items = page
            lastError = nil
        } catch {
            lastError = error
        }
    }

    func loadMore() async {
        guard !isLoading, let current = items else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            let more = try await entries()
            var all = current
            all += more
            items = all
        } catch {
            lastError = error
        }
    }

    on refresh .refreshable { await load() }
    on load .task { await load() }
    on tapLoadMore Task when !(lastError != nil && items == nil) && items != nil && !isLoading { await loadMore() }

    view {
        if let lastError, items == nil {
            errorView(lastError)
        } else if let items {
            content(items)
            if isLoading { footerSpinner } else { button("Load more", disabled: false) }
        }
        if isLoading && items == nil { spinner }
    }
    """

    /// Both forms explore the same design: 110 states and 342 transitions
    /// (too many to list; the desugared twin is the reason), with the same
    /// verdicts. Of the properties below two are violated, as the traces say: a refresh over the
    /// error view shows the overlay spinner (`isLoading && items == nil`) with
    /// the refresh spinner (noDoubleSpinner: load, fail, refresh), and a
    /// cancelled load that fails shows its CancellationError in the error
    /// view (silentCancellation: load, cancel, load, fail).
    @Test func noEffectCallsAndAppendReadAsTheirDesugaredForms() throws {
        let sugared = try DesignOutcome.of(ModelSystem.compile(source: Self.archive, file: "archive.model"))
        let byHand = try DesignOutcome.of(ModelSystem.compile(source: Self.archiveByHand, file: "byhand.model"))
        #expect(sugared == byHand)
        #expect(sugared.states == 110)
        // 342 = 331 + 11: the 11 visible states that hold a cancelled
        // refresh now offer `refresh`.
        #expect(sugared.transitions == 342)
        // The other properties: a refresh keeps the content and the error
        // (errorKeptWhileRetrying, contentKeptOnFailedRefresh: `items` and
        // `lastError` stay until an answer), one request at a time (the
        // `isLoading` guard), the flag always reset (the `defer`); no paging
        // failure event exists (the button's task is an ordinary one).
        ErrorHandlingSemanticsTests.expectVerdicts(sugared.verdicts, [
            "contentKeptWhileReloading": .holds, "errorKeptWhileRetrying": .holds, "noDoubleSpinner": .violated,
            "pagesKeptOnPagingFailure": .notApplicable, "contentKeptOnFailedRefresh": .holds, "singleFlight": .holds,
            "noOrphanSpinner": .holds, "silentCancellation": .violated, "noStaleOverwrite": .holds, "noLeakedTask": .holds,
            "recoverable": .holds, "exclusiveContentAndError": .holds, "allCasesReachable": .holds,
        ])
    }

    /// `withAnimation { }` runs its body; `print` and `assert` skip their
    /// arguments (never evaluated, so `assert(false)` does not stop the run).
    @Test func withAnimationRunsItsBody() throws {
        let source = """
        model Animated
        var shown = false
        on tap sync {
            print("tapped", shown)
            assert(false, "never evaluated")
            withAnimation(.easeInOut) { shown = true }
        }
        view { if shown { mark("shown") } else { blank } }
        """
        let (system, result) = try exploreModel(source)
        // invisible and not shown; visible and not shown; visible and shown
        // after a tap, and invisible and shown after a cancel: 4 states.
        #expect(Set(result.states.map { rendered(system, $0) }) == ["shown=false", "shown=true"])
        #expect(result.stateCount == 4)
    }

    /// A `return` in `withAnimation`'s body would only leave its closure.
    @Test func returnInWithAnimationIsDiagnosed() {
        let (model, diagnostics) = analyzeModel(source: """
        model T
        var shown = false
        func f() { withAnimation { return } }
        view { blank }
        """, file: "Models/t.model")
        #expect(model == nil)
        #expect(diagnostics.map(\.message) == ["a 'return' in the body of 'withAnimation' only leaves its closure; write the body without it"])
    }
}
