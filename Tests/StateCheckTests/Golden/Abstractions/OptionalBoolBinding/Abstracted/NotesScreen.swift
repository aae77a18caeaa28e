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
        .sheet(isPresented: Binding(
            get: { editing != nil },
            set: { if !$0 { editing = nil } }
        )) {
            NoteEditor()
        }
        .fullScreenCover(isPresented: $sharing.isPresent()) {
            ShareView()
        }
        .popover(isPresented: showsDetails) {
            Text("Details")
        }
    }

    private var showsDetails: Binding<Bool> {
        Binding {
            details != nil
        } set: {
            if $0 == false {
                details = nil
            }
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
