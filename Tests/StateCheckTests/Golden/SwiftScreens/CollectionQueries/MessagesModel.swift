import Foundation

struct Message: Identifiable, Hashable {
    let id: Int
    var subject: String
    var isUnread: Bool
    var isPinned: Bool
}

protocol MessagesClient {
    func inbox() async throws -> [Message]
}

@MainActor
final class MessagesModel: ObservableObject {
    @Published private(set) var messages: [Message]?
    @Published private(set) var hasUnread = false
    @Published private(set) var unreadCount = 0
    @Published private(set) var showsPinnedBanner = false
    @Published private(set) var isEmptyInbox = false

    private let client: MessagesClient

    init(client: MessagesClient) {
        self.client = client
    }

    func load() async {
        do {
            let page = try await client.inbox()
            messages = page.sorted { $0.id > $1.id }
            hasUnread = page.contains(where: { $0.isUnread })
            if let pinned = page.first(where: { $0.isPinned }) {
                showsPinnedBanner = pinned.isPinned
            }
            unreadCount = page.filter(\.isUnread).count
            let unread = page.filter { $0.isUnread }
            if unread.isEmpty {
                isEmptyInbox = true
            }
        } catch {
            messages = nil
        }
    }
}
