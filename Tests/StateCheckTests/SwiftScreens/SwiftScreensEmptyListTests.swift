import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A view model's `var items: [Item] = []`, cleared with `items = []` and
/// shown with `List(items) { … }`, the way most teams keep a list.
@Suite struct SwiftScreensEmptyListTests {
    /// BookmarksScreen (Golden/SwiftScreens): an `@Observable` model with an
    /// injected `any BookmarksClient`, `bookmarks: [Bookmark] = []`, Reload
    /// and Clear buttons. It is the twin of `EmptyValueLiteralTests.bookmarks`:
    /// the 8 states and 15 transitions derived there, and the same verdicts
    /// (the spinner hides the list while Reload runs).
    @Test func anEmptyArrayPropertyIsTheEmptyValue() throws {
        let (swift, twin) = try SwiftScreensFixtureTests.outcomes("BookmarksScreen", "BookmarksScreen", twin: EmptyValueLiteralTests.bookmarks)
        #expect(swift.states == 8)
        #expect(swift.transitions == 15)
        #expect(swift == twin, "\(swift) vs \(twin)")
        #expect(swift.verdicts["contentKeptWhileReloading"] == .violated)
    }

    /// `inspect` shows `[]` as the initial value, `List(bookmarks)` as content
    /// and the `any BookmarksClient` property as the environment.
    @Test func inspectOutputIsGolden() throws {
        let (text, golden) = try SwiftScreensFixtureTests.inspected("BookmarksScreen", "BookmarksScreen")
        #expect(text == golden)
    }
}
