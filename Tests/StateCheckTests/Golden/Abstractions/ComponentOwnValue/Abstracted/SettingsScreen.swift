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
    @Environment(\.colorScheme) private var colorScheme
    private let symbol = "arrow.clockwise"
    private var title: String { colorScheme == .dark ? "Reload" : "Reload preferences" }

    var body: some View {
        Button {
            Task { await model.reload() }
        } label: {
            label
        }
        .disabled(model.isLoading)
    }

    private var label: some View {
        Label(title, systemImage: symbol)
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
