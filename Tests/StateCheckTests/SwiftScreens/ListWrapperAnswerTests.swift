import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A list wrapper: an api answers a struct holding one list of items
/// beside fields the code does not branch on (`struct MovieResponse { let
/// page: Int; let results: [Movie] }`, TMDB's and GitHub's envelopes), and
/// the code keeps the list (`movies = response.results`). The answer is
/// read as a Value standing for its list, which may be empty. Before,
/// `response.results` was a field of data the model does not read, so
/// `movies` was opaque: its emptiness flipped at any time (a spurious
/// `errorKeptWhileRetrying`) and the list's reloads were not seen.
@Suite struct ListWrapperAnswerTests {
    static let movies = """
        import SwiftUI

        struct Movie: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        struct MovieResponse: Decodable {
            let page: Int
            let results: [Movie]
        }

        final class MovieService {
            static let shared = MovieService()

            func fetchPopular() async throws -> MovieResponse {
                let url = URL(string: "https://api.themoviedb.org/3/movie/popular")!
                let (data, _) = try await URLSession.shared.data(from: url)
                return try JSONDecoder().decode(MovieResponse.self, from: data)
            }
        }

        @MainActor
        final class MoviesViewModel: ObservableObject {
            @Published var movies: [Movie] = []
            @Published var isLoading = false
            @Published var errorMessage: String?

            func load() async {
                isLoading = true
                defer { isLoading = false }
                do {
                    let response = try await MovieService.shared.fetchPopular()
                    movies = response.results
                } catch {
                    errorMessage = error.localizedDescription
                }
            }
        }

        struct MoviesView: View {
            @StateObject private var viewModel = MoviesViewModel()

            var body: some View {
                NavigationStack {
                    Group {
                        if viewModel.isLoading && viewModel.movies.isEmpty {
                            ProgressView()
                        } else if let message = viewModel.errorMessage {
                            Text(message)
                        } else {
                            List(viewModel.movies) { movie in
                                Text(movie.title)
                            }
                        }
                    }
                    .navigationTitle("Popular")
                    .task { await viewModel.load() }
                    .refreshable { await viewModel.load() }
                }
            }
        }
        """

    /// The twin's api answers the list itself (`-> [Movie]`, `movies = try
    /// await …`): the same states, transitions and verdicts, 1,015 states
    /// and 8,546 transitions. The verdicts are the screen's: the `.task`
    /// and a pull to refresh load at once (`singleFlight`), the older answer
    /// can land last (`noStaleOverwrite`), a failed refresh replaces the list
    /// by the message (`contentKeptOnFailedRefresh`), and a refresh of an
    /// empty list shows the spinner with the pull's (`noDoubleSpinner`).
    @Test func theListAResponseWrapsIsTheAnswer() throws {
        let twin = Self.movies
            .replacingOccurrences(of: "func fetchPopular() async throws -> MovieResponse {", with: "func fetchPopular() async throws -> [Movie] {")
            .replacingOccurrences(of: "return try JSONDecoder().decode(MovieResponse.self, from: data)", with: "return try JSONDecoder().decode(MovieResponse.self, from: data).results")
            .replacingOccurrences(of: "let response = try await MovieService.shared.fetchPopular()\n            movies = response.results", with: "movies = try await MovieService.shared.fetchPopular()")
        #expect(twin.contains("movies = try await MovieService.shared.fetchPopular()") && twin.contains("-> [Movie] {"))
        let read = try RealAppReadingsTests.outcome(Self.movies)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.states == 1015 && read.transitions == 8546, "\(read)")
        let text = RealAppReadingsTests.modelText(Self.movies)
        #expect(text.contains("api fetchPopular() -> Value\n") && text.contains("movies = response"), "\(text)")
        for violated in ["singleFlight", "noStaleOverwrite", "contentKeptOnFailedRefresh", "noDoubleSpinner"] {
            #expect(read.verdicts[violated] == .violated, "\(violated)")
        }
        #expect(read.verdicts["errorKeptWhileRetrying"] == .holds)
    }
}
