import SwiftUI

struct Note: Identifiable, Decodable {
    let id: Int
    let text: String
}

enum Layout {
    case compact, full
}

struct Preferences: Decodable {
    let layout: Layout
}

struct NotesScreen: View {
    let preferences: Preferences
    @State private var notes: [Note] = []
    @State private var layout: Layout = .full

    var body: some View {
        VStack {
            List(notes) { note in
                Text(note.text)
            }
            if layout == .compact { Text("Compact") }
            Button("Use my layout") { applyPreferences() }
        }
        .task {
            do {
                notes = try await NotesAPI.notes()
            } catch {}
        }
    }

    private func applyPreferences() {
        layout = .full
    }
}
