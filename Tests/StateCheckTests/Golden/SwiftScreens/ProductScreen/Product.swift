import Foundation

struct Product: Identifiable, Hashable {
    let id: String
    var name: String
    var price: String
    var stock: Int
    var description: String
}

extension Product {
    /// Rows of the right shape to show, redacted, before the product arrives.
    static let placeholder = Product(id: "—", name: "Product name", price: "€00.00", stock: 0,
                                     description: "A short description of the product.")
}

protocol CatalogClient {
    func product() async throws -> Product
}
