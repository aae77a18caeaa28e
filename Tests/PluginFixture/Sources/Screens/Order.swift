/// One past order, as the order history lists it.
struct Order: Hashable, Sendable {
    var id: Int
    var title: String
    var total: Int
}

/// The orders endpoint.
enum OrderClient {
    static func fetchOrders() async throws -> [Order] {
        try await Task.sleep(for: .milliseconds(300))
        return [Order(id: 1, title: "Coffee beans", total: 1_200)]
    }
}
