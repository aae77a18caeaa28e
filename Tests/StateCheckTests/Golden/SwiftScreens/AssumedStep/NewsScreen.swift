import SwiftUI

struct Headline: Identifiable, Decodable {
    let id: Int
    let title: String
}

enum NewsState {
    case idle
    case loading
    case loaded([Headline])
    case failed(Error)
}

struct NewsScreen: View {
    let showsLoadingOverlay: Bool
    @State private var state: NewsState = .idle

    var body: some View {
        List {
            switch state {
            case .idle, .loading:
                EmptyView()
            case .loaded(let headlines):
                ForEach(headlines) { Text($0.title) }
            case .failed(let error):
                Text(error.localizedDescription)
            }
        }
        .overlay {
            if case .loading = state, showsLoadingOverlay {
                ProgressView()
            }
        }
        .refreshable { await load() }
        .task { await load() }
    }

    private func load() async {
        state = .loading
        do {
            state = .loaded(try await NewsAPI.headlines())
        } catch {
            state = .failed(error)
        }
    }
}
