import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A view split into view properties (`@ViewBuilder private var content:
/// some View`), an enum whose error case holds a message
/// (`case error(String)`, built as `.error(error.localizedDescription)`),
/// and a `.refreshable` on the list inside one branch.
@Suite struct SwiftScreensViewFragmentTests {
    /// MoviesScreen's design written by hand: the view property read in
    /// place, the message as the error, the refresh only while the list is
    /// shown, Try Again only while the error is.
    static let twin = """
        model Movies
        api fetchPopular() -> Value
        enum ViewState {
            case idle
            case loading
            case loaded(Value)
            case error(Error)
        }
        var state: ViewState = .idle
        func load() async {
            state = .loading
            do {
                let movies = try await fetchPopular()
                state = .loaded(movies)
            } catch {
                state = .error(error)
            }
        }
        func loadedIsShown() -> Bool {
            if case .loaded = state { return true }
            return false
        }
        func errorIsShown() -> Bool {
            if case .error = state { return true }
            return false
        }
        on load .task { await load() }
        on refresh .refreshable when loadedIsShown() { await load() }
        on tapTryAgain Task when errorIsShown() { await load() }
        view {
            switch state {
            case .idle, .loading:
                spinner
            case .loaded(let movies):
                content(movies)
            case .error(let message):
                errorView(message)
                button("Try Again")
            }
        }
        """

    /// MoviesScreen (Golden/SwiftScreens): `ObservableObject` view model,
    /// `enum ViewState { …, loaded([Movie]), error(String) }`, the body's
    /// `content` property switching over it. The counts are the twin's, and
    /// so are the findings, each a real behaviour of the code: `load()` sets
    /// `.loading` first, so a refresh replaces the list by the spinner (and
    /// shows it under the refresh spinner), a failed refresh replaces it by
    /// the error, and neither `.task` nor Try Again is guarded, so two loads
    /// can run and the older answer can land last.
    @Test func viewPropertiesAndErrorMessageCasesRead() throws {
        let (swift, twin) = try SwiftScreensFixtureTests.outcomes("MoviesScreen", "MoviesView", twin: Self.twin)
        #expect(swift == twin, "\(swift) vs \(twin)")
        #expect(swift.states == 1034)
        // 9,531 before pulling needed its list on screen: the 196 `refresh`
        // self-loops off the list (refreshIsOnlyOfferedWhereItsListIsShown) are gone.
        #expect(swift.transitions == 9335)
        for violated in ["contentKeptWhileReloading", "noDoubleSpinner", "contentKeptOnFailedRefresh", "singleFlight", "noStaleOverwrite", "silentCancellation"] {
            #expect(swift.verdicts[violated] == .violated, "\(violated)")
        }
    }

    /// Pulling to refresh needs the `.refreshable` list on screen: where the
    /// spinner or the error is shown there is nothing to pull, so `refresh` is
    /// no transition there. The same design with a refresh handler that starts
    /// everywhere but does nothing off the list reaches the same states and has
    /// exactly one transition more per such state: its `refresh` self-loop.
    @Test func refreshIsOnlyOfferedWhereItsListIsShown() throws {
        let gatedHandler = "on refresh .refreshable when loadedIsShown() { await load() }"
        #expect(Self.twin.contains(gatedHandler))
        let gated = try ModelSystem.compile(source: Self.twin, file: "movies.model")
        let everywhere = try ModelSystem.compile(
            source: Self.twin.replacingOccurrences(of: gatedHandler, with: "on refresh .refreshable { if loadedIsShown() { await load() } }"),
            file: "movies-everywhere.model")
        let a = Explorer.explore(gated)
        let b = Explorer.explore(everywhere)
        #expect(a.isComplete && b.isComplete)
        func refreshSelfLoops(_ system: ModelSystem, _ exploration: Exploration<ModelSystem>) -> Int {
            var loops = 0
            for state in exploration.states {
                system.forEachSuccessor(of: state) { if $0.label.description == "refresh" && $0.target == state { loops += 1 } }
            }
            return loops
        }
        #expect(refreshSelfLoops(gated, a) == 0)
        let loops = refreshSelfLoops(everywhere, b)
        #expect(loops == 196)
        #expect(a.stateCount == b.stateCount)
        #expect(a.transitionCount + loops == b.transitionCount)
    }

    /// A view property that uses itself is an error, not a loop.
    @Test func aViewPropertyThatUsesItselfIsAnError() throws {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated(
            "MoviesScreen", replacing: "            ProgressView()\n", with: "            content\n")
        #expect(screens.isEmpty)
        #expect(diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == ["18:13: the view property 'content' uses itself"])
    }

    /// `inspect` lists the three readings with their lines.
    @Test func inspectOutputIsGolden() throws {
        let (text, golden) = try SwiftScreensFixtureTests.inspected("MoviesScreen", "MoviesView")
        #expect(text == golden)
    }

    /// Two inner `.refreshable`s (the list's and the error's) are two
    /// refresh handlers, each run while its own view is shown.
    @Test func twoInnerRefreshablesAreTwoGatedHandlers() throws {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated(
            "MoviesScreen", replacing: "                Button(\"Try Again\") {\n                    Task { await viewModel.load() }\n                }\n            }",
            with: "                Button(\"Try Again\") {\n                    Task { await viewModel.load() }\n                }\n            }\n            .refreshable { await viewModel.load() }")
        #expect(diagnostics.map(\.message) == [])
        let s = try #require(screens.first)
        #expect(s.model.handlers.filter { $0.event == "refresh" }.count == 2)
        #expect(s.model.functions.map(\.name).filter { $0.hasPrefix("refreshIsShown") }.sorted() == ["refreshIsShown", "refreshIsShown2"])
        _ = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
    }

    /// A `Button` in a `ForEach` row is an event, as in a `List(items)` row.
    @Test func aButtonInAForEachRowIsAnEvent() throws {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated(
            "MoviesScreen", replacing: "            List(movies) { movie in\n                Text(movie.title)\n            }",
            with: "            List {\n                ForEach(movies) { movie in\n                    Button(\"Share\") { print(movie.title) }\n                }\n            }")
        #expect(diagnostics.map(\.message) == [])
        let s = try #require(screens.first)
        #expect(s.model.handlers.contains { $0.event == "tapShare" })
    }
}
