import SwiftUI

struct Photo: Identifiable, Decodable {
    let id: Int
    let title: String
}

struct Filter: Decodable {
    var query: String
    var favouritesOnly: Bool

    func matches(_ photo: Photo) -> Bool {
        !favouritesOnly || photo.title.hasPrefix("*")
    }
}

struct AlbumScreen: View {
    @State private var photos: [Photo] = []
    @State private var filter = Filter(query: "", favouritesOnly: false)
    @State private var isLoading = false

    var body: some View {
        VStack {
            Toggle("Favourites only", isOn: $filter.favouritesOnly)
            if filter.favouritesOnly { Text("Showing favourites") }
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
