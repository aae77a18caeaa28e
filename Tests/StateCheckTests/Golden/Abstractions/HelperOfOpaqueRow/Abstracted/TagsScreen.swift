import SwiftUI

struct Tag: Identifiable {
    let id: Int
    let name: String
    let isPinned: Bool
}

struct Note: Identifiable, Decodable {
    let id: Int
    let text: String
}

struct TagsScreen: View {
    let tags: [Tag]
    @State private var notes: [Note] = []
    @State private var isLoading = false

    var body: some View {
        List {
            ForEach(tags) { tag in
                tagRow(for: tag)
            }
            ForEach(notes) { note in
                Text(note.text)
            }
        }
        .overlay {
            if isLoading { ProgressView() }
        }
        .task { await load() }
    }

    private func tagRow(for tag: Tag) -> some View {
        HStack {
            Text(tag.name)
            if tag.isPinned {
                Button("Refresh") { Task { await load() } }
            }
        }
    }

    private func load() async {
        isLoading = true
        do {
            notes = try await NotesAPI.notes()
        } catch {}
        isLoading = false
    }
}
