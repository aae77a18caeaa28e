import Foundation
import Combine

struct FeedItem: Identifiable, Hashable {
    let id: Int
    var title: String
}

protocol FeedAPI: Sendable {
    /// The items of page `n` (1 being the first).
    func page(_ n: Int) async throws -> [FeedItem]
}

@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var items: [FeedItem] = []
    @Published private(set) var isLoadingPage = false
    private var nextPage = 1
    private let api: any FeedAPI

    init(api: any FeedAPI) {
        self.api = api
    }

    /// Appends the next page to the items shown.
    func loadNextPage() async {
        guard !isLoadingPage else { return }
        isLoadingPage = true
        defer { isLoadingPage = false }
        do {
            items += try await api.page(nextPage)
            nextPage += 1
        } catch {
            // A failed page is asked again when the last row shows next.
        }
    }
}
