import Combine

struct Movie: Identifiable, Decodable, Hashable {
    let id: Int
    let title: String
}

protocol MovieService {
    func popularMovies(page: Int) -> AnyPublisher<[Movie], Error>
}
