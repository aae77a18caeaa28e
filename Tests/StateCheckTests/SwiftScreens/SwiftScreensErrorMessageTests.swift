import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `@Published var errorMessage: String?` filled with
/// `error.localizedDescription` and shown with `Text(message)`: the error
/// itself, so the error properties apply to the screen.
@Suite struct SwiftScreensErrorMessageTests {
    /// ItemsScreen's design written by hand: `errorMessage` is an `Error?`,
    /// `Text(message)` an `errorView`, the Retry button enabled where it is
    /// shown (an error, and not the first-load spinner).
    static let twin = """
        model ItemsView
        api fetchItems() -> Value
        var items: Value = []
        var isLoading: Bool = false
        var errorMessage: Error? = nil
        func loadItems() async {
            guard !isLoading else { return }
            isLoading = true
            errorMessage = nil
            do {
                items = try await fetchItems()
            } catch {
                errorMessage = error
            }
            isLoading = false
        }
        on load .task { await loadItems() }
        on refresh .refreshable { await loadItems() }
        on tapRetry Task when !(isLoading && items.isEmpty) && errorMessage != nil { await loadItems() }
        view {
            if isLoading && items.isEmpty {
                spinner
            } else if let message = errorMessage {
                errorView(message)
                button("Retry")
            } else {
                content(items)
            }
        }
        """

    /// ItemsScreen (Golden/SwiftScreens): an `ObservableObject` view model
    /// with `items: [Item] = []`, `isLoading`, `errorMessage: String?` and a
    /// service created in place (`private let service = ItemService()`), a
    /// `.task` and a `.refreshable` that both call `loadItems()`. Its counts
    /// and verdicts are the twin's; the findings are the code's: a refresh
    /// of an empty list shows the full-screen spinner under the refresh
    /// spinner, a failed refresh replaces the list by the error, and the
    /// view disappearing cancels the refresh, whose `CancellationError`'s
    /// description is then shown.
    @Test func anErrorMessageIsTheErrorItDescribes() throws {
        let (swift, twin) = try SwiftScreensFixtureTests.outcomes("ItemsScreen", "ItemsView", twin: Self.twin)
        #expect(swift == twin, "\(swift) vs \(twin)")
        #expect(swift.states == 28)
        #expect(swift.transitions == 94)
        for violated in ["contentKeptOnFailedRefresh", "silentCancellation", "noDoubleSpinner", "contentKeptWhileReloading", "errorKeptWhileRetrying"] {
            #expect(swift.verdicts[violated] == .violated, "\(violated)")
        }
        let s = try SwiftScreensFixtureTests.screen("ItemsScreen", "ItemsView")
        #expect(s.summary.abstractions.contains { $0.rule.contains("errorMessage: String? holds an error's description") })
    }

    /// The shortest `CancellationError` trace: the view leaves during the
    /// first load and comes back; the new `.task` returns at
    /// `guard !isLoading` (the first call still runs), and the cancelled
    /// call's `CancellationError` is then shown as the error.
    @Test func aCancelledLoadShowsItsErrorMessage() throws {
        let s = try SwiftScreensFixtureTests.screen("ItemsScreen", "ItemsView")
        let system = try ModelSystem.compile(model: s.model, file: s.file)
        let result = try check(system, properties: ["silentCancellation"])
        let p = try #require(result.properties.first)
        #expect(p.trace?.labels == ["load", "cancel", "load", "fail fetchItems"])
    }

    /// A `String?` that is also given a message of the app's own outside a
    /// `catch` is text, not an error (in a `catch`, a message describes the
    /// error caught: `CaughtLiteralMessageTests`).
    @Test func aPropertyWithOtherMessagesStaysText() throws {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated(
            "ItemsScreen", replacing: "items = try await service.fetchItems()",
            with: "items = try await service.fetchItems()\n            errorMessage = \"Could not load\"")
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.description))")
        // Not an error: the text is opaque from the statement giving it a description on.
        #expect(screens.first?.summary.abstractions.contains {
            $0.rule == "the property errorMessage is opaque (it is assigned a value the screen does not decide, line 20): tests of it are assumptions, writes to it are not read"
        } == true, "\(screens.first?.summary.abstractions.map(\.rule) ?? [])")
        #expect(screens.first?.summary.abstractions.contains { $0.rule.contains("holds an error's description") } == false)
    }

    /// `inspect` lists the error-message reading and `Text(message)` as the error view.
    @Test func inspectOutputIsGolden() throws {
        let (text, golden) = try SwiftScreensFixtureTests.inspected("ItemsScreen", "ItemsView")
        #expect(text == golden)
    }
}
