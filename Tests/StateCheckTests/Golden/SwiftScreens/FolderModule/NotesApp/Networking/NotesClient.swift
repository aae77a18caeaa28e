import Foundation

enum NotesClient {
    static func fetchNotes() async throws -> [Note] {
        let url = URL(string: "https://example.com/notes")!
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode([Note].self, from: data)
    }
}
