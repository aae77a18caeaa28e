import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// Infinite scrolling by the rows' `.onAppear` with a last-row test
/// (`if photo.id == model.photos.last?.id { Task { … } }`): the event
/// `appearLastRow`, the user scrolling to the last row.
@Suite struct SwiftScreensLastRowTests {
    /// PhotoStreamScreen's design written by hand.
    static let twin = """
        model PhotoStream
        api nextPhotos() -> Value nonempty
        var photos: Value = []
        var isLoadingPage: Bool = false
        func loadNextPage() async {
            guard !isLoadingPage else { return }
            isLoadingPage = true
            defer { isLoadingPage = false }
            if let page = try? await nextPhotos() { photos += page }
        }
        on load .task { if photos.isEmpty { await loadNextPage() } }
        on appearLastRow sync as page when !photos.isEmpty { Task { await loadNextPage() } }
        view {
            content(photos)
            if isLoadingPage && photos.isEmpty { spinner }
        }
        """

    /// PhotoStreamScreen (Golden/SwiftScreens): an `@Observable` model,
    /// `photos: [Photo] = []`, `List(model.photos) { photo in Text(…).onAppear
    /// { if photo.id == model.photos.last?.id { Task { … } } } }`, a `.task`
    /// that loads the first page while the list is empty, errors swallowed
    /// by `try?`, a `nonempty` api. Counts derived by hand (n pages, at most
    /// maxPages = 3; I/V invisible/visible):
    /// n = 0: (I, idle), (V, loading, live task), (I, loading, cancelled
    /// task), (V, idle, [] after a failure: no row, so nothing more loads) and
    /// (V, loading, cancelled task: the new `.task` returned at the guard):
    /// 5 states, 1 + 3 + 3 + 1 + 3 = 11 transitions (load; cancel, success,
    /// fail; load, success, fail; cancel; cancel, success, fail).
    /// n = 1, 2, 3: (V, idle), (I, idle), (V, paging), (I, paging): 12 states.
    /// For n = 1, 2: cancel and appearLastRow; load; cancel, appearLastRow
    /// (returns at the guard), success, fail; load, success, fail: 10 each.
    /// For n = 3 the two successes are refused by maxPages: 8.
    /// 17 states, 11 + 20 + 8 = 39 transitions; every property that applies
    /// holds (one page task at a time by the guard; errors are never shown).
    @Test func theLastRowsAppearingPages() throws {
        let (swift, twin) = try SwiftScreensFixtureTests.outcomes("PhotoStreamScreen", "PhotoStreamScreen", twin: Self.twin)
        #expect(swift.states == 17)
        #expect(swift.transitions == 39)
        #expect(swift == twin, "\(swift) vs \(twin)")
        #expect(!swift.verdicts.values.contains(.violated))
        let s = try SwiftScreensFixtureTests.screen("PhotoStreamScreen", "PhotoStreamScreen")
        #expect(s.model.handlers.contains { $0.event == "appearLastRow" && $0.role == .page })
    }

    /// The action may pass the row to a method that tests it first: the
    /// same design.
    @Test func aMethodGivenTheRowReadsTheSame() throws {
        let (screens, diagnostics) = try Self.variant(
            view: ("if photo.id == model.photos.last?.id {\n                        Task { await model.loadNextPage() }\n                    }",
                   "Task { await model.loadMore(after: photo) }"),
            model: ("    func loadNextPage() async {\n        guard !isLoadingPage else { return }",
                    "    func loadMore(after photo: Photo) async {\n        guard photo == photos.last else { return }\n        await loadNextPage()\n    }\n\n    func loadNextPage() async {\n        guard !isLoadingPage else { return }"))
        #expect(diagnostics.map(\.message) == [])
        let s = try #require(screens.first)
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let twin = try DesignOutcome.of(ModelSystem.compile(source: Self.twin, file: "twin.model"))
        #expect(outcome == twin, "\(outcome) vs \(twin)")
    }

    /// What a row's `.onAppear` may not do, each an error at its line.
    @Test(arguments: [
        ("if photo.id == model.photos.last?.id {\n                        Task { await model.loadNextPage() }\n                    }",
         "Task { await model.loadNextPage() }",
         "9:18: '.onAppear' on a list's row runs each time a row scrolls on screen; read only when it loads for the last row ('if photo == items.last { … }', 'photo.id == items.last?.id', or a method given 'photo' whose first statement is 'guard photo == items.last … else { return }'), or use a footer ProgressView().onAppear"),
        (".onAppear {", ".task {",
         "9:18: '.task' on a list's row runs as the row scrolls on screen and is cancelled as it scrolls off, which is not read; use '.onAppear { Task { … } }' with a last-row test, or a footer ProgressView().onAppear"),
    ])
    func rowActionsOtherThanALastRowTestAreErrors(old: String, new: String, message: String) throws {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated("PhotoStreamScreen", replacing: old, with: new)
        #expect(screens.isEmpty)
        #expect(diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [message])
    }

    /// A method given the row must test it first, and reads it only there.
    @Test func aMethodGivenTheRowMustTestItFirst() throws {
        let (screens, diagnostics) = try Self.variant(
            view: ("if photo.id == model.photos.last?.id {\n                        Task { await model.loadNextPage() }\n                    }",
                   "Task { await model.open(photo) }"),
            model: ("    func loadNextPage() async {", "    func open(_ photo: Photo) async {\n        print(photo)\n    }\n\n    func loadNextPage() async {"))
        #expect(screens.isEmpty)
        #expect(diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [
            "25:15: 'open' is given the row that appears ('photo'); its first statement must test that it is the last row ('guard photo == items.last else { return }' or 'photo.id == items.last?.id'), since every row's appearing calls it",
            "3:1: 'PhotoStreamScreen' is not checked: code it reads in another file is not understood (PhotoStreamModel.swift:25:15)",
        ])
    }

    @Test func inspectOutputIsGolden() throws {
        let (text, golden) = try SwiftScreensFixtureTests.inspected("PhotoStreamScreen", "PhotoStreamScreen")
        #expect(text == golden)
    }

    /// The fixture with one replacement in the view's file and one in the model's.
    static func variant(view: (String, String), model: (String, String)) throws -> (screens: [TranslatedScreen], diagnostics: [Diagnostic]) {
        let dir = SwiftScreensFixtureTests.fixtures.appendingPathComponent("PhotoStreamScreen").path
        var files: [SwiftSourceFile] = []
        for path in SwiftScreenLoader.swiftFiles(in: dir) {
            var text = try String(contentsOfFile: path, encoding: .utf8)
            text = text.replacingOccurrences(of: view.0, with: view.1).replacingOccurrences(of: model.0, with: model.1)
            files.append(SwiftParser.parse(text, file: path))
        }
        return ScreenTranslator(module: SwiftModule(files: files), configuration: try ScreenConfiguration.lookUp(from: dir)).translate()
    }
}
