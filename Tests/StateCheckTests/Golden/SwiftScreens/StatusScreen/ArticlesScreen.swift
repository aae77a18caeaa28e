import SwiftUI

struct Article: Identifiable, Decodable {
    let id: Int
    let title: String
}

enum ArticlesError: Error {
    case badStatus
}

/// Loads the articles and treats any status but 2xx as a failure.
@MainActor
@Observable
final class ArticlesModel {
    var articles: [Article] = []
    var isLoading = false
    var failure: Error?

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            let url = URL(string: "https://example.com/articles")!
            let (data, response) = try await URLSession.shared.data(from: url)
            guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
                throw ArticlesError.badStatus
            }
            articles = try JSONDecoder().decode([Article].self, from: data)
            failure = nil
        } catch {
            failure = error
        }
    }
}

struct ArticlesScreen: View {
    @State private var model = ArticlesModel()

    var body: some View {
        List(model.articles) { article in
            Text(article.title)
        }
        .overlay {
            if model.isLoading { ProgressView() }
        }
        .task { await model.load() }
    }
}
