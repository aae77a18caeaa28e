import SwiftUI

struct GalleryScreen: View {
    @ObservedObject var gallery: Gallery

    var body: some View {
        NavigationStack {
            List {
                if let artworks = gallery.artworks {
                    ForEach(artworks) { artwork in
                        ArtworkRow(artwork: artwork)
                    }
                } else {
                    EmptyView()
                }
            }
            .navigationTitle("Featured")
        }
        .task {
            await gallery.updateArtworks()
        }
        .refreshable {
            await gallery.updateArtworks()
        }
    }
}

struct ArtworkRow: View {
    let artwork: Artwork

    var body: some View {
        HStack {
            AsyncImage(url: artwork.imageURL) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                Color.secondary.opacity(0.2)
            }
            .frame(width: 64, height: 64)
            .clipShape(RoundedRectangle(cornerRadius: 8))
            Text(artwork.title)
        }
    }
}
