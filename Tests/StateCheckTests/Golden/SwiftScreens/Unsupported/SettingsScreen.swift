import SwiftUI

struct SettingsScreen: View {
    @State private var isSaving = false
    @State private var lastError: (any Error)?
    @AppStorage("notifications") private var notifications = true

    var body: some View {
        Form {
            Toggle("Notifications", isOn: $notifications)
            Button("Save") {
                Task { await save() }
            }
            .disabled(isSaving)
        }
        .alert("Saving failed", isPresented: Binding(get: { lastError != nil }, set: { _ in })) {
            Button("OK") {}
        }
        .task {
            defer { isSaving = false }
            await save()
        }
    }

    private func save() async {
        isSaving = true
        for attempt in 0..<3 {
            print("attempt \(attempt)")
        }
        isSaving = false
    }
}
