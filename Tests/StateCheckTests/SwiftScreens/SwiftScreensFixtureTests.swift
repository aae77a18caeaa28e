import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// App-style SwiftUI screens (Golden/SwiftScreens) read as designs: each twin
/// of a `.model` gets its verdicts and exploration size; a screen the
/// translator does not understand gets diagnostics naming each construct.
@Suite struct SwiftScreensFixtureTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = package.appendingPathComponent("Tests/StateCheckTests/Golden/SwiftScreens")

    /// The screen `name` of the fixture `folder`, read with the folder's
    /// `statecheck.json` as a team keeps it beside the sources (the api
    /// facts of the twins: which answers are never empty).
    static func screen(_ folder: String, _ name: String) throws -> TranslatedScreen {
        let path = fixtures.appendingPathComponent(folder).path
        let loaded = SwiftScreenLoader.load(folder: path, configuration: try ScreenConfiguration.lookUp(from: path))
        #expect(loaded.diagnostics == [], "\(loaded.diagnostics.map(\.description))")
        return try #require(loaded.screens.first { $0.name == name })
    }

    /// The checked design of screen `name` of fixture `folder` and of its
    /// `.model` twin `source`.
    static func outcomes(_ folder: String, _ name: String, twin source: String) throws -> (swift: DesignOutcome, twin: DesignOutcome) {
        let s = try screen(folder, name)
        return (try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file)),
                try DesignOutcome.of(ModelSystem.compile(source: source, file: "twin.model")))
    }

    /// `twin` with what the Swift front end reads a `filter` (or
    /// `compactMap`) of api data as: each replacement's value, the data or
    /// nothing (`assume_page_filter_is_empty ? [] : page`), each assumption a
    /// Bool variable flipped by an event of its name.
    static func withFilterAssumptions(_ twin: String, replacing replacements: [(String, String)], assumptions: [String]) -> String {
        var text = twin
        for (old, new) in replacements { text = text.replacingOccurrences(of: old, with: new) }
        let variables = assumptions.map { "var \($0): Bool = false\n" }.joined()
        let events = assumptions.map { "on \($0) sync { \($0) = !\($0) }\n" }.joined()
        guard let firstFunction = text.range(of: "\nfunc "), let view = text.range(of: "\nview {") else { return text }
        text.replaceSubrange(view, with: "\n" + events + "\nview {")
        text.replaceSubrange(firstFunction, with: "\n" + variables + "\nfunc ")
        return text
    }

    /// What `inspect` prints for screen `name` of fixture `folder` (its
    /// files named relative to the fixtures), and the folder's
    /// `inspect.txt` golden.
    static func inspected(_ folder: String, _ name: String) throws -> (text: String, golden: String) {
        let s = try screen(folder, name)
        let text = ScreenInspection.render(s, file: s.file.replacingOccurrences(of: fixtures.path + "/", with: "")) + "\n"
        let url = fixtures.appendingPathComponent("\(folder)/inspect.txt")
        // `STATECHECK_RECORD_GOLDEN=1 swift test` rewrites it, as for every golden file.
        if ProcessInfo.processInfo.environment["STATECHECK_RECORD_GOLDEN"] == "1" { try text.write(to: url, atomically: true, encoding: .utf8) }
        let golden = try String(contentsOf: url, encoding: .utf8)
        return (text, golden)
    }

    /// Each twin is the `.model`'s design written as an app screen, so its
    /// verdicts, states and transitions are the `.model`'s:
    /// - AccountScreen (case0-before): three `@State` flags in the view, the
    ///   busy flag cleared by `defer` at the end of the fetch (where the
    ///   `.model` writes `isLoading = false` last), `self.error = error` in the
    ///   `catch`, and the error view's retry closure `Task { await loadAccount() }`.
    ///   Its `else if error != nil` is the `.model`'s `else if let error`, and
    ///   the retry is enabled while the error view is shown, which is the
    ///   `.model`'s `when error != nil` (an error is only kept while not
    ///   loading and without data).
    /// - WeatherScreen (case1-before): an `ObservableObject` view model with
    ///   `@Published private(set) var state` of a non-generic enum and an
    ///   injected `WeatherClient` protocol.
    /// - TransactionsScreen (case2-before): an `@Observable` view model with a
    ///   generic `Loadable<Value>` whose `startLoading()` is the if/else; the
    ///   `.model`'s own step property `reLoadingNeverBecomesInitialLoading` is
    ///   no standard property, so it is not compared.
    /// - ArtistScreen (case2-after): `@State` of a generic `LoadState<T>` with
    ///   other case names (`refreshing`, `retrying`), an `API` the folder does
    ///   not declare, and a row view of the module (`ArtistHeader`) beside a
    ///   view helper, both the content.
    /// - ProductScreen (caseEX-placeholder): an `@Observable` view model held
    ///   by `@Bindable`, with redacted placeholder rows
    ///   (`model.state.product ?? .placeholder`).
    /// - RecipeScreen (case0-after): a generic loading component around the
    ///   screen's `DataState` (its counts are derived in
    ///   SwiftScreensComponentTests).
    static let twins: [(folder: String, name: String, model: String)] = [
        ("ProfileScreen", "ProfileScreen", "case1-after"), ("FeedScreen", "FeedScreen", "case3-paging"),
        ("ProfileObjectScreen", "ProfileObjectScreen", "case1-after"),
        ("ProfileObservableScreen", "ProfileObservableScreen", "case1-after"),
        ("FeedModelScreen", "FeedModelScreen", "case3-paging"),
        ("AccountScreen", "AccountScreen", "case0-before"), ("WeatherScreen", "WeatherScreen", "case1-before"),
        ("TransactionsScreen", "TransactionsScreen", "case2-before"), ("ArtistScreen", "ArtistScreen", "case2-after"),
        ("ProductScreen", "ProductScreen", "caseEX-placeholder"), ("RecipeScreen", "RecipeScreen", "case0-after"),
    ]

    @Test(arguments: twins)
    func twinMatchesItsModel(folder: String, name: String, model: String) throws {
        let s = try Self.screen(folder, name)
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.ofModel(Self.package.appendingPathComponent("Models/\(model).model").path)
        #expect(swift == reference)
    }

    /// A view model no view of the folder holds is a screen that shows nothing,
    /// with one `Task` event per non-private async method (`sync`; the private
    /// `reset` is none). Derived by hand: a state is visibility (the runtime's
    /// `load`/`cancel`) × `lastSyncFailed` × {idle, one `sync` task awaiting
    /// `syncInbox`} (the `isSyncing` guard keeps a second `sync` from starting
    /// a request), so 2 × 2 × 2 = 8 states. Transitions per `lastSyncFailed`
    /// value: idle and visible `cancel`, `sync` (2); idle and invisible `load`
    /// (1); syncing and visible `cancel`, `sync` (its task returns at the
    /// guard: a self-loop), `success`, `fail` (4); syncing and invisible
    /// `load`, `success`, `fail` (3, the unstructured task outlives the
    /// disappearance): 10, so 20 in all. Nothing is ever shown, so every
    /// property about what the screen shows is notApplicable; only
    /// `singleFlight` (one request at a time) and `noLeakedTask` (the task
    /// ends) apply, and both hold.
    @Test func aViewModelWithoutAViewIsAScreenThatShowsNothing() throws {
        let s = try Self.screen("InboxModel", "InboxModel")
        #expect(s.model.handlers.map(\.event) == ["sync"])
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(outcome.states == 8)
        #expect(outcome.transitions == 20)
        var expected: [String: Verdict] = [:]
        for p in StandardProperty.allCases { expected[p.rawValue] = .notApplicable }
        expected["singleFlight"] = .holds
        expected["noLeakedTask"] = .holds
        #expect(outcome.verdicts == expected)
    }

    /// The fixture's files read from memory, with `holder` written in place of the view's property.
    static func translated(_ folder: String, replacing old: String, with holder: String, strict: Bool = false) throws -> (screens: [TranslatedScreen], diagnostics: [Diagnostic]) {
        let dir = fixtures.appendingPathComponent(folder).path
        var files: [SwiftSourceFile] = []
        for path in SwiftScreenLoader.swiftFiles(in: dir) {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            files.append(SwiftParser.parse(text.replacingOccurrences(of: old, with: holder), file: path))
        }
        var configuration = try ScreenConfiguration.lookUp(from: dir)
        configuration.strict = configuration.strict || strict
        return ScreenTranslator(module: SwiftModule(files: files), configuration: configuration).translate()
    }

    /// Every way a view holds its view model reads the same design.
    @Test(arguments: [("ProfileObjectScreen", "@StateObject private var model = ProfileModel()", "@ObservedObject var model: ProfileModel"),
                      ("ProfileObservableScreen", "@State private var model = ProfileModel()", "@Bindable var model: ProfileModel"),
                      ("ProfileObservableScreen", "@State private var model = ProfileModel()", "let model: ProfileModel")])
    func everyViewModelHolderReadsTheSameDesign(folder: String, old: String, holder: String) throws {
        let (screens, diagnostics) = try Self.translated(folder, replacing: old, with: holder)
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first { $0.name == folder })
        #expect(screens.count == 1)
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.ofModel(Self.package.appendingPathComponent("Models/case1-after.model").path)
        #expect(swift == reference)
    }

    /// A view-less view model's method with a `Bool` parameter is one event
    /// per value. Derived by hand as above: `sync(true)` and `sync(false)` do
    /// what `sync` did (`force` is not read), but a task awaiting
    /// `syncInbox` keeps its argument (a task's locals are part of the
    /// state), so there are two syncing situations: visibility ×
    /// `lastSyncFailed` × {idle, syncing with `force` true, with `force`
    /// false} = 2 × 2 × 3 = 12 states. Transitions per `lastSyncFailed`
    /// value: idle and visible `cancel`, `sync(true)`, `sync(false)` (3);
    /// idle and invisible `load` (1); each syncing and visible `cancel`, the
    /// two `sync` self-loops, `success`, `fail` (5, twice); each syncing and
    /// invisible `load`, `success`, `fail` (3, twice): 20, so 40 in all.
    @Test func aViewlessMethodWithABoolParameterIsAnEventPerValue() throws {
        let (screens, diagnostics) = try Self.translated("InboxModel", replacing: "func sync() async {", with: "func sync(force: Bool) async {")
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first)
        #expect(s.model.handlers.map(\.event) == ["sync(true)", "sync(false)"])
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(outcome.states == 12)
        #expect(outcome.transitions == 40)
    }

    /// What a view model declared in another file does not understand is
    /// diagnosed in that file, and the screen gets no verdict (read
    /// strictly: by default a property no view or event mentions is not read).
    @Test func aViewModelsDiagnosticCitesItsOwnFile() throws {
        let (screens, diagnostics) = try Self.translated("FeedModelScreen", replacing: "    private let client: FeedClient\n",
                                                         with: "    var isEmpty: Bool { feed.items == nil }\n    private let client: FeedClient\n", strict: true)
        #expect(screens.isEmpty)
        #expect(diagnostics.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line):\($0.column): \($0.message)" } == [
            "FeedModel.swift:101:5: the computed property 'isEmpty' of view model 'FeedModel' is not understood; write it as a method",
            "FeedModelScreen.swift:3:1: 'FeedModelScreen' is not checked: code it reads in another file is not understood (FeedModel.swift:101:5)",
        ])
    }

    @Test func unsupportedConstructsAreDiagnosed() throws {
        let folder = Self.fixtures.appendingPathComponent("Unsupported")
        let loaded = SwiftScreenLoader.load(folder: folder.path, configuration: ScreenConfiguration())
        #expect(loaded.screens.isEmpty)
        let text = loaded.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }.joined(separator: "\n") + "\n"
        let golden = try String(contentsOf: folder.appendingPathComponent("diagnostics.txt"), encoding: .utf8)
        #expect(text == golden)
    }

    /// A skeleton screen: `let article = state.article ?? .placeholder` in a
    /// switch case, shown with `.redacted(reason: state.article == nil ? .placeholder : [])`,
    /// reads as `if let article = state.article { content(article) } else { mark("placeholder") }`.
    ///
    /// Counts derived by hand. A state is (visible, `state`, the `.task` task:
    /// none, live or cancelled, each awaiting `fetchArticle`); the guard
    /// `!state.isLoading` keeps a second request from starting.
    /// A (invisible, idle) --load--> B (visible, loading, live).
    /// B --cancel--> C (invisible, loading, cancelled); B --success--> D
    /// (visible, loaded); B --fail--> E (visible, failed(URLError)).
    /// C --load--> F (visible, loading, cancelled: the new task returns at the
    /// guard); C --success--> G (invisible, loaded); C --fail--> H (invisible,
    /// failed(CancellationError)). F --cancel--> C; F --success--> D;
    /// F --fail--> I (visible, failed(CancellationError)).
    /// D --cancel--> G; E --cancel--> J (invisible, failed(URLError));
    /// I --cancel--> H; G, H and J --load--> B (`state = .loading` drops the
    /// old value). 10 states; 1 + 3 + 3 + 3 + 1 + 1 + 1 + 1 + 1 + 1 = 16 transitions.
    ///
    /// Verdicts: no spinner and no refresh, so the spinner and reloading
    /// properties do not apply; content is never replaced while visible
    /// (noStaleOverwrite does not apply); the placeholder is not content, so
    /// the failing first load (B --fail--> E) does not count for
    /// contentKeptOnFailedRefresh. One request at a time (singleFlight), D
    /// shows content and E the error and never together, every case and
    /// branch is reached (the placeholder in B, content in D). Leaving and
    /// coming back while loading lets the cancelled request's failure show
    /// (A, B, C, F, I): silentCancellation is violated in 4 events.
    @Test func aRedactedPlaceholderWithALetReadsAsIfLet() throws {
        let s = try Self.screen("RedactedArticleScreen", "ArticleScreen")
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(outcome.states == 10)
        #expect(outcome.transitions == 16)
        let expected: [String: Verdict] = [
            "contentKeptWhileReloading": .notApplicable, "errorKeptWhileRetrying": .notApplicable,
            "noDoubleSpinner": .notApplicable, "pagesKeptOnPagingFailure": .notApplicable,
            "contentKeptOnFailedRefresh": .notApplicable, "singleFlight": .holds, "noOrphanSpinner": .notApplicable,
            "silentCancellation": .violated, "noStaleOverwrite": .notApplicable, "noLeakedTask": .holds,
            "recoverable": .holds, "exclusiveContentAndError": .holds, "allCasesReachable": .holds,
        ]
        #expect(outcome.verdicts.filter { expected[$0.key] != nil } == expected)
    }

    /// A plain `let` in a view builder is a local of the view block.
    @Test func aPlainLetInAViewIsALocalOfTheView() throws {
        let (screens, diagnostics) = try Self.translated(
            "RedactedArticleScreen", replacing: "let article = state.article ?? .placeholder\n                rows(for: article)\n                    .redacted(reason: state.article == nil ? .placeholder : [])",
            with: "let shown = state.article\n                if let shown { rows(for: shown) } else { ProgressView() }")
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first)
        guard case .switchStatement(_, let cases)? = s.model.view?.first?.kind, case .local(true, "shown", nil, _)? = cases.first?.body.first?.kind else {
            Issue.record("the case does not start with the local: \(s.model.view)")
            return
        }
        _ = try ModelSystem.compile(model: s.model, file: s.file)
    }

    /// An error view in a case whose patterns do not all hold an error
    /// (`case .failed, .idle:`) shows the error the state holds: the enum gets
    /// `heldError` (the `failed` payload, nil for the other cases), so
    /// `.idle` shows a bare `errorView` and a cancelled load still shows its
    /// `CancellationError` (silentCancellation stays violated, as with `case .failed(let error):`).
    @Test func anErrorViewWithoutABindingShowsTheErrorTheStateHolds() throws {
        let chunk = "case .idle, .loading, .loaded:\n                let article = state.article ?? .placeholder\n                rows(for: article)\n                    .redacted(reason: state.article == nil ? .placeholder : [])\n            case .failed:\n"
        let edited = try Self.translated("RedactedArticleScreen", replacing: chunk, with: chunk.replacingOccurrences(of: "case .idle, .loading", with: "case .loading")
            .replacingOccurrences(of: "case .failed:", with: "case .failed, .idle:"))
        #expect(edited.diagnostics == [], "\(edited.diagnostics.map(\.description))")
        let s = try #require(edited.screens.first)
        let text = ScreenInspection.render(s, file: "ArticleScreen.swift")
        #expect(text.contains("errorView(state.heldError)  (line 39)"))
        #expect(text.contains("line 39: ArticleErrorView binds no error: it shows the error the state holds, errorView(state.heldError)"))
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(outcome.verdicts["silentCancellation"] == .violated)
    }

    /// An error view in an `if` that tests the state (`if case .failed = state`)
    /// shows the error that state holds, `state.heldError`.
    @Test func anErrorViewInAnIfOnTheStateShowsItsError() throws {
        let old = "            case .failed:\n                ArticleErrorView()\n            }\n"
        let new = "            case .failed:\n                EmptyView()\n            }\n            if case .failed = state {\n                ArticleErrorView()\n            }\n"
        let edited = try Self.translated("RedactedArticleScreen", replacing: old, with: new)
        #expect(edited.diagnostics == [], "\(edited.diagnostics.map(\.description))")
        let s = try #require(edited.screens.first)
        #expect(ScreenInspection.render(s, file: "ArticleScreen.swift").contains("    if case .failed = state:  (line 41)\n      errorView(state.heldError)  (line 42)\n"))
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(outcome.verdicts["silentCancellation"] == .violated)
    }

    /// An error view outside any branch on the state is shown in every
    /// state, beside the rows. It binds no error: it shows the error the code
    /// last stopped, as it was at the last write to a variable (no branch
    /// tests one). The screen shows the rows and the error view together.
    @Test func anErrorViewOutsideTheStateShowsTheLastErrorCaught() throws {
        let edited = try Self.translated("RedactedArticleScreen", replacing: "            }\n        }\n        .navigationTitle",
                                         with: "            }\n            ArticleErrorView()\n        }\n        .navigationTitle")
        #expect(edited.diagnostics == [], "\(edited.diagnostics.map(\.description))")
        let s = try #require(edited.screens.first)
        #expect(ScreenInspection.render(s, file: "ArticleScreen.swift").contains("\n    errorView(caughtErrorShown)  (line 41)\n"), "\(ScreenInspection.render(s, file: "ArticleScreen.swift"))")
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(outcome.verdicts["exclusiveContentAndError"] == .violated)
    }

    /// Redactions and stub data the translator does not read are diagnosed at the modifier or the local.
    @Test(arguments: [
        (".redacted(reason: state.article == nil ? .placeholder : [])", ".redacted(reason: .placeholder)",
         "37:22: 'article' is state.article when it is non-nil, else Article.placeholder; redact it exactly when the stub is shown: .redacted(reason: state.article == nil ? .placeholder : [])"),
        (".redacted(reason: state.article == nil ? .placeholder : [])", ".redacted(reason: [])",
         "37:22: 'rows' shows 'article', which is Article.placeholder when state.article is nil, without .redacted(reason: state.article == nil ? .placeholder : []); stub data would be shown as the screen's data"),
        (".redacted(reason: state.article == nil ? .placeholder : [])", ".redacted(reason: state.isLoading ? .placeholder : [])",
         "37:22: this .redacted reason is not understood; the forms read are .redacted(reason: .placeholder) and .redacted(reason: x == nil ? .placeholder : [])"),
        ("let article = state.article ?? .placeholder", "let article = Article.placeholder",
         "35:17: the local 'article' holds only stub data (Article.placeholder); show Article.placeholder directly with .redacted(reason: .placeholder), or write 'article = data ?? Article.placeholder'"),
        ("rows(for: article)\n                    .redacted(reason: state.article == nil ? .placeholder : [])", "rows(for: .placeholder)",
         "36:17: 'rows' shows stub data (Article.placeholder) without .redacted(reason: .placeholder); a placeholder is read as stub data under .redacted(reason: .placeholder)"),
        ("                rows(for: article)\n", "                if article.title.isEmpty { EmptyView() }\n                rows(for: article)\n",
         "36:20: 'article' is state.article, or Article.placeholder when that is nil; it is read only as the data of a view redacted while state.article is nil; read state.article here instead"),
    ])
    func unreadPlaceholdersAreDiagnosed(old: String, new: String, message: String) throws {
        let (screens, diagnostics) = try Self.translated("RedactedArticleScreen", replacing: old, with: new)
        #expect(screens.isEmpty)
        #expect(diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [message])
    }

    @Test(arguments: [("ProfileScreen", "ProfileScreen"), ("FeedScreen", "FeedScreen"),
                      ("ProfileObjectScreen", "ProfileObjectScreen"), ("RedactedArticleScreen", "ArticleScreen"),
                      ("AccountScreen", "AccountScreen"), ("WeatherScreen", "WeatherScreen"),
                      ("TransactionsScreen", "TransactionsScreen"), ("ArtistScreen", "ArtistScreen"),
                      ("ProductScreen", "ProductScreen")])
    func inspectOutputIsGolden(folder: String, screen: String) throws {
        let (text, golden) = try SwiftScreensFixtureTests.inspected(folder, screen)
        #expect(text == golden)
    }
}
