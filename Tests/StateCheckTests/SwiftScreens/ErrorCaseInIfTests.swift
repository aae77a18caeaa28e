import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `if case .error(let message) = viewModel.state { Text(message) }` in a
/// view: the branch holds the error the case binds, as a `switch`'s case
/// does, so the Text shows it (`footerError(message)` below the list). It
/// was a mark: the error shown, a CancellationError among them, was not
/// seen, and `silentCancellation` held on a screen that shows one.
@Suite struct ErrorCaseInIfTests {
    static let characters = """
        import SwiftUI

        enum ViewState: Equatable {
            case idle
            case loading
            case loaded
            case error(String)
        }

        @MainActor
        final class CharactersViewModel: ObservableObject {
            @Published var characters: [Character] = []
            @Published var state: ViewState = .idle
            private var currentPage = 1
            private var canLoadMore = true

            func loadFirstPage() async {
                currentPage = 1
                canLoadMore = true
                characters = []
                await loadMore()
            }

            func loadMore() async {
                guard canLoadMore, state != .loading else { return }
                state = .loading
                do {
                    let page = try await APIClient.shared.fetchCharacters(page: currentPage)
                    characters.append(contentsOf: page.results)
                    canLoadMore = page.info.next != nil
                    currentPage += 1
                    state = .loaded
                } catch {
                    state = .error(error.localizedDescription)
                }
            }
        }

        struct CharactersView: View {
            @StateObject private var viewModel = CharactersViewModel()

            var body: some View {
                NavigationStack {
                    List {
                        ForEach(viewModel.characters) { character in
                            NavigationLink(destination: CharacterDetailView(id: character.id)) {
                                HStack {
                                    AsyncImage(url: URL(string: character.image)) { image in
                                        image.resizable()
                                    } placeholder: {
                                        ProgressView()
                                    }
                                    .frame(width: 50, height: 50)
                                    Text(character.name)
                                }
                            }
                            .onAppear {
                                if character == viewModel.characters.last {
                                    Task { await viewModel.loadMore() }
                                }
                            }
                        }
                        if viewModel.state == .loading {
                            ProgressView()
                        }
                        if case .error(let message) = viewModel.state {
                            VStack {
                                Text(message)
                                Button("Retry") {
                                    Task { await viewModel.loadMore() }
                                }
                            }
                        }
                    }
                    .navigationTitle("Characters")
                    .task {
                        if viewModel.characters.isEmpty {
                            await viewModel.loadFirstPage()
                        }
                    }
                    .refreshable {
                        await viewModel.loadFirstPage()
                    }
                }
            }
        }


        """ + TextOfDataFieldTests.api

    /// The twin writes the branch as a `switch` with a `default`: the same
    /// 994 states, 4,264 transitions and verdicts; `silentCancellation` is
    /// violated (the `.task` cancelled as the view leaves puts the
    /// CancellationError's description in `.error`).
    @Test func anIfCaseBindingAnErrorShowsIt() throws {
        let twin = Self.characters.replacingOccurrences(of: """
                            if case .error(let message) = viewModel.state {
                                VStack {
                                    Text(message)
                                    Button("Retry") {
                                        Task { await viewModel.loadMore() }
                                    }
                                }
                            }
            """, with: """
                            switch viewModel.state {
                            case .error(let message):
                                VStack {
                                    Text(message)
                                    Button("Retry") {
                                        Task { await viewModel.loadMore() }
                                    }
                                }
                            default:
                                EmptyView()
                            }
            """)
        #expect(twin != Self.characters)
        let read = try RealAppReadingsTests.outcome(Self.characters)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.states == 994 && read.transitions == 4264, "\(read)")
        #expect(read.verdicts["silentCancellation"] == .violated)
        #expect(RealAppReadingsTests.modelText(Self.characters).contains("footerError(message)"))
    }
}
