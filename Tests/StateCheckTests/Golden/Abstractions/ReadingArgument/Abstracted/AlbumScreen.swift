import SwiftUI

struct Photo: Identifiable, Decodable {
    let id: Int
    let title: String
}

struct AlbumScreen: View {
    @State private var photos: [Photo] = []
    @State private var isLoading = false

    private var caption: String {
        photos.isEmpty ? "No photos" : "Photos"
    }

    var body: some View {
        VStack {
            PhotoBadge(caption)
            List(photos) { photo in Text(photo.title) }
        }
        .overlay {
            if isLoading { ProgressView() }
        }
        .task {
            isLoading = true
            photos = (try? await AlbumAPI.photos()) ?? []
            isLoading = false
        }
    }
}
