import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `.init(localized: "key.search")` where a `String` is expected (a
/// property declared `String`, an assignment to one) is
/// `String(localized: "key.search")`, as Swift reads it. Before, it was
/// taken for a case `.init` of an enum and the model did not compile
/// (hdrezka-swiftui `SearchViewModel`, read by both `SearchView`s).
@Suite struct TypedInitializerTests {
    static let search = """
        import SwiftUI

        struct Movie: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        protocol SearchClient {
            func search(_ query: String) async throws -> [Movie]
        }

        @MainActor
        final class SearchViewModel: ObservableObject {
            @Published var movies: [Movie] = []
            @Published var query = ""
            @Published private(set) var title: String = .init(localized: "key.search")
            private let client: SearchClient

            init(client: SearchClient) {
                self.client = client
            }

            func search() async {
                title = .init(localized: "key.search.result-\\(query)")
                movies = (try? await client.search(query)) ?? []
            }
        }

        struct SearchView: View {
            @StateObject var viewModel: SearchViewModel

            var body: some View {
                List(viewModel.movies) { movie in
                    Text(movie.title)
                }
                .navigationTitle(viewModel.title)
                .task { await viewModel.search() }
            }
        }
        """

    /// The screen reads as the one that names the type: the same states,
    /// transitions and verdicts, and no diagnostic.
    @Test func anImplicitInitializerIsTheExpectedTypes() throws {
        let named = Self.search.replacingOccurrences(of: ".init(localized:", with: "String(localized:")
        #expect(named != Self.search && !named.contains(".init("))
        #expect(RealAppReadingsTests.translate(Self.search).diagnostics == [])
        #expect(try RealAppReadingsTests.outcome(Self.search) == RealAppReadingsTests.outcome(named))
    }
}
