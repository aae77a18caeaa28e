import Foundation
import SwiftUI

struct FeedItem: Identifiable, Hashable {
    let id: Int
    var headline: String
}

protocol FeedClient {
    func page(from cursor: Int, limit: Int) async throws -> [FeedItem]
}

struct LiveFeedClient: FeedClient {
    func page(from cursor: Int, limit: Int) async throws -> [FeedItem] {
        let url = URL(string: "https://example.com/feed?cursor=\(cursor)&limit=\(limit)")!
        let (data, _) = try await URLSession.shared.data(from: url)
        _ = data
        return []
    }
}

enum FeedState<Items, Failure: Error> {
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

@MainActor
final class FeedModel: ObservableObject {
    @Published private(set) var feed: FeedState<[FeedItem], any Error> = .idle

    private let client: FeedClient

    init(client: FeedClient = LiveFeedClient()) {
        self.client = client
    }

    func load() async {
        if feed.isLoading || feed.isPaging { return }
        feed.startLoading()
        do {
            self.feed = .success(try await client.page(from: 0, limit: 20))
        } catch {
            feed = .loadingFailure(error)
        }
    }

    func loadMore() async {
        if feed.isLoading || feed.isPaging { return }
        guard let items = feed.items, let lastID = items.last?.id else { return }
        feed.startPaging()
        do {
            let next = try await client.page(from: lastID + 1, limit: 20)
            feed = .success(items + next)
        } catch {
            feed = .pagingFailure(items, error)
        }
    }
}
