import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `@Published var query = "" { didSet { Task { await search() } } }`: Swift
/// runs a stored property's `didSet` after every write to it. Before, the
/// observer was not read at all: a screen whose searches start there was
/// checked as if no search ever ran (a green without the requests).
@Suite struct PropertyObserverTests {
    static let search = """
        import SwiftUI

        struct Movie: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        protocol SearchService {
            func search(query: String) async throws -> [Movie]
        }

        @MainActor
        final class SearchViewModel: ObservableObject {
            @Published var query = "" {
                didSet {
                    Task { await search() }
                }
            }
            @Published private(set) var movies: [Movie] = []
            @Published private(set) var isSearching = false
            private let service: SearchService

            init(service: SearchService) {
                self.service = service
            }

            func search() async {
                isSearching = true
                movies = (try? await service.search(query: query)) ?? []
                isSearching = false
            }
        }

        struct SearchScreen: View {
            @StateObject var viewModel: SearchViewModel

            var body: some View {
                VStack {
                    HStack {
                        Button("Cats") {
                            viewModel.query = "cats"
                        }
                        Button("Dogs") {
                            viewModel.query = "dogs"
                        }
                    }
                    if viewModel.isSearching {
                        ProgressView()
                    }
                    List(viewModel.movies) { movie in
                        Text(movie.title)
                    }
                }
            }
        }
        """

    /// The observer runs after each write: the same states, transitions and
    /// verdicts as the search started by each writer itself.
    @Test func aDidSetRunsAfterEveryWrite() throws {
        let precise = Self.search
            .replacingOccurrences(of: "    @Published var query = \"\" {\n        didSet {\n            Task { await search() }\n        }\n    }\n",
                                  with: "    @Published var query = \"\"\n")
            .replacingOccurrences(of: "viewModel.query = \"cats\"\n", with: "viewModel.query = \"cats\"\n                    Task { await viewModel.search() }\n")
            .replacingOccurrences(of: "viewModel.query = \"dogs\"\n", with: "viewModel.query = \"dogs\"\n                    Task { await viewModel.search() }\n")
        #expect(!precise.contains("didSet"))
        #expect(precise.components(separatedBy: "Task { await viewModel.search() }").count == 3)
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.search)
        #expect(diagnostics == [])
        let screen = try #require(screens.first)
        #expect(screen.summary.abstractions.map(\.rule).contains("the didSet of query is the function didSet_query, called after every write to query"))
        #expect(try RealAppReadingsTests.outcome(Self.search) == RealAppReadingsTests.outcome(precise))
    }

    /// `willSet` runs before the write and sees the old value: refused,
    /// never dropped.
    @Test func aWillSetIsRefused() {
        let willSet = Self.search.replacingOccurrences(of: "        didSet {", with: "        willSet {")
        #expect(willSet != Self.search)
        let (screens, diagnostics) = RealAppReadingsTests.translate(willSet)
        #expect(screens.isEmpty)
        #expect(diagnostics.contains { $0.contains("the willSet of 'query' runs before each write, seeing the old value, which is not read; write it as a didSet (or a method the writers call)") }, "\(diagnostics)")
    }
}
