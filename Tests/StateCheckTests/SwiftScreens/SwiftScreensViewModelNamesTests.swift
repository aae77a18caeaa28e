import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A screen holding two view models whose members share names (Dashboard:
/// `news` and `weather`, each with `state`, `client` and `load()`) loads,
/// each shared member named after the view's property that holds it.
@Suite struct SwiftScreensViewModelNamesTests {
    /// Dashboard as a `.model`: the same design with the qualified names
    /// spelled as identifiers (`news.state` is `newsState`, `news.load()` is
    /// `loadNews()`).
    static let twin = """
        model DashboardTwin

        api headlines() -> Value nonempty
        api forecast() -> Value nonempty

        enum Loadable {
            case idle
            case loading
            case loaded(Value)
            case failed(Error)
        }

        var newsState: Loadable = .idle
        var weatherState: Loadable = .idle

        func loadNews() async {
            if case .loading = newsState { return }
            newsState = .loading
            do {
                newsState = .loaded(try await headlines())
            } catch {
                newsState = .failed(error)
            }
        }

        func loadWeather() async {
            if case .loading = weatherState { return }
            weatherState = .loading
            do {
                weatherState = .loaded(try await forecast())
            } catch {
                weatherState = .failed(error)
            }
        }

        on load .task {
            await loadNews()
            await loadWeather()
        }

        view {
            switch newsState {
            case .idle, .loading:
                blank
            case .loaded(let headlines):
                content(headlines)
            case .failed(let error):
                errorView(error)
            }
            if case .loading = newsState { spinner }
        }
        """

    @Test func twoViewModelsSharingNamesAreQualified() throws {
        let s = try SwiftScreensFixtureTests.screen("Dashboard", "Dashboard")
        #expect(s.model.variables.map(\.name) == ["news.state", "weather.state"])
        #expect(s.model.functions.map(\.name) == ["news.load", "weather.load"])
        // Each view model's `client` is its own environment type.
        #expect(s.model.apis.map(\.name) == ["headlines", "forecast"])
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.of(ModelSystem.compile(source: Self.twin, file: "DashboardTwin.model"))
        #expect(swift == reference)
    }

    /// Traces name the variables as the view writes them.
    @Test func tracesShowTheQualifiedNames() throws {
        let s = try SwiftScreensFixtureTests.screen("Dashboard", "Dashboard")
        let system = try ModelSystem.compile(model: s.model, file: s.file)
        let names = system.variables(of: try #require(system.initialStates.first)).map(\.name)
        #expect(names == ["news.state", "weather.state"])
    }

    /// View models beside an `@State` of the same name: the view's own
    /// `state` keeps its name (the view writes it bare), the view models'
    /// are `news.state` and `weather.state`; the design still compiles.
    @Test func viewModelsBesideAStatePropertyOfTheSameName() throws {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated(
            "Dashboard", replacing: "    @StateObject private var weather = WeatherModel()\n",
            with: "    @StateObject private var weather = WeatherModel()\n    @State private var state = false\n")
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first { $0.name == "Dashboard" })
        #expect(s.model.variables.map(\.name) == ["news.state", "weather.state", "state"])
        #expect(s.model.functions.map(\.name) == ["news.load", "weather.load"])
        _ = try ModelSystem.compile(model: s.model, file: s.file)
    }
}
