import Foundation

/// Places the order once the cart has been validated. The validation runs
/// off the main actor (`nonisolated`), and `isPlacing` is only set once it
/// returns: a second tap that lands while the first one is validating
/// passes the guard too.
@MainActor
final class CheckoutModel: ObservableObject {
    @Published private(set) var isPlacing = false
    @Published private(set) var failed = false
    private let client = CheckoutClient()

    func placeOrder() async {
        guard !isPlacing else { return }
        guard await validateCart() else { return }
        isPlacing = true
        defer { isPlacing = false }
        do {
            try await client.placeOrder()
            failed = false
        } catch {
            failed = true
        }
    }

    nonisolated func validateCart() async -> Bool {
        true
    }
}
