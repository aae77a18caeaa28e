import SwiftUI

struct FeedModelScreen: View {
    @StateObject private var model = FeedModel()

    var body: some View {
        List {
            switch model.feed {
            case .idle, .initialLoading:
                EmptyView()
            case .retryLoading, .loadingFailure:
                FeedErrorView()
                    .frame(height: 280)
            case .reLoading(let items), .success(let items), .paging(let items), .pagingFailure(let items, _):
                ForEach(items) { item in
                    Text(item.headline)
                }
                if model.feed.isPagingFailure {
                    FeedErrorView {
                        Task { await model.loadMore() }
                    }
                } else {
                    ProgressView()
                        .frame(maxWidth: .infinity)
                        .onAppear {
                            Task { await model.loadMore() }
                        }
                }
            }
        }
        .overlay {
            if model.feed.isInitialLoading {
                ProgressView()
            }
        }
        .refreshable { await model.load() }
        .task { await model.load() }
    }
}

struct FeedErrorView: View {
    var retry: (() -> Void)?

    init(retry: (() -> Void)? = nil) {
        self.retry = retry
    }

    var body: some View {
        VStack {
            Text("Something went wrong")
            if let retry {
                Button("Try again", action: retry)
            }
        }
    }
}
