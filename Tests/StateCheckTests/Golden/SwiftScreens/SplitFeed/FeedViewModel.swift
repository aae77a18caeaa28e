import Foundation

struct Article: Identifiable, Hashable {
    let id: Int
    var title: String
}

protocol ArticlesClient {
    func articles() async throws -> [Article]
}

struct LiveArticlesClient: ArticlesClient {
    func articles() async throws -> [Article] {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/articles")!)
        _ = data
        return []
    }
}

@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var state: DataState<[Article]> = .idle

    private let client: ArticlesClient

    init(client: ArticlesClient = LiveArticlesClient()) {
        self.client = client
    }

    func load() async {
        guard !state.isLoading else { return }
        state.startLoading()
        do {
            state = .loaded(try await client.articles())
        } catch {
            state = .failed(error)
        }
    }
}
