import Foundation
import Observation

struct Article: Identifiable, Hashable {
    let id: Int
    var title: String
    var isRead: Bool
    var publishedAt: Date
    var tags: [String]
}

protocol ReadingListClient {
    func latest() async throws -> [Article]
}

struct LiveReadingListClient: ReadingListClient {
    func latest() async throws -> [Article] {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/articles")!)
        _ = data
        return []
    }
}

@Observable
@MainActor
final class ReadingListModel {
    private(set) var articles: [Article]?
    private(set) var isLoading = false

    private let client: ReadingListClient

    init(client: ReadingListClient = LiveReadingListClient()) {
        self.client = client
    }

    /// Loads the unread articles, newest first, each with its tags tidied.
    func load() async throws {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        let fetched = try await client.latest()
        articles = fetched
            .filter { !$0.isRead }
            .sorted { $0.publishedAt > $1.publishedAt }
            .map { article in
                var tidy = article
                tidy.tags = article.tags.filter { !$0.isEmpty }
                return tidy
            }
    }
}
