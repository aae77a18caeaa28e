import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// ActivityFeed: an `@Observable` view model with an injected
/// `ActivityClient` whose answer is `struct ActivityPage { let activities:
/// [Activity]; let nextCursor: String? }`; the list shows "You're all caught
/// up" when the cursor is nil and a paging footer otherwise.
@Suite struct SwiftScreensResponseStructTests {
    /// The fixture's design in the `.model` language: the same struct, the
    /// same code, the view's two footers (`Text` is `mark("text")`). The
    /// Swift calls' `after:` arguments are not kept with the request (a
    /// `nil` literal and a local), so the twin's api takes none.
    static let twin = """
    model ActivityFeedScreen

    struct ActivityPage {
        let activities: Value
        let nextCursor: String?
    }

    api fetchActivities() -> ActivityPage nonempty

    var activities: Value? = nil
    var nextCursor: String? = nil
    var isLoading: Bool = false

    func loadFirstPage() async {
        guard activities == nil, !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            let page = try await fetchActivities()
            activities = page.activities
            nextCursor = page.nextCursor
        } catch {
        }
    }

    func loadNextPage() async {
        guard !isLoading, let current = activities, nextCursor != nil else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            let page = try await fetchActivities()
            activities = current + page.activities
            nextCursor = page.nextCursor
        } catch {
        }
    }

    on page Task { await loadNextPage() }
    on load .task { await loadFirstPage() }

    view {
        if let activities = activities {
            content(activities)
            if nextCursor == nil {
                mark("text")
            } else {
                footerSpinner
            }
        }
        if activities == nil && isLoading {
            spinner
        }
    }
    """

    /// Read from Swift, the feed reaches its "all caught up" footer (an
    /// answer whose `nextCursor` is nil), so `allCasesReachable` holds; its
    /// counts are the twin's. State = (pages shown A, cursor C, isLoading L,
    /// visible, tasks, footer appeared F); T the `.task` awaiting the first
    /// page (Tc cancelled), P the paging `Task` (never cancelled); `nil`/`c`
    /// the two shapes of `success fetchActivities`; maxPages = 3.
    ///
    /// ```text
    /// S0  nil nil F I {}         load→S1                                         1
    /// S1  nil nil T V {T}        cancel→S2  nil→S3  c→S4  fail→S5                 4
    /// S2  nil nil T I {Tc}       load→S6  nil→S7  c→S8  fail→S0 (cancelled)       4
    /// S3  [1] nil F V {}         cancel→S7 (caught up: mark("text"))             1
    /// S4  [1] c   F V {} F=0     cancel→S8  page→S9                              2
    /// S5  nil nil F V {}         cancel→S0                                       1
    /// S6  nil nil T V {Tc}       cancel→S2  nil→S3  c→S4  fail→S5                 4
    /// S7  [1] nil F I {}         load→S3 (loaded: the guard returns)             1
    /// S8  [1] c   F I {}         load→S4                                         1
    /// S9  [1] c   T V {P} F=1    cancel→S10  nil→S11  c→S12  fail→S13             4
    /// S10 [1] c   T I {P}        load→S14  nil→S15  c→S16  fail→S8                4
    /// S11 [1,2] nil F V {}       cancel→S15                                      1
    /// S12 [1,2] c F V {} F=1     cancel→S16 (the footer stayed: no second page)  1
    /// S13 [1] c   F V {} F=1     cancel→S8                                       1
    /// S14 [1] c   T V {P} F=0    cancel→S10  page→S9 (busy)  nil→S11  c→S17  fail→S4  5
    /// S15 [1,2] nil F I {}       load→S11                                        1
    /// S16 [1,2] c F I {}         load→S17                                        1
    /// S17 [1,2] c F V {} F=0     cancel→S16  page→S18                            2
    /// S18 [1,2] c T V {P} F=1    cancel→S19  nil→S20  c→S21  fail→S12             4
    /// S19 [1,2] c T I {P}        load→S22  nil→S23  c→S24  fail→S16               4
    /// S20 [1,2,3] nil F V {}     cancel→S23                                      1
    /// S21 [1,2,3] c F V {} F=1   cancel→S24                                      1
    /// S22 [1,2] c T V {P} F=0    cancel→S19  page→S18  nil→S20  c→S25  fail→S17   5
    /// S23 [1,2,3] nil F I {}     load→S20                                        1
    /// S24 [1,2,3] c F I {}       load→S25                                        1
    /// S25 [1,2,3] c F V {} F=0   cancel→S24  page→S26                            2
    /// S26 [1,2,3] c T V {P} F=1  cancel→S27  fail→S21  (nil, c refused: maxPages) 2
    /// S27 [1,2,3] c T I {P}      load→S28  fail→S24  (nil, c refused)             2
    /// S28 [1,2,3] c T V {P} F=0  cancel→S27  page→S26  fail→S25  (nil, c refused) 3
    /// ```
    /// 29 states, 65 transitions, 6 answers refused by maxPages (3 per shape).
    @Test func theCaughtUpFooterIsReachedAndTheTwinAgrees() throws {
        let s = try SwiftScreensFixtureTests.screen("ActivityFeed", "ActivityFeedScreen")
        let system = try ModelSystem.compile(model: s.model, file: s.file)
        let swift = try DesignOutcome.of(system)
        #expect(swift.states == 29)
        #expect(swift.transitions == 65)
        #expect(swift.verdicts["allCasesReachable"] == .holds)
        let twin = try DesignOutcome.of(ModelSystem.compile(source: Self.twin, file: "twin.model"))
        #expect(swift == twin)
        let result = Explorer.explore(system, invariants: [], steps: [])
        #expect(result.boundHits == [
            BoundHit(bound: "maxPages", label: EventLabel("success", api: "fetchActivities", answer: "nextCursor=nil"), count: 3),
            BoundHit(bound: "maxPages", label: EventLabel("success", api: "fetchActivities", answer: "nextCursor=some"), count: 3),
        ])
    }

    /// Without the cursor the design has no last page: the "all caught up"
    /// branch needs an answer whose `nextCursor` is nil, which only the
    /// struct's shapes give (a `Value` answer would be one opaque page).
    @Test func bothShapesOfTheCursorAreAnswered() throws {
        let s = try SwiftScreensFixtureTests.screen("ActivityFeed", "ActivityFeedScreen")
        let system = try ModelSystem.compile(model: s.model, file: s.file)
        #expect(system.declaredLabels.map(\.description) == [
            "load", "cancel", "page",
            "success fetchActivities nextCursor=nil", "success fetchActivities nextCursor=some",
            "fail fetchActivities",
        ])
    }

    @Test func inspectIsGolden() throws {
        let (text, golden) = try SwiftScreensFixtureTests.inspected("ActivityFeed", "ActivityFeedScreen")
        #expect(text == golden)
    }

    /// Reading an answer's `Int` (a `total` compared with a count) is an
    /// error at the read: the numbers an api answers are not enumerated.
    @Test func readingAnIntFieldIsDiagnosed() throws {
        let dir = SwiftScreensFixtureTests.fixtures.appendingPathComponent("ActivityFeed").path
        var files: [SwiftSourceFile] = []
        for path in SwiftScreenLoader.swiftFiles(in: dir) {
            let text = try String(contentsOfFile: path, encoding: .utf8)
                .replacingOccurrences(of: "    let nextCursor: String?\n}", with: "    let nextCursor: String?\n    let total: Int\n}")
                .replacingOccurrences(of: "            activities = page.activities\n", with: "            activities = page.total > 0 ? page.activities : nil\n")
            files.append(SwiftParser.parse(text, file: path))
        }
        let (screens, diagnostics) = ScreenTranslator(module: SwiftModule(files: files), configuration: try ScreenConfiguration.lookUp(from: dir)).translate()
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first)
        do {
            _ = try ModelSystem.compile(model: s.model, file: s.file)
            Issue.record("a read Int field compiled")
        } catch {
            #expect(error.diagnostics.map { "\($0.file.split(separator: "/").last ?? ""):\($0.line):\($0.column): \($0.message)" } == [
                "ActivityFeedModel.swift:23:26: the Int field 'total' of 'ActivityPage' is not read by models: the numbers an api answers are not enumerated; branch on a Bool or optional field, or on the items' 'isEmpty'",
            ])
        }
    }
}

extension SwiftScreensResponseStructTests {
    /// A computed property of the response struct (`var hasMore: Bool {
    /// nextCursor != nil }`) is read as the answer's: keeping the first
    /// page's cursor only when `page.hasMore` is the same design, 29 states
    /// and 65 transitions as derived above. (Were `nextCursor` in the getter
    /// the view model's, still nil at the first page, the feed would never
    /// page.)
    @Test func aComputedPropertyOfTheAnswerIsRead() throws {
        let dir = SwiftScreensFixtureTests.fixtures.appendingPathComponent("ActivityFeed").path
        var files: [SwiftSourceFile] = []
        for path in SwiftScreenLoader.swiftFiles(in: dir) {
            let text = try String(contentsOfFile: path, encoding: .utf8)
                .replacingOccurrences(of: "    let nextCursor: String?\n}", with: "    let nextCursor: String?\n\n    var hasMore: Bool { nextCursor != nil }\n}")
                .replacingOccurrences(of: "            activities = page.activities\n            nextCursor = page.nextCursor\n",
                                      with: "            activities = page.activities\n            nextCursor = page.hasMore ? page.nextCursor : nil\n")
            files.append(SwiftParser.parse(text, file: path))
        }
        let (screens, diagnostics) = ScreenTranslator(module: SwiftModule(files: files), configuration: try ScreenConfiguration.lookUp(from: dir)).translate()
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first)
        #expect(s.model.extensions.contains { $0.typeName == "ActivityPage" && $0.properties.map(\.name) == ["activities", "nextCursor"] })
        #expect(s.model.extensions.contains { $0.typeName == "ActivityPage" && $0.properties.map(\.name) == ["hasMore"] })
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(outcome == (try DesignOutcome.of(ModelSystem.compile(source: Self.twin, file: "twin.model"))))
    }
}
