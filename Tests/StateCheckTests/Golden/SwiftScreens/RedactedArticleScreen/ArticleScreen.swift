import SwiftUI

/// The loading state of the article page.
enum ArticleState {
    case idle
    case loading
    case loaded(Article)
    case failed(any Error)
}

extension ArticleState {
    var article: Article? {
        if case .loaded(let article) = self {
            return article
        }
        return nil
    }

    var isLoading: Bool {
        if case .loading = self {
            return true
        }
        return false
    }
}

/// The article page: a skeleton of the article while it loads.
struct ArticleScreen: View {
    @State private var state: ArticleState = .idle

    var body: some View {
        List {
            switch state {
            case .idle, .loading, .loaded:
                let article = state.article ?? .placeholder
                rows(for: article)
                    .redacted(reason: state.article == nil ? .placeholder : [])
            case .failed:
                ArticleErrorView()
            }
        }
        .navigationTitle("Article")
        .task {
            await load()
        }
    }

    private func rows(for article: Article) -> some View {
        Section {
            Text(article.title).font(.headline)
            Text(article.body)
        }
    }

    // MARK: - Loading

    private func load() async {
        guard !state.isLoading else { return }
        state = .loading
        do {
            state = .loaded(try await ArticleService.fetchArticle())
        } catch {
            state = .failed(error)
        }
    }
}

struct ArticleErrorView: View {
    var body: some View {
        ContentUnavailableView("Could not load the article", systemImage: "doc.questionmark")
    }
}

#Preview {
    NavigationStack { ArticleScreen() }
}
