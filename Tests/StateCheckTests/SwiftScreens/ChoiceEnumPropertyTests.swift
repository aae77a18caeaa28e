import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `route = destination`, a value the screen does not decide (built from an
/// input, `.author(id: topic.authorID)`) written to a property of an enum
/// that holds no loading phase (`enum ArticleRoute { case detail(id:
/// String), … }`, where the screen navigates to): the property is read
/// opaque, as one of data is, any of its values at any time. Before, every
/// enum was taken for loading state and the assignment refused ("'destination'
/// is a value the model does not read").
@Suite struct ChoiceEnumPropertyTests {
    static let articles = """
        import SwiftUI

        struct Article: Identifiable, Hashable, Decodable {
            let id: String
            let title: String
        }

        struct Topic: Hashable, Decodable {
            let name: String
            let authorID: String
        }

        enum ArticleRoute: Hashable {
            case detail(id: String)
            case author(id: String)
            case settings
        }

        protocol ArticlesAPI: Sendable {
            func articles(topic: String) async throws -> [Article]
        }

        struct ArticlesScreen: View {
            let api: any ArticlesAPI
            let topic: Topic
            @State private var articles: [Article] = []
            @State private var isLoading = false
            @State private var route: ArticleRoute?

            var body: some View {
                List(articles) { article in
                    Text(article.title)
                }
                .overlay {
                    if isLoading {
                        ProgressView()
                    }
                }
                .toolbar {
                    Button("Author") {
                        open(.author(id: topic.authorID))
                    }
                    Button("Settings") {
                        open(.settings)
                    }
                }
                .navigationDestination(item: $route) { route in
                    Text("Destination")
                }
                .task {
                    await load()
                }
            }

            private func open(_ destination: ArticleRoute) {
                route = destination
            }

            private func load() async {
                isLoading = true
                defer { isLoading = false }
                articles = (try? await api.articles(topic: topic.name)) ?? []
            }
        }
        """

    /// The same states, transitions and verdicts as the property given by
    /// the parent (a binding, opaque from the start), its writes dropped.
    @Test func aRouteEnumPropertyGivenAValueTheScreenDoesNotDecideIsOpaque() throws {
        let precise = Self.articles
            .replacingOccurrences(of: "    @State private var route: ArticleRoute?", with: "    @Binding var route: ArticleRoute?")
            .replacingOccurrences(of: "        route = destination\n", with: "        _ = destination\n")
        #expect(!precise.contains("route = "))
        let rules = RealAppReadingsTests.translate(Self.articles).screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains("the property route is opaque (it is assigned a value the screen does not decide, line 56): tests of it are assumptions, writes to it are not read"), "\(rules)")
        let read = try RealAppReadingsTests.outcome(Self.articles)
        #expect(read == (try RealAppReadingsTests.outcome(precise)))
        #expect(read.verdicts["noStaleOverwrite"] == .violated)
    }

    /// An enum with a case named as a loading phase (`.failed`) is the
    /// screen's loading state: given a value the screen does not decide, it
    /// stays refused, since any phase at any time would check nothing.
    @Test func aLoadingPhaseEnumGivenAValueTheScreenDoesNotDecideIsStillRefused() {
        let phase = Self.articles.replacingOccurrences(of: "    case settings\n", with: "    case failed\n")
            .replacingOccurrences(of: "open(.settings)", with: "open(.failed)")
        #expect(phase.contains("case failed"))
        let (screens, diagnostics) = RealAppReadingsTests.translate(phase)
        #expect(screens.isEmpty)
        #expect(diagnostics.contains { $0.contains("is a value the model does not read") }, "\(diagnostics)")
    }
}
