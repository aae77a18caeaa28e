import SwiftUI

/// Today's headlines above the weather, each loaded by its own view model.
struct Dashboard: View {
    @StateObject private var news = NewsModel()
    @StateObject private var weather = WeatherModel()

    var body: some View {
        List {
            switch news.state {
            case .idle, .loading:
                EmptyView()
            case .loaded(let headlines):
                ForEach(headlines) { headline in
                    Text(headline.title)
                }
            case .failed:
                DashboardErrorView()
            }
        }
        .overlay {
            if case .loading = news.state {
                ProgressView()
            }
        }
        .task {
            await news.load()
            await weather.load()
        }
    }
}

struct DashboardErrorView: View {
    var body: some View {
        Label("Could not load today's news", systemImage: "exclamationmark.triangle")
    }
}
