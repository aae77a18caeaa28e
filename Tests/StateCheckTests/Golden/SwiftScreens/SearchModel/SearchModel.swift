import Foundation

enum SearchScope {
    case all
    case unread
}

protocol SearchClient {
    func search(query: String) async throws
}

struct LiveSearchClient: SearchClient {
    func search(query: String) async throws {
        _ = try await URLSession.shared.data(from: URL(string: "https://example.com/search")!)
    }
}

/// Searches the mailbox; the search field and the scope picker live in another module.
@MainActor
final class SearchModel: ObservableObject {
    @Published private(set) var isSearching = false
    @Published private(set) var scope: SearchScope = .all

    private let client: SearchClient

    init(client: SearchClient = LiveSearchClient()) {
        self.client = client
    }

    func search(query: String) async {
        guard !isSearching else { return }
        isSearching = true
        do {
            try await client.search(query: query)
        } catch {
        }
        isSearching = false
    }

    func select(scope: SearchScope) {
        self.scope = scope
    }
}
