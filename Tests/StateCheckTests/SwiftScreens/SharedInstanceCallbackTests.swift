import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `UNUserNotificationCenter.current().getNotificationSettings { settings in
/// DispatchQueue.main.async { … } }`: a callback handed to the shared
/// instance a type of another module hands out. It is read as a callback
/// handed to any value of another module is (at once under an assumption,
/// and later as an event of its own, any number of times). The call in the
/// chain (`current()`) made it "a call with a trailing closure" and refused.
@Suite struct SharedInstanceCallbackTests {
    static let notifications = """
        import SwiftUI
        import UserNotifications

        struct Rule: Identifiable, Decodable {
            let id: String
            let name: String
        }

        protocol RulesService: Sendable {
            func rules() async throws -> [Rule]
        }

        @MainActor
        final class NotificationsViewModel: ObservableObject {
            @Published var rules: [Rule] = []
            @Published var notificationsEnabled = false
            @Published var isLoading = false
            private let service: any RulesService

            init(service: any RulesService) {
                self.service = service
            }

            func checkStatus() {
                UNUserNotificationCenter.current().getNotificationSettings { settings in
                    DispatchQueue.main.async {
                        self.notificationsEnabled = settings.alertSetting == .enabled
                    }
                }
            }

            func load() async {
                isLoading = true
                defer { isLoading = false }
                rules = (try? await service.rules()) ?? []
            }
        }

        struct NotificationsView: View {
            @StateObject var viewModel: NotificationsViewModel

            var body: some View {
                List {
                    if viewModel.notificationsEnabled {
                        Text("Notifications are on")
                    }
                    ForEach(viewModel.rules) { rule in
                        Text(rule.name)
                    }
                }
                .overlay {
                    if viewModel.isLoading {
                        ProgressView()
                    }
                }
                .onAppear {
                    viewModel.checkStatus()
                }
                .task {
                    await viewModel.load()
                }
            }
        }
        """

    /// The twin keeps the instance in a property first (`private let center =
    /// UNUserNotificationCenter.current()`), which was read before: the same
    /// states, transitions and verdicts.
    @Test func aCallbackHandedToASharedInstanceOfAnotherModuleIsAnEvent() throws {
        let twin = Self.notifications
            .replacingOccurrences(of: "    private let service: any RulesService\n", with: "    private let service: any RulesService\n    private let center = UNUserNotificationCenter.current()\n")
            .replacingOccurrences(of: "        UNUserNotificationCenter.current().getNotificationSettings { settings in", with: "        center.getNotificationSettings { settings in")
        #expect(twin.contains("center.getNotificationSettings"))
        let screen = try #require(RealAppReadingsTests.translate(Self.notifications).screens.first)
        #expect(screen.model.handlers.contains { $0.event == "getNotificationSettingsCallback" })
        let read = try RealAppReadingsTests.outcome(Self.notifications)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.verdicts["singleFlight"] == .violated)
    }
}
