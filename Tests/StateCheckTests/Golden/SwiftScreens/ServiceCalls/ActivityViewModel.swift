import Foundation
import Observation

enum ActivityState {
    case idle
    case loading
    case loaded([Activity])
    case failed(String)
}

struct Activity: Identifiable {
    let id: Int
    let title: String
}

@Observable
@MainActor
final class ActivityViewModel {
    var state: ActivityState = .idle
    var errorMessage: String?

    private let api = ActivityAPI.shared
    private let cache = ActivityCache.shared
    private let notificationService = InAppNotificationService.shared

    func load() async {
        state = .loading
        do {
            let activities = try await api.fetchActivities()
            state = .loaded(activities)
            notificationService.showSuccess("Activities updated")
        } catch {
            errorMessage = notificationService.handleError(error, operation: "load")
            state = .failed("Could not load activities")
        }
    }

    /// Sends what is pending; the cache's `refresh` cannot throw, the api's can.
    func sync() async {
        await cache.refresh()
        do {
            try await api.refresh()
        } catch {
            errorMessage = notificationService.handleError(error, operation: "sync")
        }
    }
}
