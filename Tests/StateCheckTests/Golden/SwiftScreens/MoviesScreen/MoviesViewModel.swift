import Combine
import Foundation

struct Movie: Identifiable, Decodable {
    let id: Int
    let title: String
}

enum ViewState {
    case idle
    case loading
    case loaded([Movie])
    case error(String)
}

protocol MovieService {
    func fetchPopular() async throws -> [Movie]
}

@MainActor
final class MoviesViewModel: ObservableObject {
    @Published private(set) var state: ViewState = .idle
    private let service: MovieService

    init(service: MovieService) {
        self.service = service
    }

    func load() async {
        state = .loading
        do {
            let movies = try await service.fetchPopular()
            state = .loaded(movies)
        } catch {
            state = .error(error.localizedDescription)
        }
    }
}
