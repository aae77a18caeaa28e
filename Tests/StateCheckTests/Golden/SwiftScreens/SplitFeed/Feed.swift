import SwiftUI

struct Feed: View {
    @StateObject private var model = FeedViewModel()

    var body: some View {
        List {
            switch model.state {
            case .idle, .loading:
                EmptyView()
            case .loaded(let articles):
                ForEach(articles) { article in
                    Text(article.title)
                }
            case .failed:
                FeedErrorView()
            }
        }
        .overlay {
            if model.state.isLoading {
                ProgressView()
            }
        }
        .refreshable { await model.load() }
        .task { await model.load() }
    }
}

struct FeedErrorView: View {
    var body: some View {
        Label("Could not load the feed", systemImage: "wifi.exclamationmark")
    }
}
