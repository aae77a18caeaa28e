import SwiftUI
import SwiftData

enum SaveState {
    case idle
    case saving
    case saved
    case failed(String)
}

struct NoteScreen: View {
    @Environment(\.modelContext) private var modelContext
    @State private var state: SaveState = .idle

    var body: some View {
        VStack {
            switch state {
            case .idle:
                Text("Not saved yet")
            case .saving:
                ProgressView()
            case .saved:
                Text("Saved")
            case .failed(let message):
                Text(message)
            }
            Button("Save") {
                Task { await save() }
            }
        }
    }

    private func save() async {
        state = .saving
        do {
            try modelContext.save()
            state = .saved
        } catch {
            state = .failed("Could not save")
        }
    }
}
