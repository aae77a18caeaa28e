import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A subscription to a publisher of many values (`NotificationCenter`'s)
/// kept in a property of its own, whose closure returns early
/// (`guard let id = … else { return }`). It was refused: "a call with a
/// trailing closure is not understood here".
@Suite struct KeptSubscriptionTests {
    static let bookmarks = """
        import SwiftUI
        import Combine

        struct Post: Identifiable, Decodable {
            let id: Int
            var isBookmarked: Bool
        }

        protocol PostClient {
            func post(id: Int) async throws -> Post
        }

        @MainActor
        final class PostViewModel: ObservableObject {
            @Published var post: Post?
            @Published var isLoading = false
            private var bookmarksObservation: AnyCancellable?
            private let client: PostClient
            private let postID: Int

            init(client: PostClient, postID: Int) {
                self.client = client
                self.postID = postID
                bookmarksObservation = NotificationCenter.default.publisher(for: .bookmarksDidChange)
                    .receive(on: DispatchQueue.main)
                    .sink { [weak self] notification in
                        guard let self else { return }
                        guard let id = notification.userInfo?["postId"] as? Int, id == self.postID else { return }
                        self.isLoading = false
                    }
            }

            func load() async {
                isLoading = true
                post = try? await client.post(id: postID)
                isLoading = false
            }
        }

        extension Notification.Name {
            static let bookmarksDidChange = Notification.Name("bookmarksDidChange")
        }

        struct PostScreen: View {
            @StateObject var viewModel: PostViewModel

            var body: some View {
                VStack {
                    if viewModel.isLoading {
                        ProgressView()
                    } else if let post = viewModel.post {
                        Text("Post \\(post.id)")
                    }
                }
                .task { await viewModel.load() }
            }
        }
        """

    static let guardLine = "                guard let id = notification.userInfo?[\"postId\"] as? Int, id == self.postID else { return }\n                self.isLoading = false\n"
    static let ifLine = "                if let id = notification.userInfo?[\"postId\"] as? Int, id == self.postID {\n                    self.isLoading = false\n                }\n"
    static let handle = "        bookmarksObservation = NotificationCenter.default.publisher(for: .bookmarksDidChange)\n"
    static let bag = "        NotificationCenter.default.publisher(for: .bookmarksDidChange)\n"

    /// In a bag (`.store(in: &cancellables)`), as kept in the handle: the
    /// closure is an event of the environment, and may run at once. Releasing
    /// or cancelling the handle is not read: the twins have the same states,
    /// transitions and verdicts.
    @Test func aSubscriptionKeptInAPropertyIsAnEventAsInABag() throws {
        let kept = Self.bookmarks.replacingOccurrences(of: Self.guardLine, with: Self.ifLine)
        let bagged = kept.replacingOccurrences(of: Self.handle, with: Self.bag)
            .replacingOccurrences(of: "            }\n    }\n\n    func load()", with: "            }\n            .store(in: &cancellables)\n    }\n\n    func load()")
            .replacingOccurrences(of: "    private var bookmarksObservation: AnyCancellable?\n", with: "    private var cancellables = Set<AnyCancellable>()\n")
        #expect(kept != Self.bookmarks && bagged.contains(".store(in: &cancellables)") && !bagged.contains("bookmarksObservation"))
        let read = try RealAppReadingsTests.outcome(kept)
        #expect(read == (try RealAppReadingsTests.outcome(bagged)))
    }

    /// The closure's early return makes its body a function of its own
    /// (`sinkCallbackBody()`), run at once (assumed) and as the event; the
    /// twin tests with `if` instead: the same states, transitions and verdicts.
    @Test func aCallbackThatReturnsEarlyIsAFunctionOfItsOwn() throws {
        let twin = Self.bookmarks.replacingOccurrences(of: Self.guardLine, with: Self.ifLine)
        #expect(twin != Self.bookmarks)
        let read = try RealAppReadingsTests.outcome(Self.bookmarks)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        let text = RealAppReadingsTests.modelText(Self.bookmarks)
        #expect(text.contains("on sinkCallback sync when sinkCallbackKept {\n    sinkCallbackBody()\n}"), "\(text)")
    }
}
