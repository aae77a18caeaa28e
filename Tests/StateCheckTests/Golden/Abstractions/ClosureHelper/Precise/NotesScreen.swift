import SwiftUI

struct Note: Identifiable, Decodable {
    let id: Int
    let text: String
}

struct NotesScreen: View {
    @EnvironmentObject var errorHandler: ErrorHandler
    @State private var notes: [Note] = []
    @State private var isDeleting = false
    @State private var showsToast = false

    var body: some View {
        List(notes) { note in
            Text(note.text)
        }
        .overlay {
            if isDeleting { ProgressView() }
        }
        .toolbar {
            Button("Delete all") { deleteAll() }
        }
        .task {
            do {
                notes = try await NotesAPI.notes()
            } catch {}
        }
    }

    private func deleteAll() {
        Task {
            do {
                isDeleting = true
                try await NotesAPI.deleteAll()
                notes = []
                isDeleting = false
                showsToast = true
                Task {
                    showsToast = false
                }
            } catch {}
        }
    }
}
