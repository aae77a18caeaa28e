import Foundation

/// Keeps its loads in a set of handles; `cancelAll()` only empties the
/// set, so the tasks it held keep running.
@MainActor
final class BagModel: ObservableObject {
    @Published private(set) var orders: [Order]?
    private var tasks = Set<Task<Void, Never>>()

    func load() {
        guard tasks.isEmpty else { return }
        let task = Task {
            do {
                let found = try await OrderAPI.orders()
                guard !Task.isCancelled else { return }
                orders = found
            } catch {
                return
            }
        }
        tasks.insert(task)
    }

    func cancelAll() {
        tasks.removeAll()
    }
}
