import SwiftUI
import NotesKit

enum NotesState {
    case idle
    case loading
    case loaded([Note])
    case failed(String)
}

struct Note: Identifiable {
    let id: Int
    let title: String
}

@Observable
@MainActor
final class NotesViewModel {
    var state: NotesState = .idle
    var isSaving = false
    var showsConfirmation = false
    private let api = NotesAPI.shared

    func load() async {
        state = .loading
        do {
            let notes = try await api.fetchNotes()
            state = .loaded(notes)
        } catch {
            state = .failed("Could not load notes")
        }
    }

    func add(title: String) async throws {
        isSaving = true
        defer { isSaving = false }
        let receipt = try await api.addNote(title: title)
        print("Added note \(receipt)")
        await load()
    }

    func confirm() {
        showsConfirmation = true
    }
}

struct NotesScreen: View {
    @State private var model = NotesViewModel()

    var body: some View {
        List {
            switch model.state {
            case .idle, .loading:
                ProgressView()
            case .loaded(let notes):
                ForEach(notes) { note in
                    Text(note.title)
                }
            case .failed(let message):
                Text(message)
            }
        }
        .toolbar {
            Button("Add") {
                Task {
                    do {
                        try await model.add(title: "New note")
                        model.confirm()
                    } catch {
                        model.state = .failed("Could not add the note")
                    }
                }
            }
            .disabled(model.isSaving)
        }
        .task { await model.load() }
    }
}
