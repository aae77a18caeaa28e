import Foundation

struct Profile: Identifiable, Hashable {
    let id: UUID
    var displayName: String
    var bio: String
}

struct FeedItem: Identifiable, Hashable {
    let id: Int
    var headline: String
}

protocol HTTPTransport {
    func send(_ request: URLRequest) async throws -> Data
}

enum FeedService {
    static func page(from cursor: Int, limit: Int) async throws -> [FeedItem] {
        try await Task.sleep(for: .seconds(1))
        return (cursor..<cursor + limit).map { FeedItem(id: $0, headline: "Item \($0)") }
    }
}

enum ProfileClient {
    static func fetchProfile() async throws -> Profile {
        try await Task.sleep(for: .seconds(1))
        return Profile(id: UUID(), displayName: "Ada", bio: "")
    }
}
