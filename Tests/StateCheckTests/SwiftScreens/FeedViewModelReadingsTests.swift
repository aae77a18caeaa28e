import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// Three readings whose model text did not compile, so that every screen
/// reading the view model was refused (Spawn-App-iOS-SwiftUI `FeedView`,
/// `ActivityListView`, `MapView`, all through `FeedViewModel`):
/// `guard self != nil else { return }` in a `[weak self]` closure was kept
/// as a test of `self`; `let _ = await (activities, activityTypes)` of two
/// `async let`s of no value was kept as a tuple of nothing; and a call of
/// another view model's method leaving out an argument with a default
/// (`fetchActivityTypes()` of `fetchActivityTypes(forceRefresh: Bool =
/// false)`), read as an api, did not pass the default Swift passes.
@Suite struct FeedViewModelReadingsTests {
    static let feed = """
        import SwiftUI

        struct Activity: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        protocol ActivityService {
            func activities() async throws -> [Activity]
            func activityTypes() async throws -> [String]
        }

        @MainActor
        final class ActivityTypeViewModel: ObservableObject {
            @Published var types: [String] = []
            private let service: ActivityService

            init(service: ActivityService) {
                self.service = service
            }

            func fetchActivityTypes(forceRefresh: Bool = false) async {
                if !forceRefresh && !types.isEmpty { return }
                types = (try? await service.activityTypes()) ?? []
            }
        }

        @MainActor
        final class FeedViewModel: ObservableObject {
            @Published var activities: [Activity] = []
            @Published var isLoading = false
            let activityTypeViewModel: ActivityTypeViewModel
            private let service: ActivityService
            private var cleanupTimer: Timer?

            init(service: ActivityService, activityTypeViewModel: ActivityTypeViewModel) {
                self.service = service
                self.activityTypeViewModel = activityTypeViewModel
            }

            func startCleanup() {
                cleanupTimer = Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { [weak self] _ in
                    guard self != nil else { return }
                    Task { @MainActor [weak self] in
                        guard let self = self else { return }
                        if self.activities.count > 50 {
                            self.activities = []
                        }
                    }
                }
            }

            func fetchActivities() async {
                isLoading = true
                defer { isLoading = false }
                activities = (try? await service.activities()) ?? []
            }

            func refresh(force: Bool) async {
                if force {
                    async let activities: () = fetchActivities()
                    async let activityTypes: () = activityTypeViewModel.fetchActivityTypes(forceRefresh: true)
                    let _ = await (activities, activityTypes)
                } else {
                    async let activities: () = fetchActivities()
                    async let activityTypes: () = activityTypeViewModel.fetchActivityTypes()
                    let _ = await (activities, activityTypes)
                }
            }
        }

        struct FeedView: View {
            @StateObject var viewModel: FeedViewModel

            var body: some View {
                List(viewModel.activities) { activity in
                    Text(activity.title)
                }
                .overlay {
                    if viewModel.isLoading {
                        ProgressView()
                    }
                }
                .task { await viewModel.refresh(force: false) }
                .refreshable { await viewModel.refresh(force: true) }
                .onAppear { viewModel.startCleanup() }
            }
        }
        """

    static func outcome(_ source: String) throws -> DesignOutcome {
        let (screens, diagnostics) = RealAppReadingsTests.translate(source)
        #expect(!diagnostics.contains { $0.contains("FeedViewModel") || $0.contains("FeedView") }, "\(diagnostics)")
        let screen = try #require(screens.first { $0.name == "FeedView" })
        return try DesignOutcome.of(ModelSystem.compile(model: screen.model, file: screen.file))
    }

    /// The screen reads as the one written without the three: `guard let
    /// self`, the calls awaited one after the other (the reading of
    /// `async let`s awaited together), and the default passed.
    @Test func theFeedReadsAsItsPreciseTwin() throws {
        let precise = Self.feed
            .replacingOccurrences(of: "guard self != nil else { return }", with: "guard let self else { return }")
            .replacingOccurrences(of: "async let activities: () = fetchActivities()", with: "await fetchActivities()")
            .replacingOccurrences(of: "async let activityTypes: () = activityTypeViewModel.fetchActivityTypes(forceRefresh: true)",
                                  with: "await activityTypeViewModel.fetchActivityTypes(forceRefresh: true)")
            .replacingOccurrences(of: "async let activityTypes: () = activityTypeViewModel.fetchActivityTypes()",
                                  with: "await activityTypeViewModel.fetchActivityTypes(forceRefresh: false)")
            .replacingOccurrences(of: "            let _ = await (activities, activityTypes)\n", with: "")
        #expect(!precise.contains("async let") && !precise.contains("self != nil") && !precise.contains("fetchActivityTypes()"))
        let read = try Self.outcome(Self.feed)
        #expect(read == (try Self.outcome(precise)))
        let text = RealAppReadingsTests.translate(Self.feed).screens.first { $0.name == "FeedView" }.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(text.contains("await fetchActivityTypes(forceRefresh: false)"), "\(text)")
    }
}
