import Foundation
import Observation

struct Bookmark: Identifiable, Hashable {
    let id: UUID
    var title: String
    var url: URL
}

protocol BookmarksClient: Sendable {
    /// The server's bookmarks; on a network error the cached list.
    func bookmarks() async -> [Bookmark]
}

/// Bookmarks start empty and are filled by Reload; Clear empties the list.
@MainActor
@Observable
final class BookmarksModel {
    private let client: any BookmarksClient
    private(set) var bookmarks: [Bookmark] = []
    private(set) var isLoading = false

    init(client: any BookmarksClient) {
        self.client = client
    }

    func reload() async {
        isLoading = true
        bookmarks = await client.bookmarks()
        isLoading = false
    }

    func clear() {
        bookmarks = []
    }
}
