// The screen needs SwiftUI; the fixture package also builds on Linux, where
// this file compiles to nothing (statecheck reads it either way).
#if canImport(SwiftUI)
import SwiftUI

/// Where the order history is in its loading.
enum OrdersPhase {
    case idle
    case loading
    case loaded([Order])
    case failed(any Error)
}

struct OrderHistoryScreen: View {
    @State private var phase: OrdersPhase = .idle

    var body: some View {
        List {
            switch phase {
            case .idle, .loading:
                EmptyView()
            case .loaded(let orders):
                ForEach(orders, id: \.id) { order in
                    Text(order.title)
                }
            case .failed(let error):
                Text(error.localizedDescription)
            }
        }
        .overlay {
            if case .loading = phase {
                ProgressView()
            }
        }
        .navigationTitle("Orders")
        .task {
            await loadOrders()
        }
        .refreshable {
            await loadOrders()
        }
    }

    private func loadOrders() async {
        if case .loading = phase { return }
        phase = .loading
        do {
            phase = .loaded(try await OrderClient.fetchOrders())
        } catch {
            phase = .failed(error)
        }
    }
}
#endif
