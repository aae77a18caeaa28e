import Foundation
import Observation

@Observable
@MainActor
final class ActivityFeedModel {
    private(set) var activities: [Activity]?
    private(set) var nextCursor: String?
    private(set) var isLoading = false

    private let client: ActivityClient

    init(client: ActivityClient = LiveActivityClient()) {
        self.client = client
    }

    func loadFirstPage() async {
        guard activities == nil, !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            let page = try await client.fetchActivities(after: nil)
            activities = page.activities
            nextCursor = page.nextCursor
        } catch {
            print("Activity feed failed to load: \(error)")
        }
    }

    func loadNextPage() async {
        guard !isLoading, let current = activities, let cursor = nextCursor else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            let page = try await client.fetchActivities(after: cursor)
            activities = current + page.activities
            nextCursor = page.nextCursor
        } catch {
            print("Next activity page failed: \(error)")
        }
    }
}
