import SwiftUI

struct PopularScreen: View {
    @StateObject var viewModel: PopularViewModel

    var body: some View {
        Group {
            switch viewModel.state {
            case .loading:
                ProgressView()
            case .loaded(let movies):
                List(movies) { movie in
                    Text(movie.title)
                }
            case .failed(let error):
                ErrorView(error: error) {
                    viewModel.load()
                }
            }
        }
        .onAppear {
            viewModel.load()
        }
    }
}
