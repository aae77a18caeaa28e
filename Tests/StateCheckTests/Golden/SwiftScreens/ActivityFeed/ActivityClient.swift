import Foundation

struct Activity: Identifiable, Hashable {
    let id: UUID
    var summary: String
    var createdAt: Date
}

/// One page of the activity feed. The server leaves `nextCursor` out on
/// the last page.
struct ActivityPage {
    let activities: [Activity]
    let nextCursor: String?
}

protocol ActivityClient {
    func fetchActivities(after cursor: String?) async throws -> ActivityPage
}

struct LiveActivityClient: ActivityClient {
    var session: URLSession = .shared

    func fetchActivities(after cursor: String?) async throws -> ActivityPage {
        var components = URLComponents(string: "https://api.example.com/activity")!
        if let cursor {
            components.queryItems = [URLQueryItem(name: "after", value: cursor)]
        }
        let (data, _) = try await session.data(from: components.url!)
        _ = data
        return ActivityPage(activities: [], nextCursor: nil)
    }
}
