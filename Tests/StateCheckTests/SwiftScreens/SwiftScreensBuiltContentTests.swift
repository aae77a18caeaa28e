import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A container component that builds its content once, in its initializer
/// (`self.content = content()` of a `@ViewBuilder` closure), and shows the
/// stored view in its body: SwiftUI runs the closure when the caller's body
/// is evaluated, so the component's `content` is exactly the caller's views.
@Suite struct SwiftScreensBuiltContentTests {
    static let card = """
        import SwiftUI

        struct Card<Content: View>: View {
            let content: Content

            init(@ViewBuilder content: () -> Content) {
                self.content = content()
            }

            init(title: String) where Content == Text {
                self.init { Text(title) }
            }

            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    content
                }
                .padding()
            }
        }

        """

    static func feed(container: String) -> String {
        """
        import SwiftUI

        struct Post: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        enum FeedAPI {
            static func posts() async throws -> [Post] { [] }
        }

        struct FeedScreen: View {
            @State private var posts: [Post] = []
            @State private var isLoading = false

            var body: some View {
                \(container) {
                    ForEach(posts) { post in Text(post.title) }
                    Button("Reload") {
                        Task { await load() }
                    }
                    .disabled(isLoading)
                }
                .task { await load() }
            }

            private func load() async {
                isLoading = true
                posts = (try? await FeedAPI.posts()) ?? []
                isLoading = false
            }
        }

        """
    }

    /// The screen with its views inside `Card { … }` reads the design it
    /// reads with them inside a `VStack`: same states, transitions and
    /// verdicts. The convenience `init(title:)`, which the call cannot
    /// match, is not read (its `self.init` body would not be understood).
    @Test func aContainerBuildingItsContentInItsInitializerShowsTheCallersViews() throws {
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["Card.swift": Self.card, "FeedScreen.swift": Self.feed(container: "Card")])
        #expect(diagnostics == [])
        let card = try #require(screens.first { $0.name == "FeedScreen" })
        let (inline, inlineDiagnostics) = SwiftScreensComponentTests.translate(["FeedScreen.swift": Self.feed(container: "VStack")])
        #expect(inlineDiagnostics == [])
        let reference = try #require(inline.first)
        let read = try DesignOutcome.of(ModelSystem.compile(model: card.model, file: card.file))
        let expected = try DesignOutcome.of(ModelSystem.compile(model: reference.model, file: reference.file))
        #expect(read == expected)
        #expect(read.states == 460 && read.transitions == 3972)
    }

    /// An initializer that does something else with the closure is still refused, with its line.
    @Test func anInitializerDoingMoreIsRefused() {
        let card = Self.card.replacingOccurrences(of: "self.content = content()", with: "self.content = content()\n        print(\"built\")")
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["Card.swift": card, "FeedScreen.swift": Self.feed(container: "Card")])
        #expect(screens.isEmpty)
        #expect(diagnostics.first == "Card.swift:8:9: the initializer of this component is not understood: it may only assign its parameters to properties (self.fetch = fetch, self._state = state) or the view a closure parameter builds (self.content = content())")
    }
}
