import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A view struct of the module given the screen's data (`ArtistHeader(artist: artist)`)
/// is that data's content when it only presents it; one with state, a
/// closure, an action or a lifecycle modifier is diagnosed at the call.
@Suite struct SwiftScreensPresentationalViewTests {
    /// The ArtistScreen fixture's files read from memory, each edit applied in turn.
    static func translated(_ edits: [(old: String, new: String)], strict: Bool = false) throws -> (screens: [TranslatedScreen], diagnostics: [Diagnostic]) {
        let dir = SwiftScreensFixtureTests.fixtures.appendingPathComponent("ArtistScreen").path
        var files: [SwiftSourceFile] = []
        for path in SwiftScreenLoader.swiftFiles(in: dir) {
            var text = try String(contentsOfFile: path, encoding: .utf8)
            for edit in edits where path.hasSuffix("/ArtistScreen.swift") {
                #expect(text.contains(edit.old), "\(edit.old)")
                text = text.replacingOccurrences(of: edit.old, with: edit.new)
            }
            files.append(SwiftParser.parse(text, file: path))
        }
        var configuration = ScreenConfiguration()
        configuration.strict = strict
        return ScreenTranslator(module: SwiftModule(files: files), configuration: configuration).translate()
    }

    static let header = "struct ArtistHeader: View {\n    let artist: Artist\n"
    static let headerBody = "        Text(artist.name).font(.largeTitle.bold())\n"

    @Test func aRowViewOfTheModuleIsTheContentOfItsData() throws {
        let s = try SwiftScreensFixtureTests.screen("ArtistScreen", "ArtistScreen")
        let text = ScreenInspection.render(s, file: "ArtistScreen.swift")
        #expect(text.contains("        content(artist)  (line 19)\n        content(artist)  (line 20)\n"))
        #expect(text.contains("line 19: ArtistHeader is a view of the module that presents the data it is given: content(artist)"))
    }

    /// An environment value the row only reads (`@Environment(\.colorScheme)`) leaves it a presentation.
    @Test func aRowViewReadingTheEnvironmentIsStillContent() throws {
        let (screens, diagnostics) = try Self.translated([(old: Self.header, new: Self.header + "    @Environment(\\.colorScheme) private var colorScheme\n")])
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first)
        #expect(ScreenInspection.render(s, file: "ArtistScreen.swift").contains("        content(artist)  (line 19)\n"))
    }

    /// Stub data given to the row view under `.redacted(reason: .placeholder)` is the placeholder, as for a view helper.
    @Test func aRowViewGivenStubDataIsThePlaceholder() throws {
        let (screens, diagnostics) = try Self.translated([
            (old: "    var topTracks: [String]\n}\n", new: "    var topTracks: [String]\n\n    static let placeholder = Artist(id: 0, name: \"Artist\", topTracks: [])\n}\n"),
            (old: "            case .idle, .loading:\n                EmptyView()\n",
             new: "            case .idle, .loading:\n                ArtistHeader(artist: .placeholder)\n                    .redacted(reason: .placeholder)\n"),
        ])
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first)
        #expect(ScreenInspection.render(s, file: "ArtistScreen.swift").contains("      case .idle, .loading:\n        mark(\"placeholder\")  (line 19)\n"))
    }

    /// What makes a view more than a presentation of its data, each named at
    /// the call with the line it is on. (A view with `@State` is a screen of
    /// its own, diagnosed where it is declared.)
    @Test(arguments: [
        ([(old: header, new: header + "    @Binding var isFollowing: Bool\n")],
         "19:17: the view 'ArtistHeader' is read as content of the data it is given only when it presents that data; it has the @Binding property 'isFollowing' (line 62); show the data with a view helper of the screen, or move what the view does into the screen"),
        ([(old: header, new: header + "    var onFollow: () -> Void = {}\n")],
         "19:17: the view 'ArtistHeader' is read as content of the data it is given only when it presents that data; it has the closure property 'onFollow' (line 62); show the data with a view helper of the screen, or move what the view does into the screen"),
        ([(old: headerBody, new: "        VStack {\n            Text(artist.name)\n            Button(\"Follow\") { Task { try? await API.follow() } }\n        }\n")],
         "19:17: the view 'ArtistHeader' is read as content of the data it is given only when it presents that data; it has a 'Button' (line 66); show the data with a view helper of the screen, or move what the view does into the screen"),
        ([(old: headerBody, new: headerBody + "            .task { await API.prefetchTracks() }\n")],
         "19:17: the view 'ArtistHeader' is read as content of the data it is given only when it presents that data; it has '.task' (line 65); show the data with a view helper of the screen, or move what the view does into the screen"),
    ])
    func aViewThatDoesMoreThanPresentIsDiagnosed(edits: [(old: String, new: String)], message: String) throws {
        // Strictly: by default a Button or a `.task` of the view's own is its own screen's (see below).
        let (screens, diagnostics) = try Self.translated(edits, strict: true)
        #expect(screens.isEmpty)
        #expect(diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [message])
    }

    /// By default a view's own actions and lifecycle (a Button calling an
    /// api, a `.task` of its own) cannot reach the screen's state: it is
    /// still the content of the data it is given.
    @Test(arguments: [
        "        VStack {\n            Text(artist.name)\n            Button(\"Follow\") { Task { try? await API.follow() } }\n        }\n",
        headerBody + "            .task { await API.prefetchTracks() }\n",
    ])
    func aViewsOwnActionsLeaveItContent(body: String) throws {
        let (screens, diagnostics) = try Self.translated([(old: Self.headerBody, new: body)])
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let screen = try #require(screens.first)
        #expect(screen.summary.abstractions.contains { $0.rule.hasPrefix("ArtistHeader is a view of the module that presents the data it is given") })
    }

    /// A view of the module given no data (a literal) is not read as content:
    /// it cannot reach the screen's state (no Binding, closure or view model),
    /// so it is presentation, a mark where it is shown.
    @Test func aViewGivenALiteralIsAMark() throws {
        let (screens, diagnostics) = try Self.translated([(old: "ArtistHeader(artist: artist)", new: "ArtistHeader(title: \"Now playing\")")])
        #expect(diagnostics.isEmpty)
        let screen = try #require(screens.first)
        #expect(screen.summary.presentation.map(\.rule) == ["'ArtistHeader' is not in the SwiftUI mapping and runs no code: a mark on the screen"])
    }

    /// A view of the module that holds a Binding can change the state of a
    /// screen that passes it one; this call passes none, so by default it is
    /// a mark. Strictly it is refused, naming the property.
    @Test func aViewWithABindingIsRefused() throws {
        let edits = [
            (old: "ArtistHeader(artist: artist)", new: "ArtistHeader(title: \"Now playing\")"),
            (old: Self.header, new: Self.header + "    @Binding var isFollowing: Bool\n"),
        ]
        let (read, none) = try Self.translated(edits)
        #expect(none.isEmpty, "\(none.map(\.description))")
        #expect(try #require(read.first).summary.presentation.map(\.rule) == ["'ArtistHeader' is not in the SwiftUI mapping and runs no code: a mark on the screen"])
        let (screens, diagnostics) = try Self.translated(edits, strict: true)
        #expect(screens.isEmpty)
        #expect(diagnostics.map { "\($0.line):\($0.column)" } == ["19:17"])
        #expect(diagnostics.first?.message.hasPrefix("the view 'ArtistHeader' is not understood") == true, "\(diagnostics.map(\.description))")
        // Given a binding to state that is no Bool, it is refused by default too: it could write any value at any time.
        let (given, refused) = try Self.translated([
            (old: "ArtistHeader(artist: artist)", new: "ArtistHeader(title: \"Now playing\", isFollowing: $state)"),
            (old: Self.header, new: Self.header + "    @Binding var isFollowing: LoadState<Artist>\n"),
        ])
        #expect(given.isEmpty)
        #expect(refused.map { "\($0.line):\($0.column): \($0.message)" } == [
            "19:17: the view 'ArtistHeader' has the @Binding property 'isFollowing' (ArtistScreen.swift:62), through which it can change the screen's state; it is read only when it presents data it is given or is a component whose closures and bindings the screen passes; move the action into the screen",
        ])
    }
}
