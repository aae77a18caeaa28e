import SwiftUI

struct NotesScreen: View {
    @State private var note: Note?
    @State private var editing: Note?
    @State private var sharing: Note?
    @State private var details: Note?
    @State private var loadFailed = false

    var body: some View {
        VStack {
            if let note {
                Button("Edit") { editing = note }
                Button("Share") { sharing = note }
                Button("Details") { details = note }
            } else if loadFailed {
                Text("Could not load the note")
            }
        }
        .task {
            await load()
        }
        .sheet(item: $editing) { _ in
            NoteEditor()
        }
        .fullScreenCover(item: $sharing) { _ in
            ShareView()
        }
        .popover(item: $details) { _ in
            Text("Details")
        }
    }

    private func load() async {
        do {
            note = try await NoteService.fetchNote()
        } catch {
            loadFailed = true
        }
    }
}
