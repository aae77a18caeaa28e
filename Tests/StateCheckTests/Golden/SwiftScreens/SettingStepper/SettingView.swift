import SwiftUI

struct MyIntStepper: View {
    @Binding var amount: Int
    var description: LocalizedStringKey

    var body: some View {
        Stepper(value: $amount, in: 0...3) {
            Text(description)
        }
    }
}

struct SettingView: View {
    @Environment(SettingsClient.self) private var client
    @State private var value: Int = 0
    @State private var isFirstShown = true

    var body: some View {
        MyIntStepper(amount: $value, description: "Days")
            .task {
                if isFirstShown {
                    await getSetting()
                }
            }
            .onChange(of: value) {
                Task { await putSetting() }
            }
    }

    func getSetting() async {
        do {
            value = try await client.setting()
        } catch {
        }
        isFirstShown = false
    }

    func putSetting() async {
        do {
            try await client.putSetting(value: value)
        } catch {
        }
    }
}
