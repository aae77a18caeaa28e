import SwiftUI

struct Movie: Identifiable, Decodable {
    let id: Int
    let title: String
}

final class MovieAPI {
    func fetchPopular(page: Int) async throws -> [Movie] {
        []
    }
}

final class MoviesViewModel: ObservableObject {
    @Published var movies: [Movie] = []
    @Published var isLoading = false
    private let network = MovieAPI()

    func load() {
        isLoading = true
        Task {
            do {
                let movies = try await network.fetchPopular(page: 1)
                Task {
                    self.movies = movies
                    self.isLoading = false
                }
            } catch {
                Task {
                    self.isLoading = false
                }
            }
        }
    }
}

struct MoviesScreen: View {
    @StateObject private var viewModel = MoviesViewModel()

    var body: some View {
        List(viewModel.movies) { movie in
            Text(movie.title)
        }
        .overlay {
            if viewModel.isLoading { ProgressView() }
        }
        .onAppear { viewModel.load() }
    }
}
