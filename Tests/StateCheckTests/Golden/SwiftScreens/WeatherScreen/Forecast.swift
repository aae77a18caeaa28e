import Foundation

struct Forecast: Hashable {
    struct Day: Identifiable, Hashable {
        let id: Date
        var summary: String
        var high: Measurement<UnitTemperature>
        var low: Measurement<UnitTemperature>
    }

    var city: String
    var days: [Day]
}

protocol WeatherClient: Sendable {
    func forecast() async throws -> Forecast
}

struct LiveWeatherClient: WeatherClient {
    var session: URLSession = .shared

    func forecast() async throws -> Forecast {
        let (data, _) = try await session.data(from: URL(string: "https://weather.example.com/forecast")!)
        _ = data
        return Forecast(city: "Lisbon", days: [])
    }
}
