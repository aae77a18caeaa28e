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

    /// The same screen keeping titles, `[String]`, listed with
    /// `List(model.bookmarks, id: \\.self)`: rows of another module's type are
    /// as opaque as the folder's structs, so the design is the same `Value`
    /// design, with BookmarksScreen's 8 states and 15 transitions.
    @Test func anArrayOfStringsFromAnApiIsAValue() throws {
        var (screens, diagnostics) = try Self.bookmarkTitles([])
        #expect(diagnostics == [])
        let s = try #require(screens.first { $0.name == "BookmarksScreen" })
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let twin = try DesignOutcome.of(ModelSystem.compile(source: EmptyValueLiteralTests.bookmarks, file: "bookmarks.model"))
        #expect(swift == twin, "\(swift) vs \(twin)")
        // A row the code writes itself is no api answer, and the model's Value cannot hold it: not a guess either,
        // the property holds data the screen does not decide from then on (read opaque).
        (screens, diagnostics) = try Self.bookmarkTitles([("        bookmarks = []\n", "        bookmarks.append(\"Swift\")\n")])
        #expect(diagnostics == [])
        let appending = try #require(screens.first { $0.name == "BookmarksScreen" })
        _ = try ModelSystem.compile(model: appending.model, file: appending.file)
        let rules = appending.summary.abstractions.map(\.rule)
        #expect(rules.contains { $0.hasPrefix("the property bookmarks is opaque (it is assigned a value the screen does not decide, line 34)") }, "\(rules)")
    }

    /// BookmarksScreen with `[String]` rows and the edits `more`.
    static func bookmarkTitles(_ more: [(String, String)]) throws -> (screens: [TranslatedScreen], diagnostics: [Diagnostic]) {
        let dir = SwiftScreensFixtureTests.fixtures.appendingPathComponent("BookmarksScreen").path
        let edits = [
            ("func bookmarks() async -> [Bookmark]", "func bookmarks() async -> [String]"),
            ("private(set) var bookmarks: [Bookmark] = []", "private(set) var bookmarks: [String] = []"),
            ("List(model.bookmarks) { bookmark in", "List(model.bookmarks, id: \\.self) { bookmark in"),
            ("Text(bookmark.title)", "Text(bookmark)"),
        ] + more
        var files: [SwiftSourceFile] = []
        var applied = 0
        for path in SwiftScreenLoader.swiftFiles(in: dir) {
            var text = try String(contentsOfFile: path, encoding: .utf8)
            for (old, new) in edits where text.contains(old) {
                text = text.replacingOccurrences(of: old, with: new)
                applied += 1
            }
            files.append(SwiftParser.parse(text, file: path))
        }
        #expect(applied == edits.count, "an edit of the fixture no longer applies")
        return ScreenTranslator(module: SwiftModule(files: files), configuration: try ScreenConfiguration.lookUp(from: dir)).translate()
    }
}
