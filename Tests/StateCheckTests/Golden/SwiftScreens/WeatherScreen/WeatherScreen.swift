import SwiftUI

struct WeatherScreen: View {
    @StateObject private var viewModel = WeatherViewModel()

    var body: some View {
        List {
            switch viewModel.state {
            case .idle, .loading:
                EmptyView()
            case .loaded(let forecast):
                days(of: forecast)
            case .failed:
                WeatherErrorView()
                    .listRowBackground(Color.clear)
            }
        }
        .navigationTitle("Forecast")
        .overlay {
            if viewModel.state.isLoading {
                ProgressView("Loading forecast…")
            }
        }
        .refreshable {
            await viewModel.refresh()
        }
        .task {
            await viewModel.refresh()
        }
    }

    private func days(of forecast: Forecast) -> some View {
        Section(forecast.city) {
            ForEach(forecast.days) { day in
                HStack {
                    Text(day.id, format: .dateTime.weekday(.wide))
                    Spacer()
                    Text(day.summary).foregroundStyle(.secondary)
                    Text(day.high.formatted(.measurement(width: .narrow)))
                }
            }
        }
    }
}

struct WeatherErrorView: View {
    var body: some View {
        ContentUnavailableView("No forecast", systemImage: "cloud.slash", description: Text("Pull to try again."))
    }
}

#Preview {
    NavigationStack { WeatherScreen() }
}
