import SwiftUI

/// Keeps the handle of every load it starts in a bag, so that Cancel can
/// stop them. `cancelAll()` only empties the bag: the tasks it held keep
/// running.
struct ReleasingBagScreen: View {
    @State private var orders: [Order]?
    @State private var tasks: [Task<Void, Never>] = []

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
        guard tasks.isEmpty else { return }
        tasks.append(Task {
            do {
                let found = try await OrderAPI.orders()
                guard !Task.isCancelled else { return }
                orders = found
            } catch {
                return
            }
        })
    }

    private func cancelAll() {
        tasks.removeAll()
    }
}
