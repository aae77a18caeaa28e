import Foundation

protocol InboxClient {
    func syncInbox() async throws
}

struct LiveInboxClient: InboxClient {
    func syncInbox() async throws {
        _ = try await URLSession.shared.data(from: URL(string: "https://example.com/inbox/sync")!)
    }
}

/// Keeps the inbox in sync; the screens that show it live in another module.
@MainActor
final class InboxModel: ObservableObject {
    @Published private(set) var isSyncing = false
    @Published private(set) var lastSyncFailed = false

    private let client: InboxClient

    init(client: InboxClient = LiveInboxClient()) {
        self.client = client
    }

    func sync() async {
        guard !isSyncing else { return }
        isSyncing = true
        do {
            try await client.syncInbox()
            lastSyncFailed = false
        } catch {
            lastSyncFailed = true
        }
        isSyncing = false
    }

    private func reset() async {
        lastSyncFailed = false
    }
}
