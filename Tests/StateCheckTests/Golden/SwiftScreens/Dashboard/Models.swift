import Foundation

struct Headline: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct Forecast: Hashable {
    var summary: String
}

protocol NewsClient {
    func headlines() async throws -> [Headline]
}

protocol WeatherClient {
    func forecast() async throws -> Forecast
}

struct LiveNewsClient: NewsClient {
    func headlines() async throws -> [Headline] { [] }
}

struct LiveWeatherClient: WeatherClient {
    func forecast() async throws -> Forecast { Forecast(summary: "Sunny") }
}

enum Loadable<Value> {
    case idle
    case loading
    case loaded(Value)
    case failed(any Error)
}

@MainActor
final class NewsModel: ObservableObject {
    @Published private(set) var state: Loadable<[Headline]> = .idle
    private let client: NewsClient

    init(client: NewsClient = LiveNewsClient()) {
        self.client = client
    }

    func load() async {
        if case .loading = state { return }
        state = .loading
        do {
            state = .loaded(try await client.headlines())
        } catch {
            state = .failed(error)
        }
    }
}

@MainActor
final class WeatherModel: ObservableObject {
    @Published private(set) var state: Loadable<Forecast> = .idle
    private let client: WeatherClient

    init(client: WeatherClient = LiveWeatherClient()) {
        self.client = client
    }

    func load() async {
        if case .loading = state { return }
        state = .loading
        do {
            state = .loaded(try await client.forecast())
        } catch {
            state = .failed(error)
        }
    }
}
