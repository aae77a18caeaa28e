/// The receipt of one order.
struct Receipt: Hashable, Sendable {
    var orderID: Int
    var lines: [String]
}

/// The receipts endpoint.
enum ReceiptClient {
    static func fetchReceipt() async throws -> Receipt {
        try await Task.sleep(for: .milliseconds(200))
        return Receipt(orderID: 1, lines: ["Coffee beans  1,200"])
    }
}
