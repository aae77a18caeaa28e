import Foundation

struct Movie: Identifiable, Decodable, Hashable {
    let id: Int
    let title: String
}

protocol MovieService {
    func popularMovies(page: Int) async throws -> [Movie]
}
