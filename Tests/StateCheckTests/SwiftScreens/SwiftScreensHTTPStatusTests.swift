import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// The response of `URLSession.data(from:)` read for its status
/// (Golden/SwiftScreens/StatusScreen): `let (data, response) = try await
/// URLSession.shared.data(from: url)`, then `guard let http = response as?
/// HTTPURLResponse, (200..<300).contains(http.statusCode) else { throw
/// ArticlesError.badStatus }`. Each answer takes both statuses, so the
/// code's own throw is explored.
@Suite struct SwiftScreensHTTPStatusTests {
    static let folder = SwiftScreensFixtureTests.fixtures.appendingPathComponent("StatusScreen")

    @Test func inspectOutputIsGolden() throws {
        let (text, golden) = try SwiftScreensFixtureTests.inspected("StatusScreen", "ArticlesScreen")
        #expect(text == golden)
    }

    /// The screen is its `.model` twin (articles-screen.model, the answer a
    /// struct `HTTPAnswer { let data: Value; let isSuccessStatus: Bool }`):
    /// equal verdicts, 243 states and 2148 transitions (the twin's counts).
    /// PostsScreen, the same screen without the status test, has 178 and
    /// 1050: the states the status adds are those where the failure is the
    /// code's own `badStatus`. singleFlight and noStaleOverwrite are
    /// violated as in PostsScreen (the `.task` has no guard).
    @Test func theScreenIsItsModelTwin() throws {
        let source = try String(contentsOf: Self.folder.appendingPathComponent("articles-screen.model"), encoding: .utf8)
        let (swift, twin) = try SwiftScreensFixtureTests.outcomes("StatusScreen", "ArticlesScreen", twin: source)
        #expect(swift == twin, "\(swift) vs \(twin)")
        #expect(swift.states == 243)
        #expect(swift.transitions == 2148)
        #expect(swift.verdicts["singleFlight"] == .violated)
        #expect(swift.verdicts["noStaleOverwrite"] == .violated)
    }

    /// `http.statusCode == 200` is the same test: the same design as the twin.
    @Test func anEqualityWithASuccessCodeIsTheSameTest() throws {
        let source = try String(contentsOf: Self.folder.appendingPathComponent("articles-screen.model"), encoding: .utf8)
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated(
            "StatusScreen", replacing: "(200..<300).contains(http.statusCode)", with: "http.statusCode == 200")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let s = try #require(screens.first)
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(swift == (try DesignOutcome.of(ModelSystem.compile(source: source, file: "twin.model"))))
    }

    /// The api answers every shape of the answer: its data empty or not
    /// (decoded as an array) times a success status or not, 2 × 2 = 4
    /// successes, and its failure.
    @Test func bothStatusesAreAnswers() throws {
        let s = try SwiftScreensFixtureTests.screen("StatusScreen", "ArticlesScreen")
        let system = try ModelSystem.compile(model: s.model, file: s.file)
        let labels = system.declaredLabels.map(\.description).filter { $0.contains("dataResponse") }
        #expect(labels.count == 5, "\(labels)")
        #expect(labels.filter { $0.contains("isSuccessStatus=false") }.count == 2, "\(labels)")
        #expect(labels.contains("fail dataResponse"), "\(labels)")
    }

    /// The response is read only for its status: strictly, any other use is
    /// an error; by default a test of it is an assumption.
    @Test func anotherUseOfTheResponseIsAnError() throws {
        let (read, none) = try SwiftScreensFixtureTests.translated(
            "StatusScreen", replacing: "(200..<300).contains(http.statusCode)", with: "http.statusCode == 404")
        #expect(none.isEmpty, "\(none.map(\.description))")
        #expect(try #require(read.first).model.handlers.contains { $0.event == "assume_http_statusCode_404" })
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated(
            "StatusScreen", replacing: "(200..<300).contains(http.statusCode)", with: "http.statusCode == 404", strict: true)
        #expect(screens.isEmpty)
        #expect(diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [
            "26:60: only whether the status is a success is read ('statusCode == 200', '(200..<300).contains(statusCode)'): the answer's status code is not enumerated",
        ])
        let (_, printed) = try SwiftScreensFixtureTests.translated(
            "StatusScreen", replacing: "            failure = nil\n", with: "            failure = nil\n            print(response)\n            isLoading = response == nil\n", strict: true)
        #expect(printed.map { "\($0.line):\($0.column): \($0.message)" } == [
            "32:25: 'response' is the api's response and is read only for its status ('response.statusCode == 200', '(200..<300).contains(response.statusCode)', after 'as? HTTPURLResponse')",
        ])
    }
}
