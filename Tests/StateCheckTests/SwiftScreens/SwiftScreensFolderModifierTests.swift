import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A modifier the folder declares (`.onFirstAppear { await load() }` of an
/// `extension View` method applying `AsyncFirstAppearModifier`, whose
/// `body(content:)` is `content.task { guard !didAppear … }`) is read with
/// its code: the screen reads as if it held `didAppear` and that `.task`
/// itself, and loads once however often it appears.
@Suite struct SwiftScreensFolderModifierTests {
    static let modifiers = """
        import SwiftUI

        extension View {
            func onFirstAppear(perform action: @escaping () -> Void) -> some View {
                modifier(FirstAppearModifier(perform: action))
            }

            func onFirstAppear(perform action: @escaping @MainActor () async -> Void) -> some View {
                modifier(AsyncFirstAppearModifier(perform: action))
            }
        }

        struct FirstAppearModifier: ViewModifier {
            @State private var didAppear = false
            let perform: () -> Void

            func body(content: Content) -> some View {
                content.onAppear {
                    guard !didAppear else { return }
                    didAppear = true
                    perform()
                }
            }
        }

        struct AsyncFirstAppearModifier: ViewModifier {
            @State private var didAppear = false
            private let action: @MainActor () async -> Void

            init(perform action: @escaping @MainActor () async -> Void) {
                self.action = action
            }

            func body(content: Content) -> some View {
                content.task {
                    guard !didAppear else { return }
                    didAppear = true
                    await action()
                }
            }
        }
        """

    static let screen = """
        import SwiftUI

        struct Movie: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        enum MoviesAPI {
            static func trending() async throws -> [Movie] { [] }
        }

        struct ExploreScreen: View {
            @State private var movies: [Movie] = []
            @State private var failed = false

            var body: some View {
                List(movies) { movie in
                    Text(movie.title)
                }
                .onFirstAppear {
                    await load()
                }
            }

            private func load() async {
                do {
                    movies = try await MoviesAPI.trending()
                    failed = false
                } catch {
                    failed = true
                }
            }
        }
        """

    static let inline = """
        import SwiftUI

        struct Movie: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        enum MoviesAPI {
            static func trending() async throws -> [Movie] { [] }
        }

        struct ExploreScreen: View {
            @State private var movies: [Movie] = []
            @State private var failed = false
            @State private var didAppear = false

            var body: some View {
                List(movies) { movie in
                    Text(movie.title)
                }
                .task {
                    guard !didAppear else { return }
                    didAppear = true
                    await load()
                }
            }

            private func load() async {
                do {
                    movies = try await MoviesAPI.trending()
                    failed = false
                } catch {
                    failed = true
                }
            }
        }
        """

    @Test func aModifierOfTheFolderIsReadWithItsCode() throws {
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["FirstAppear.swift": Self.modifiers, "ExploreScreen.swift": Self.screen])
        #expect(diagnostics == [])
        let read = try #require(screens.first { $0.name == "ExploreScreen" })
        #expect(read.summary.abstractions.map(\.rule).contains(
            "the modifier .onFirstAppear is the folder's AsyncFirstAppearModifier: its body(content:) is read with its properties bound to this call's arguments, the modifiers it puts on content the screen's"))
        let (written, _) = SwiftScreensComponentTests.translate(["ExploreScreen.swift": Self.inline])
        let reference = try #require(written.first)
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: read.model, file: read.file))
        let expected = try DesignOutcome.of(ModelSystem.compile(model: reference.model, file: reference.file))
        #expect(outcome == expected)
        #expect(outcome.states == 10 && outcome.transitions == 19)
    }

    /// The synchronous overload (`.onFirstAppear { loadCached() }`) is the other method, whose modifier runs it in `.onAppear`.
    @Test func theOverloadIsChosenByTheClosure() throws {
        let sync = Self.screen.replacingOccurrences(of: "        .onFirstAppear {\n            await load()\n        }", with: "        .onFirstAppear {\n            failed = false\n        }")
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["FirstAppear.swift": Self.modifiers, "ExploreScreen.swift": sync])
        #expect(diagnostics == [])
        let read = try #require(screens.first { $0.name == "ExploreScreen" })
        #expect(read.summary.abstractions.map(\.rule).contains { $0.hasPrefix("the modifier .onFirstAppear is the folder's FirstAppearModifier:") })
    }
}
