import SwiftUI

struct Order: Identifiable, Hashable {
    let id: Int
    var summary: String
}

enum OrderService {
    static func fetchOrder() async throws -> Order {
        try await Task.sleep(for: .milliseconds(200))
        return Order(id: 1, summary: "2 items")
    }
}

/// Shows the latest order. The order loads when its placeholder appears,
/// so a retry only has to bring the placeholder back.
struct OrderScreen: View {
    @State private var order: Order?
    @State private var failed = false
    @State private var isLoading = false

    var body: some View {
        VStack {
            if let order {
                Text(order.summary)
            } else if failed {
                Button("Retry") {
                    failed = false
                }
            } else {
                Text("Loading…")
                    .onAppear {
                        Task {
                            await load()
                        }
                    }
            }
        }
    }

    private func load() async {
        guard !isLoading else { return }
        isLoading = true
        do {
            order = try await OrderService.fetchOrder()
        } catch {
            failed = true
        }
        isLoading = false
    }
}
