import SwiftUI

struct Note: Identifiable, Decodable {
    let id: Int
    let text: String
}

struct NotesScreen: View {
    @State private var notes: [Note] = []
    @State private var draft = " "
    @State private var showsHint = false

    var body: some View {
        VStack {
            List(notes) { note in
                Text(note.text)
            }
            if showsHint { Text("Write something first") }
            Button("Post") { post() }
        }
        .task {
            do {
                notes = try await NotesAPI.notes()
            } catch {}
        }
    }

    private func post() {
        guard !draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            showsHint = true
            return
        }
        showsHint = false
    }
}
