import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A property read opaque only because an early reading of the screen read
/// a statement writing it by its effects is read precisely again when the
/// final reading needs no such guess. In a debounced Combine search, the
/// first reading refuses the subscription's completion (`errorMessage =
/// error.localizedDescription`, which that reading does not yet take as
/// the alert's opaque message), reads the subscription by its effects, and
/// so made `repos` opaque; the final reading reads the subscription whole,
/// and `repos` is now a variable of the model.
@Suite struct PreciseAgainTests {
    static let search = """
        import Combine
        import SwiftUI

        struct Repo: Identifiable, Decodable {
            let id: Int
            let name: String
            let description: String?
        }

        struct SearchResponse: Decodable {
            let items: [Repo]
        }

        protocol GithubServiceProtocol {
            func searchRepos(query: String) -> AnyPublisher<SearchResponse, Error>
        }

        final class GithubService: GithubServiceProtocol {
            func searchRepos(query: String) -> AnyPublisher<SearchResponse, Error> {
                let url = URL(string: "https://api.github.com/search/repositories?q=\\(query)")!
                return URLSession.shared.dataTaskPublisher(for: url)
                    .map(\\.data)
                    .decode(type: SearchResponse.self, decoder: JSONDecoder())
                    .eraseToAnyPublisher()
            }
        }

        final class SearchViewModel: ObservableObject {
            @Published var searchText = ""
            @Published private(set) var repos: [Repo] = []
            @Published private(set) var isLoading = false
            @Published var errorMessage: String?

            private let service: GithubServiceProtocol
            private var cancellables = Set<AnyCancellable>()

            init(service: GithubServiceProtocol = GithubService()) {
                self.service = service
                $searchText
                    .debounce(for: .milliseconds(400), scheduler: RunLoop.main)
                    .removeDuplicates()
                    .sink { [weak self] text in
                        self?.search(text)
                    }
                    .store(in: &cancellables)
            }

            func search(_ text: String) {
                guard !text.isEmpty else {
                    repos = []
                    return
                }
                isLoading = true
                service.searchRepos(query: text)
                    .receive(on: DispatchQueue.main)
                    .sink { [weak self] completion in
                        self?.isLoading = false
                        if case .failure(let error) = completion {
                            self?.errorMessage = error.localizedDescription
                        }
                    } receiveValue: { [weak self] response in
                        self?.repos = response.items
                    }
                    .store(in: &cancellables)
            }
        }

        struct SearchView: View {
            @StateObject private var viewModel = SearchViewModel()

            var body: some View {
                NavigationView {
                    List(viewModel.repos) { repo in
                        VStack(alignment: .leading) {
                            Text(repo.name).font(.headline)
                            if let description = repo.description {
                                Text(description).font(.subheadline)
                            }
                        }
                    }
                    .overlay {
                        if viewModel.isLoading {
                            ProgressView()
                        }
                    }
                    .searchable(text: $viewModel.searchText)
                    .navigationTitle("Search")
                    .alert(item: $viewModel.errorMessage) { message in
                        Alert(title: Text("Error"), message: Text(message))
                    }
                }
            }
        }

        extension String: @retroactive Identifiable {
            public var id: String { self }
        }
        """

    /// `repos` is the list the search answers (`repos = response`), and the
    /// search's real race shows: each keystroke past the debounce starts a
    /// request, the earlier one is kept, and its answer can land last
    /// (`noStaleOverwrite`). 1,352 states, 13,796 transitions (784 and
    /// 6,584 with `repos` opaque).
    @Test func aPropertyGuessedOpaqueEarlyIsReadPrecisely() throws {
        let text = RealAppReadingsTests.modelText(Self.search)
        #expect(text.contains("var repos: Value = []") && text.contains("repos = response"), "\(text)")
        let read = try RealAppReadingsTests.outcome(Self.search)
        #expect(read.states == 1352 && read.transitions == 13796, "\(read)")
        #expect(read.verdicts["noStaleOverwrite"] == .violated && read.verdicts["singleFlight"] == .violated)
        let checked = RealAppReadingsTests.check(Self.search, file: "SearchView.swift")
        #expect((checked.stdout + checked.stderr).contains("[noStaleOverwrite] SearchView: expected to hold, but it is violated (`success searchRepos` replaced content([p2]) by content([p1]), whose newest page was requested earlier)"), "\(checked.stdout)")
    }
}
