import Observation

enum ProductState {
    case idle
    case initialLoading
    case reLoading(Product)
    case retryLoading(any Error)
    case success(Product)
    case failure(any Error)
}

extension ProductState {
    var isLoading: Bool {
        switch self {
        case .initialLoading, .reLoading, .retryLoading:
            return true
        default:
            return false
        }
    }

    var product: Product? {
        switch self {
        case .success(let product), .reLoading(let product):
            return product
        default:
            return nil
        }
    }

    mutating func startLoading() {
        switch self {
        case .idle:
            self = .initialLoading
        case .success(let product):
            self = .reLoading(product)
        case .failure(let error):
            self = .retryLoading(error)
        default:
            return
        }
    }
}

@Observable
final class ProductModel {
    var state: ProductState = .idle

    private let catalog: CatalogClient

    init(catalog: CatalogClient) {
        self.catalog = catalog
    }

    @MainActor
    func fetch() async {
        if state.isLoading { return }
        state.startLoading()
        do {
            state = .success(try await catalog.product())
        } catch {
            state = .failure(error)
        }
    }
}
