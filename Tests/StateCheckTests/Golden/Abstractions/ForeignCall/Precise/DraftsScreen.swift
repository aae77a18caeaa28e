import SwiftUI

struct Draft: Identifiable, Decodable {
    let id: Int
    let title: String
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
            }
        }
    }

    private func sync() async {
        isSyncing = true
        do {
            try await DraftsAPI.upload()
        } catch {
            syncFailed = true
        }
        isSyncing = false
    }
}
