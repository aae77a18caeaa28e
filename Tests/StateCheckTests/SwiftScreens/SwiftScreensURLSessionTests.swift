import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A view model that fetches with `URLSession` itself: `let url = URL(string:
/// "…")!`, `let (data, _) = try await URLSession.shared.data(from: url)`,
/// `try JSONDecoder().decode([Post].self, from: data)`.
@Suite struct SwiftScreensURLSessionTests {
    /// PostsScreen's design written by hand: the api is `URLSession`'s
    /// `data(from:)`, the api `data`; decoded as an array, its answer may be
    /// an empty list.
    static let twin = """
        model Posts
        api data() -> Value
        var posts: Value = []
        var isLoading: Bool = false
        var errorMessage: Error? = nil
        func load() async {
            isLoading = true
            defer { isLoading = false }
            do {
                let data = try await data()
                posts = data
                errorMessage = nil
            } catch {
                errorMessage = error
            }
        }
        on load .task { await load() }
        view {
            content(posts)
            if isLoading { spinner }
        }
        """

    /// PostsScreen (Golden/SwiftScreens): the twin's counts and verdicts.
    /// The `.task` reloads on every appearance with no guard, so `load,
    /// cancel, load` has two requests in flight (singleFlight) and the older
    /// answer may land last (noStaleOverwrite): real behaviours of the code.
    @Test func urlSessionAndDecodingRead() throws {
        let (swift, twin) = try SwiftScreensFixtureTests.outcomes("PostsScreen", "PostsView", twin: Self.twin)
        #expect(swift == twin, "\(swift) vs \(twin)")
        #expect(swift.states == 178)
        #expect(swift.transitions == 1050)
        #expect(swift.verdicts["singleFlight"] == .violated)
        #expect(swift.verdicts["noStaleOverwrite"] == .violated)
    }

    /// The URL is not read: strictly, any use other than an api argument is
    /// an error; by default a test of it is an assumption.
    @Test func aForeignValueIsOnlyPassedToApis() throws {
        let edit = ("            errorMessage = nil\n", "            errorMessage = nil\n            print(url)\n            isLoading = url == nil\n")
        let (read, none) = try SwiftScreensFixtureTests.translated("PostsScreen", replacing: edit.0, with: edit.1)
        #expect(none.isEmpty, "\(none.map(\.description))")
        #expect(try #require(read.first).model.handlers.contains { $0.event == "assume_url_isNil" })
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated("PostsScreen", replacing: edit.0, with: edit.1, strict: true)
        #expect(screens.isEmpty)
        #expect(diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [
            "24:25: 'url' is a value the model does not read (built by a type of another module, such as URL(string:)); it may only be passed to an api call",
        ])
    }

    /// Only an awaited call of a shared instance is an api: a synchronous
    /// `UserDefaults.standard.set(…)` is no api; handed nothing of the
    /// screen, it is no statement (it changes nothing the model reads), and
    /// under `--strict` it is not understood, as before.
    @Test func aSynchronousSharedCallIsNoApi() throws {
        let edit = ("            errorMessage = nil\n", "            errorMessage = nil\n            UserDefaults.standard.set(true, forKey: \"loaded\")\n")
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated("PostsScreen", replacing: edit.0, with: edit.1)
        #expect(diagnostics.map(\.message) == [])
        let read = try #require(screens.first)
        #expect(!read.model.apis.contains { $0.name == "set" })
        #expect(read.summary.abstractions.map(\.rule).contains(
            "UserDefaults.standard.set(…) calls UserDefaults, a type the folder does not declare, handing it nothing of the screen: it changes nothing the model reads"))
        _ = try ModelSystem.compile(model: read.model, file: read.file)
        let (strict, _) = try SwiftScreensFixtureTests.translated("PostsScreen", replacing: edit.0, with: edit.1, strict: true)
        let s = try #require(strict.first)
        do {
            _ = try ModelSystem.compile(model: s.model, file: s.file)
            Issue.record("a synchronous call of another module's shared instance compiled under --strict")
        } catch {
            #expect(error.diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == ["23:13: cannot find 'UserDefaults' in scope"])
        }
    }

    /// `inspect` lists each reading with its line.
    @Test func inspectOutputIsGolden() throws {
        let (text, golden) = try SwiftScreensFixtureTests.inspected("PostsScreen", "PostsView")
        #expect(text == golden)
    }

    /// Acronyms start an api's name in lower case.
    @Test func apiNamesLowerALeadingAcronym() {
        #expect(ScreenBuilder.lowerCamel("URLSession") == "urlSession")
        #expect(ScreenBuilder.lowerCamel("API") == "api")
        #expect(ScreenBuilder.lowerCamel("FeedClient") == "feedClient")
        #expect(ScreenBuilder.lowerCamel("X") == "x")
    }
}
