import SwiftUI

struct Preferences: Decodable {
    let theme: String
}

enum SettingsAPI {
    static func preferences() async throws -> Preferences { Preferences(theme: "") }
}

@MainActor
@Observable
final class SettingsModel {
    var isLoading = false
    var failed = false

    func reload() async {
        isLoading = true
        do {
            _ = try await SettingsAPI.preferences()
            failed = false
        } catch {
            failed = true
        }
        isLoading = false
    }
}

struct SettingsRow: View {
    var model: SettingsModel

    var body: some View {
        Button {
            Task { await model.reload() }
        } label: {
            Label("Reload preferences", systemImage: "arrow.clockwise")
        }
        .disabled(model.isLoading)
    }
}

struct SettingsScreen: View {
    @State private var model = SettingsModel()

    var body: some View {
        List {
            SettingsRow(model: model)
            if model.failed {
                Text("Could not load")
            }
        }
        .task { await model.reload() }
    }
}
