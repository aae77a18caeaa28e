import SwiftUI

struct Widget: Identifiable, Hashable {
    let id: Int
    var name: String
}

protocol DashboardService {
    func widgets() async throws -> [Widget]
    func alerts() async throws -> [Widget]
}

@MainActor
final class DashboardModel: ObservableObject {
    @Published private(set) var widgets: [Widget]?
    @Published private(set) var alerts: [Widget]?

    private let service: DashboardService

    init(service: DashboardService) {
        self.service = service
    }

    func load() async {
        async let widgets = service.widgets()
        async let alerts = service.alerts()
        self.widgets = try? await widgets
        self.alerts = try? await alerts
    }

    func reloadAll() async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.load() }
        }
    }

    func warmUp() {
        Task.detached(priority: .background) {
            print("warming up")
        }
    }

    func logWidgets() {
        guard let current = widgets else { return }
        for widget in current {
            print(widget.name)
        }
    }

    func waitForPush() async throws -> Bool {
        try await withCheckedThrowingContinuation { continuation in
            continuation.resume(returning: true)
        }
    }

    func followChanges() async {
        for await _ in NotificationCenter.default.notifications(named: .dashboardChanged) {
            await load()
        }
    }

    func refreshInBackground() async {
        let refresh = Task { await load() }
        await refresh.value
    }
}

extension Notification.Name {
    static let dashboardChanged = Notification.Name("dashboardChanged")
}

struct DashboardScreen: View {
    @StateObject private var model: DashboardModel

    init(service: DashboardService) {
        _model = StateObject(wrappedValue: DashboardModel(service: service))
    }

    var body: some View {
        List {
            if let widgets = model.widgets {
                ForEach(widgets) { widget in
                    Text(widget.name)
                }
            }
        }
        .task { await model.load() }
    }
}
