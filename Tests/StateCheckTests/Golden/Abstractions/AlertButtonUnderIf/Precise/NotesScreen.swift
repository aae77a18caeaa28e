import SwiftUI

struct Note: Identifiable {
    let id: Int
    let text: String
}

struct NotesScreen: View {
    @Environment(NotesClient.self) private var client
    @State private var notes: [Note] = []
    @State private var showError = false
    @State private var canRetry = true

    var body: some View {
        List(notes) { note in
            Text(note.text)
        }
        .task { await load() }
        .alert("Could not load notes", isPresented: $showError) {
            Button("Retry") {
                Task { await load() }
            }
            Button("OK", role: .cancel) {}
        }
    }

    private func load() async {
        do {
            notes = try await client.notes()
        } catch {
            showError = true
        }
    }
}
