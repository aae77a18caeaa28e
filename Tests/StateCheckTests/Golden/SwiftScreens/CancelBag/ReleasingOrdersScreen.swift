import SwiftUI

/// Loads the orders in a task whose handle the screen keeps, so that
/// Cancel can stop it. `cancelAll()` only lets go
/// of the handle: the task it held keeps running.
struct ReleasingOrdersScreen: View {
    @State private var orders: [Order]?
    @State private var loadTask: Task<Void, Never>?

    var body: some View {
        List {
            Button("Load") { load() }
            Button("Cancel") { cancelAll() }
            if let orders {
                ForEach(orders) { order in
                    Text(order.title)
                }
            }
        }
    }

    private func load() {
        guard loadTask == nil else { return }
        loadTask = Task {
            do {
                let found = try await OrderAPI.orders()
                guard !Task.isCancelled else { return }
                orders = found
            } catch {
                return
            }
            loadTask = nil
        }
    }

    private func cancelAll() {
        loadTask = nil
    }
}
