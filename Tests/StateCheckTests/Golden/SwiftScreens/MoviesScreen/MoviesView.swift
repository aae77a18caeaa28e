import SwiftUI

struct MoviesView: View {
    @StateObject var viewModel: MoviesViewModel

    var body: some View {
        NavigationStack {
            content
                .navigationTitle("Popular")
        }
        .task { await viewModel.load() }
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.state {
        case .idle, .loading:
            ProgressView()
        case .loaded(let movies):
            List(movies) { movie in
                Text(movie.title)
            }
            .refreshable { await viewModel.load() }
        case .error(let message):
            VStack(spacing: 12) {
                Text(message)
                    .foregroundStyle(.secondary)
                Button("Try Again") {
                    Task { await viewModel.load() }
                }
            }
        }
    }
}
