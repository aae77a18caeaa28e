import SwiftUI

struct Artist: Identifiable, Hashable {
    let id: Int
    var name: String
    var topTracks: [String]
}

/// An artist's page. `API` is the app's networking module.
struct ArtistScreen: View {
    @State private var state: LoadState<Artist> = .idle

    var body: some View {
        List {
            switch state {
            case .idle, .loading:
                EmptyView()
            case .loaded(let artist), .refreshing(let artist):
                ArtistHeader(artist: artist)
                tracks(of: artist)
            case .failed(let error), .retrying(let error):
                ArtistErrorView(message: error.localizedDescription)
            }
        }
        .overlay {
            if state.isFirstLoad {
                ProgressView()
            }
        }
        .task {
            await fetchArtist()
        }
        .refreshable {
            await fetchArtist()
        }
    }

    @ViewBuilder
    private func tracks(of artist: Artist) -> some View {
        Section("Top tracks") {
            ForEach(artist.topTracks, id: \.self) { title in
                Text(title)
            }
        }
    }

    @MainActor
    private func fetchArtist() async {
        guard !state.isBusy else { return }
        state.begin()
        do {
            let artist = try await API.artist()
            state = .loaded(artist)
        } catch {
            state = .failed(error)
        }
    }
}

struct ArtistHeader: View {
    let artist: Artist

    var body: some View {
        Text(artist.name).font(.largeTitle.bold())
    }
}

struct ArtistErrorView: View {
    let message: String

    var body: some View {
        ContentUnavailableView("Something went wrong", systemImage: "music.note", description: Text(message))
    }
}

#Preview {
    NavigationStack { ArtistScreen() }
}
