import SwiftUI

struct Note: Identifiable, Decodable {
    let id: Int
}

enum NoteService {
    static func fetchNote() async throws -> Note { Note(id: 1) }
}

struct NoteEditor: View {
    var body: some View { Text("Editing") }
}

struct ShareView: View {
    var body: some View { Text("Share") }
}
