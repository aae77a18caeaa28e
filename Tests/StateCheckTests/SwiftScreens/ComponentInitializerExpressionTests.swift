import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A component whose initializer sets a property to an expression of its
/// parameters (`self.showsBadge = showsBadge ?? !isHighlighted`): the
/// property is that expression with the call's arguments (a parameter not
/// given takes its default). Before, the initializer was "not understood"
/// and every screen using the component was refused (CanvasPlusPlayground's
/// `IntelligenceContentView`, used by `ExtractWeightsView` and
/// `SummarySection`).
@Suite struct ComponentInitializerExpressionTests {
    static let articles = """
        import SwiftUI

        struct Article: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        protocol ArticleClient {
            func articles() async throws -> [Article]
        }

        @MainActor
        final class ArticlesViewModel: ObservableObject {
            @Published private(set) var articles: [Article] = []
            @Published private(set) var isRefreshing = false
            private let client: ArticleClient

            init(client: ArticleClient) {
                self.client = client
            }

            func refresh() async {
                isRefreshing = true
                if let fresh = try? await client.articles() {
                    articles = fresh
                }
                isRefreshing = false
            }
        }

        struct HighlightCard<Content: View>: View {
            let isHighlighted: Bool
            let showsBadge: Bool
            let content: Content

            init(isHighlighted: Bool, showsBadge: Bool? = nil, @ViewBuilder content: () -> Content) {
                self.isHighlighted = isHighlighted
                self.showsBadge = showsBadge ?? !isHighlighted
                self.content = content()
            }

            var body: some View {
                VStack {
                    if showsBadge {
                        ProgressView()
                    }
                    content
                }
                .padding()
                .background(isHighlighted ? Color.yellow.opacity(0.2) : Color.clear)
            }
        }

        struct ArticlesScreen: View {
            @StateObject var viewModel: ArticlesViewModel

            var body: some View {
                HighlightCard(isHighlighted: !viewModel.isRefreshing) {
                    List(viewModel.articles) { article in
                        Text(article.title)
                    }
                }
                .task { await viewModel.refresh() }
            }
        }
        """

    /// The screen reads as the same screen whose component takes the value
    /// already computed by the caller (`showsBadge: viewModel.isRefreshing`,
    /// the default `nil ?? !(!viewModel.isRefreshing)`): the same states,
    /// transitions and verdicts, and the badge's spinner shows while the
    /// articles refresh.
    @Test func aPropertySetFromItsParametersIsThatExpressionOfTheArguments() throws {
        let given = Self.articles
            .replacingOccurrences(of: "showsBadge: Bool? = nil,", with: "showsBadge: Bool,")
            .replacingOccurrences(of: "self.showsBadge = showsBadge ?? !isHighlighted", with: "self.showsBadge = showsBadge")
            .replacingOccurrences(of: "HighlightCard(isHighlighted: !viewModel.isRefreshing) {",
                                  with: "HighlightCard(isHighlighted: !viewModel.isRefreshing, showsBadge: viewModel.isRefreshing) {")
        #expect(given.contains("self.showsBadge = showsBadge\n") && given.contains("showsBadge: viewModel.isRefreshing) {"))
        let text = RealAppReadingsTests.modelText(Self.articles)
        #expect(text.contains("""
            view {
                if !!isRefreshing {
                    spinner
                }
                content(articles)
            }
            """), "\(text)")
        let read = try RealAppReadingsTests.outcome(Self.articles)
        #expect(read == (try RealAppReadingsTests.outcome(given)))
        #expect(read.states == 65 && read.transitions == 388, "\(read)")
    }

    /// A property set by a call in the initializer (`Self.badge(showsBadge,
    /// isHighlighted)`) holds a value the screen does not decide: an input of
    /// the screen, tested by an assumption. It was refused. The reading has
    /// every behaviour of the one where the value is the expression of the
    /// arguments: at least its states, and every verdict violated there is
    /// violated here. Strict mode still refuses it, naming the forms read.
    @Test func aPropertySetByACallIsAnInputOfTheScreen() throws {
        let called = Self.articles.replacingOccurrences(of: "self.showsBadge = showsBadge ?? !isHighlighted",
                                                        with: "self.showsBadge = Self.badge(showsBadge, isHighlighted)")
        #expect(called != Self.articles)
        let read = try RealAppReadingsTests.outcome(called)
        let precise = try RealAppReadingsTests.outcome(Self.articles)
        #expect(read.states >= precise.states && read.transitions >= precise.transitions, "\(read)")
        for (property, verdict) in precise.verdicts where verdict == .violated {
            #expect(read.verdicts[property] == .violated, "\(property)")
        }
        #expect(RealAppReadingsTests.modelText(called).contains("if assume_showsBadge {"))
        var strict = ScreenConfiguration()
        strict.strict = true
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["Screen.swift": called], configuration: strict)
        #expect(screens.isEmpty)
        #expect(!diagnostics.isEmpty, "\(diagnostics)")
    }
}
