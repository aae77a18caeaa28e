import Foundation
import Observation

struct Order: Identifiable, Hashable {
    let id: Int
    var title: String
}

struct OrderDetail: Hashable {
    var trackingNumber: String
    var eta: Date
}

enum Loadable<Value> {
    case idle
    case loading
    case loaded(Value)
    case failed(any Error)
}

protocol OrdersClient: Sendable {
    func orders() async throws -> [Order]
    func detail(for id: Order.ID) async throws -> OrderDetail
}

/// The orders list: each row loads its tracking details when expanded.
@MainActor
@Observable
final class OrdersModel {
    private let client: OrdersClient
    var orders: Loadable<[Order]> = .idle
    var details: [Order.ID: Loadable<OrderDetail>] = [:]
    private(set) var inFlight: Set<Order.ID> = []

    init(client: OrdersClient) {
        self.client = client
    }

    func load() async {
        orders = .loading
        do {
            orders = .loaded(try await client.orders())
        } catch {
            orders = .failed(error)
        }
    }

    func expand(_ id: Order.ID) async {
        // A second tap on the same row while its request runs does nothing.
        guard !inFlight.contains(id) else { return }
        inFlight.insert(id)
        defer { inFlight.remove(id) }
        details[id] = .loading
        do {
            details[id] = .loaded(try await client.detail(for: id))
        } catch {
            details[id] = .failed(error)
        }
    }
}
