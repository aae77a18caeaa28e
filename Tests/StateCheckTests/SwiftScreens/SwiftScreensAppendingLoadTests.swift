import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A `.task` whose code appends its answer to what is shown
/// (`items += try await api.page(n)`) pages: it is no reload.
@Suite struct SwiftScreensAppendingLoadTests {
    /// AppendingFeedScreen's design written by hand: the `load` handler
    /// declares no role, and its code appends the api's answer.
    static let twin = """
        model AppendingFeed
        api page(n: Int) -> Value nonempty
        var items: Value = []
        var isLoadingPage: Bool = false
        var nextPage: Int = 1
        func loadNextPage() async {
            guard !isLoadingPage else { return }
            isLoadingPage = true
            defer { isLoadingPage = false }
            do {
                items += try await page(n: nextPage)
                nextPage += 1
            } catch {
            }
        }
        on load .task { await loadNextPage() }
        on appearLastRow sync as page when !items.isEmpty { Task { await loadNextPage() } }
        view {
            content(items)
            if isLoadingPage && items.isEmpty { spinner }
        }
        """

    /// AppendingFeedScreen (Golden/SwiftScreens): an `ObservableObject`
    /// view model, `@Published var items`, `loadNextPage()` appending the
    /// api's answer, called from `.task` and from the last row's `.onAppear`.
    /// In SwiftUI the first `.task` appends page 1 to the empty list, and a
    /// `.task` after the view left and came back appends the next page to
    /// the same list: its answer never starts a new listing, so two listings
    /// never mix. The `load` handler is read as paging, and noMixedListings
    /// holds (read as a reload it was violated by
    /// load, cancel, success page, load, success page: p2 beside p1).
    @Test func aTaskThatAppendsPages() throws {
        let s = try SwiftScreensFixtureTests.screen("AppendingFeedScreen", "AppendingFeedScreen")
        let load = try #require(s.model.handlers.first { $0.event == "load" })
        #expect(load.role == nil)
        #expect(s.model.inferredRole(of: load) == .page)
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(swift.states == 26)
        #expect(swift.transitions == 69)
        #expect(swift.verdicts["noMixedListings"] == .holds)
        #expect(!swift.verdicts.values.contains(.violated), "\(swift)")
    }

    /// The hand-written twin reads the same: the role follows the code in
    /// the model language too.
    @Test func theTwinReadsTheSame() throws {
        let (swift, twin) = try SwiftScreensFixtureTests.outcomes("AppendingFeedScreen", "AppendingFeedScreen", twin: Self.twin)
        #expect(swift == twin, "\(swift) vs \(twin)")
    }

    /// Declared a reload (`as reload`), the same code mixes listings: the
    /// second appearance's answer lands beside the first page as if a
    /// reload had started a new listing.
    @Test func declaredAReloadItMixes() throws {
        let source = Self.twin.replacingOccurrences(of: "on load .task {", with: "on load .task as reload {")
        let system = try ModelSystem.compile(source: source, file: "twin.model")
        let result = try check(system, properties: ["noMixedListings"])
        let p = try #require(result.properties.first)
        #expect(p.verdict == .violated)
        #expect(p.trace?.labels == ["load", "cancel", "success page", "load", "success page"])
    }

    /// A load that also assigns an api's answer (`items = try await
    /// page(n: 1)`) before it appends stays a reload: it starts a listing.
    @Test func aLoadThatReplacesIsAReload() throws {
        let s = try SwiftScreensFixtureTests.screen("AppendingFeedScreen", "AppendingFeedScreen")
        var load = try #require(s.model.handlers.first { $0.event == "load" })
        let api = try #require(s.model.apis.first)
        let at = load.location
        let call = Expr(kind: .call(callee: Expr(kind: .identifier(api.name), location: at),
                                    arguments: [Argument(label: "n", value: Expr(kind: .intLiteral(1), location: at))]), location: at)
        let answer = Expr(kind: .try(Expr(kind: .await(call), location: at), optional: false), location: at)
        load.body.insert(Stmt(kind: .assign(target: Expr(kind: .identifier("items"), location: at), op: .assign, value: answer), location: at), at: 0)
        #expect(s.model.inferredRole(of: load) == .reload)
    }
}
