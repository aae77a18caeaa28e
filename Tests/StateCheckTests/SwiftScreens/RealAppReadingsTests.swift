import Foundation
import StateCheckCommands
import StateCheckLanguage
import Testing
@testable import StateCheckSwift

/// Constructs met in public apps the first time StateCheck read them: a
/// function given to `.onAppear(perform:)`, a computed property handed to a
/// component, a completion handler that hops to the main queue, an api
/// answering an optional, a member of an error of another module, a client
/// declared by a `…ServiceProtocol`, a subscription to a `@Published`
/// property and a view model whose initializer starts work.
@Suite struct RealAppReadingsTests {
    static func translate(_ source: String, file: String = "Screen.swift") -> (screens: [TranslatedScreen], diagnostics: [String]) {
        SwiftScreensComponentTests.translate([file: source])
    }

    /// `source` translated in strict mode (`"strict": true`).
    static func strictTranslation(_ source: String) -> (screens: [TranslatedScreen], diagnostics: [String]) {
        var strict = ScreenConfiguration()
        strict.strict = true
        return SwiftScreensComponentTests.translate(["Screen.swift": source], configuration: strict)
    }

    static func modelText(_ source: String) -> String {
        translate(source).screens.first.map { ModelPrinter.print($0.model).text } ?? ""
    }

    /// `statecheck check` of a folder holding `source` as `file`.
    static func check(_ source: String, file: String) -> (status: ExitCode, stdout: String, stderr: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-real-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try? source.write(to: dir.appendingPathComponent(file), atomically: true, encoding: .utf8)
        return runCLI(["check", dir.path])
    }

    static func outcome(_ source: String) throws -> DesignOutcome {
        let (screens, diagnostics) = translate(source)
        #expect(diagnostics == [])
        let screen = try #require(screens.first)
        return try DesignOutcome.of(ModelSystem.compile(model: screen.model, file: screen.file))
    }

    static func feed(appearing: String) -> String {
        """
        import SwiftUI

        struct FeedView: View {
            @State private var isLoading = false

            var body: some View {
                VStack {
                    if isLoading { ProgressView() } else { Text("Feed") }
                }
                \(appearing)
            }

            private func start() { isLoading = true }
        }
        """
    }

    /// SwiftUI calls the function given to `.onAppear(perform:)` with no
    /// arguments: the same model as `.onAppear { start() }`.
    @Test func aFunctionGivenToOnAppearIsItsAction() {
        let named = Self.translate(Self.feed(appearing: ".onAppear(perform: start)"))
        #expect(named.diagnostics == [])
        #expect(Self.modelText(Self.feed(appearing: ".onAppear(perform: start)")) == Self.modelText(Self.feed(appearing: ".onAppear { start() }")))
        #expect(Self.modelText(Self.feed(appearing: ".onAppear(perform: start)")).contains("on load sync {\n    start()\n}"))
    }

    static let host = """
        import SwiftUI

        struct Pokemon: Identifiable { let id: Int; let name: String }

        struct Grid: View {
            let items: [Pokemon]
            var body: some View { ForEach(items) { Text($0.name) } }
        }

        struct PickerScreen: View {
            @State private var all: [Pokemon] = []
            @State private var query = ""
            var body: some View {
                VStack { Grid(items: visible) }
                    .searchable(text: $query)
            }
        }

        private extension PickerScreen {
            var visible: [Pokemon] { query.isEmpty ? all : all.filter { $0.name.contains(query) } }
        }
        """

    /// `Grid(items: visible)` of a computed property: the component's
    /// `items` is the property, read where the component reads it. The
    /// `private extension` holding it is no screen of its own (it shares the
    /// view's file and name, and was counted as a second, refused screen).
    @Test func aComputedPropertyGivenToAComponentIsReadThere() {
        let (screens, diagnostics) = Self.translate(Self.host)
        #expect(diagnostics == [])
        #expect(screens.map(\.name) == ["PickerScreen"])
        #expect(Self.modelText(Self.host).contains("content(visible())"))
    }

    static func catalog(optional: Bool) -> String {
        """
        import SwiftUI

        struct CatalogError: Error {}

        protocol CatalogServiceProtocol {
            func categories(completion: @escaping (Result<[String]\(optional ? "?" : ""), CatalogError>) -> Void)
        }

        final class CatalogModel: ObservableObject {
            private let service: CatalogServiceProtocol
            @Published var categories: [String] = []
            @Published var isLoading = false
            @Published var failed = false

            init(service: CatalogServiceProtocol) { self.service = service }

            func load() {
                isLoading = true
                service.categories { [weak self] result in
                    guard let self else { return }
                    DispatchQueue.main.async {
                        self.isLoading = false
                        switch result {
                        case .success(let names):
                            \(optional ? "if let names { self.categories = names }" : "self.categories = names")
                        case .failure:
                            self.failed = true
                        }
                    }
                }
            }
        }

        struct CatalogView: View {
            @StateObject var model: CatalogModel

            var body: some View {
                List(model.categories, id: \\.self) { Text($0) }
                    .overlay { if model.isLoading { ProgressView() } }
                    .alert("Failed", isPresented: $model.failed) { Button("OK") {} }
                    .onAppear { model.load() }
            }
        }
        """
    }

    static let catalogAsync = """
        import SwiftUI

        protocol CatalogServiceProtocol {
            func categories() async throws -> [String]
        }

        final class CatalogModel: ObservableObject {
            private let service: CatalogServiceProtocol
            @Published var categories: [String] = []
            @Published var isLoading = false
            @Published var failed = false

            init(service: CatalogServiceProtocol) { self.service = service }

            func load() {
                isLoading = true
                Task {
                    do {
                        let names = try await service.categories()
                        isLoading = false
                        categories = names
                    } catch {
                        isLoading = false
                        failed = true
                    }
                }
            }
        }

        struct CatalogView: View {
            @StateObject var model: CatalogModel

            var body: some View {
                List(model.categories, id: \\.self) { Text($0) }
                    .overlay { if model.isLoading { ProgressView() } }
                    .alert("Failed", isPresented: $model.failed) { Button("OK") {} }
                    .onAppear { model.load() }
            }
        }
        """

    /// A completion handler that, after `guard let self`, hands its work to
    /// `DispatchQueue.main.async` and sets `isLoading` before switching over
    /// the Result is the task awaiting the api then running that code: the
    /// same states, transitions and verdicts as the screen written with
    /// async/await.
    @Test func aCompletionHandlerHoppingToTheMainQueueIsTheAwaitedCall() throws {
        let handler = try Self.outcome(Self.catalog(optional: false))
        let awaited = try Self.outcome(Self.catalogAsync)
        #expect(handler == awaited, "\(handler) \(awaited)")
    }

    /// `Result<[String]?, E>` tested with `if let names`: the answer is a
    /// Value and whether it is nil an assumption. The reading has more
    /// states than the same screen whose api answers `[String]` (never nil),
    /// and what holds on it holds there.
    @Test func anOptionalAnswerIsAValueWhoseNilIsAssumed() throws {
        let text = Self.modelText(Self.catalog(optional: true))
        #expect(text.contains("if let names = someValue(names, assume_names_notNil) {"), "\(text)")
        #expect(text.contains("func someValue(_ v: Value, _ has: Bool) -> Value? {\n    return has ? v : nil\n}"))
        let optional = try Self.outcome(Self.catalog(optional: true))
        let never = try Self.outcome(Self.catalog(optional: false))
        #expect(optional.states > never.states, "\(optional) \(never)")
        for (name, verdict) in optional.verdicts where verdict == .holds && name != "allCasesReachable" {
            #expect(never.verdicts[name] == .holds || never.verdicts[name] == .notApplicable, "\(name)")
        }
    }

    /// `--strict` keeps the optional answer refused.
    @Test func strictRefusesTheOptionalAnswer() {
        var strict = ScreenConfiguration()
        strict.strict = true
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["Screen.swift": Self.catalog(optional: true)], configuration: strict)
        #expect(screens.isEmpty)
        #expect(!diagnostics.isEmpty)
    }

    static let errorText = """
        import SwiftUI

        struct ServiceError: Error { var errorDescription: String }

        protocol NotesService {
            func notes(completion: @escaping (Result<[String], ServiceError>) -> Void)
        }

        final class NotesModel: ObservableObject {
            private let service: NotesService
            @Published var showsError = false
            private(set) var message = ""

            init(service: NotesService) { self.service = service }

            func load() {
                service.notes { [weak self] result in
                    guard let self else { return }
                    switch result {
                    case .success: break
                    case .failure(let failure):
                        self.message = failure.errorDescription
                        self.showsError = true
                    }
                }
            }
        }

        struct NotesView: View {
            @StateObject var model: NotesModel

            var body: some View {
                Text("Notes")
                    .alert(model.message, isPresented: $model.showsError) { Button("OK") {} }
                    .onAppear { model.load() }
            }
        }
        """

    /// `failure.errorDescription` of an error the model has no members of:
    /// the first reading does not compile, so the member is read opaque and
    /// `message`, given it, holds any text.
    @Test func aMemberOfAnErrorIsOpaque() {
        let (screens, diagnostics) = Self.translate(Self.errorText)
        #expect(diagnostics == [])
        let rules = screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains("the assignment to message writes an input of the screen (its parent's or the system's state): not read"), "\(rules)")
        #expect(!Self.modelText(Self.errorText).contains("errorDescription"))
    }

    /// `private let service: CatalogServiceProtocol`, a protocol of another
    /// module: a client by its name, so its completion-handler call is an api.
    @Test func aServiceProtocolOfAnotherModuleIsAClient() {
        let source = Self.catalog(optional: false).replacingOccurrences(of: """
            protocol CatalogServiceProtocol {
                func categories(completion: @escaping (Result<[String], CatalogError>) -> Void)
            }
            """, with: "")
        let (screens, diagnostics) = Self.translate(source)
        #expect(diagnostics == [])
        #expect(screens.first.map { ModelPrinter.print($0.model).text }?.contains("api catalogServiceProtocolCategories() -> Value") == true)
    }

    static let search = """
        import SwiftUI
        import Combine

        final class SearchModel: ObservableObject {
            @Published var searchText = ""
            @Published var isSearching = false
            private var cancellables = Set<AnyCancellable>()

            init() { listen() }

            private func listen() {
                $searchText
                    .debounce(for: .milliseconds(750), scheduler: RunLoop.main)
                    .removeDuplicates()
                    .sink { [weak self] newValue in
                        self?.isSearching = newValue.count > 3
                    }
                    .store(in: &cancellables)
            }
        }

        struct SearchScreen: View {
            @StateObject private var model = SearchModel()

            var body: some View {
                VStack { if model.isSearching { ProgressView() } else { Text("Idle") } }
                    .searchable(text: $model.searchText)
            }
        }
        """

    /// `$searchText.debounce(…).removeDuplicates().sink { … }`: the
    /// subscription keeps its closure, which runs, perhaps at once and then
    /// whenever the publisher likes, as the event `sinkCallback`; the
    /// initializer that subscribes runs as the view is first shown.
    @Test func aSubscriptionToAPublishedPropertyIsAnEvent() throws {
        let (_, diagnostics) = Self.translate(Self.search)
        #expect(diagnostics == [])
        let text = Self.modelText(Self.search)
        #expect(text.contains("on load sync {\n    if !modelCreated {\n        modelCreated = true\n        listen()\n    }\n}"), "\(text)")
        #expect(text.contains("on sinkCallback sync when sinkCallbackKept {"), "\(text)")
        // The spinner shows with no task: a flag a subscription sets, which the checker reports.
        #expect(try Self.outcome(Self.search).verdicts["noOrphanSpinner"] == .violated)
    }

    static let initStarts = """
        import SwiftUI

        final class FeedModel: ObservableObject {
            @Published var isLoading = false
            private let api: FeedAPI

            init(api: FeedAPI) {
                self.api = api
                refresh()
            }

            func refresh() {
                isLoading = true
                Task {
                    _ = try? await api.feed()
                    isLoading = false
                }
            }
        }

        struct FeedScreen: View {
            @StateObject var model: FeedModel

            var body: some View {
                List { if model.isLoading { ProgressView() } }
                    .onAppear { model.refresh() }
            }
        }
        """

    /// The view model's initializer requests the feed, and so does the
    /// view's `.onAppear`: as the view first appears two requests are in
    /// flight, which the reading finds in one step. (The initializer was
    /// abstracted before, and a first appearance made one request.)
    @Test func aViewModelInitializerRunsAsTheViewIsFirstShown() {
        let run = Self.check(Self.initStarts, file: "FeedScreen.swift")
        #expect(run.stdout.contains("error: [singleFlight] FeedScreen: expected to hold, but it is violated (two calls of feed are in flight at once)\n   1. load              (invisible) → spinner\n"), "\(run.stdout)")
    }

    static func nestedModel(_ screen: String, _ property: String) -> [String: String] {
        [
            "\(screen).swift": """
                import SwiftUI

                struct \(screen): View {
                    @StateObject private var viewModel = ViewModel()

                    var body: some View {
                        List { if viewModel.\(property) { ProgressView() } }
                            .onAppear { viewModel.start() }
                    }
                }
                """,
            "\(screen)Model.swift": """
                import Foundation

                extension \(screen) {
                    final class ViewModel: ObservableObject {
                        @Published var \(property) = false

                        func start() { \(property) = true }
                    }
                }
                """,
        ]
    }

    /// Every screen declares its own `ViewModel` in an extension, in another
    /// file: `ViewModel()` in a screen's file is the one nested in that
    /// screen, as Swift resolves it.
    @Test func aViewModelNestedInTheScreenIsTheScreens() {
        let files = Self.nestedModel("PhotosView", "isLoadingPhotos").merging(Self.nestedModel("AlbumsView", "isLoadingAlbums")) { a, _ in a }
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(files)
        #expect(diagnostics == [])
        let texts = Dictionary(screens.map { ($0.name, ModelPrinter.print($0.model).text) }, uniquingKeysWith: { a, _ in a })
        #expect(texts["PhotosView"]?.contains("var isLoadingPhotos: Bool = false") == true)
        #expect(texts["AlbumsView"]?.contains("var isLoadingAlbums: Bool = false") == true)
    }

    static let messageScreen = """
        import SwiftUI

        struct ErrorView: View {
            let error: String?

            var body: some View {
                if error != nil { Text(error ?? "Unknown error") }
            }
        }

        final class PhotosModel: ObservableObject {
            @Published private(set) var error: String? = nil
            @Published var isLoading = false
            private let service = PhotoService()

            func load() {
                isLoading = true
                Task {
                    do {
                        _ = try await service.photos()
                        isLoading = false
                    } catch {
                        isLoading = false
                        self.error = error.getErrorMessage()
                    }
                }
            }
        }

        struct PhotosView: View {
            @StateObject private var model = PhotosModel()

            var body: some View {
                ZStack {
                    ErrorView(error: model.error)
                    if model.isLoading { ProgressView() }
                }
                .onAppear { model.load() }
            }
        }
        """

    /// `self.error = error.getErrorMessage()` in a `catch` (the local
    /// `error` shadowing the property): the text a caught error gives, so
    /// `error: String?` is the error itself and `ErrorView`, which shows
    /// itself when it is given one, is an error view while it is set.
    @Test func anErrorsMessageFromAMethodIsTheError() {
        let text = Self.modelText(Self.messageScreen)
        #expect(Self.translate(Self.messageScreen).diagnostics == [])
        #expect(text.contains("var error: Error? = nil"), "\(text)")
        #expect(text.contains("set_error(error)"), "\(text)")
        #expect(text.contains("if let error = error {\n        errorView(error)\n    }"), "\(text)")
    }

    static let pagedPhotos = """
        import SwiftUI

        final class PhotosModel: ObservableObject {
            @Published private(set) var photos: [Photo] = []
            @Published var isLoading = false
            private let service = PhotoService()

            func loadMore() {
                isLoading = true
                Task {
                    let page = try? await service.photos()
                    photos.append(contentsOf: page?.photos ?? [])
                    isLoading = false
                }
            }
        }

        struct PhotosView: View {
            @StateObject private var model = PhotosModel()

            var body: some View {
                List {
                    ForEach(model.photos) { photo in
                        Text(photo.title)
                            .onAppear {
                                if photo.id == model.photos.last?.id { model.loadMore() }
                            }
                    }
                    if model.isLoading { ProgressView() }
                }
            }
        }
        """

    /// Rows of data the screen does not decide (`photos` is given api data
    /// it does not read) with an `.onAppear`: any row may scroll into view,
    /// any number of times while the rows are shown, as the event
    /// `rowAppear`; whether it is the last is assumed.
    /// Nothing stops a second page while one loads (no `isLoading` guard):
    /// the last row appearing twice makes two requests, which the checker
    /// reports.
    @Test func anOnAppearOnRowsOfUndecidedDataIsAnEvent() throws {
        let (screens, diagnostics) = Self.translate(Self.pagedPhotos)
        #expect(diagnostics == [])
        let text = screens.first.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(text.contains("on rowAppear sync when rowAppearIsShown() {"), "\(text)")
        #expect(screens.first?.summary.abstractions.map(\.rule).contains(
            "'.onAppear' on rows of data the screen does not decide: the event rowAppear, a row scrolling into view, any number of times while the rows are shown; the row is opaque") == true)
        #expect(try Self.outcome(Self.pagedPhotos).verdicts["singleFlight"] == .violated)
    }

    /// `let result = await service.search(…)` then `switch(result)`, the
    /// subject in parentheses, is the switch on the awaited Result.
    @Test func aParenthesisedSwitchOnAnAwaitedResultIsTheAnswer() {
        let source = """
            import SwiftUI

            enum SearchError: Error { case offline }

            protocol SearchService {
                func search(text: String) async -> Result<[String], SearchError>
            }

            struct SearchView: View {
                @State private var isLoading = false
                @State private var failed = false
                let service: SearchService

                var body: some View {
                    VStack { if isLoading { ProgressView() } else if failed { Text("Failed") } }
                        .task { await search() }
                }

                private func search() async {
                    isLoading = true
                    let result = await service.search(text: "swift")
                    switch(result) {
                    case .success: isLoading = false
                    case .failure: isLoading = false; failed = true
                    }
                }
            }
            """
        let (screens, diagnostics) = Self.translate(source)
        #expect(diagnostics == [])
        let text = screens.first.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(text.contains("    do {\n        try await searchServiceSearch(text: \"swift\")\n        isLoading = false\n    } catch {"), "\(text)")
    }

    static let favourites = """
        import SwiftUI

        struct Movie: Hashable { let id: Int; let title: String }

        enum FavouritesStore {
            static func remove(movie: Movie, completion: @escaping (Error?) -> Void) {
                completion(nil)
            }
        }

        final class FavouritesModel: ObservableObject {
            @Published var movies: [Movie] = []
            @Published var isRemoving = false

            func reload() {
                movies = Catalog.shared.favourites()
            }
        }

        struct MovieList: View {
            var movies: [Movie]
            @ObservedObject var model: FavouritesModel

            var body: some View {
                VStack {
                    ForEach(movies, id: \\.self) { movie in Text(movie.title) }
                    if model.isRemoving { ProgressView() }
                    Button("Remove first") {
                        if let first = movies.first {
                            model.isRemoving = true
                            FavouritesStore.remove(movie: first) { error in
                                model.isRemoving = false
                            }
                        }
                    }
                }
            }
        }

        struct FavouritesView: View {
            @StateObject private var model = FavouritesModel()
            private let network = ImageNetwork()

            var body: some View {
                MovieList(movies: model.movies, model: model)
                    .onAppear { model.reload() }
                    .task { let _ = network.download(from: "cover") }
            }
        }
        """

    /// Three constructs of one screen: a closure given to a folder method
    /// that declares it `@escaping` is an escaping callback (at once,
    /// assumed, and later as an event); a component given a view-model
    /// property read opaque takes it as its input; `let _ = …` discards as
    /// `_ = …` does.
    @Test func anEscapingCompletionAComponentGivenOpaqueDataAndADiscardedLet() {
        let (screens, diagnostics) = Self.translate(Self.favourites)
        #expect(diagnostics == [])
        let screen = screens.first { $0.name == "FavouritesView" }
        let text = screen.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(text.contains("if assume_remove_calls_back_at_once {"), "\(text)")
        #expect(text.contains("on removeCallback sync when removeCallbackKept {\n    isRemoving = false\n}"), "\(text)")
        let rules = screen?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains("the argument 'movies:' of component MovieList is model.movies, a value the screen does not decide there: movies is read as an input of the screen (shown, or tested by an assumption)"), "\(rules)")
        #expect(rules.contains("network.download changes network, a value the screen does not decide: not read"), "\(rules)")
    }

    static let throwingTask = """
        import SwiftUI

        final class GamesModel: ObservableObject {
            @Published var isLoading = false

            func load() {
                Task {
                    isLoading = true
                    try await GamesAPI.shared.fetchGames()
                    isLoading = false
                }
            }
        }

        struct GamesView: View {
            @StateObject private var model = GamesModel()

            var body: some View {
                List { if model.isLoading { ProgressView() } }
                    .onAppear { model.load() }
            }
        }
        """

    /// `Task { isLoading = true; try await …; isLoading = false }`: Swift
    /// lets a Task's body throw, and the error ends the task unread. When the
    /// request fails the spinner stays with no task alive, which the checker
    /// reports in two steps.
    @Test func aTaskWhoseBodyThrowsEndsWithTheError() {
        let run = Self.check(Self.throwingTask, file: "GamesView.swift")
        #expect(run.stdout.contains("""
            error: [noOrphanSpinner] GamesView: expected to hold, but it is violated (the screen shows spinner but no task is alive: the spinner never goes away)
               1. load              (invisible) → spinner
               2. fail fetchGames   spinner → spinner
            """), "\(run.stdout)")
    }

    static let errorText2 = """
        import SwiftUI

        enum FeedError: Error {
            case offline
            case network(Error)

            var message: String {
                switch self {
                case .offline: return "You are offline"
                case .network(let error): return error.localizedDescription
                }
            }
        }

        enum FeedState {
            case loading
            case loaded
            case failed(FeedError)
        }

        struct FeedView: View {
            @State private var state = FeedState.loading

            var body: some View {
                VStack {
                    switch state {
                    case .loading: ProgressView()
                    case .loaded: Text("Feed")
                    case .failed(let error): Text(error.message)
                    }
                }
                .task {
                    do {
                        try await FeedAPI.shared.feed()
                        state = .loaded
                    } catch {
                        state = .failed(.network(error))
                    }
                }
            }
        }
        """

    /// `var message: String` of an error enum returning
    /// `error.localizedDescription` for a wrapped error: text the model has
    /// none of, so the property is opaque (`Text(error.message)` shows it).
    @Test func anErrorEnumsDescriptionIsOpaqueText() {
        let (screens, diagnostics) = Self.translate(Self.errorText2)
        #expect(diagnostics == [])
        #expect(screens.first?.summary.abstractions.map(\.rule).contains(
            "the property message of FeedError is text built from an error's description, of which the model has none: not kept; a read of it is opaque") == true)
    }

    /// ``initStarts`` whose refreshing initializer is a second, convenience
    /// one, refreshed by pulling rather than on appearing.
    static let twoInitializers = initStarts
        .replacingOccurrences(of: "        self.api = api\n        refresh()\n    }",
                              with: "        self.api = api\n    }\n\n    convenience init() {\n        self.init(api: LiveFeedAPI())\n        refresh()\n    }")
        .replacingOccurrences(of: ".onAppear { model.refresh() }", with: ".refreshable { model.refresh() }")

    /// A view model with two initializers, one that only stores and a
    /// convenience one that also refreshes: which one made the screen's view
    /// model is not the screen's to decide, so the refresh runs at the first
    /// appearance under an assumption.
    @Test func whichOfSeveralInitializersRanIsAssumed() {
        let (screens, diagnostics) = Self.translate(Self.twoInitializers)
        #expect(diagnostics == [])
        let text = screens.first.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(text.contains("""
            on load sync {
                if !modelCreated {
                    modelCreated = true
                    if assume_FeedModel_init_ran {
                        refresh()
                    }
                }
            }
            """), "\(text)")
    }

    static let received = """
        import SwiftUI

        struct ITunesResult {}

        enum Source<T> {
            case loading
            case success(T)
            case error(Error?)
        }

        final class SearchModel: ObservableObject {
            @Published var results: Source<ITunesResult>? = nil

            func load() {}
        }

        struct ResultsScreen: View {
            @StateObject private var model = SearchModel()
            @State private var isEmpty = true

            var body: some View {
                VStack { if isEmpty { Text("Nothing yet") } else { Text("Results") } }
                    .onReceive(model.$results.receive(on: RunLoop.main), perform: handle)
            }

            private func handle(_ source: Source<ITunesResult>?) {
                switch source {
                case .success:
                    isEmpty = false
                default:
                    break
                }
            }
        }
        """

    /// `.onReceive(…, perform: handle)` of `func handle(_ source:)`: the
    /// function is called with what the publisher delivers (opaque here, so
    /// which case it is is assumed), and `default: break` ends its case.
    @Test func aFunctionGivenToOnReceiveIsCalledWithTheValue() {
        let (screens, diagnostics) = Self.translate(Self.received)
        #expect(diagnostics == [])
        let text = screens.first.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(text.contains("on receive sync {\n    handle()\n}"), "\(text)")
        #expect(text.contains("if assume_case_success_source {\n        isEmpty = false\n    } else {\n    }"), "\(text)")
    }

    static let weakTask = """
        import SwiftUI

        final class MoneyModel: ObservableObject {
            @Published var isCounting = false
            private let catRepo: CatRepository

            init(catRepo: CatRepository) { self.catRepo = catRepo }

            func count() {
                isCounting = true
                Task { [weak self] in
                    let cats = await self?.catRepo.all() ?? []
                    print(cats)
                    self?.isCounting = false
                }
            }
        }

        struct MoneyView: View {
            @StateObject var model: MoneyModel

            var body: some View {
                VStack { if model.isCounting { ProgressView() } }
                    .onAppear { model.count() }
            }
        }
        """

    /// `await self?.catRepo.all() ?? []` in a `Task { [weak self] in … }`:
    /// the screen is alive while its code runs, so the client is called and
    /// its answer is there; `?? []` is never taken.
    @Test func aWeakSelfClientCallIsTheApi() {
        let (screens, diagnostics) = Self.translate(Self.weakTask)
        #expect(diagnostics == [])
        let text = screens.first.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(text.contains("    Task {\n        let cats = await all()\n        isCounting = false\n    }"), "\(text)")
    }
}
