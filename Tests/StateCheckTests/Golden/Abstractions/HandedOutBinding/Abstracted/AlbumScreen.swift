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
            PhotoPicker(photos: photos, selection: $selected)
            if selected.isEmpty { Text("Pick some photos") }
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
    @Binding var selection: [Photo]

    var body: some View {
        List(photos) { photo in
            Button(photo.title) { selection.append(photo) }
        }
    }
}
