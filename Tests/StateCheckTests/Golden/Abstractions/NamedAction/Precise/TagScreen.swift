import SwiftUI

struct Tag: Identifiable, Decodable {
    let id: Int
    let name: String
}

struct DeleteButton: View {
    let title: String
    let action: () -> Void

    var body: some View {
        Button(title, action: action)
    }
}

struct TagScreen: View {
    @State private var tags: [Tag] = []
    @State private var isLoading = false

    var body: some View {
        VStack {
            List(tags) { tag in Text(tag.name) }
            DeleteButton(title: "Delete all", action: { deleteAll() })
        }
        .overlay {
            if isLoading { ProgressView() }
        }
        .task { await load() }
    }

    private func load() async {
        isLoading = true
        tags = (try? await TagAPI.tags()) ?? []
        isLoading = false
    }

    private func deleteAll() {
        Task {
            isLoading = true
            try? await TagAPI.deleteAll()
            tags = []
            isLoading = false
        }
    }
}
