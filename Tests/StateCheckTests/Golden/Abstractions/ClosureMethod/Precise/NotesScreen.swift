import SwiftUI

struct Note: Identifiable, Decodable {
    let id: Int
    let text: String
}

struct NotesScreen: View {
    @State private var notes: [Note] = []
    @State private var isLoading = false
    @State private var failed = false

    var body: some View {
        List(notes) { note in
            Text(note.text)
        }
        .overlay {
            if isLoading { ProgressView() }
            if failed { Text("Could not load") }
        }
        .toolbar {
            Button("Reload") { reload() }
        }
        .task {
            await load()
        }
    }

    private func reload() {
        notes = []
        failed = false
        Task {
            await load()
        }
    }

    private func load() async {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            notes = try await NotesAPI.notes()
        } catch {
            failed = true
        }
    }
}
