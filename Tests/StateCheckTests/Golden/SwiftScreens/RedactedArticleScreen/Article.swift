import Foundation

struct Article: Identifiable, Hashable {
    let id: Int
    var title: String
    var body: String
}

extension Article {
    /// Shown, redacted, while the article loads.
    static let placeholder = Article(id: 0, title: "A title of some length", body: String(repeating: "Lorem ipsum ", count: 12))
}

enum ArticleService {
    static func fetchArticle() async throws -> Article {
        try await Task.sleep(for: .seconds(1))
        return Article(id: 1, title: "Skeleton screens", body: "Show the layout before the data.")
    }
}
