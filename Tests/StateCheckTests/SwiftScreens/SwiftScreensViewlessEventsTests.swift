import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// The events of a view model no view holds are its methods, and each
/// choice of their arguments (SearchModel: `search(query: String) async`,
/// `select(scope: SearchScope)`).
@Suite struct SwiftScreensViewlessEventsTests {
    /// `query` is one opaque value (it is only passed to the api), so
    /// `search` is one `Task` event; `select(scope:)` is a `sync` event per
    /// case of `SearchScope`. Derived by hand: a state is visibility ×
    /// `scope` (2 cases) × idle or one `search` task awaiting the api
    /// (`isSearching` is true exactly while it awaits), 2 × 2 × 2 = 8, all
    /// reachable (`select` and `search` need the screen visible, and
    /// `cancel` leaves the unstructured task running). Transitions per
    /// `scope` value: invisible idle `load` (1); invisible searching
    /// `load`, `success`, `fail` (3); visible idle `cancel`, `search`,
    /// `select(.all)`, `select(.unread)` (4); visible searching the same
    /// four (a second `search` returns at the guard, a self-loop) and
    /// `success`, `fail` (6): 14, so 28 in all. Nothing is shown; the guard
    /// keeps one request at a time (`singleFlight`), every task ends
    /// (`noLeakedTask`), and both cases of the stored `scope` are reached
    /// (`allCasesReachable`).
    @Test func parametersAreChosenPerValueOrOpaque() throws {
        let s = try SwiftScreensFixtureTests.screen("SearchModel", "SearchModel")
        #expect(s.model.handlers.map { "\($0.event) \($0.kind.rawValue)" } == ["search Task", "select(.all) sync", "select(.unread) sync"])
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(outcome.states == 8)
        #expect(outcome.transitions == 28)
        var expected: [String: Verdict] = [:]
        for p in StandardProperty.allCases { expected[p.rawValue] = .notApplicable }
        expected["singleFlight"] = .holds
        expected["noLeakedTask"] = .holds
        expected["allCasesReachable"] = .holds
        #expect(outcome.verdicts == expected)
    }

    /// `inspect` lists each event and how its arguments are chosen.
    @Test func inspectListsTheEventsOfEachChoice() throws {
        let s = try SwiftScreensFixtureTests.screen("SearchModel", "SearchModel")
        let text = ScreenInspection.render(s, file: s.file.replacingOccurrences(of: SwiftScreensFixtureTests.fixtures.path + "/", with: "")) + "\n"
        expectGolden(text, "SwiftScreens/SearchModel/inspect.txt")
    }

    /// A parameter of a type the model has no values of (`ownerID: UUID`),
    /// of a protocol of the folder (`source: any SearchClient`) or a
    /// dictionary is opaque, as a view's method's is: dropped from the
    /// event, which passes any value. `search` reads neither, so the design
    /// is the one above: 8 states, 28 transitions. Before, the view model
    /// was refused ("the type is not understood").
    @Test func aParameterOfAnUnreadTypeIsOpaque() throws {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated(
            "SearchModel", replacing: "func search(query: String) async {",
            with: "func search(query: String, ownerID: UUID, source: any SearchClient, seen: [UUID: Bool]) async {")
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first)
        #expect(s.model.handlers.map(\.event) == ["search", "select(.all)", "select(.unread)"])
        #expect(s.summary.abstractions.map(\.rule).filter { $0.hasPrefix("the parameter") } == [
            "the parameter ownerID of search has type 'UUID', of which the model has no values: opaque, passed to apis only; calls drop its argument",
            "the parameter source of search has type 'any SearchClient', of which the model has no values: opaque, passed to apis only; calls drop its argument",
            "the parameter seen of search has type '[UUID: Bool]', of which the model has no values: opaque, passed to apis only; calls drop its argument",
        ])
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(outcome.states == 8)
        #expect(outcome.transitions == 28)
    }

    /// A throwing method's event calls it under `try?`. `search` catches
    /// every error itself, so the design is the one above: 8 states, 28
    /// transitions.
    @Test func aThrowingMethodIsCalledUnderTry() throws {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated(
            "SearchModel", replacing: "func search(query: String) async {", with: "func search(query: String) async throws {")
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first)
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(outcome.states == 8)
        #expect(outcome.transitions == 28)
    }

    /// A `String` read in a condition would explore one branch with one opaque value: an error at the parameter.
    @Test func anOpaqueStringReadInAConditionIsDiagnosed() throws {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated(
            "SearchModel", replacing: "guard !isSearching else { return }", with: "guard !isSearching, !query.isEmpty else { return }")
        #expect(screens.isEmpty)
        #expect(diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [
            "30:17: the parameter 'query' of 'search' is read in a condition (line 31), but an event passes one opaque value for it, which explores one branch; make it a Bool or an enum, or give the view that calls it",
        ])
    }

    /// So is an `Int` compared through a local computed from it.
    @Test func anOpaqueIntReadThroughALocalIsDiagnosed() throws {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated(
            "SearchModel", replacing: "    func select(scope: SearchScope) {\n",
            with: "    func select(scope: SearchScope) {\n    }\n\n    func open(id: Int) {\n        let next = id + 1\n        if next > 10 { return }\n")
        #expect(screens.isEmpty)
        #expect(diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [
            "43:15: the parameter 'id' of 'open' is read in a condition (line 45), but an event passes one opaque value for it, which explores one branch; make it a Bool or an enum, or give the view that calls it",
        ])
    }

    /// An `Int` only stored is one opaque value: `open(id:)` is one event.
    @Test func anOpaqueIntOnlyStoredIsOneEvent() throws {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated(
            "SearchModel", replacing: "    @Published private(set) var scope: SearchScope = .all\n",
            with: "    @Published private(set) var scope: SearchScope = .all\n    @Published private(set) var openedID: Int? = nil\n\n    func open(id: Int) {\n        openedID = id\n    }\n")
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first)
        #expect(s.model.handlers.map(\.event) == ["open", "search", "select(.all)", "select(.unread)"])
    }

    /// A parameter whose values an event cannot choose (a struct of the module) is an error.
    @Test func aParameterOfAnotherTypeIsDiagnosed() throws {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated(
            "SearchModel", replacing: "    func select(scope: SearchScope) {\n",
            with: "    func show(client: LiveSearchClient) {\n    }\n\n    func select(scope: SearchScope) {\n")
        #expect(screens.isEmpty)
        #expect(diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [
            "40:15: the parameter 'client' of 'show' has a type whose values an event cannot choose (Bool, an enum without payloads, Int or String); make the method private or give the view that calls it",
        ])
    }
}
