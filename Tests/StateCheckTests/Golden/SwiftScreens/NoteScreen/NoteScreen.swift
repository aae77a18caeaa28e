import SwiftUI

/// One note, with a Delete button that asks first. A failed delete offers
/// to try again; a delete that succeeds closes the screen.
struct NoteScreen: View {
    let summary: NoteSummary

    @Environment(\.dismiss) private var dismiss
    @State private var note: Note?
    @State private var loadFailed = false
    @State private var isDeleting = false
    @State private var confirmingDelete = false
    @State private var deleteFailed = false

    var body: some View {
        VStack {
            if let note {
                NoteCard(note: note)
                Button("Delete") {
                    confirmingDelete = true
                }
                .disabled(isDeleting)
            } else if loadFailed {
                Text("Couldn't load the note")
            } else {
                ProgressView()
            }
        }
        .task {
            await load()
        }
        .confirmationDialog("Delete this note?", isPresented: $confirmingDelete) {
            Button("Delete", role: .destructive) {
                Task { await delete() }
            }
        }
        .alert("Couldn't delete the note", isPresented: $deleteFailed) {
            Button("Retry") {
                Task { await delete() }
            }
            Button("Cancel", role: .cancel) {}
        }
    }

    private func load() async {
        do {
            note = try await NoteService.fetchNote(for: summary)
        } catch {
            loadFailed = true
        }
    }

    private func delete() async {
        isDeleting = true
        do {
            try await NoteService.deleteNote(summary)
            dismiss()
        } catch {
            deleteFailed = true
        }
        isDeleting = false
    }
}

struct NoteCard: View {
    let note: Note

    var body: some View {
        VStack(alignment: .leading) {
            Text(note.title).font(.headline)
            Text(note.body)
        }
    }
}
