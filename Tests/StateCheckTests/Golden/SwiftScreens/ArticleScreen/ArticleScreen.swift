import SwiftUI

struct Article: Identifiable, Hashable {
    let id: Int
    var title: String
    var body: String
}

enum ArticleService {
    static func fetchArticle() async throws -> Article {
        try await Task.sleep(for: .milliseconds(300))
        return Article(id: 1, title: "Structured concurrency", body: "")
    }
}

struct ArticleScreen: View {
    @State private var article: Loadable<Article> = .idle

    var body: some View {
        AsyncContentView(state: $article, load: { try await ArticleService.fetchArticle() }) { loaded in
            details(loaded)
        }
        .navigationTitle("Article")
    }

    private func details(_ article: Article) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(article.title).font(.title)
            Text(article.body)
        }
        .padding()
    }
}

#Preview {
    NavigationStack { ArticleScreen() }
}
