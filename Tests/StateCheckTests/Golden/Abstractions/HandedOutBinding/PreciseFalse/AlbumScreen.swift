import SwiftUI

struct Photo: Identifiable, Decodable {
    let id: Int
    let title: String
}

struct AlbumScreen: View {
    @State private var photos: [Photo] = []
    @State private var selected: [Photo] = []
    @State private var isLoading = false

    var body: some View {
        VStack {
            PhotoPicker(photos: photos)
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

struct PhotoPicker: View {
    let photos: [Photo]

    var body: some View {
        List(photos) { photo in
            Text(photo.title)
        }
    }
}
