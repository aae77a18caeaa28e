import SwiftUI

struct Note: Identifiable, Decodable {
    let id: Int
    let text: String
}

struct NotesScreen: View {
    @State private var notes: [Note] = []
    @State private var isLoading = false

    var body: some View {
        List(notes) { note in
            Text(note.text)
        }
        .overlay {
            if isLoading { ProgressView() }
        }
        .task {
            isLoading = true
            defer { isLoading = false }
            do {
                notes = try await NotesAPI.notes()
            } catch {}
        }
    }
}
