import Foundation

struct Artwork: Identifiable, Hashable, Codable {
    let id: String
    var title: String
    var imageURL: URL
}

/// The museum's open-access endpoint.
protocol ArtworkService {
    func featuredArtworks() async throws -> [Artwork]
}

/// Today's featured artworks. `artworks` is nil until something could be
/// downloaded; a batch that fails (offline, cancelled) empties the gallery.
@MainActor
final class Gallery: ObservableObject {
    @Published var artworks: [Artwork]?

    private let service: ArtworkService

    init(service: ArtworkService) {
        self.service = service
    }

    func updateArtworks() async {
        let fetched = await fetchArtworks()
        artworks = fetched
    }

    private func fetchArtworks() async -> [Artwork]? {
        do {
            return try await service.featuredArtworks()
        } catch {
            return nil
        }
    }
}
