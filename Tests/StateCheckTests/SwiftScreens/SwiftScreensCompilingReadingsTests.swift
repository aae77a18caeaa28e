import StateCheckLanguage
import StateCheckSwift
import Testing

/// Readings whose model did not compile before, each found on a real app's
/// view model: the screen was refused with "its reading does not compile".
/// Each test pins the model text the construct is now read as, and that the
/// model compiles.
@Suite struct SwiftScreensCompilingReadingsTests {
    /// The model text of the one screen `files` declare, after checking that it compiles.
    static func modelText(_ files: [String: String], screen: String) throws -> String {
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(files)
        let s = try #require(screens.first { $0.name == screen }, "\(diagnostics)")
        _ = try ModelSystem.compile(model: s.model, file: s.file)
        return ModelPrinter.print(s.model).text
    }

    /// Two enums each with `static func error(_:)`: `pageState = .error(e)`
    /// builds the assigned property's enum, not the first declared.
    @Test func aStaticFactoryIsTheAssignedPropertysEnums() throws {
        let source = """
        import SwiftUI
        enum DataState: Hashable {
            case data([Movie])
            case loading
            case nsError(NSError)
        }
        extension DataState {
            static func error(_ error: Error) -> DataState { .nsError(error as NSError) }
        }
        enum PageState: Hashable {
            case idle
            case nsError(NSError)
        }
        extension PageState {
            static func error(_ error: Error) -> PageState { .nsError(error as NSError) }
        }
        struct Movie: Hashable, Decodable { let id: Int }
        protocol MovieService { func movies() async throws -> [Movie] }
        struct MoviesView: View {
            let service: MovieService
            @State private var state: DataState = .loading
            @State private var pageState: PageState = .idle
            var body: some View {
                Text("Movies")
                    .task { await load(isInitial: true) }
            }
            private func load(isInitial: Bool) async {
                do {
                    state = .data(try await service.movies())
                } catch {
                    if isInitial { state = .error(error) } else { pageState = .error(error) }
                }
            }
        }
        """
        let text = try Self.modelText(["MoviesView.swift": source], screen: "MoviesView")
        #expect(text.contains("state = dataStateError(error)"), "\(text)")
        #expect(text.contains("pageState = pageStateError(error)"), "\(text)")
    }

    /// `var id: String { rawValue }` of a `String` enum: `rawValue` is each
    /// case's raw value, its literal or else its name, as Swift gives it.
    @Test func theRawValueOfAStringEnumIsEachCasesLiteral() throws {
        let source = """
        import SwiftUI
        enum Tab: String, CaseIterable, Identifiable {
            case timeline = "Timeline"
            case analytics
            var id: String { self.rawValue }
        }
        struct DashboardView: View {
            @State private var tab: Tab = .timeline
            @State private var isLoading = false
            var body: some View {
                Text(tab.id)
                    .task { isLoading = tab.rawValue == "Timeline" }
            }
        }
        """
        let text = try Self.modelText(["DashboardView.swift": source], screen: "DashboardView")
        #expect(text.contains("""
            var rawValue: String {
                switch self {
                case .timeline:
                    return "Timeline"
                case .analytics:
                    return "analytics"
                }
            }
        """), "\(text)")
    }

    /// `.sink { [weak self] events in self?.events = events }`: the closure's
    /// parameter shadows the property, and `self?.events` is the property.
    @Test func aWeakSelfMemberShadowedByALocalIsTheProperty() throws {
        let source = """
        import SwiftUI
        import Combine
        struct Event: Identifiable, Decodable { let id: Int }
        enum EventsAPI {
            static func events() -> AnyPublisher<[Event], Never> { Just([]).eraseToAnyPublisher() }
        }
        final class EventsViewModel: ObservableObject {
            @Published var events: [Event] = []
            @Published var isLoading = false
            private var cancellables = Set<AnyCancellable>()
            func fetch() {
                isLoading = true
                EventsAPI.events()
                    .receive(on: RunLoop.main)
                    .sink { [weak self] events in
                        self?.events = events
                        self?.isLoading = false
                    }
                    .store(in: &cancellables)
            }
        }
        struct EventsView: View {
            @StateObject var model: EventsViewModel
            var body: some View {
                Group {
                    if model.isLoading { ProgressView() } else { List(model.events) { e in Text("\\(e.id)") } }
                }
                .onAppear { model.fetch() }
            }
        }
        """
        let text = try Self.modelText(["EventsView.swift": source], screen: "EventsView")
        #expect(text.contains("set_model_events(events)") || text.contains("set_events(events)"), "\(text)")
    }

    /// A `do` whose bare `catch` handles every error, read by its effects,
    /// cannot throw: the call it awaits fails into the catch (`try?`).
    @Test func anUnreadDoWithABareCatchDoesNotThrow() throws {
        let source = """
        import SwiftUI
        struct Report: Decodable, Identifiable { let id: Int }
        struct APIError: Error { let code: Int }
        protocol ReportingService { func reports(userID: Int) async throws -> [Report] }
        @MainActor final class ReportsViewModel: ObservableObject {
            @Published var reports: [Report] = []
            @Published var isLoading = false
            @Published var errorMessage: String?
            private let service: ReportingService
            private let log: ErrorLog
            init(service: ReportingService, log: ErrorLog) { self.service = service; self.log = log }
            func load(userID: Int) async {
                isLoading = true
                do {
                    reports = try await service.reports(userID: userID)
                } catch let error as APIError {
                    errorMessage = log.describe(error)
                } catch {
                    errorMessage = log.describe(error)
                }
                isLoading = false
            }
        }
        struct ReportsView: View {
            @StateObject var model: ReportsViewModel
            let userID: Int
            var body: some View {
                List(model.reports) { r in Text("\\(r.id)") }
                    .overlay { if model.isLoading { ProgressView() } }
                    .task { await model.load(userID: userID) }
            }
        }
        """
        let text = try Self.modelText(["ReportsView.swift": source], screen: "ReportsView")
        #expect(text.contains("    isLoading = true\n    try? await "), "\(text)")
    }

    /// `guard !message.isEmpty` of a `String` parameter is `message == ""`.
    @Test func isEmptyOfAStringParameterComparesWithTheEmptyString() throws {
        let source = """
        import SwiftUI
        protocol FeedbackService { func send(_ message: String) async throws }
        struct FeedbackView: View {
            let service: FeedbackService
            @State private var text = ""
            @State private var isSending = false
            var body: some View {
                Button("Send") { Task { await submit(message: text) } }
                    .disabled(isSending)
            }
            private func submit(message: String) async {
                guard !message.isEmpty else { return }
                isSending = true
                try? await service.send(message)
                isSending = false
            }
        }
        """
        let text = try Self.modelText(["FeedbackView.swift": source], screen: "FeedbackView")
        #expect(text.contains("guard !(message == \"\") else"), "\(text)")
    }

    /// `let result: DataResult<Stats> = await service.read()` answered through
    /// `case .success(let stats, let source)`: `source` is a value of another
    /// module, so `if source == .cache` is an assumption; `if case .success
    /// (let fresh, _) = again` is the second call answering or failing.
    @Test func aResultShapedAnswerBindsItsOtherPayloadsOpaque() throws {
        let source = """
        import SwiftUI
        struct Stats: Decodable { let count: Int }
        enum DataSource { case cache, api }
        enum DataResult<T> {
            case success(T, source: DataSource)
            case failure(Error)
        }
        protocol StatsService { func read() async -> DataResult<Stats> }
        @MainActor final class StatsViewModel: ObservableObject {
            @Published var stats: Stats?
            @Published var isLoading = false
            @Published var failed = false
            private let service: StatsService
            init(service: StatsService) { self.service = service }
            func load() async {
                isLoading = true
                let result: DataResult<Stats> = await service.read()
                switch result {
                case .success(let stats, let source):
                    self.stats = stats
                    if source == .cache {
                        let again = await service.read()
                        if case .success(let fresh, _) = again {
                            self.stats = fresh
                        }
                    }
                case .failure:
                    failed = true
                }
                isLoading = false
            }
        }
        struct StatsView: View {
            @StateObject var model: StatsViewModel
            var body: some View {
                VStack {
                    if model.isLoading { ProgressView() }
                    if let stats = model.stats { Text("\\(stats.count)") }
                    if model.failed { Text("Failed") }
                }
                .task { await model.load() }
            }
        }
        """
        let text = try Self.modelText(["StatsView.swift": source], screen: "StatsView")
        #expect(text.contains("let stats = try await read()"), "\(text)")
        #expect(text.contains("if assume_source_cache {"), "\(text)")
        #expect(text.contains("let fresh = try await read()"), "\(text)")
    }

    /// `let status: Status` given its value in each case of a switch
    /// (deferred initialization) is a variable the switch assigns.
    @Test func aLetGivenItsValueLaterIsAssignedOnEachPath() throws {
        let source = """
        import SwiftUI
        enum Relation { case friend, stranger }
        enum Status { case friends, none }
        struct ProfileView: View {
            @State private var relation: Relation = .stranger
            @State private var status: Status = .none
            var body: some View {
                Button("Update") { update() }
            }
            private func update() {
                let next: Status
                switch relation {
                case .friend: next = .friends
                case .stranger: next = .none
                }
                status = next
            }
        }
        """
        let text = try Self.modelText(["ProfileView.swift": source], screen: "ProfileView")
        #expect(text.contains("var next: Status\n"), "\(text)")
    }
}
