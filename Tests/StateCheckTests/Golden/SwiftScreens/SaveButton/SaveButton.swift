import SwiftUI

/// A button that saves once per tap, disabled while saving.
struct SaveButton<Label: View>: View {
    let save: () async -> Void
    @ViewBuilder let label: () -> Label
    @State private var attempt = 0
    @State private var isSaving = false

    var body: some View {
        VStack {
            Button {
                attempt += 1
            } label: {
                label()
            }
            .disabled(isSaving)
        }
        .overlay {
            if isSaving { ProgressView() }
        }
        .task(id: attempt) {
            guard attempt > 0 else { return }
            isSaving = true
            await save()
            isSaving = false
        }
    }
}
