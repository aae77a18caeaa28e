import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A view model's own method choosing the request a Combine subscription
/// sinks (`getPublisher(page:)` switching over the screen's filter among
/// the service's publishers). Before, the subscription was refused ("a call
/// with a trailing closure is not understood here"): only a client's own
/// method was read as a request.
@Suite struct PublisherMethodTests {
    static let movies = """
        import Combine
        import SwiftUI

        struct Movie: Identifiable, Hashable, Decodable {
            let id: Int
            let title: String
        }

        enum LoadState: Hashable {
            case loading
            case data([Movie])
            case failed
        }

        protocol MoviesService {
            func latest(page: Int) -> AnyPublisher<[Movie], Error>
            func popular(page: Int) -> AnyPublisher<[Movie], Error>
        }

        enum Filter {
            case latest
            case popular
        }

        @MainActor
        final class MoviesViewModel: ObservableObject {
            @Published private(set) var state = LoadState.loading
            private let service: MoviesService
            private let filter: Filter
            private var subscriptions = Set<AnyCancellable>()

            init(service: MoviesService, filter: Filter) {
                self.service = service
                self.filter = filter
            }

            func load() {
                state = .loading
                getPublisher(page: 1)
                    .receive(on: DispatchQueue.main)
                    .sink { completion in
                        guard case .failure = completion else { return }
                        self.state = .failed
                    } receiveValue: { movies in
                        self.state = .data(movies)
                    }
                    .store(in: &subscriptions)
            }

            private func getPublisher(page: Int) -> AnyPublisher<[Movie], Error> {
                switch filter {
                case .latest:
                    service.latest(page: page)
                case .popular:
                    service.popular(page: page)
                }
            }
        }

        struct MoviesScreen: View {
            @StateObject var viewModel: MoviesViewModel

            var body: some View {
                Group {
                    switch viewModel.state {
                    case .loading:
                        ProgressView()
                    case .data(let movies):
                        List(movies) { movie in
                            Text(movie.title)
                        }
                    case .failed:
                        Text("Couldn't load movies")
                    }
                }
                .onAppear { viewModel.load() }
            }
        }
        """

    /// The method is one api named after it, answering the publisher's
    /// output or failing: the same states, transitions and verdicts as the
    /// subscription written with the service's publisher itself.
    @Test func aMethodReturningAPublisherIsARequest() throws {
        let precise = Self.movies.replacingOccurrences(of: "        getPublisher(page: 1)\n", with: "        service.latest(page: 1)\n")
        #expect(precise != Self.movies)
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.movies)
        #expect(diagnostics == [])
        let screen = try #require(screens.first)
        #expect(screen.model.apis.map(\.name) == ["getPublisher"])
        #expect(screen.summary.abstractions.map(\.rule).contains("getPublisher(…) returns a publisher its body chooses among requests: read as an api, one answer or a failure"))
        #expect(try RealAppReadingsTests.outcome(Self.movies) == RealAppReadingsTests.outcome(precise))
    }

    /// A method that also changes state (`isLoading = true` before it
    /// returns the publisher) is not read as a request: its effects would be
    /// lost. The subscription stays refused.
    @Test func aPublisherMethodWithEffectsIsNotARequest() {
        let effects = Self.movies
            .replacingOccurrences(of: "        switch filter {\n", with: "        state = .loading\n        switch filter {\n")
        #expect(effects != Self.movies)
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.movies == effects ? "" : effects)
        #expect(screens.isEmpty)
        #expect(diagnostics.contains { $0.contains("a call with a trailing closure is not understood here") }, "\(diagnostics)")
    }
}
