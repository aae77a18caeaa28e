import SwiftUI

private enum FeedState<Items, Failure: Error> {
    case idle
    case initialLoading
    case retryLoading(Failure)
    case reLoading(Items)
    case success(Items)
    case loadingFailure(Failure)
    case paging(Items)
    case pagingFailure(Items, Failure)
}

extension FeedState {
    var isLoading: Bool {
        switch self {
        case .initialLoading, .retryLoading, .reLoading: return true
        default: return false
        }
    }

    var isPaging: Bool {
        if case .paging = self { return true }
        return false
    }

    var isInitialLoading: Bool {
        if case .initialLoading = self { return true }
        return false
    }

    var isPagingFailure: Bool {
        if case .pagingFailure = self { return true }
        return false
    }

    var items: Items? {
        switch self {
        case .reLoading(let items), .paging(let items), .success(let items), .pagingFailure(let items, _):
            return items
        default:
            return nil
        }
    }

    var failure: Failure? {
        switch self {
        case .retryLoading(let failure), .loadingFailure(let failure), .pagingFailure(_, let failure):
            return failure
        default:
            return nil
        }
    }

    mutating func startLoading() {
        switch self {
        case .idle:
            self = .initialLoading
        case .success(let items), .pagingFailure(let items, _):
            self = .reLoading(items)
        case .loadingFailure(let failure):
            self = .retryLoading(failure)
        case .initialLoading, .retryLoading, .reLoading, .paging:
            return
        }
    }

    mutating func startPaging() {
        switch self {
        case .success(let items), .pagingFailure(let items, _):
            self = .paging(items)
        case .idle, .initialLoading, .retryLoading, .reLoading, .loadingFailure, .paging:
            return
        }
    }
}

struct FeedScreen: View {
    @State private var feed: FeedState<[FeedItem], any Error> = .idle

    var body: some View {
        List {
            switch feed {
            case .idle, .initialLoading:
                EmptyView()
            case .retryLoading, .loadingFailure:
                FeedErrorView()
                    .frame(height: 280)
            case .reLoading(let items), .success(let items), .paging(let items), .pagingFailure(let items, _):
                ForEach(items) { item in
                    Text(item.headline)
                }
                if feed.isPagingFailure {
                    FeedErrorView {
                        Task { await loadNextPage() }
                    }
                } else {
                    ProgressView()
                        .frame(maxWidth: .infinity)
                        .onAppear {
                            Task { await loadNextPage() }
                        }
                }
            }
        }
        .overlay {
            if feed.isInitialLoading {
                ProgressView()
            }
        }
        .refreshable { await loadFirstPage() }
        .task { await loadFirstPage() }
    }

    private func loadFirstPage() async {
        if feed.isLoading || feed.isPaging { return }
        feed.startLoading()
        do {
            feed = .success(try await FeedService.page(from: 0, limit: 20))
        } catch {
            feed = .loadingFailure(error)
        }
    }

    private func loadNextPage() async {
        if feed.isLoading || feed.isPaging { return }
        guard let items = feed.items, let lastID = items.last?.id else { return }
        feed.startPaging()
        do {
            let next = try await FeedService.page(from: lastID + 1, limit: 20)
            feed = .success(items + next)
        } catch {
            feed = .pagingFailure(items, error)
        }
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
