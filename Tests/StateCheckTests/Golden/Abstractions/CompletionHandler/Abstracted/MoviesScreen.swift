import SwiftUI

struct Movie: Identifiable, Decodable {
    let id: Int
    let title: String
}

final class MovieNetwork {
    func fetchPopular(page: Int, completion: @escaping (Result<[Movie], Error>) -> Void) {
        completion(.success([]))
    }
}

final class MoviesViewModel: ObservableObject {
    @Published var movies: [Movie] = []
    @Published var isLoading = false
    private let network = MovieNetwork()

    func load() {
        isLoading = true
        network.fetchPopular(page: 1) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let movies):
                DispatchQueue.main.async {
                    self.movies = movies
                    self.isLoading = false
                }
            case .failure:
                DispatchQueue.main.async {
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
