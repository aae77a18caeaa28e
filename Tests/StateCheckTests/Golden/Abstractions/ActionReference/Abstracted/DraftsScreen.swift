import SwiftUI

struct Draft: Identifiable, Decodable {
    let id: Int
    let title: String
}

struct DraftsScreen: View {
    let onClose: () -> Void
    @State private var drafts: [Draft] = []
    @State private var isSyncing = false

    var body: some View {
        List(drafts) { draft in
            Text(draft.title)
        }
        .overlay {
            if isSyncing { ProgressView() }
        }
        .toolbar {
            Button(action: onClose) { Text("Close") }
            Button(action: self.startSync, label: { Text("Sync") })
        }
        .task {
            do {
                drafts = try await DraftsAPI.drafts()
            } catch {}
        }
    }

    private func startSync() {
        Task { await sync() }
    }

    private func sync() async {
        isSyncing = true
        try? await DraftsAPI.upload()
        isSyncing = false
    }
}
