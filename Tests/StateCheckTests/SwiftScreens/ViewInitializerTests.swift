import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A view's own initializer that runs code besides storing its parameters
/// (`init(id:) { self.id = id; …; viewModel.load(id: id) }`). Its code had
/// been dropped without a word, and with it the request it starts: the
/// screen stayed on its spinner ("never reached: LoadState.loaded"). SwiftUI
/// runs the initializer before the view is first shown, so its code is read
/// as a view model's initializer's is: the first `on load`, run once.
@Suite struct ViewInitializerTests {
    static let detail = """
        import SwiftUI

        enum LoadState {
            case loading
            case loaded
            case failed
        }

        struct GameDetail: Decodable {
            let name: String
        }

        protocol GameServicing {
            func game(id: Int) async throws -> GameDetail
        }

        @MainActor
        final class GameDetailViewModel: ObservableObject {
            @Published private(set) var state: LoadState = .loading
            @Published private(set) var game: GameDetail?
            private let service: GameServicing

            init(service: GameServicing) {
                self.service = service
            }

            func load(id: Int) {
                Task {
                    state = .loading
                    do {
                        game = try await service.game(id: id)
                        state = .loaded
                    } catch {
                        state = .failed
                    }
                }
            }
        }

        struct GameDetailView: View {
            @StateObject private var viewModel: GameDetailViewModel
            private let id: Int

            init(id: Int, service: GameServicing) {
                self.id = id
                _viewModel = StateObject(wrappedValue: GameDetailViewModel(service: service))
                viewModel.load(id: id)
            }

            var body: some View {
                switch viewModel.state {
                case .loading:
                    ProgressView()
                case .loaded:
                    Text(viewModel.game?.name ?? "")
                case .failed:
                    Text("Could not load the game")
                }
            }
        }
        """

    /// The twin starts the request in the view model's initializer, which
    /// the view gives the id: the same states, transitions and verdicts.
    @Test func aViewsInitializerRunsItsCodeAsItIsFirstShown() throws {
        let twin = Self.detail
            .replacingOccurrences(of: "    init(service: GameServicing) {\n        self.service = service\n",
                                  with: "    init(id: Int, service: GameServicing) {\n        self.service = service\n        load(id: id)\n")
            .replacingOccurrences(of: "GameDetailViewModel(service: service))\n        viewModel.load(id: id)\n",
                                  with: "GameDetailViewModel(id: id, service: service))\n")
        #expect(twin != Self.detail && !twin.contains("viewModel.load(id: id)") && twin.contains("        load(id: id)\n"))
        let read = try RealAppReadingsTests.outcome(Self.detail)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.verdicts["allCasesReachable"] == .holds)
        let (screens, _) = RealAppReadingsTests.translate(Self.detail)
        #expect(screens.first?.summary.abstractions.map(\.rule).contains(
            "the initializer of GameDetailView runs its code once, as the view is first shown, before its appearance handlers (the first 'on load', guarded by gameDetailViewCreated); SwiftUI runs a view's initializer again whenever its parent draws it again, which this reading does not repeat") == true)
    }
}
