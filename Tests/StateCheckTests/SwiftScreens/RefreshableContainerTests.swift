import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `.refreshable` on a container inside the body (`Group { … List(…) … }
/// .refreshable { … }` under a NavigationStack, `ScrollView { Text(…) }
/// .refreshable { … }`): the scrolling views it holds are what the user
/// pulls, so `refresh` is enabled while one of them, or what it holds, is
/// shown. It looked for an element drawn at the container's own place,
/// found none, and never enabled `refresh` (the pull was lost: an
/// under-approximation).
@Suite struct RefreshableContainerTests {
    static let articles = """
        import SwiftUI

        struct Article: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        protocol ArticlesRepository {
            func articles() async throws -> [Article]
        }

        enum ArticlesState {
            case loading
            case loaded([Article])
            case failed(Error)
        }

        @MainActor
        final class ArticlesViewModel: ObservableObject {
            @Published private(set) var state: ArticlesState = .loading
            private let repository: ArticlesRepository

            init(repository: ArticlesRepository) {
                self.repository = repository
            }

            func load() async {
                do {
                    state = .loaded(try await repository.articles())
                } catch {
                    state = .failed(error)
                }
            }
        }

        struct ArticlesView: View {
            @StateObject var viewModel: ArticlesViewModel

            var body: some View {
                Group {
                    switch viewModel.state {
                    case .loading:
                        ProgressView()
                    case .loaded(let articles):
                        List(articles) { article in
                            Text(article.title)
                        }
                        .refreshable { await viewModel.load() }
                    case .failed(let error):
                        ScrollView {
                            Text(error.localizedDescription)
                        }
                        .refreshable { await viewModel.load() }
                    }
                }
                .task { await viewModel.load() }
            }
        }
        """

    /// The Group's `.refreshable` reads as the List's own (the twin moves
    /// it onto the List): the same 1,015 states and 8,546 transitions.
    @Test func aContainersRefreshIsItsListsRefresh() throws {
        let onList = ListWrapperAnswerTests.movies
            .replacingOccurrences(of: "                    List(viewModel.movies) { movie in\n                        Text(movie.title)\n                    }\n", with: "                    List(viewModel.movies) { movie in\n                        Text(movie.title)\n                    }\n                    .refreshable { await viewModel.load() }\n")
            .replacingOccurrences(of: "            .task { await viewModel.load() }\n            .refreshable { await viewModel.load() }\n", with: "            .task { await viewModel.load() }\n")
        #expect(onList.components(separatedBy: ".refreshable").count == 2 && onList != ListWrapperAnswerTests.movies)
        let read = try RealAppReadingsTests.outcome(ListWrapperAnswerTests.movies)
        #expect(read == (try RealAppReadingsTests.outcome(onList)))
        #expect(read.states == 1015 && read.transitions == 8546, "\(read)")
    }

    /// The error's ScrollView is pulled in the `.failed` state only (its
    /// Text is the error view drawn there): 1,334 states and 12,793
    /// transitions, where refresh in that state was not explored.
    @Test func aScrollViewIsPulledWhereWhatItHoldsIsShown() throws {
        let text = RealAppReadingsTests.modelText(Self.articles)
        #expect(text.contains("""
            func refreshIsShown2() -> Bool {
                switch state {
                case .loading:
                    return false
                case .loaded(let articles):
                    return false
                case .failed(let error):
                    return true
                }
            }
            """), "\(text)")
        let read = try RealAppReadingsTests.outcome(Self.articles)
        #expect(read.states == 1334 && read.transitions == 12793, "\(read)")
    }
}
