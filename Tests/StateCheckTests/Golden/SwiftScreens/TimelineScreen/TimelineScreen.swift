import SwiftUI

struct TimelineScreen: View {
    @State private var viewModel = TimelineViewModel()

    var body: some View {
        List {
            switch viewModel.state {
            case .idle, .initialLoading:
                EmptyView()
            case .retryLoading, .loadingFailure:
                TimelineErrorView()
                    .listRowSeparator(.hidden)
            case .reLoading(let posts), .paging(let posts), .success(let posts), .reLoadingFailure(let posts, _):
                ForEach(posts) { post in
                    PostRow(post: post)
                }
                ProgressView()
                    .frame(maxWidth: .infinity)
                    .onAppear {
                        Task { await viewModel.loadNextPage() }
                    }
            case .pagingFailure(let posts, let error):
                ForEach(posts) { post in
                    PostRow(post: post)
                }
                TimelineErrorView(message: error.localizedDescription) {
                    Task { await viewModel.loadNextPage() }
                }
            }
        }
        .listStyle(.plain)
        .overlay {
            if viewModel.state.isInitialLoading {
                ProgressView("Loading")
            }
        }
        .onChange(of: viewModel.state.isFailure) { _, isFailure in
            guard isFailure, let error = viewModel.state.failure else { return }
            ErrorToast.show(error.localizedDescription)
        }
        .task { await viewModel.refresh() }
        .refreshable { await viewModel.refresh() }
    }
}

struct PostRow: View {
    let post: Post

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(post.author).font(.headline)
            Text(post.body).font(.body)
        }
    }
}

struct TimelineErrorView: View {
    var message = "Something went wrong."
    var retry: (() -> Void)?

    var body: some View {
        VStack(spacing: 8) {
            Text(message)
            if let retry {
                Button("Retry", action: retry)
            }
        }
    }
}

enum ErrorToast {
    static func show(_ message: String) {
        print("toast:", message)
    }
}
