import SwiftUI

struct Song: Identifiable, Decodable {
    let id: Int
    let title: String
}

protocol SongSearching {
    func search(_ query: String) async throws -> [Song]
}

enum SearchState {
    case idle
    case loading
    case loaded([Song])
    case failed(String)
}

@MainActor
final class SearchViewModel: ObservableObject {
    @Published var state: SearchState = .idle
    private var searchTask: Task<Void, Never>?
    private let client: SongSearching
    private let debounce: TimeInterval

    init(client: SongSearching, debounce: TimeInterval = 0.3) {
        self.client = client
        self.debounce = debounce
    }

    func queryChanged() {
        searchTask?.cancel()
        searchTask = Task {
            try? await Task.sleep(for: .seconds(debounce))
            guard !Task.isCancelled else { return }
            await search()
        }
    }

    func retryLater() {
        Task {
            try? await Task.sleep(for: .seconds(1))
            await search()
        }
    }

    func search() async {
        state = .loading
        do {
            let songs = try await client.search("swift")
            state = .loaded(songs)
        } catch {
            state = .failed(error.localizedDescription)
        }
    }
}

struct SearchScreen: View {
    @StateObject var viewModel: SearchViewModel

    var body: some View {
        List {
            switch viewModel.state {
            case .idle:
                Button("Search") { viewModel.queryChanged() }
            case .loading:
                ProgressView()
            case .loaded(let songs):
                ForEach(songs) { song in
                    Text(song.title)
                }
            case .failed(let message):
                Text(message)
                Button("Try again") { viewModel.retryLater() }
            }
        }
    }
}
