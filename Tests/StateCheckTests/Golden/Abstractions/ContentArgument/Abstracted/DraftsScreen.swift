import SwiftUI

struct Draft: Identifiable, Decodable {
    let id: Int
    let title: String
}

struct DraftsScreen: View {
    @State private var drafts: [Draft] = []
    @State private var isSyncing = false

    var body: some View {
        List {
            Section("Drafts", content: {
                ForEach(drafts) { draft in
                    Text(draft.title)
                }
            })
        }
        .overlay(
            VStack {
                if isSyncing { ProgressView() }
            }
        )
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
        isSyncing = true
        try? await DraftsAPI.upload()
        isSyncing = false
    }
}
