import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A view model that watches its own published properties and a client's
/// (`$theme.dropFirst().sink { … }`, `network.$isConnected.assign(to: &$isOnline)`),
/// as settings screens do to save a choice as soon as it is made.
@Suite struct SubscriptionReadingTests {
    static let settings = """
        import Combine
        import SwiftUI

        protocol SettingsClient {
            func fetchSettings() async throws
            func save(push: Bool) async throws
        }

        enum Theme: String { case light, dark, system }

        @MainActor
        final class SettingsModel: ObservableObject {
            enum Phase { case idle, loading, loaded, failed }

            @Published var phase = Phase.idle
            @Published var pushEnabled = false
            @Published var theme = "system"
            private let client: any SettingsClient
            private var cancellables = Set<AnyCancellable>()

            init(client: any SettingsClient) {
                self.client = client
                self.$pushEnabled.dropFirst()
                    .filter { _ in true }
                    .sink { [weak self] _ in
                        Task { await self?.savePush() }
                    }
                    .store(in: &cancellables)
                self.$theme.dropFirst()
                    .compactMap(Theme.init(rawValue:))
                    .sink { [weak self] _ in
                        Task { await self?.savePush() }
                    }
                    .store(in: &cancellables)
            }

            func load() async {
                phase = .loading
                do {
                    try await client.fetchSettings()
                    phase = .loaded
                } catch {
                    phase = .failed
                }
            }

            func savePush() async {
                do {
                    try await client.save(push: pushEnabled)
                } catch {
                    phase = .failed
                }
            }
        }

        struct SettingsView: View {
            @StateObject var model: SettingsModel

            var body: some View {
                Form {
                    switch model.phase {
                    case .idle, .loading: ProgressView()
                    case .loaded: Toggle("Push", isOn: $model.pushEnabled)
                    case .failed: Text("Failed")
                    }
                }
                .task { await model.load() }
            }
        }
        """

    /// `dropFirst()`, `filter { … }` and `compactMap(Theme.init(rawValue:))`
    /// only decide whether a subscription's callback runs, and the callback
    /// is already read as running at any time: the screen is read as the
    /// same one subscribing to the property itself, whose callback runs for
    /// every value (each behaviour of the real screen among them).
    @Test func aSubscriptionsFilteringOperatorsAreReadThrough() throws {
        let precise = Self.settings
            .replacingOccurrences(of: "self.$pushEnabled.dropFirst()\n            .filter { _ in true }\n", with: "self.$pushEnabled\n")
            .replacingOccurrences(of: "self.$theme.dropFirst()\n            .compactMap(Theme.init(rawValue:))\n", with: "self.$theme\n")
        #expect(!precise.contains("dropFirst"))
        #expect(!precise.contains("compactMap"))
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.settings)
        #expect(diagnostics == [])
        let events = screens.first.map { Set($0.model.handlers.map(\.event)) } ?? []
        #expect(events.isSuperset(of: ["sinkCallback", "sinkCallback2"]), "\(events)")
        #expect(try RealAppReadingsTests.outcome(Self.settings) == RealAppReadingsTests.outcome(precise))
    }

    /// Without the subscription at all the screen never saves: the reading
    /// keeps the saves (the outcomes differ), so the operators drop nothing.
    @Test func theSubscriptionIsNotDropped() throws {
        let start = try #require(Self.settings.range(of: "        self.$pushEnabled.dropFirst()"))
        let end = try #require(Self.settings.range(of: "            .store(in: &cancellables)\n", options: .backwards))
        var withoutSaves = Self.settings
        withoutSaves.removeSubrange(start.lowerBound..<end.upperBound)
        #expect(!withoutSaves.contains(".sink"))
        #expect(try RealAppReadingsTests.outcome(Self.settings) != RealAppReadingsTests.outcome(withoutSaves))
    }

    static let status = """
        import Combine
        import SwiftUI

        protocol NetworkMonitor {
            var isConnectedPublisher: Published<Bool>.Publisher { get }
            func ping() async throws
        }

        @MainActor
        final class StatusModel: ObservableObject {
            @Published var isOnline = false
            @Published var isLoading = false
            private let network: any NetworkMonitor
            private var cancellables = Set<AnyCancellable>()

            init(network: any NetworkMonitor) {
                self.network = network
                network.isConnectedPublisher
                    .receive(on: DispatchQueue.main)
                    .assign(to: &$isOnline)
            }

            func refresh() async {
                guard isOnline else { return }
                isLoading = true
                do {
                    try await network.ping()
                } catch {
                }
                isLoading = false
            }
        }

        struct StatusView: View {
            @StateObject var model: StatusModel

            var body: some View {
                VStack {
                    if model.isLoading { ProgressView() }
                    Button("Refresh") { Task { await model.refresh() } }
                }
            }
        }
        """

    /// `publisher.assign(to: &$isOnline)` is the subscription
    /// `publisher.sink { newIsOnline in self.isOnline = newIsOnline }`:
    /// the same states, transitions and verdicts, the value the client
    /// publishes an assumption (either Bool, at once or later).
    @Test func assigningAPublisherToAPropertyIsASubscription() throws {
        let precise = Self.status.replacingOccurrences(
            of: "            .assign(to: &$isOnline)\n",
            with: "            .sink { [weak self] newIsOnline in\n                self?.isOnline = newIsOnline\n            }\n            .store(in: &cancellables)\n")
        #expect(precise != Self.status)
        let model = RealAppReadingsTests.modelText(Self.status)
        #expect(model.contains("on sinkCallback sync when sinkCallbackKept {\n    isOnline = assume_newIsOnline\n}\n"), "\(model)")
        #expect(try RealAppReadingsTests.outcome(Self.status) == RealAppReadingsTests.outcome(precise))
    }

    static let reminder = """
        import SwiftUI
        import UIKit

        protocol ReminderClient {
            func save(time: Date) async throws
        }

        struct ReminderView: View {
            let client: any ReminderClient
            @State private var showsPicker = false
            @State private var isSaving = false
            @State private var time = Date()

            var body: some View {
                VStack {
                    if isSaving { ProgressView() }
                    Button("Pick") { showsPicker = true }
                }
                .sheet(isPresented: $showsPicker) {
                    DatePicker("", selection: $time, displayedComponents: .hourAndMinute)
                        .onAppear {
                            UIDatePicker.appearance().minuteInterval = 5
                        }
                        .onDisappear {
                            UIDatePicker.appearance().minuteInterval = 1
                            Task { await save() }
                        }
                }
            }

            private func save() async {
                isSaving = true
                try? await client.save(time: time)
                isSaving = false
            }
        }
        """

    /// `UIDatePicker.appearance()` is a synchronous call of a static method
    /// of another module: what it returns is not the screen's state, so a
    /// write through it changes nothing the model reads (the same screen
    /// without those writes), and it is no api.
    @Test func aStaticCallOfAnotherModuleIsAValueTheScreenDoesNotDecide() throws {
        let precise = Self.reminder
            .replacingOccurrences(of: "                    UIDatePicker.appearance().minuteInterval = 5\n", with: "")
            .replacingOccurrences(of: "                    UIDatePicker.appearance().minuteInterval = 1\n", with: "")
        #expect(!precise.contains("appearance"))
        let (screens, _) = RealAppReadingsTests.translate(Self.reminder)
        #expect(screens.first.map { $0.model.apis.map(\.name) } == ["reminderClientSave"])
        #expect(try RealAppReadingsTests.outcome(Self.reminder) == RealAppReadingsTests.outcome(precise))
    }
}
