import SwiftUI

struct Draft: Identifiable, Decodable {
    let id: Int
    let title: String
}

struct DraftsScreen: View {
    @State private var drafts: [Draft] = []
    @State private var showsBanner = false

    var body: some View {
        List(drafts) { draft in
            Text(draft.title)
        }
        .overlay {
            if showsBanner { Text("Some drafts have no title") }
        }
        .toolbar {
            Button("Check") { check() }
        }
        .task {
            do {
                drafts = try await DraftsAPI.drafts()
            } catch {}
        }
    }

    private func check() {
        for draft in drafts where draft.title.isEmpty {
            showsBanner = true
        }
    }
}
