import SwiftUI

struct Draft: Identifiable, Decodable {
    let id: Int
    let title: String
}

enum DraftsLogger {
    static func error(_ message: String) {}
}

struct DraftsScreen: View {
    @State private var drafts: [Draft] = []
    @State private var isSyncing = false
    @State private var syncFailed = false

    var body: some View {
        List(drafts) { draft in
            Text(draft.title)
        }
        .overlay {
            if isSyncing { ProgressView() }
        }
        .toolbar {
            Button("Sync") { Task { await sync() } }
        }
        .task {
            do {
                drafts = try await DraftsAPI.drafts()
            } catch {
                DraftsLogger.error("Loading drafts failed: \(error)")
            }
        }
    }

    private func sync() async {
        isSyncing = true
        do {
            try await DraftsAPI.upload()
            NotificationCenter.default.post(name: .draftsSynced, object: nil)
        } catch {
            syncFailed = true
            DraftsLogger.error("Sync failed")
        }
        isSyncing = false
    }
}
