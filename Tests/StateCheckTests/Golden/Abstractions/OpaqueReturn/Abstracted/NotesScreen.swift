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

    @discardableResult
    func add(title: String) async throws -> NoteReceipt {
        isSaving = true
        defer { isSaving = false }
        let receipt = try await api.addNote(title: title)
        await load()
        return receipt
    }

    func confirm(_ receipt: NoteReceipt) {
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
                        let receipt = try await model.add(title: "New note")
                        model.confirm(receipt)
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
