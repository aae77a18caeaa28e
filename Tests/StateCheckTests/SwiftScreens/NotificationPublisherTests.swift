import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A Combine subscription to `NotificationCenter.default.publisher(for:)`
/// (Spawn `FeedViewModel`, four of them) was read as a request: a task
/// awaiting a `publisher` api once, as a client's publisher is. A
/// notification arrives any number of times, so the reading dropped every
/// second arrival, and `singleFlight` blamed the four subscriptions in
/// flight at once. Now it is the subscription it is: its callback kept and
/// called when the notification comes, at once (assumed) and later, as many
/// times as it likes, the reading of `addObserver(forName:object:queue:using:)`.
@Suite struct NotificationPublisherTests {
    static let timeline = """
        import Combine
        import SwiftUI

        struct Post: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        protocol TimelineService {
            func fetchTimeline() async throws -> [Post]
        }

        extension Notification.Name {
            static let postCreated = Notification.Name("postCreated")
        }

        @MainActor
        final class TimelineViewModel: ObservableObject {
            @Published var posts: [Post] = []
            @Published var isLoading = false

            private let service: TimelineService
            private var cancellables = Set<AnyCancellable>()

            init(service: TimelineService) {
                self.service = service
                NotificationCenter.default.publisher(for: .postCreated)
                    .receive(on: DispatchQueue.main)
                    .sink { [weak self] _ in
                        Task { await self?.load() }
                    }
                    .store(in: &cancellables)
            }

            func load() async {
                isLoading = true
                defer { isLoading = false }
                posts = (try? await service.fetchTimeline()) ?? []
            }
        }

        struct TimelineView: View {
            @StateObject var viewModel: TimelineViewModel

            var body: some View {
                List(viewModel.posts) { post in
                    Text(post.title)
                }
                .overlay {
                    if viewModel.isLoading {
                        ProgressView()
                    }
                }
                .task { await viewModel.load() }
            }
        }
        """

    /// The screen reads as the one observing the notification with
    /// `addObserver(forName:object:queue:using:)`: the same states,
    /// transitions and verdicts, no `publisher` api, and a notification that
    /// arrives during the `.task`'s load starts a second request.
    @Test func aNotificationSubscriptionIsNoRequest() throws {
        let twin = Self.timeline.replacingOccurrences(of: """
                    NotificationCenter.default.publisher(for: .postCreated)
                        .receive(on: DispatchQueue.main)
                        .sink { [weak self] _ in
                            Task { await self?.load() }
                        }
                        .store(in: &cancellables)
            """, with: """
                    NotificationCenter.default.addObserver(forName: .postCreated, object: nil, queue: .main) { [weak self] _ in
                        Task { await self?.load() }
                    }
            """)
        #expect(twin.contains("addObserver(forName: .postCreated"))
        let text = RealAppReadingsTests.modelText(Self.timeline)
        #expect(!text.contains("api publisher") && text.contains("on sinkCallback sync when sinkCallbackKept {"), "\(text)")
        let read = try RealAppReadingsTests.outcome(Self.timeline)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.states == 1474 && read.transitions == 15090, "\(read)")
        let run = RealAppReadingsTests.check(Self.timeline, file: "TimelineView.swift")
        #expect(run.stdout.contains("""
            error: [singleFlight] TimelineView: expected to hold, but it is violated (two calls of fetchTimeline are in flight at once)
               1. load              (invisible) → content([]) + spinner
               2. sinkCallback      content([]) + spinner → content([]) + spinner
            """), "\(run.stdout)")
    }
}
