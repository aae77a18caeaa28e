import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// The talk's screens read from the app's own Swift get the verdicts and
/// exploration sizes of their `.model` transcriptions. The app's source
/// folder is named by `STATECHECK_SAMPLE_APP`; without it the test is skipped.
@Suite struct SwiftScreensSampleAppTests {
    private static let folder = ProcessInfo.processInfo.environment["STATECHECK_SAMPLE_APP"]

    /// Screen type → its `.model` under Models/.
    static let pairs: [(screen: String, model: String)] = [
        ("Case0_Before", "case0-before"), ("Case0_After", "case0-after"),
        ("Case1_Before", "case1-before"), ("Case1_After", "case1-after"),
        ("Case2_Before", "case2-before"), ("Case2_After", "case2-after"),
        ("Case3", "case3-paging"), ("Case4", "case4-reloading-failure"), ("Case4_Paging", "case4-paging"),
        ("CaseEX", "caseEX-placeholder"),
    ]

    /// The api fact the shipped models state with `nonempty`: the talk's
    /// `API.getPosts` never returns an empty page. The app's folder has no
    /// `statecheck.json` (it is never edited), so the test passes the
    /// configuration a team would keep beside it. `API.getUser` returns one
    /// `User`, never empty by its type.
    static func configuration() throws -> ScreenConfiguration {
        try ScreenConfiguration.parse(#"{"nonempty": ["API.getPosts"]}"#, path: "statecheck.json")
    }

    /// Differences explained: the Swift has the empty-list branch (`if value.isEmpty { Text(…) }`)
    /// that the `.model` leaves out, which allCasesReachable reports as a dead view branch
    /// (`API.getPosts` is `nonempty` in ``configuration()``, as in the models).
    static let explained: [String: [String: Verdict]] = [
        "Case3": ["allCasesReachable": .violated],
        "Case4_Paging": ["allCasesReachable": .violated],
    ]

    @Test(.enabled(if: folder != nil, "set STATECHECK_SAMPLE_APP to the sample app's source folder"))
    func screensMatchTheirModels() throws {
        let root = try #require(Self.folder)
        let loaded = SwiftScreenLoader.load(folder: root, configuration: try Self.configuration())
        let models = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Models")
        var table = ""
        for (screen, model) in Self.pairs {
            guard let s = loaded.screens.first(where: { $0.name == screen }) else {
                Issue.record("\(screen) not read: \(loaded.diagnostics.filter { $0.file.contains(screen) }.map(\.description))")
                continue
            }
            let swift: DesignOutcome
            do {
                swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
            } catch {
                Issue.record("\(screen): \(error)")
                continue
            }
            let reference = try DesignOutcome.ofModel(models.appendingPathComponent(model + ".model").path)
            table += "\(screen) swift: \(swift)\n\(screen) model: \(reference)\n"
            var expected = reference.verdicts
            for (name, v) in Self.explained[screen] ?? [:] { expected[name] = v }
            // Every standard property has a verdict on both sides (14 with noMixedListings, which the
            // paging screens Case3 and Case4_Paging keep: their busy guard drops a refresh while a page is in flight).
            #expect(swift.verdicts.count == StandardProperty.allCases.count, "\(screen)")
            #expect(swift.verdicts == expected, "\(screen)")
            #expect(swift.states == reference.states && swift.transitions == reference.transitions, "\(screen)")
        }
        print(table)
    }

    /// The talk's alternatives and placeholder screens, each pinned against
    /// the design it restates (verdicts) and with its exploration size.
    ///
    /// - `Case1_Alt` is Case 1 After written with `loading(V?)`: `.loading(nil)`
    ///   is `initialLoading` and `.loading(let v?)` is `reLoading(v)`, the
    ///   same states and the same screens, so the same verdicts and counts as
    ///   case1-after (19 states, 52 transitions): still
    ///   errorKeptWhileRetrying violated (a retry from failure goes to `.loading(nil)`).
    /// - `Case2_Alt` is Case 2 After with `loading(V?, E?)`: `(nil, nil)`,
    ///   `(v, nil)`, `(nil, e)` are initialLoading, reLoading(v),
    ///   retryLoading(e); `startLoading()` never builds `(v, e)`, whose
    ///   pattern shares the blank case with `.idle`, so no view branch is
    ///   dead. Its error view reads `.loading(nil, _?)` as
    ///   `.loading(nil, let error?)`: the same verdicts and counts as
    ///   case2-after (28 states, 84 transitions).
    /// - `CaseEX` and `CaseEX_NG` show the same screen in every state
    ///   (placeholder in idle/initialLoading, content in success/reLoading,
    ///   the error in failure/retryLoading); they differ only in SwiftUI's
    ///   view identity, so both get caseEX-placeholder's verdicts and counts
    ///   (28 states, 84 transitions, Case 2 After's state and fetch).
    /// - `CaseEX_Paging` is Case 3 with the placeholder in place of the blank
    ///   list and without the overlay spinner: case3-paging's 80 states and 270
    ///   transitions (its footer's `page` once per insertion, and `refresh`
    ///   offered in the 8 visible states that hold a cancelled refresh), noDoubleSpinner and noOrphanSpinner notApplicable (no
    ///   spinner at all), and allCasesReachable violated as for Case 3 read
    ///   from Swift (the `value.isEmpty` branch: `API.getPosts` is `nonempty`).
    static let restated: [(screen: String, model: String, states: Int, transitions: Int, differences: [String: Verdict])] = [
        // Each model's transitions: +2, +3, +3, +3 over 50, 81, 81, 81, for
        // the visible states that hold a cancelled refresh (they offer `refresh`).
        ("Case1_Alt", "case1-after", 19, 52, [:]),
        ("Case2_Alt", "case2-after", 28, 84, [:]),
        ("CaseEX", "caseEX-placeholder", 28, 84, [:]),
        ("CaseEX_NG", "caseEX-placeholder", 28, 84, [:]),
        ("CaseEX_Paging", "case3-paging", 80, 270,
         ["noDoubleSpinner": .notApplicable, "noOrphanSpinner": .notApplicable, "allCasesReachable": .violated]),
    ]

    @Test(.enabled(if: folder != nil, "set STATECHECK_SAMPLE_APP to the sample app's source folder"))
    func alternativesAndPlaceholdersGetTheirDesignsVerdicts() throws {
        let root = try #require(Self.folder)
        let loaded = SwiftScreenLoader.load(folder: root, configuration: try Self.configuration())
        let models = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Models")
        for (screen, model, states, transitions, differences) in Self.restated {
            guard let s = loaded.screens.first(where: { $0.name == screen }) else {
                Issue.record("\(screen) not read: \(loaded.diagnostics.filter { $0.file.contains(screen) }.map(\.description))")
                continue
            }
            let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
            let reference = try DesignOutcome.ofModel(models.appendingPathComponent(model + ".model").path)
            var expected = reference.verdicts
            for (name, v) in differences { expected[name] = v }
            #expect(swift.verdicts == expected, "\(screen)")
            #expect(swift.states == states && swift.transitions == transitions, "\(screen): \(swift.states) states, \(swift.transitions) transitions")
        }
    }

    /// Under the default facts (no configuration) `API.getPosts` returns an
    /// array, so its answer may be empty: Case 3's `if value.isEmpty` branch
    /// (the "no posts" message) is then reached — `load`, `success getPosts
    /// empty` shows it — and allCasesReachable, violated above only because
    /// that branch was dead, holds. Case4_Paging's and CaseEX_Paging's same
    /// branch is reached the same way. (The state counts grow by the empty
    /// lists and are not compared with the models, which keep `nonempty`.)
    @Test(.enabled(if: folder != nil, "set STATECHECK_SAMPLE_APP to the sample app's source folder"))
    func anEmptyFirstPageReachesTheNoPostsBranchByDefault() throws {
        let root = try #require(Self.folder)
        let loaded = SwiftScreenLoader.load(folder: root, configuration: ScreenConfiguration())
        for screen in ["Case3", "Case4_Paging", "CaseEX_Paging"] {
            let s = try #require(loaded.screens.first { $0.name == screen }, "\(screen)")
            let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
            #expect(swift.verdicts["allCasesReachable"] == .holds, "\(screen)")
        }
    }

    /// The files of the placeholder folder read with no diagnostic (the `let`
    /// in a view builder, the redacted stub rows, the unbound error views).
    @Test(.enabled(if: folder != nil, "set STATECHECK_SAMPLE_APP to the sample app's source folder"))
    func placeholderScreensReadWithoutDiagnostics() throws {
        let root = try #require(Self.folder)
        let loaded = SwiftScreenLoader.load(folder: root, configuration: try Self.configuration())
        let names = ["CaseEX.swift", "CaseEX_Paging.swift", "Case1_Alt.swift", "Case2_Alt.swift"]
        let found = loaded.diagnostics.filter { d in names.contains { d.file.hasSuffix("/" + $0) } }
        #expect(found.isEmpty, "\(found.map(\.description))")
    }
}

/// The component-style screens: each calls a generic component view
/// (`LoadingListContent`, `PagingList`, `LoadingContent`), sometimes through a
/// generic view store, and is read as one screen with the component inlined.
/// Each is one of the case designs: the same state enum, handlers, guards and
/// view, only spread over the screen, the component and the store. Verdicts
/// and sizes are pinned, and must equal the twin `.model` (with the differences
/// `explained` gives its Case screen) and the Case screen read from Swift.
extension SwiftScreensSampleAppTests {
    /// Case 4's verdicts (case4-reloading-failure.model): everything holds but
    /// silentCancellation (a cancelled `.task` request's CancellationError is
    /// shown); no paging.
    static let case4Verdicts: [String: Verdict] = [
        "allCasesReachable": .holds, "contentKeptOnFailedRefresh": .holds, "contentKeptWhileReloading": .holds,
        "errorKeptWhileRetrying": .holds, "exclusiveContentAndError": .holds, "noDoubleSpinner": .holds,
        "noLeakedTask": .holds, "noOrphanSpinner": .holds, "noStaleOverwrite": .holds,
        "pagesKeptOnPagingFailure": .notApplicable, "recoverable": .holds, "silentCancellation": .violated, "singleFlight": .holds,
    ]

    /// Case4_Paging's verdicts: case4-paging.model's, with allCasesReachable
    /// violated by the empty-list branch `if value.isEmpty { Text(…) }` the
    /// `.model` leaves out (`API.getPosts` is `nonempty`), as `explained` says.
    static let case4PagingVerdicts: [String: Verdict] = [
        "allCasesReachable": .violated, "contentKeptOnFailedRefresh": .holds, "contentKeptWhileReloading": .holds,
        "errorKeptWhileRetrying": .holds, "exclusiveContentAndError": .holds, "noDoubleSpinner": .holds,
        "noLeakedTask": .holds, "noOrphanSpinner": .holds, "noStaleOverwrite": .holds,
        "pagesKeptOnPagingFailure": .holds, "recoverable": .holds, "silentCancellation": .violated, "singleFlight": .holds,
    ]

    /// Checks `screen` against its pinned verdicts and size, its twin `.model` and its twin Case screen.
    func checkComponentScreen(_ screen: String, verdicts: [String: Verdict], states: Int, transitions: Int,
                              model: String, twin: String) throws {
        let root = try #require(Self.folder)
        let loaded = SwiftScreenLoader.load(folder: root, configuration: try Self.configuration())
        let s = try #require(loaded.screens.first { $0.name == screen },
                             "\(screen) not read: \(loaded.diagnostics.filter { $0.file.contains(screen.replacingOccurrences(of: "Sample", with: "")) }.map(\.description))")
        // The components and view stores are no screens of their own.
        for component in ["LoadingListContent", "PagingList", "LoadingContent", "LoadingContentViewStore"] {
            #expect(!loaded.screens.contains { $0.name == component }, "\(component)")
        }
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        for (name, verdict) in verdicts { #expect(swift.verdicts[name] == verdict, "\(screen) \(name)") }
        #expect(swift.states == states, "\(screen)")
        #expect(swift.transitions == transitions, "\(screen)")
        let models = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Models")
        let reference = try DesignOutcome.ofModel(models.appendingPathComponent(model + ".model").path)
        var expected = reference.verdicts
        for (name, v) in Self.explained[twin] ?? [:] { expected[name] = v }
        #expect(swift.verdicts == expected, "\(screen)")
        #expect(swift.states == reference.states && swift.transitions == reference.transitions, "\(screen)")
        let t = try #require(loaded.screens.first { $0.name == twin })
        #expect(swift == (try DesignOutcome.of(ModelSystem.compile(model: t.model, file: t.file))), "\(screen) vs \(twin)")
    }

    /// Case 4: `LoadingListContent` owns Case 4's `DataState` (with
    /// `reLoadingFailure`) as its `@State`; its `load()` is Case4's
    /// `fetchUser()` with `fetch: API.getUser` as the api; the same List,
    /// overlay spinner, toast, `.task` and `.refreshable` (declared in the
    /// other order, which changes no state or transition). case4-reloading-failure's
    /// counts: 32 states, 90 transitions (87 before the 3 visible states that
    /// hold a cancelled refresh offered `refresh`).
    @Test(.enabled(if: folder != nil, "set STATECHECK_SAMPLE_APP to the sample app's source folder"))
    func simpleFetchViewStyleSampleIsCase4() throws {
        try checkComponentScreen("SimpleFetchViewStyleSample", verdicts: Self.case4Verdicts, states: 32, transitions: 90,
                                 model: "case4-reloading-failure", twin: "Case4")
    }

    /// Case 4: as SimpleFetchViewStyleSample, the state being the screen's
    /// `@State` the component gets as `$dataState`, and the toast the screen's.
    @Test(.enabled(if: folder != nil, "set STATECHECK_SAMPLE_APP to the sample app's source folder"))
    func bindableFetchViewStyleSampleIsCase4() throws {
        try checkComponentScreen("BindableFetchViewStyleSample", verdicts: Self.case4Verdicts, states: 32, transitions: 90,
                                 model: "case4-reloading-failure", twin: "Case4")
    }

    /// Case 4: the state and `load()` are the view store's
    /// (`LoadingContentViewStore<User>`, `fetch: API.getUser`), `.task` and the
    /// toast the screen's, `.refreshable` the component's.
    @Test(.enabled(if: folder != nil, "set STATECHECK_SAMPLE_APP to the sample app's source folder"))
    func fetchViewStyleSampleIsCase4() throws {
        try checkComponentScreen("FetchViewStyleSample", verdicts: Self.case4Verdicts, states: 32, transitions: 90,
                                 model: "case4-reloading-failure", twin: "Case4")
    }

    /// Case 4: the screen keeps Case4's state, `load()` and modifiers;
    /// `LoadingContent` is only the switch. Its `onRefresh` is not passed, so
    /// its `ErrorStateView(action: onRefresh)` has no retry, as Case4's `ErrorStateView()`.
    @Test(.enabled(if: folder != nil, "set STATECHECK_SAMPLE_APP to the sample app's source folder"))
    func switchViewStyleSampleIsCase4() throws {
        try checkComponentScreen("SwitchViewStyleSample", verdicts: Self.case4Verdicts, states: 32, transitions: 90,
                                 model: "case4-reloading-failure", twin: "Case4")
    }

    /// Case4_Paging: `PagingList` owns the `PagingDataState` as its `@State`;
    /// `loadInitial`/`loadMore` are Case4_Paging's `fetchInitial`/`fetchMore`
    /// with the closures passed as the api calls. `loadMore`'s `let lastItem =
    /// value.last` is read as `!value.isEmpty` (as Case4_Paging's
    /// `users.last?.id`), and the closure's `minId: $0.id + 1` is not kept with
    /// the request (as `minId + 1`), so `getPosts(count: 30)` is the same api.
    /// case4-paging's counts (SwiftAPIDifferentialTests.case4PagingMatchesItsModel):
    /// 98 states, 306 transitions.
    @Test(.enabled(if: folder != nil, "set STATECHECK_SAMPLE_APP to the sample app's source folder"))
    func simpleFetchViewStylePagingSampleIsCase4Paging() throws {
        try checkComponentScreen("SimpleFetchViewStylePagingSample", verdicts: Self.case4PagingVerdicts, states: 98, transitions: 306,
                                 model: "case4-paging", twin: "Case4_Paging")
    }

    /// Case4_Paging: as SimpleFetchViewStylePagingSample, the state being the
    /// screen's `@State` passed as `$dataState`, the toast the screen's.
    @Test(.enabled(if: folder != nil, "set STATECHECK_SAMPLE_APP to the sample app's source folder"))
    func bindableFetchViewStylePagingSampleIsCase4Paging() throws {
        try checkComponentScreen("BindableFetchViewStylePagingSample", verdicts: Self.case4PagingVerdicts, states: 98, transitions: 306,
                                 model: "case4-paging", twin: "Case4_Paging")
    }

    /// Case4_Paging: the state, `loadInitial` and `loadMore` are the view
    /// store's (`LoadingContentViewStore<Post>` with the `fetchInitial` and
    /// `fetchMore` closures), `.task` and the toast the screen's.
    @Test(.enabled(if: folder != nil, "set STATECHECK_SAMPLE_APP to the sample app's source folder"))
    func fetchViewStylePagingSampleIsCase4Paging() throws {
        try checkComponentScreen("FetchViewStylePagingSample", verdicts: Self.case4PagingVerdicts, states: 98, transitions: 306,
                                 model: "case4-paging", twin: "Case4_Paging")
    }

    /// Case4_Paging: the screen keeps Case4_Paging's state, functions and
    /// modifiers; `PagingList` is the List. Its `onPaging` closure
    /// `{ Task { await fetchMore() } }` is what the footer's `.onAppear` and
    /// the paging retry's `ErrorStateView { onPaging() }` run, as Case4_Paging's
    /// `Task { await fetchMore() }` (the `page` event and `tapFooterRetry as page`).
    @Test(.enabled(if: folder != nil, "set STATECHECK_SAMPLE_APP to the sample app's source folder"))
    func switchViewStylePagingSampleIsCase4Paging() throws {
        try checkComponentScreen("SwitchViewStylePagingSample", verdicts: Self.case4PagingVerdicts, states: 98, transitions: 306,
                                 model: "case4-paging", twin: "Case4_Paging")
    }
}
