import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// Closures over api data read from app-style Swift: the transforms are the
/// same `Value` in both front ends, and what depends on the elements is a
/// diagnostic in both.
@Suite struct SwiftScreensCollectionsTests {
    /// ReadingListScreen: an `@Observable` view model filters, sorts and maps
    /// its answer with trailing closures (`$0`, `$1`, `{ article in … }`),
    /// and the view shows `ForEach(articles.compactMap { … })`. Its `.model`
    /// twin `ValueClosuresTests.readingList`, written with the same closures,
    /// has the hand count: 10 states, 22 transitions, and DeferFeedScreen's verdicts.
    @Test func closuresReadFromSwiftMatchTheirModel() throws {
        let (swift, twin) = try SwiftScreensFixtureTests.outcomes("ReadingListScreen", "ReadingListScreen", twin: ValueClosuresTests.readingList)
        #expect(swift == twin)
        #expect(swift.states == 10)
        #expect(swift.transitions == 22)
        ErrorHandlingSemanticsTests.expectVerdicts(swift.verdicts, ErrorHandlingSemanticsTests.deferFeedVerdicts)
    }

    @Test func readingListInspectIsGolden() throws {
        let (text, golden) = try SwiftScreensFixtureTests.inspected("ReadingListScreen", "ReadingListScreen")
        #expect(text == golden)
    }

    /// CollectionQueries: `contains(where:)`, `first(where:)`, the `count`
    /// of a `filter` and the `isEmpty` of a local bound to one, on api data:
    /// each is strictly an error at the call (the `.model` language gives
    /// the same messages, `ValueClosuresTests`), and the screen is not
    /// checked; by default each test is an assumption.
    @Test func undecidableQueriesAreDiagnosed() throws {
        let folder = SwiftScreensFixtureTests.fixtures.appendingPathComponent("CollectionQueries")
        var strict = ScreenConfiguration()
        strict.strict = true
        // By default only the count of a filter is refused: a count is no test, so no assumption stands for it.
        let read = SwiftScreenLoader.load(folder: folder.path, configuration: ScreenConfiguration())
        #expect(read.diagnostics.filter { $0.severity == .error }.map { "\($0.line):\($0.column)" } == ["36:27"], "\(read.diagnostics.map(\.description))")
        let loaded = SwiftScreenLoader.load(folder: folder.path, configuration: strict)
        #expect(loaded.screens.isEmpty)
        let text = loaded.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }.joined(separator: "\n") + "\n"
        let golden = try String(contentsOf: folder.appendingPathComponent("diagnostics.txt"), encoding: .utf8)
        #expect(text == golden)
    }

    /// Checking only the view's file of a screen whose view model's file has
    /// the errors: the screen is not checked, so `check` fails (it used to
    /// report "0 models checked: every expectation met" and exit 0).
    @Test func aScreenStoppedByAnotherFileOfItsModuleFails() {
        let screen = SwiftScreensFixtureTests.fixtures.appendingPathComponent("CollectionQueries/MessagesScreen.swift").path
        let run = runCLI(["check", screen, "--strict"])
        #expect(run.status != .success)
        #expect(run.stderr.contains("MessagesModel.swift:32:25: error: 'contains(where:)' on api data cannot be decided"))
        #expect((run.stdout + run.stderr).contains("1 model file could not be checked"), "\(run.stdout)")
    }

    /// A file with errors spelled with `//` or `/./` is not checked either (the
    /// loader spells it as its folder's walk does; files are compared by their
    /// standardized paths).
    @Test(arguments: ["Unsupported//SettingsScreen.swift", "Unsupported/./SettingsScreen.swift"])
    func aFileSpelledOtherwiseWithErrorsFails(_ spelling: String) {
        let run = runCLI(["check", SwiftScreensFixtureTests.fixtures.path + "/" + spelling])
        #expect(run.status != .success)
        #expect((run.stdout + run.stderr).contains("1 model file could not be checked"), "\(run.stdout)")
    }
}
