import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckScreens

/// Compiles `source` and checks it against every standard property and its
/// own properties (one exploration).
private func checked(_ source: String) throws -> CheckResult<ModelSystem> {
    let system = try ModelSystem.compile(source: source, file: "Tests/readings.model")
    return try check(system, customInvariants: system.customInvariants, customSteps: system.customSteps)
}

/// The properties that `line` violates when replayed on `source`, by name,
/// with the number of steps to each violation.
private func replayed(_ line: String, on source: String) throws -> [String: Int] {
    let system = try ModelSystem.compile(source: source, file: "Tests/readings.model")
    let result = try replayCheck(system, replay: try Replay(parsing: line),
                                 customInvariants: system.customInvariants, customSteps: system.customSteps)
    return Dictionary(uniqueKeysWithValues: result.violations.map { ($0.property, $0.shrunk.steps.count) })
}

/// A retry button that keeps the error on screen (`retrying(e)` shows
/// `errorView(e)`) but has no busy guard, so two retries can be in flight.
private let doubleRetry = #"""
model DoubleRetry

api getUser() -> Value

enum DataState {
    case idle
    case loading
    case retrying(Error)
    case success(Value)
    case failure(Error)
}

extension DataState {
    var showsError: Bool {
        switch self {
        case .failure, .retrying: return true
        default: return false
        }
    }
}

var dataState: DataState = .idle

func fetchUser() async {
    switch dataState {
    case .failure(let error), .retrying(let error): dataState = .retrying(error)
    default: dataState = .loading
    }
    do {
        dataState = .success(try await getUser())
    } catch {
        dataState = .failure(error)
    }
}

on load .task { await fetchUser() }
on tapRetry Task when dataState.showsError { await fetchUser() }

view {
    switch dataState {
    case .idle, .loading: blank
    case .success(let value): content(value)
    case .failure(let error), .retrying(let error): errorView(error)
    }
    if case .loading = dataState { spinner }
}
"""#

@Suite("Standard properties: the settled readings")
struct StandardPropertyReadingsTests {
    // MARK: errorKeptWhileRetrying

    /// `load, fail, retry, retry, success`: the first retry's success
    /// replaces the error by content while the second retry is in flight.
    /// Content replacing the error is progress; before the fix this very
    /// trace was the property's shortest violation (`success getUser`
    /// "replaced errorView(URLError) by content([p1])").
    @Test func contentReplacingTheErrorDuringASecondRetryIsNoLostError() throws {
        let line = "load, fail getUser, tapRetry, tapRetry, success getUser"
        // The trace is enabled and reaches the situation: content shown, a retry still reloading.
        let system = try ModelSystem.compile(source: doubleRetry, file: "Tests/readings.model")
        let walk = try #require(RandomExplorer.replay(try Replay(parsing: line), in: system))
        #expect(walk.notEnabledAt == nil)
        #expect(system.screen(of: walk.trace.final).description == "content([p1])")
        #expect(system.tasks(of: walk.trace.final).contains { $0.isReloading })
        #expect(try replayed(line, on: doubleRetry)["errorKeptWhileRetrying"] == nil)
        // Every retry keeps errorView(e) until an answer, so the property holds (and applies).
        #expect(try checked(doubleRetry)[.errorKeptWhileRetrying]?.verdict == .holds)
    }

    /// A retry that clears the error (`failure → loading`, shown blank) still
    /// loses it: the fix does not hide a real violation.
    @Test func aRetryThatBlanksTheErrorStillViolates() throws {
        let clearing = doubleRetry
            .replacingOccurrences(of: "case .failure(let error), .retrying(let error): dataState = .retrying(error)\n    ", with: "")
        #expect(clearing != doubleRetry)
        let p = try #require(try checked(clearing)[.errorKeptWhileRetrying])
        #expect(p.verdict == .violated)
        #expect(p.trace?.labels == ["load", "fail getUser", "tapRetry"])
        #expect(p.reason == "`tapRetry` replaced errorView(URLError) by blank + spinner while a task reloads: the errorView disappeared")
    }

    // MARK: noMixedListings

    /// A feed whose reloads and pages are each single-flight, but a refresh
    /// does not stop the page in flight, whose answer is appended to
    /// whatever list is shown when it lands.
    static let mixedFeed = #"""
    model MixedFeed

    api getPosts() -> Value

    var posts: Value? = nil
    var isLoading: Bool = false
    var isPaging: Bool = false

    func fetchInitial() async {
        if isLoading { return }
        isLoading = true
        do {
            posts = try await getPosts()
        } catch {
        }
        isLoading = false
    }

    func fetchMore() async {
        if isPaging { return }
        guard posts != nil else { return }
        isPaging = true
        do {
            let more = try await getPosts()
            if let shown = posts { posts = shown + more }
        } catch {
        }
        isPaging = false
    }

    on load .task { await fetchInitial() }
    on refresh .refreshable { await fetchInitial() }
    on page Task { await fetchMore() }

    view {
        if let value = posts {
            content(value)
            footerSpinner
        } else {
            blank
        }
    }
    """#

    /// `load, success, page, refresh, success (refresh), success (old page)`:
    /// the refreshed first page p3 followed by p2, requested for the old
    /// listing before the refresh. The doc comment of
    /// ``StandardProperty/noMixedListings`` shows this text.
    @Test func aStalePageAppendedToARefreshedListMixesListings() throws {
        let r = try checked(Self.mixedFeed)
        let p = try #require(r[.noMixedListings])
        #expect(p.verdict == .violated)
        #expect(p.trace?.labels == ["load", "success getPosts", "page", "refresh", "success getPosts", "success getPosts"])
        #expect(p.trace?.finalScreen.description == "content([p3, p2]) + footerSpinner")
        #expect(p.description == """
            noMixedListings: violated
              `success getPosts` replaced content([p3]) + footerSpinner by content([p3, p2]) + footerSpinner: pages of two listings show together (a page requested before a reload beside the reload's page)
              1. load              (invisible) -> blank
              2. success getPosts  blank -> content([p1]) + footerSpinner
              3. page              content([p1]) + footerSpinner -> content([p1]) + footerSpinner
              4. refresh           content([p1]) + footerSpinner -> content([p1]) + footerSpinner + refreshSpinner
              5. success getPosts  content([p1]) + footerSpinner + refreshSpinner -> content([p3]) + footerSpinner
              6. success getPosts  content([p3]) + footerSpinner -> content([p3, p2]) + footerSpinner
            """)
        // What noStaleOverwrite cannot see: along this trace the newest page
        // only grows (p1, p3, p3), so it finds nothing there.
        let along = try replayed("load, success getPosts, page, refresh, success getPosts, success getPosts", on: Self.mixedFeed)
        #expect(along == ["singleFlight": 4, "noMixedListings": 6])
    }

    /// The same feed, remembering that a refresh started while a page was in
    /// flight and dropping that page's answer: the late page is ignored.
    @Test func droppingTheLatePageKeepsOneListing() throws {
        let staleAware = Self.mixedFeed
            .replacingOccurrences(of: "model MixedFeed", with: "model StaleAwareFeed")
            .replacingOccurrences(of: "var isPaging: Bool = false\n", with: "var isPaging: Bool = false\nvar pageIsStale: Bool = false\n")
            .replacingOccurrences(of: "    isLoading = true\n", with: "    isLoading = true\n    if isPaging { pageIsStale = true }\n")
            .replacingOccurrences(of: "if let shown = posts {", with: "if !pageIsStale, let shown = posts {")
            .replacingOccurrences(of: "    isPaging = false\n}", with: "    isPaging = false\n    pageIsStale = false\n}")
        #expect(staleAware.components(separatedBy: "pageIsStale").count == 5)
        let p = try #require(try checked(staleAware)[.noMixedListings])
        // Applicable (a success answers a paging task) and kept.
        #expect(p.verdict == .holds)
        #expect(try replayed("load, success getPosts, page, refresh, success getPosts, success getPosts", on: staleAware)["noMixedListings"] == nil)
    }

    /// A refresh that appends its page to the list shown (instead of
    /// replacing it) shows the old listing's pages beside the new one.
    @Test func aRefreshAppendedToTheOldListMixesListings() throws {
        let appending = Self.mixedFeed
            .replacingOccurrences(of: "        posts = try await getPosts()\n",
                                  with: "        let fresh = try await getPosts()\n        if let shown = posts { posts = shown + fresh } else { posts = fresh }\n")
        #expect(appending != Self.mixedFeed)
        let p = try #require(try checked(appending)[.noMixedListings])
        #expect(p.verdict == .violated)
        #expect(p.trace?.labels == ["load", "success getPosts", "refresh", "success getPosts"])
        #expect(p.trace?.finalScreen.description == "content([p1, p2]) + footerSpinner")
    }

    /// Without paging nothing answers a paging task: not applicable.
    @Test func aFeedThatNeverPagesIsNotApplicable() throws {
        let r = try checked(Self.mixedFeed.replacingOccurrences(of: "on page Task { await fetchMore() }\n", with: ""))
        #expect(r[.noMixedListings]?.verdict == .notApplicable)
        #expect(r[.noMixedListings]?.reason == "no success answers a paging task")
    }

    // MARK: allCasesReachable and intent enums

    /// A tab bar: `Tab` is only passed to `select(_:)` (an intent), and
    /// `.saved` is never passed; `Filter` is stored (through `Selection`'s
    /// payload) and `.unread` never set.
    static let tabs = #"""
    model Tabs

    enum Tab {
        case feed
        case saved
    }

    enum Filter {
        case all
        case unread
    }

    enum Selection {
        case none
        case filtered(Filter)
    }

    var showsFeed: Bool = false
    var selection: Selection = .none

    func select(_ tab: Tab) {
        switch tab {
        case .feed: showsFeed = true
        case .saved: showsFeed = false
        }
    }

    on tapFeed sync { select(.feed) }
    on tapAll sync { selection = .filtered(.all) }

    view {
        if showsFeed { mark("feed") } else { blank }
    }
    """#

    /// Intent cases are not states: `Tab.saved`, never passed, is not
    /// reported; only the stored enums' cases are asked for.
    @Test func intentEnumsDoNotCountButStoredOnesDo() throws {
        let system = try ModelSystem.compile(source: Self.tabs, file: "Tests/tabs.model")
        #expect(system.declaredEnumCases == ["Tab.feed", "Tab.saved", "Filter.all", "Filter.unread", "Selection.none", "Selection.filtered"])
        // Selection is a variable's type, Filter a payload of Selection; Tab is only an argument.
        #expect(system.stateEnumCases == ["Filter.all", "Filter.unread", "Selection.none", "Selection.filtered"])
        let p = try #require(try checked(Self.tabs)[.allCasesReachable])
        #expect(p.verdict == .violated)
        #expect(p.reason == "never reached: Filter.unread (no trace: nothing leads there)")
    }

    /// Once `.unread` is reachable every stored case is: it holds, although
    /// the intent `Tab.saved` still never occurs.
    @Test func allStoredCasesReachedHoldsWithAnUnusedIntent() throws {
        let source = Self.tabs.replacingOccurrences(
            of: "on tapAll sync { selection = .filtered(.all) }",
            with: "on tapAll sync { selection = .filtered(.all) }\n    on tapUnread sync { selection = .filtered(.unread) }")
        #expect(try checked(source)[.allCasesReachable]?.verdict == .holds)
    }

    /// A model whose only enum is an intent, with no view branch, has nothing to reach.
    @Test func onlyAnIntentEnumIsNotApplicable() throws {
        let source = Self.tabs
            .replacingOccurrences(of: "var selection: Selection = .none\n", with: "")
            .replacingOccurrences(of: "on tapAll sync { selection = .filtered(.all) }\n", with: "")
            .replacingOccurrences(of: "if showsFeed { mark(\"feed\") } else { blank }", with: "blank")
        let p = try #require(try checked(source)[.allCasesReachable])
        #expect(p.verdict == .notApplicable)
        #expect(p.reason == "no enum the model declares is stored in a state, and the view has no branch")
    }
}
