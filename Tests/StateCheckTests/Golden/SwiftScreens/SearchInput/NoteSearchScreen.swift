import SwiftUI

struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
}

enum NoteService {
    static func search(_ query: String) async throws -> [Note] {
        try await Task.sleep(for: .milliseconds(200))
        return [Note(id: 1, title: query)]
    }
}

/// Searches notes as the user types in the search field: `.task(id: query)`
/// cancels the search of the previous text and starts one for the new text.
struct NoteSearchScreen: View {
    @State private var query = ""
    @State private var results: [Note]?

    var body: some View {
        List {
            if let results {
                ForEach(results) { note in
                    Text(note.title)
                }
            }
        }
        .searchable(text: $query)
        .task(id: query) {
            await search()
        }
    }

    private func search() async {
        do {
            let found = try await NoteService.search(query)
            // The user typed on: this answer is for an older text.
            if Task.isCancelled { return }
            results = found
        } catch {
            if error is CancellationError { return }
            results = nil
        }
    }
}
