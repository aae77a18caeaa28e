import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `Card { … }` of `struct Card<Content: View>: View { @ViewBuilder let
/// content: Content }`: Swift's memberwise initializer of a stored property
/// marked `@ViewBuilder` takes the closure that builds it, so the call
/// passes the card's content as a trailing closure. Only closure-typed
/// properties took one, and the screen was refused with "this call of
/// component 'Card' ({ }) matches none of its initializers" (custom
/// containers such as a platform navigation stack or a settings platter).
@Suite struct ViewBuilderPropertyTests {
    static let articles = """
        import SwiftUI

        struct Article: Identifiable, Sendable { let id: Int; let title: String }

        protocol ArticlesClient: Sendable {
            func articles() async throws -> [Article]
        }

        struct Card<Content: View>: View {
            @ViewBuilder let content: Content

            var body: some View {
                VStack(alignment: .leading) {
                    content
                }
                .padding()
                .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.1)))
            }
        }

        struct ArticlesScreen: View {
            let client: ArticlesClient
            @State private var articles: [Article] = []
            @State private var isLoading = false
            @State private var failed = false

            var body: some View {
                Card {
                    if isLoading {
                        ProgressView()
                    }
                    if failed {
                        Button("Retry") {
                            Task { await load() }
                        }
                    }
                    ForEach(articles) { article in
                        Text(article.title)
                    }
                }
                .task { await load() }
            }

            private func load() async {
                isLoading = true
                failed = false
                do {
                    articles = try await client.articles()
                } catch {
                    failed = true
                }
                isLoading = false
            }
        }
        """

    /// The twin writes the initializer Swift synthesizes
    /// (`init(@ViewBuilder content: () -> Content) { self.content =
    /// content() }`): the same states, transitions and verdicts (a load
    /// cancelled by leaving and started again on return has two calls in
    /// flight: `singleFlight` violated).
    @Test func aViewBuilderPropertyIsGivenByATrailingClosure() throws {
        let twin = Self.articles.replacingOccurrences(of: "    @ViewBuilder let content: Content\n",
                                                      with: "    let content: Content\n\n    init(@ViewBuilder content: () -> Content) {\n        self.content = content()\n    }\n")
        #expect(twin != Self.articles)
        let read = try RealAppReadingsTests.outcome(Self.articles)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.verdicts["singleFlight"] == .violated)
        #expect(read.verdicts["noStaleOverwrite"] == .violated)
    }

    /// In strict mode the memberwise initializer takes only what the
    /// property's type says, and the call stays refused.
    @Test func strictModeKeepsTheRefusal() {
        let (screens, diagnostics) = RealAppReadingsTests.strictTranslation(Self.articles)
        #expect(screens.isEmpty)
        #expect(diagnostics.contains { $0.hasSuffix("this call of component 'Card' ({ }) matches none of its initializers; pass the arguments by their labels") })
    }
}
