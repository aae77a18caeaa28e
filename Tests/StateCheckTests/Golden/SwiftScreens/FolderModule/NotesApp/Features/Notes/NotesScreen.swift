import SwiftUI

struct NotesScreen: View {
    @State private var notes: [Note] = []
    @State private var isLoading = false
    @State private var error: Error?

    var body: some View {
        List(notes) { note in
            Text(note.title)
        }
        .overlay {
            if isLoading {
                ProgressView()
            } else if error != nil {
                Text("Could not load your notes")
            }
        }
        .task {
            await load()
        }
    }

    private func load() async {
        isLoading = true
        do {
            notes = try await NotesClient.fetchNotes()
            error = nil
        } catch {
            self.error = error
        }
        isLoading = false
    }
}
