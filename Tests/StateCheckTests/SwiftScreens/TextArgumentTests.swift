import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `getData(query: query.trim())`: a String method of the folder's
/// `extension String` (or Foundation's) on text the screen holds computes
/// another String and changes nothing. Before, the call was refused ("the
/// argument 1 of 'getData' has effects"), as if `trim()` could change the
/// screen's state.
@Suite struct TextArgumentTests {
    static let search = """
        import SwiftUI

        struct Movie: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        protocol SearchService {
            func search(query: String) async throws -> [Movie]
        }

        extension String {
            func trim() -> String {
                trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }

        @MainActor
        final class SearchViewModel: ObservableObject {
            enum State {
                case idle
                case loading
                case results([Movie])
                case failed
            }

            @Published var query = ""
            @Published private(set) var state = State.idle
            private let service: SearchService

            init(service: SearchService) {
                self.service = service
            }

            func search() {
                guard !query.trim().isEmpty else {
                    state = .idle
                    return
                }
                state = .loading
                getData(query: query.trim())
            }

            private func getData(query: String) {
                Task {
                    do {
                        state = .results(try await service.search(query: query))
                    } catch {
                        state = .failed
                    }
                }
            }
        }

        struct SearchScreen: View {
            @StateObject var viewModel: SearchViewModel

            var body: some View {
                List {
                    switch viewModel.state {
                    case .idle:
                        Text("Search for a movie")
                    case .loading:
                        ProgressView()
                    case .results(let movies):
                        ForEach(movies) { movie in
                            Text(movie.title)
                        }
                    case .failed:
                        Text("Couldn't search")
                    }
                }
                .searchable(text: $viewModel.query)
                .onSubmit(of: .search) { viewModel.search() }
            }
        }
        """

    /// The same states, transitions and verdicts as the trimmed text
    /// computed in a statement of its own before the call.
    @Test func aTextMethodInAnArgumentChangesNothing() throws {
        let precise = Self.search.replacingOccurrences(of: "        getData(query: query.trim())\n",
                                                       with: "        let trimmed = query.trim()\n        getData(query: trimmed)\n")
        #expect(precise != Self.search)
        #expect(try RealAppReadingsTests.outcome(Self.search) == RealAppReadingsTests.outcome(precise))
    }
}
