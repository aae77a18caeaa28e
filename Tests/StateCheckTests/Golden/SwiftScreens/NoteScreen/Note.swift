import Foundation

struct NoteSummary: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
    var body: String
}

enum NoteService {
    static func fetchNote(for summary: NoteSummary) async throws -> Note {
        try await Task.sleep(for: .milliseconds(300))
        return Note(id: summary.id, title: summary.title, body: "Milk, eggs")
    }

    static func deleteNote(_ summary: NoteSummary) async throws {
        try await Task.sleep(for: .milliseconds(300))
    }
}
