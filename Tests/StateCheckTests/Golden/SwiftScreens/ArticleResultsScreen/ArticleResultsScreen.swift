import SwiftUI

struct Article: Identifiable, Hashable {
    let id: Int
    var title: String
}

enum ArticleSearchAPI {
    static func search() async -> [Article] {
        []
    }
}

struct ArticleResultsScreen: View {
    @State private var results: [Article]?
    @State private var isLoading = false

    var body: some View {
        List {
            if let results {
                if results.isEmpty {
                    Text("No results")
                } else {
                    ForEach(results) { article in
                        Text(article.title)
                    }
                }
            } else {
                ProgressView()
            }
        }
        .task { await load() }
    }

    private func load() async {
        guard !isLoading, results == nil else { return }
        isLoading = true
        results = await ArticleSearchAPI.search()
        isLoading = false
    }
}
