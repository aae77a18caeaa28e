import Foundation

struct CheckoutClient {
    func placeOrder() async throws {
        let url = URL(string: "https://example.com/orders")!
        _ = try await URLSession.shared.data(from: url)
    }
}
