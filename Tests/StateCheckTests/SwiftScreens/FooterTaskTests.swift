import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// The paging footer whose work is a `.task`: `ProgressView().task { await
/// model.loadMore() }` after a List's content. It was refused ("the modifier
/// '.task' on a view is not understood in this form"). SwiftUI starts the
/// task as the footer scrolls into view, cancels it as the footer leaves
/// (scrolled away or removed) and starts a new one when it comes back: it is
/// read as the footer's `.onAppear` is (`page`), its task kept in a handle
/// that two more events cancel (`footerLeft`) or cancel and start again
/// (`footerScrolledBack`).
@Suite struct FooterTaskTests {
    static let feed = """
        import SwiftUI

        struct Post: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        struct PostPage: Decodable {
            let posts: [Post]
            let cursor: String?
        }

        protocol FeedClient {
            func posts(cursor: String?) async throws -> PostPage
        }

        @MainActor
        final class FeedModel: ObservableObject {
            @Published private(set) var posts: [Post] = []
            @Published private(set) var isLoadingMore = false
            @Published private(set) var hasMore = true
            private var cursor: String?
            private let client: FeedClient

            init(client: FeedClient) {
                self.client = client
            }

            func loadFirst() async {
                do {
                    let page = try await client.posts(cursor: nil)
                    posts = page.posts
                    hasMore = page.cursor != nil
                } catch {
                    hasMore = false
                }
            }

            func loadMore() async {
                guard !isLoadingMore else { return }
                isLoadingMore = true
                do {
                    let page = try await client.posts(cursor: cursor)
                    posts += page.posts
                    hasMore = page.cursor != nil
                } catch {
                    hasMore = false
                }
                isLoadingMore = false
            }
        }

        struct FeedView: View {
            @StateObject var model: FeedModel

            var body: some View {
                List {
                    ForEach(model.posts) { post in
                        Text(post.title)
                    }
                    if model.hasMore && !model.posts.isEmpty {
                        ProgressView()
                            .task { await model.loadMore() }
                    }
                }
                .task { await model.loadFirst() }
            }
        }
        """

    /// The footer written `.onAppear { Task { await model.loadMore() } }`:
    /// the same paging, its task never cancelled.
    static let appearing = feed.replacingOccurrences(of: ".task { await model.loadMore() }", with: ".onAppear { Task { await model.loadMore() } }")

    @Test func aFootersTaskPagesAndTheFooterLeavingCancelsIt() throws {
        #expect(Self.appearing != Self.feed)
        let text = RealAppReadingsTests.modelText(Self.feed)
        #expect(text.contains("""
            on page sync as page {
                footerTask?.cancel()
                footerTask = Task {
                    await loadMore()
                }
            }
            on footerLeft sync when footerTask != nil {
                footerTask?.cancel()
                footerTask = nil
            }
            """), "\(text)")
        #expect(text.contains("""
            on footerScrolledBack sync as page when footerScrolledBackIsShown() {
                footerTask?.cancel()
                footerTask = Task {
                    await loadMore()
                }
            }
            """), "\(text)")
        // Never firing footerLeft or footerScrolledBack, the reading is the `.onAppear` twin's: every verdict the
        // twin violates is violated here too, and there are more states (the footer's task cancelled, or started again).
        let read = try RealAppReadingsTests.outcome(Self.feed)
        let twin = try RealAppReadingsTests.outcome(Self.appearing)
        #expect(read.verdicts.keys.sorted() == twin.verdicts.keys.sorted())
        for (property, verdict) in twin.verdicts where verdict == .violated {
            #expect(read.verdicts[property] == .violated, "\(property): \(read) against \(twin)")
        }
        #expect(read.states > twin.states)
    }

    /// A ProgressView with `.task` in a List before any content is no footer.
    @Test func aSpinnerTaskBeforeContentIsNoFooter() {
        let footer = "            if model.hasMore && !model.posts.isEmpty {\n                ProgressView()\n                    .task { await model.loadMore() }\n            }\n"
        let first = Self.feed
            .replacingOccurrences(of: footer, with: "")
            .replacingOccurrences(of: "            ForEach(model.posts) { post in\n",
                                  with: "            ProgressView()\n                .task { await model.loadMore() }\n            ForEach(model.posts) { post in\n")
        #expect(!first.contains("if model.hasMore") && first.contains("ProgressView()\n                .task"))
        let (_, diagnostics) = RealAppReadingsTests.translate(first)
        #expect(diagnostics.contains { $0.hasSuffix("a ProgressView with '.task' in a List is read as the List's footer after its content; here it is not after content") }, "\(diagnostics)")
    }
}
