import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A use case held by a view model and called as a function
/// (`toggleFavoriteUseCase(movie: movie)`, hdrezka's `switchWatchedItemUseCase`)
/// calls its type's `callAsFunction`. Its declaration was not looked up (the
/// type declares no method named after the property), so its answer,
/// `AnyPublisher<Bool, Error>`, was read as data and the `if saved` over it
/// did not compile ("a condition must be Bool, not Value"). Now the call
/// answers what `callAsFunction` declares.
@Suite struct CallAsFunctionTests {
    static let favorite = """
        import Combine
        import FactoryKit
        import SwiftUI

        struct Movie: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        protocol AccountRepository {
            func toggleFavorite(movie: Movie) -> AnyPublisher<Bool, Error>
        }

        struct ToggleFavoriteUseCase {
            private let repository: AccountRepository

            init(repository: AccountRepository) {
                self.repository = repository
            }

            func callAsFunction(movie: Movie) -> AnyPublisher<Bool, Error> {
                repository.toggleFavorite(movie: movie)
            }
        }

        @Observable
        final class FavoriteViewModel {
            @ObservationIgnored @LazyInjected(\\.toggleFavoriteUseCase) private var toggleFavoriteUseCase
            @ObservationIgnored private var subscriptions: Set<AnyCancellable> = []

            private(set) var isFavorite = false
            private(set) var isSaving = false
            var isErrorPresented = false

            func toggle(movie: Movie) {
                isSaving = true
                toggleFavoriteUseCase(movie: movie)
                    .receive(on: DispatchQueue.main)
                    .sink { completion in
                        guard case .failure = completion else { return }
                        self.isSaving = false
                        self.isErrorPresented = true
                    } receiveValue: { saved in
                        self.isSaving = false
                        if saved {
                            self.isFavorite.toggle()
                        }
                    }
                    .store(in: &subscriptions)
            }
        }

        struct FavoriteView: View {
            let movie: Movie
            @State private var viewModel = FavoriteViewModel()

            var body: some View {
                Button {
                    viewModel.toggle(movie: movie)
                } label: {
                    Image(systemName: viewModel.isFavorite ? "heart.fill" : "heart")
                }
                .disabled(viewModel.isSaving)
                .alert("Could not save", isPresented: $viewModel.isErrorPresented) {
                    Button("OK") {}
                }
            }
        }
        """

    /// The screen reads as the one whose use case names its method
    /// `execute` and is called so: the same states, transitions and
    /// verdicts, the api named after the property instead.
    @Test func aUseCaseCalledAsAFunctionAnswersItsCallAsFunction() throws {
        let twin = Self.favorite
            .replacingOccurrences(of: "func callAsFunction(movie: Movie)", with: "func execute(movie: Movie)")
            .replacingOccurrences(of: "        toggleFavoriteUseCase(movie: movie)\n", with: "        toggleFavoriteUseCase.execute(movie: movie)\n")
        #expect(twin.contains("toggleFavoriteUseCase.execute(movie: movie)") && twin.contains("func execute(movie: Movie)"))
        let read = try RealAppReadingsTests.outcome(Self.favorite)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.states == 12 && read.transitions == 28, "\(read)")
        #expect(RealAppReadingsTests.modelText(Self.favorite).contains("let saved = !(try await toggleFavoriteUseCase()).isEmpty"))
    }
}
