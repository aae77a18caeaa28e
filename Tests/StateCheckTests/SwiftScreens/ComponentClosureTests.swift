import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A component of the folder that holds nothing of its own but the closure
/// it is given and an object of the environment (`SettingsRow(title:icon:action:)`
/// with `@Environment(Theme.self) var theme`), its body running the closure
/// on a tap (`.onTapGesture { action() }`).
@Suite struct ComponentClosureTests {
    static let settings = """
        import SwiftUI

        @Observable
        final class Theme {
            var accent = Color.orange
        }

        protocol AccountClient {
            func signOut() async throws
        }

        @MainActor
        final class SettingsModel: ObservableObject {
            @Published private(set) var isSigningOut = false
            @Published private(set) var showsLicenses = false
            private let client: AccountClient

            init(client: AccountClient) {
                self.client = client
            }

            func signOut() async {
                isSigningOut = true
                try? await client.signOut()
                isSigningOut = false
            }

            func openLicenses() {
                showsLicenses = true
            }
        }

        struct SettingsRow<Icon: View>: View {
            let title: String
            @ViewBuilder let icon: () -> Icon
            let action: () -> Void
            @Environment(Theme.self) private var theme

            var body: some View {
                HStack {
                    icon()
                    Text(title)
                    Spacer()
                }
                .foregroundStyle(theme.accent)
                .onTapGesture {
                    action()
                }
            }
        }

        struct SettingsScreen: View {
            @StateObject var model: SettingsModel

            var body: some View {
                VStack {
                    if model.isSigningOut {
                        ProgressView()
                    }
                    SettingsRow(title: "Licenses", icon: { Image(systemName: "doc") }, action: { model.openLicenses() })
                    SettingsRow(title: "Sign out", icon: { Image(systemName: "door") }, action: { Task { await model.signOut() } })
                }
            }
        }
        """

    /// Each row written out in the screen: the same views, the same taps.
    static let inlined = settings
        .replacingOccurrences(of: "            SettingsRow(title: \"Licenses\", icon: { Image(systemName: \"doc\") }, action: { model.openLicenses() })\n",
                              with: "            HStack {\n                Image(systemName: \"doc\")\n                Text(\"Licenses\")\n                Spacer()\n            }\n            .onTapGesture {\n                model.openLicenses()\n            }\n")
        .replacingOccurrences(of: "            SettingsRow(title: \"Sign out\", icon: { Image(systemName: \"door\") }, action: { Task { await model.signOut() } })\n",
                              with: "            HStack {\n                Image(systemName: \"door\")\n                Text(\"Sign out\")\n                Spacer()\n            }\n            .onTapGesture {\n                Task { await model.signOut() }\n            }\n")

    /// Used twice, each call is the component's body read with that call's
    /// closure (it was refused: "used twice in screen"). The twin writes the
    /// rows out: the same states, transitions and verdicts, the sign-out
    /// row's two taps two requests in flight (`singleFlight` violated).
    @Test func aComponentHoldingOnlyAClosureIsReadAtEachCall() throws {
        #expect(!Self.inlined.contains("SettingsRow(title:") && Self.inlined.contains(".onTapGesture {\n                Task {"))
        let read = try RealAppReadingsTests.outcome(Self.settings)
        #expect(read == (try RealAppReadingsTests.outcome(Self.inlined)))
        #expect(read.verdicts["singleFlight"] == .violated)
    }

    /// `.onTapGesture { action() }` in the component's body runs the closure
    /// the call gives. It was read as running no code that touches the
    /// screen's state, so the sign-out tap was dropped: 2 states, and the
    /// spinner "never reached".
    @Test func aComponentsTapRunsTheClosureItIsGiven() throws {
        let one = Self.settings.replacingOccurrences(of: "            SettingsRow(title: \"Licenses\", icon: { Image(systemName: \"doc\") }, action: { model.openLicenses() })\n", with: "")
        let oneInlined = Self.inlined.replacingOccurrences(
            of: "            HStack {\n                Image(systemName: \"doc\")\n                Text(\"Licenses\")\n                Spacer()\n            }\n            .onTapGesture {\n                model.openLicenses()\n            }\n", with: "")
        #expect(one != Self.settings && oneInlined != Self.inlined)
        let read = try RealAppReadingsTests.outcome(one)
        #expect(read == (try RealAppReadingsTests.outcome(oneInlined)))
        #expect(read.verdicts["allCasesReachable"] == .holds)
    }
}
