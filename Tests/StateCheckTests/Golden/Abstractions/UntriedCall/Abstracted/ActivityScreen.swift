import SwiftUI

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
    private let api = ActivityAPI.shared
    private let cache = ActivityCache.shared

    func load() async {
        state = .loading
        await cache.refresh()
        do {
            try await api.refresh()
            let activities = try await api.fetchActivities()
            state = .loaded(activities)
        } catch {
            state = .failed("Could not load activities")
        }
    }
}

struct ActivityScreen: View {
    @State private var model = ActivityViewModel()

    var body: some View {
        List {
            switch model.state {
            case .idle, .loading:
                ProgressView()
            case .loaded(let activities):
                ForEach(activities) { activity in
                    Text(activity.title)
                }
            case .failed(let message):
                Text(message)
            }
        }
        .task { await model.load() }
    }
}
