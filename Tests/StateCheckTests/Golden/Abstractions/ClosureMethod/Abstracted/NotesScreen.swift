import SwiftUI

struct Note: Identifiable, Decodable {
    let id: Int
    let text: String
}

struct NotesScreen: View {
    @State private var notes: [Note] = []
    @State private var isLoading = false
    @State private var failed = false

    var body: some View {
        List(notes) { note in
            Text(note.text)
        }
        .overlay {
            if isLoading { ProgressView() }
            if failed { Text("Could not load") }
        }
        .toolbar {
            Button("Reload") { reload() }
        }
        .task {
            await withLoading {
                notes = try await NotesAPI.notes()
            }
        }
    }

    private func reload() {
        reset {
            Task {
                await withLoading {
                    notes = try await NotesAPI.notes()
                }
            }
        }
    }

    private func reset(completion: (() -> Void)? = nil) {
        notes = []
        failed = false
        completion?()
    }

    private func withLoading(_ body: () async throws -> Void) async {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            try await body()
        } catch {
            failed = true
        }
    }
}
