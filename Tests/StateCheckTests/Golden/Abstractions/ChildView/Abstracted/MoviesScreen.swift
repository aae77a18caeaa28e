import SwiftUI

struct Movie: Identifiable, Decodable {
    let id: Int
    let title: String
}

struct MoviesScreen: View {
    @State private var movies: [Movie] = []
    @State private var isLoading = false
    @State private var showsAll = false

    var body: some View {
        VStack {
            SummaryCard(title: "Movies", showsAll: $showsAll, onRefresh: {
                Task { await load() }
            })
            List(movies) { movie in
                Text(movie.title)
            }
        }
        .overlay {
            if isLoading { ProgressView() }
        }
        .task { await load() }
    }

    private func load() async {
        isLoading = true
        defer { isLoading = false }
        movies = (try? await MovieAPI.popular()) ?? []
    }
}

struct SummaryCard: View {
    let title: String
    @Binding var showsAll: Bool
    let onRefresh: () -> Void

    var body: some View {
        VStack {
            Text(title)
            Button(showsAll ? "Show fewer" : "Show all") {
                showsAll = !showsAll
            }
            Button("Refresh") {
                onRefresh()
            }
        }
    }
}
