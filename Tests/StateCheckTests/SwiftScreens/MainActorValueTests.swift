import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `let n: Int = await MainActor.run { viewModel.loadCached(); return viewModel.items.count }`
/// where what the body returns is computed from values the screen does not
/// decide (a list filled from a cache of another type): the hop, the body,
/// and an opaque `n`, whose tests are assumptions. Before, the screen was
/// refused ("'activities' is a value the model does not read").
@Suite struct MainActorValueTests {
    /// A feed that shows its cache at once and asks the server only when the cache was empty.
    static let feed = """
        import SwiftUI

        struct FeedActivity: Codable, Identifiable {
            let id: Int
            let title: String
        }

        final class AppCache {
            static let shared = AppCache()
            var activities: [FeedActivity] = []
        }

        final class FeedService {
            func activities() async throws -> [FeedActivity] { [] }
        }

        @MainActor
        final class FeedViewModel: ObservableObject {
            @Published var activities: [FeedActivity] = []
            @Published var isLoading = false
            private let service = FeedService()

            func loadCachedActivities() {
                activities = AppCache.shared.activities
            }

            func fetchActivities() async {
                isLoading = true
                do {
                    activities = try await service.activities()
                } catch {
                    print(error)
                }
                isLoading = false
            }
        }

        struct FeedView: View {
            @StateObject private var viewModel = FeedViewModel()

            var body: some View {
                List(viewModel.activities) { activity in
                    Text(activity.title)
                }
                .overlay {
                    if viewModel.isLoading {
                        ProgressView()
                    }
                }
                .task {
                    let activitiesCount: Int = await MainActor.run {
                        viewModel.loadCachedActivities()
                        return viewModel.activities.count
                    }
                    guard !Task.isCancelled else { return }
                    if activitiesCount == 0 {
                        await viewModel.fetchActivities()
                    }
                }
            }
        }
        """

    /// Its twin tests the list itself after the hop (`if viewModel.activities.isEmpty`,
    /// what `activitiesCount == 0` means): the same states, transitions and verdicts.
    @Test func aValueReturnedFromTheMainActorOfUndecidedDataIsOpaque() throws {
        let twin = Self.feed.replacingOccurrences(of: """
                        let activitiesCount: Int = await MainActor.run {
                            viewModel.loadCachedActivities()
                            return viewModel.activities.count
                        }
                        guard !Task.isCancelled else { return }
                        if activitiesCount == 0 {
            """, with: """
                        await MainActor.run {
                            viewModel.loadCachedActivities()
                        }
                        guard !Task.isCancelled else { return }
                        if viewModel.activities.isEmpty {
            """)
        #expect(twin != Self.feed)
        #expect(try RealAppReadingsTests.outcome(Self.feed) == (try RealAppReadingsTests.outcome(twin)))
        let rules = RealAppReadingsTests.translate(Self.feed).screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains("let activitiesCount = await MainActor.run { … }: the task reaches the main actor (a step of its own), runs the body, and activitiesCount is what it returns, computed from values the screen does not decide: opaque (tests of it are assumptions)"), "\(rules)")
    }
}
