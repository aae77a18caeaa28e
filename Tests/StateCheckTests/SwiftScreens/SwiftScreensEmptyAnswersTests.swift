import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// An api returning an array may answer `[]` (the default), so a screen's
/// "no results" branch is reached; `"nonempty"` in `statecheck.json` says
/// an api never does.
@Suite struct SwiftScreensEmptyAnswersTests {
    /// ArticleResultsScreen (Golden/SwiftScreens, no configuration): a
    /// `.task` loads `[Article]?` once (`guard !isLoading, results == nil`)
    /// from a non-throwing `ArticleSearchAPI.search() async -> [Article]`, and
    /// the list shows "No results" for an empty first page. It is the twin of
    /// `EmptyAnswersTests.results("")`: the same 8 states and 14 transitions
    /// derived there, and the "No results" branch reached after `load,
    /// success search empty`, so allCasesReachable holds.
    @Test func anEmptyFirstPageReachesTheNoResultsBranch() throws {
        let (swift, twin) = try SwiftScreensFixtureTests.outcomes("ArticleResultsScreen", "ArticleResultsScreen", twin: EmptyAnswersTests.results(""))
        #expect(swift.states == 8)
        #expect(swift.transitions == 14)
        #expect(swift.states == twin.states && swift.transitions == twin.transitions)
        #expect(swift.verdicts["allCasesReachable"] == .holds)
        // As in the twin: "No results" is a Text (a mark), not content, and the
        // screen has no refresh, so from it no content is reachable.
        #expect(swift.verdicts["recoverable"] == .violated)
    }

    /// With `"nonempty": ["ArticleSearchAPI.search"]` the answer is always a
    /// page: `EmptyAnswersTests.results(" nonempty")`'s 6 states and 9
    /// transitions, and the "No results" branch is dead.
    @Test func aNonemptyApiInTheConfigurationNeverAnswersEmpty() throws {
        let folder = SwiftScreensFixtureTests.fixtures.appendingPathComponent("ArticleResultsScreen").path
        let configuration = try ScreenConfiguration.parse(#"{"nonempty": ["ArticleSearchAPI.search"]}"#, path: "statecheck.json")
        let loaded = SwiftScreenLoader.load(folder: folder, configuration: configuration)
        #expect(loaded.diagnostics == [])
        let s = try #require(loaded.screens.first { $0.name == "ArticleResultsScreen" })
        #expect(s.summary.abstractions.contains { $0.rule.contains("ArticleSearchAPI.search never answers an empty array") })
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(swift.states == 6)
        #expect(swift.transitions == 9)
        #expect(swift.verdicts["allCasesReachable"] == .violated)
    }

    /// The configuration's `nonempty` is a list of `Type.method` or `method` names.
    @Test func nonemptyIsAListOfApiNames() throws {
        let config = try ScreenConfiguration.parse(#"{"nonempty": ["API.getPosts", "latest"]}"#, path: "statecheck.json")
        #expect(config.isNonempty(typeName: "API", method: "getPosts"))
        #expect(config.isNonempty(typeName: "ArticlesClient", method: "latest"))
        #expect(!config.isNonempty(typeName: "API", method: "getUser"))
        #expect(throws: ScreenConfigurationError.self) {
            try ScreenConfiguration.parse(#"{"nonempty": "API.getPosts"}"#, path: "statecheck.json")
        }
        #expect(throws: ScreenConfigurationError.self) {
            try ScreenConfiguration.parse(#"{"nonempty": ["API.get Posts"]}"#, path: "statecheck.json")
        }
    }
}
