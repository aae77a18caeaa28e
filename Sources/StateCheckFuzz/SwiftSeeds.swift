// Small SwiftUI screens written for the Swift fuzzer: each is a screen
// `statecheck check` reads and explores, so their mutations reach the
// translator and the explorer, not only the parser.

/// The screens Swift inputs are made from (name, text).
enum SwiftSeeds {
    /// A view holding a loading enum in `@State`, loaded by `.task`, retried by a button.
    static let feed = """
    import SwiftUI

    struct Article: Identifiable {
        let id: Int
        let title: String
    }

    enum LoadingState {
        case idle
        case loading
        case loaded([Article])
        case failed(String)
    }

    struct ArticleService {
        func fetchArticles() async throws -> [Article] { [] }
    }

    struct FeedView: View {
        @State private var state: LoadingState = .idle
        private let service = ArticleService()

        var body: some View {
            NavigationStack {
                switch state {
                case .idle:
                    Color.clear
                case .loading:
                    ProgressView()
                case .loaded(let articles):
                    List {
                        ForEach(articles) { article in
                            Text(article.title)
                        }
                    }
                case .failed(let message):
                    VStack {
                        Text(message)
                        Button("Retry") {
                            Task { await load() }
                        }
                    }
                }
            }
            .task {
                await load()
            }
        }

        func load() async {
            guard case .loading = state else {
                state = .loading
                do {
                    let articles = try await service.fetchArticles()
                    state = .loaded(articles)
                } catch {
                    state = .failed(error.localizedDescription)
                }
                return
            }
        }
    }
    """

    /// A view with a `@StateObject` view model publishing its state.
    static let items = """
    import SwiftUI

    struct Item: Identifiable {
        let id: Int
        let name: String
    }

    struct ItemService {
        func fetchItems() async throws -> [Item] { [] }
    }

    @MainActor
    final class ItemsViewModel: ObservableObject {
        @Published var items: [Item] = []
        @Published var isLoading = false
        @Published var errorMessage: String?

        private let service = ItemService()

        func loadItems() async {
            guard !isLoading else { return }
            isLoading = true
            errorMessage = nil
            do {
                items = try await service.fetchItems()
            } catch {
                errorMessage = error.localizedDescription
            }
            isLoading = false
        }
    }

    struct ItemsView: View {
        @StateObject private var viewModel = ItemsViewModel()

        var body: some View {
            NavigationStack {
                Group {
                    if viewModel.isLoading && viewModel.items.isEmpty {
                        ProgressView("Loading…")
                    } else if let message = viewModel.errorMessage {
                        VStack {
                            Text(message)
                            Button("Retry") {
                                Task { await viewModel.loadItems() }
                            }
                        }
                    } else {
                        List(viewModel.items) { item in
                            Text(item.name)
                        }
                    }
                }
                .navigationTitle("Items")
            }
            .task {
                await viewModel.loadItems()
            }
            .refreshable {
                await viewModel.loadItems()
            }
        }
    }
    """

    /// A view with a `Bool` flag and an optional error, loaded on appear.
    static let profile = """
    import SwiftUI

    struct Profile {
        let name: String
    }

    struct ProfileClient {
        func fetchProfile() async throws -> Profile { Profile(name: "") }
    }

    struct ProfileView: View {
        @State private var profile: Profile?
        @State private var isLoading = false
        @State private var error: String?
        let client = ProfileClient()

        var body: some View {
            VStack {
                if isLoading {
                    ProgressView()
                } else if let profile {
                    Text(profile.name)
                } else if let error {
                    Text(error)
                    Button("Try again") {
                        Task { await load() }
                    }
                } else {
                    EmptyView()
                }
            }
            .task { await load() }
        }

        private func load() async {
            isLoading = true
            defer { isLoading = false }
            do {
                profile = try await client.fetchProfile()
                error = nil
            } catch {
                self.error = error.localizedDescription
            }
        }
    }
    """

    /// Every seed, named as the fuzzer's summaries name them.
    static let all: [(name: String, text: String)] = [("FeedView.swift", feed), ("ItemsView.swift", items), ("ProfileView.swift", profile)]
}
