import SwiftUI

struct Draft: Identifiable, Decodable {
    let id: Int
    let title: String
}

struct DraftsScreen: View {
    @State private var drafts: [Draft] = []
    @State private var isSyncing = false
    @State private var showsDone = false

    var body: some View {
        List(drafts) { draft in
            Text(draft.title)
        }
        .overlay {
            if isSyncing { ProgressView() }
            if showsDone { Text("Synced") }
        }
        .toolbar {
            Button("Sync") { Task { await sync() } }
        }
        .task {
            do {
                drafts = try await DraftsAPI.drafts()
            } catch {}
        }
    }

    private func sync() async {
        showsDone = false
        isSyncing = true
        try? await DraftsAPI.upload()
        withAnimation(.easeInOut) {
            isSyncing = false
        } completion: {
            showsDone = true
        }
    }
}
