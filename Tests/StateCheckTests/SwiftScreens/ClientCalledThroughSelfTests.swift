import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A client the code holds, called as a function through `self`
/// (`try await self.getMovieDetailUseCase(movieId: id)`, hdrezka's
/// `self.getMovieTrailerIdUseCase(movieId:)` publisher): the call is the
/// client's request, as the same call without `self.` is. The awaited form
/// was read as a call of a function of the screen ("cannot find … in
/// scope"), and a publisher built so was no request ("a call with a
/// trailing closure is not understood here").
@Suite struct ClientCalledThroughSelfTests {
    static let detail = """
        import FactoryKit
        import SwiftUI

        struct MovieDetail: Decodable {
            let title: String
            let overview: String
        }

        enum DetailState {
            case loading
            case loaded(MovieDetail)
            case failed(Error)
        }

        @Observable
        final class MovieDetailViewModel {
            @ObservationIgnored @Injected(\\.getMovieDetailUseCase) private var getMovieDetailUseCase
            private(set) var state: DetailState = .loading
            let movieId: Int

            init(movieId: Int) {
                self.movieId = movieId
            }

            func load() async {
                state = .loading
                do {
                    let detail = try await self.getMovieDetailUseCase(movieId: movieId)
                    state = .loaded(detail)
                } catch {
                    state = .failed(error)
                }
            }
        }

        struct MovieDetailView: View {
            @State private var viewModel: MovieDetailViewModel

            init(movieId: Int) {
                _viewModel = State(initialValue: MovieDetailViewModel(movieId: movieId))
            }

            var body: some View {
                Group {
                    switch viewModel.state {
                    case .loading:
                        ProgressView()
                    case .loaded(let detail):
                        VStack(alignment: .leading) {
                            Text(detail.title).font(.title)
                            Text(detail.overview)
                        }
                    case .failed(let error):
                        VStack {
                            Text(error.localizedDescription)
                            Button("Retry") {
                                Task { await viewModel.load() }
                            }
                        }
                    }
                }
                .task { await viewModel.load() }
            }
        }
        """

    /// The precise twin: the request is a method of a repository protocol
    /// the view model is given.
    static var repositoryTwin: String {
        detail
            .replacingOccurrences(of: "    @ObservationIgnored @Injected(\\.getMovieDetailUseCase) private var getMovieDetailUseCase\n", with: """
                    private let repository: MovieRepository

                    init(movieId: Int, repository: MovieRepository) {
                        self.movieId = movieId
                        self.repository = repository
                    }

                """)
            .replacingOccurrences(of: "try await self.getMovieDetailUseCase(movieId: movieId)", with: "try await repository.movieDetail(movieId: movieId)")
            + "\n\nprotocol MovieRepository {\n    func movieDetail(movieId: Int) async throws -> MovieDetail\n}"
    }

    static let episodes = """
        import Combine
        import FactoryKit
        import SwiftUI

        struct Episode: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        enum DataState<T> {
            case loading
            case data(T)
            case error(Error)
        }

        @Observable
        final class EpisodesViewModel {
            @ObservationIgnored @LazyInjected(\\.getEpisodesUseCase) private var getEpisodesUseCase
            @ObservationIgnored private var subscriptions: Set<AnyCancellable> = []

            private(set) var state: DataState<[Episode]> = .loading

            func load(seriesId: Int) {
                state = .loading
                self.getEpisodesUseCase(seriesId: seriesId)
                    .receive(on: DispatchQueue.main)
                    .sink { [weak self] completion in
                        guard case let .failure(error) = completion else { return }
                        self?.state = .error(error)
                    } receiveValue: { [weak self] episodes in
                        self?.state = .data(episodes)
                    }
                    .store(in: &subscriptions)
            }
        }

        struct EpisodesView: View {
            let seriesId: Int
            @State private var viewModel = EpisodesViewModel()

            var body: some View {
                List {
                    switch viewModel.state {
                    case .loading:
                        ProgressView()
                    case .data(let episodes):
                        ForEach(episodes) { episode in
                            Text(episode.title)
                        }
                    case .error(let error):
                        Text(error.localizedDescription)
                        Button("Retry") {
                            viewModel.load(seriesId: seriesId)
                        }
                    }
                }
                .onAppear {
                    viewModel.load(seriesId: seriesId)
                }
            }
        }
        """

    /// The screen reads as its twin whose repository names the request:
    /// 275 states, 1,583 transitions, and the verdicts of the screen: a
    /// second tap on Retry starts a second load (`singleFlight`), the
    /// `.loading` it sets hides the error (`errorKeptWhileRetrying`), and a
    /// `.task` cancelled as the view leaves shows its CancellationError
    /// (`silentCancellation`: the `catch` takes every error).
    @Test func anAwaitedClientCalledThroughSelfIsARequest() throws {
        let read = try RealAppReadingsTests.outcome(Self.detail)
        #expect(Self.repositoryTwin.contains("private let repository: MovieRepository") && Self.repositoryTwin.contains("repository.movieDetail("))
        #expect(read == (try RealAppReadingsTests.outcome(Self.repositoryTwin)))
        #expect(read.states == 275 && read.transitions == 1583, "\(read)")
        #expect(RealAppReadingsTests.modelText(Self.detail).contains("let detail = try await getMovieDetailUseCase()"))
        let checked = RealAppReadingsTests.check(Self.detail, file: "MovieDetailView.swift")
        for violated in ["errorKeptWhileRetrying", "singleFlight", "silentCancellation"] {
            #expect((checked.stdout + checked.stderr).contains("[\(violated)] MovieDetailView: expected to hold, but it is violated"), "\(checked.stderr)")
        }
    }

    /// The publisher form reads as the same call without `self.`: 37
    /// states, 144 transitions. Each `onAppear` subscribes again and keeps
    /// the earlier subscription, so two requests are in flight
    /// (`singleFlight`) and the older answer can land last (`noStaleOverwrite`).
    @Test func aPublisherOfAClientCalledThroughSelfIsARequest() throws {
        let unqualified = Self.episodes.replacingOccurrences(of: "self.getEpisodesUseCase(seriesId:", with: "getEpisodesUseCase(seriesId:")
        #expect(unqualified != Self.episodes)
        let read = try RealAppReadingsTests.outcome(Self.episodes)
        #expect(read == (try RealAppReadingsTests.outcome(unqualified)))
        #expect(read.states == 37 && read.transitions == 144, "\(read)")
        let checked = RealAppReadingsTests.check(Self.episodes, file: "EpisodesView.swift")
        #expect((checked.stdout + checked.stderr).contains("[singleFlight] EpisodesView: expected to hold, but it is violated (two calls of getEpisodesUseCase are in flight at once)"), "\(checked.stderr)")
        #expect((checked.stdout + checked.stderr).contains("[noStaleOverwrite] EpisodesView: expected to hold, but it is violated"))
    }
}
