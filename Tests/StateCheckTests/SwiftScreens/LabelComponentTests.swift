import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A row view handed the screen's view model, shown as a `NavigationLink`'s
/// label, as list screens link each post to its detail.
@Suite struct LabelComponentTests {
    static let link = """
        import SwiftUI

        protocol PostsAPI {
            func post(id: Int) async throws -> Post
        }

        struct Post: Decodable {
            var title: String
        }

        @MainActor
        final class PostViewModel: ObservableObject {
            @Published var title = ""
            @Published var isLoading = false
            @Published var error: Error?
            private let api: any PostsAPI

            init(api: any PostsAPI) { self.api = api }

            func load() async {
                isLoading = true
                do {
                    title = try await api.post(id: 1).title
                } catch {
                    self.error = error
                }
                isLoading = false
            }
        }

        struct PostRow: View {
            @ObservedObject var post: PostViewModel

            var body: some View {
                HStack {
                    if post.isLoading {
                        ProgressView()
                    } else {
                        Text(post.title)
                    }
                }
            }
        }

        struct PostLink: View {
            @StateObject var post: PostViewModel

            var body: some View {
                NavigationLink(destination: Text("Detail")) {
                    PostRow(post: post)
                }
                .task { await post.load() }
            }
        }
        """

    /// The same screen with the row in a stack instead of a link's label.
    static let stacked = link.replacingOccurrences(of: "NavigationLink(destination: Text(\"Detail\")) {", with: "VStack {")

    /// The label is read as a stack's content is: the row is inlined, its
    /// spinner the screen's, the outcome that of the row in a `VStack`.
    @Test func aComponentInANavigationLinksLabelIsInlined() throws {
        #expect(Self.stacked != Self.link)
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.link)
        #expect(diagnostics == [])
        let model = screens.first { $0.model.name == "PostLink" }.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(model.contains("    if isLoading {\n        spinner\n"), "\(model)")
        #expect(try RealAppReadingsTests.outcome(Self.link) == RealAppReadingsTests.outcome(Self.stacked))
    }
}
