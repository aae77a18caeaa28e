import Foundation
import os

struct Article: Identifiable, Hashable {
    let id: Int
    var title: String
}

protocol ArticlesClient {
    func latest() async throws -> [Article]
}

@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var articles: [Article]?
    @Published private(set) var isLoading = false

    private let client: ArticlesClient
    private let logger = Logger(subsystem: "com.example.news", category: "feed")

    init(client: ArticlesClient) {
        self.client = client
    }

    /// Loads the latest articles; the spinner goes away on every exit.
    func load() async throws {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        logger.debug("loading the feed")
        articles = try await client.latest()
    }
}
