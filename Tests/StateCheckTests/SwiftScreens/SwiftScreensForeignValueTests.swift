import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// Values of another module built from other values
/// (Golden/SwiftScreens/RequestScreen): `URL(string: baseURL + path)!`,
/// `var request = URLRequest(url: url)`, `request.httpMethod = "POST"`,
/// `request.setValue(…, forHTTPHeaderField: …)`, then
/// `URLSession.shared.data(for: request)`. None is read: they only flow
/// into the api call.
@Suite struct SwiftScreensForeignValueTests {
    static let folder = SwiftScreensFixtureTests.fixtures.appendingPathComponent("RequestScreen")

    @Test func inspectOutputIsGolden() throws {
        let (text, golden) = try SwiftScreensFixtureTests.inspected("RequestScreen", "CommentsScreen")
        #expect(text == golden)
    }

    /// The screen is its `.model` twin (comments-screen.model), 16 states
    /// and 44 transitions, derived by hand: `comments` is `[]` or one page
    /// (every later page is the same canonical page) and `failure` nil or
    /// the api's error, 4 combinations, each with the post task in flight
    /// or not (8), each with the screen shown or not (16; the `Task` is not
    /// cancelled when the screen goes away). Transitions: one visibility
    /// change per state (16), the Post tap in the 4 shown idle states (4),
    /// and the api's three answers (success, success empty, fail) in the 8
    /// states with the task in flight (24): 44.
    @Test func theScreenIsItsModelTwin() throws {
        let source = try String(contentsOf: Self.folder.appendingPathComponent("comments-screen.model"), encoding: .utf8)
        let (swift, twin) = try SwiftScreensFixtureTests.outcomes("RequestScreen", "CommentsScreen", twin: source)
        #expect(swift == twin, "\(swift) vs \(twin)")
        #expect(swift.states == 16)
        #expect(swift.transitions == 44)
    }

    /// The request is not read: strictly, any use other than an api
    /// argument is an error; by default a test of it is an assumption.
    @Test func theRequestIsOnlyPassedToApis() throws {
        let edit = ("            failure = nil\n", "            failure = nil\n            isSending = request.httpMethod == nil\n")
        let (read, none) = try SwiftScreensFixtureTests.translated("RequestScreen", replacing: edit.0, with: edit.1)
        #expect(none.isEmpty, "\(none.map(\.description))")
        #expect(try #require(read.first).model.handlers.contains { $0.event == "assume_request_httpMethod_isNil" })
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated("RequestScreen", replacing: edit.0, with: edit.1, strict: true)
        #expect(screens.isEmpty)
        #expect(diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [
            "28:25: 'request' is a value the model does not read (built by a type of another module, such as URL(string:)); it may only be passed to an api call",
        ])
    }

    /// A value the model reads built from other values (`String(describing:)`)
    /// is no value of another module.
    @Test func aTypeTheModelReadsIsNoForeignValue() throws {
        let (screens, _) = try SwiftScreensFixtureTests.translated(
            "RequestScreen", replacing: "            failure = error\n", with: "            let message = String(describing: error)\n            failure = error\n")
        let s = try #require(screens.first)
        #expect(!s.summary.abstractions.contains { $0.rule.hasPrefix("message is a value of another module") })
    }
}
