import SwiftUI

struct Article: Identifiable, Hashable {
    let id: Int
    var title: String
}

enum ArticleService {
    static func search(_ query: String) async throws -> [Article] {
        try await Task.sleep(for: .milliseconds(250))
        return [Article(id: 1, title: query)]
    }
}

/// Searches articles for the chosen topic. `.task(id: topic)` cancels the
/// search of the previous topic when the user picks another one, and
/// `.onChange(of: topic)` drops the old topic's results at once.
struct SearchScreen: View {
    @State private var topic = "swift"
    @State private var results: [Article]?
    @State private var isSearching = false

    var body: some View {
        List {
            if let results {
                ForEach(results) { article in
                    Text(article.title)
                }
            }
            Button("Concurrency") {
                topic = "concurrency"
            }
        }
        .overlay {
            if isSearching {
                ProgressView()
            }
        }
        .task(id: topic) {
            await search()
        }
        .onChange(of: topic) {
            results = nil
        }
    }

    private func search() async {
        isSearching = true
        do {
            let found = try await ArticleService.search(topic)
            // A search for a previous topic was cancelled: its answer is stale.
            if Task.isCancelled { return }
            results = found
        } catch {
            if error is CancellationError { return }
            results = nil
        }
        isSearching = false
    }
}
