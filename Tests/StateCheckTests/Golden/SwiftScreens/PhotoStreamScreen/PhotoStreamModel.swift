import Foundation
import Observation

struct Photo: Identifiable, Hashable {
    let id: String
    var title: String
}

protocol PhotoStreamClient: Sendable {
    /// The page of photos after the one with `id` (the first page for nil).
    func photos(after id: Photo.ID?) async throws -> [Photo]
}

@MainActor
@Observable
final class PhotoStreamModel {
    private(set) var photos: [Photo] = []
    private(set) var isLoadingPage = false
    private let client: any PhotoStreamClient

    init(client: any PhotoStreamClient) {
        self.client = client
    }

    func loadNextPage() async {
        guard !isLoadingPage else { return }
        isLoadingPage = true
        defer { isLoadingPage = false }
        if let page = try? await client.photos(after: photos.last?.id) {
            photos += page
        }
    }
}
