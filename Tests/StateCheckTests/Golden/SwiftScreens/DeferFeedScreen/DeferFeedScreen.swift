import SwiftUI

struct DeferFeedScreen: View {
    @StateObject private var model: FeedViewModel

    init(client: ArticlesClient) {
        _model = StateObject(wrappedValue: FeedViewModel(client: client))
    }

    var body: some View {
        List {
            if let articles = model.articles {
                ForEach(articles) { article in
                    Text(article.title)
                }
            } else {
                EmptyView()
            }
        }
        .overlay {
            if model.isLoading {
                ProgressView()
            }
        }
        .task { try? await model.load() }
    }
}
