import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// Input views bound to what the screen does not hold as state: a setting
/// of a shared service (`$notificationService.chatMessagesEnabled`) and an
/// animated binding (`$showsArchived.animation()`), as settings screens
/// write them.
@Suite struct UntrackedBindingTests {
    static let settings = """
        import SwiftUI

        final class NotificationService: ObservableObject {
            static let shared = NotificationService()
            @Published var chatMessagesEnabled = true
        }

        protocol PreferencesAPI {
            func updatePreferences() async throws
        }

        enum SaveState {
            case idle
            case saving
            case saved
            case failed(Error)
        }

        @MainActor
        final class SettingsViewModel: ObservableObject {
            @Published var state: SaveState = .idle
            private let api: any PreferencesAPI

            init(api: any PreferencesAPI) { self.api = api }

            func save() async {
                state = .saving
                do {
                    try await api.updatePreferences()
                    state = .saved
                } catch {
                    state = .failed(error)
                }
            }
        }

        struct NotificationSettingsView: View {
            @StateObject var viewModel: SettingsViewModel
            @ObservedObject var notificationService = NotificationService.shared
            @State private var showsArchived = false

            var body: some View {
                Form {
                    Toggle("Chat Messages", isOn: $notificationService.chatMessagesEnabled)
                        .onChange(of: notificationService.chatMessagesEnabled) {
                            Task { await viewModel.save() }
                        }
                    Toggle("Show archived", isOn: $showsArchived.animation())
                    switch viewModel.state {
                    case .idle, .saved:
                        Text("Saved")
                    case .saving:
                        ProgressView()
                    case .failed(let error):
                        Text(error.localizedDescription)
                    }
                }
            }
        }
        """

    /// The same screen with the animated binding written plainly.
    static let plainBinding = settings.replacingOccurrences(of: "$showsArchived.animation()", with: "$showsArchived")

    /// The same screen without the service's toggle: what it writes is no
    /// variable of the model, and `.onChange` of the service's setting
    /// fires whenever the setting changes, whoever changes it.
    static let withoutServiceToggle = settings.replacingOccurrences(
        of: "Toggle(\"Chat Messages\", isOn: $notificationService.chatMessagesEnabled)", with: "Text(\"Chat Messages\")")

    @Test func anAnimatedBindingIsTheBindingItAnimates() throws {
        #expect(Self.plainBinding != Self.settings)
        #expect(try RealAppReadingsTests.outcome(Self.settings) == RealAppReadingsTests.outcome(Self.plainBinding))
        let model = RealAppReadingsTests.modelText(Self.settings)
        #expect(model.contains("on setShowsArchivedTrue sync when setShowsArchivedTrueIsShown() && showsArchived != true {"))
    }

    @Test func aToggleOfASharedServiceWritesNothingTheModelHolds() throws {
        #expect(Self.withoutServiceToggle != Self.settings)
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.settings)
        #expect(diagnostics == [])
        #expect(screens.first?.summary.abstractions.map(\.rule).contains(
            "Toggle is bound to $notificationService.chatMessagesEnabled, a property of notificationService that the screen does not hold as state: what it writes is not read, and the screen reads that property as a value it does not decide") == true)
        #expect(try RealAppReadingsTests.outcome(Self.settings) == RealAppReadingsTests.outcome(Self.withoutServiceToggle))
    }

    /// Each toggle saves: a second change while the first save is in flight
    /// sends a second request, as the real screen does.
    @Test func twoQuickChangesSaveTwice() {
        let run = RealAppReadingsTests.check(Self.settings, file: "NotificationSettingsView.swift")
        #expect(run.status == .expectationFailed)
        #expect(run.stdout.contains("error: [singleFlight] NotificationSettingsView: expected to hold, but it is violated (two calls of updatePreferences are in flight at once)\n"
            + "   1. load              (invisible) → mark(\"input\") + mark(\"input\") + mark(\"text\")\n"
            + "   2. change            mark(\"input\") + mark(\"input\") + mark(\"text\") → mark(\"input\") + mark(\"input\") + spinner\n"
            + "   3. change            mark(\"input\") + mark(\"input\") + spinner → mark(\"input\") + mark(\"input\") + spinner\n"),
                "\(run.stdout)")
    }

    /// A binding to a struct the screen holds as state is not untracked:
    /// what the toggle writes there is the screen's own state (the
    /// struct's field, one variable of the screen).
    @Test func aBindingToTheScreensOwnStateIsNotUntracked() {
        let source = Self.settings.replacingOccurrences(
            of: "@ObservedObject var notificationService = NotificationService.shared",
            with: "@State private var notificationService = Options()")
            + "\n\nstruct Options {\n    var chatMessagesEnabled = true\n}"
        let (screens, diagnostics) = RealAppReadingsTests.translate(source)
        let rules = screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(diagnostics == [])
        #expect(!rules.contains { $0.contains("does not hold as state") })
        #expect(rules.contains("Toggle bound to notificationService_chatMessagesEnabled: the events setNotificationService_chatMessagesEnabledTrue, setNotificationService_chatMessagesEnabledFalse, each setting notificationService_chatMessagesEnabled to a value it does not hold"))
    }
}
