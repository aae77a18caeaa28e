import SwiftUI

protocol LocationStore {
    func save(name: String) async throws
}

struct ErrorMessageView: View {
    var errorMessage: String

    var body: some View {
        Section {
            HStack {
                Image(systemName: "exclamationmark.triangle")
                Text(errorMessage)
            }
        }
    }
}

struct LocationFormView: View {
    let store: LocationStore
    @State private var name = ""
    @State private var isProcessing = false
    @State private var isSuccessful: Bool? = nil
    @State private var errorMessage: String? = nil

    var body: some View {
        Form {
            if isSuccessful == false, let errorMessage = errorMessage {
                ErrorMessageView(errorMessage: errorMessage)
            }
            TextField("Name", text: $name)
            Button("Save") { Task { await save() } }
                .disabled(isProcessing)
        }
    }

    private func save() async {
        isProcessing = true
        isSuccessful = nil
        do {
            try await store.save(name: name)
            isSuccessful = true
        } catch {
            errorMessage = error.localizedDescription
            isSuccessful = false
        }
        isProcessing = false
    }
}
