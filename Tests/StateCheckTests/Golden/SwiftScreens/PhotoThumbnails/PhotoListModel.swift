import Foundation
import Observation

struct Photo: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct Thumbnail: Hashable {
    var width: Int
    var height: Int
}

enum Loadable<Value> {
    case idle
    case loading
    case loaded(Value)
    case failed(any Error)
}

protocol PhotoService: Sendable {
    func photos() async throws -> [Photo]
    func thumbnail(for id: Photo.ID) async throws -> Thumbnail
}

/// The photo list: each row loads its thumbnail while it is on screen.
@MainActor
@Observable
final class PhotoListModel {
    private let service: PhotoService
    var photos: Loadable<[Photo]> = .idle
    var thumbnails: [Photo.ID: Thumbnail] = [:]
    var thumbnailMessage: String?

    init(service: PhotoService) {
        self.service = service
    }

    func load() async {
        // Coming back to the screen keeps the list it has.
        guard case .idle = photos else { return }
        photos = .loading
        do {
            photos = .loaded(try await service.photos())
        } catch {
            photos = .failed(error)
        }
    }

    func loadThumbnail(for id: Photo.ID) async {
        do {
            thumbnails[id] = try await service.thumbnail(for: id)
        } catch {
            // Scrolling a row away cancels its .task: that cancellation ends up here too.
            thumbnailMessage = error.localizedDescription
        }
    }
}
