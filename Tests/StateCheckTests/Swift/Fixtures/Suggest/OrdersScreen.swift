import SwiftUI

struct Order: Decodable {
    var number: String
}

enum OrdersAPI {
    static func latestOrder() async throws -> Order {
        try await Task.sleep(for: .seconds(1))
        return Order(number: "A-1024")
    }
}

struct OrdersErrorView: View {
    var body: some View {
        Text("We could not load your orders")
    }
}

private enum LoadState<V, E: Error> {
    case idle
    case initialLoading
    case reLoading(V)
    case success(V)
    case failure(E)
}

extension LoadState {
    mutating func startLoading() {
        if case .success(let order) = self {
            self = .reLoading(order)
        } else {
            self = .initialLoading
        }
    }

    var isLoading: Bool {
        switch self {
        case .initialLoading,
                .reLoading:
            return true
        default:
            return false
        }
    }

    var isInitialLoading: Bool {
        if case .initialLoading = self { return true }
        return false
    }
}

struct OrdersScreen: View {
    @State private var state: LoadState<Order, any Error> = .idle

    var body: some View {
        List {
            switch state {
            case .idle, .initialLoading:
                EmptyView()
            case .success(let order),
                    .reLoading(let order):
                summary(of: order)
            case .failure:
                OrdersErrorView()
            }
        }
        .overlay {
            if state.isInitialLoading {
                ProgressView()
            }
        }
        .refreshable {
            await load()
        }
        .task {
            await load()
        }
    }

    func summary(of order: Order) -> some View {
        LabeledContent("Order", value: order.number)
    }

    private func load() async {
        if state.isLoading { return }
        state.startLoading()

        do {
            state = .success(try await OrdersAPI.latestOrder())
        } catch {
            state = .failure(error)
        }
    }
}
