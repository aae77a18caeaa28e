import SwiftUI

struct Draft: Identifiable, Decodable {
    let id: Int
    let title: String
}

enum DraftsAPI {
    static func drafts() async throws -> [Draft] { [] }
    static func create() async throws {}
}

struct DraftsScreen: View {
    @State private var drafts: [Draft] = []
    @State private var isSaving = false

    var body: some View {
        List {
            ForEach(drafts) { draft in Text(draft.title) }
            if maximumDrafts > 1 {
                Button("New draft") {
                    Task { await create() }
                }
                .disabled(isSaving)
            }
        }
        .task { drafts = (try? await DraftsAPI.drafts()) ?? [] }
    }

    private func create() async {
        isSaving = true
        try? await DraftsAPI.create()
        isSaving = false
    }
}
