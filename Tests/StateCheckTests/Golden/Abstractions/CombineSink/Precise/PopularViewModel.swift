import Foundation

enum PopularState {
    case loading
    case loaded([Movie])
    case failed(Error)
}

@MainActor
final class PopularViewModel: ObservableObject {
    @Published private(set) var state: PopularState = .loading

    private let service: MovieService

    init(service: MovieService) {
        self.service = service
    }

    func load() {
        state = .loading
        Task {
            do {
                let movies = try await service.popularMovies(page: 1)
                state = .loaded(movies)
            } catch {
                state = .failed(error)
            }
        }
    }
}
