import Foundation

/// What the forecast page shows.
enum ForecastState {
    case idle
    case loading
    case loaded(Forecast)
    case failed(any Error)
}

extension ForecastState {
    var isLoading: Bool {
        if case .loading = self {
            return true
        }
        return false
    }
}

@MainActor
final class WeatherViewModel: ObservableObject {
    @Published private(set) var state: ForecastState = .idle

    private let client: WeatherClient

    init(client: WeatherClient = LiveWeatherClient()) {
        self.client = client
    }

    func refresh() async {
        if state.isLoading { return }
        state = .loading
        do {
            let forecast = try await client.forecast()
            state = .loaded(forecast)
        } catch {
            state = .failed(error)
        }
    }
}
