import SwiftUI

struct Shelf {
    let isOwner: Bool
}

enum ShelfState {
    case idle
    case saving
    case saved
    case failed(String)
}

struct ShelfScreen: View {
    @State private var state: ShelfState = .idle

    private var isSaving: Bool {
        if case .saving = state { return true }
        return false
    }

    private var canSave: Bool {
        false && !isSaving
    }

    var body: some View {
        VStack {
            switch state {
            case .idle:
                Text("Not saved")
            case .saving:
                ProgressView()
            case .saved:
                Text("Saved")
            case .failed(let message):
                Text(message)
            }
            if canSave {
                Button("Save") {
                    Task { await save() }
                }
            }
        }
    }

    private func save() async {
        state = .saving
        do {
            try await ShelfAPI.save()
            state = .saved
        } catch {
            state = .failed("Could not save")
        }
    }
}
