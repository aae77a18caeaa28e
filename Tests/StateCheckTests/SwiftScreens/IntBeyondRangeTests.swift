import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A stored `Int` whose first value is beyond the Int values the model
/// explores (-16...16), such as a page size (`private var limit = 20`,
/// `limit += 10` before a request). The screen was refused ("integer
/// literal 20 is outside intRange -16...16"); the property is now opaque:
/// tests of it are assumptions, writes to it are not read, and a request
/// it is given keeps no argument.
@Suite struct IntBeyondRangeTests {
    static let catalog = """
        import SwiftUI

        final class CatalogViewModel: ObservableObject {
            @Published private(set) var products: [Product] = []
            @Published private(set) var isLoading = false
            private let service = CatalogService()
            private var limit = 20

            func load() async {
                isLoading = true
                defer { isLoading = false }
                products = (try? await service.products(limit: limit)) ?? []
            }

            func loadMore() async {
                limit += 10
                await load()
            }
        }

        struct CatalogView: View {
            @StateObject private var viewModel = CatalogViewModel()

            var body: some View {
                List(viewModel.products) { product in
                    Text(product.title)
                }
                .overlay {
                    if viewModel.isLoading {
                        ProgressView()
                    }
                }
                .task { await viewModel.load() }
                .refreshable { await viewModel.loadMore() }
            }
        }
        """

    /// The twin has no such property and gives the request a number the
    /// model holds: the same states, transitions and verdicts.
    @Test func aNumberBeyondTheModelsIntsIsOpaque() throws {
        let twin = Self.catalog
            .replacingOccurrences(of: "    private var limit = 20\n", with: "")
            .replacingOccurrences(of: "        limit += 10\n", with: "")
            .replacingOccurrences(of: "service.products(limit: limit)", with: "service.products(limit: 0)")
        #expect(twin != Self.catalog && !twin.contains("limit = 20") && !twin.contains("+= 10"))
        let read = try RealAppReadingsTests.outcome(Self.catalog)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        let text = RealAppReadingsTests.modelText(Self.catalog)
        #expect(!text.contains("limit") && !text.contains("intRange"), "\(text)")
        let (screens, _) = RealAppReadingsTests.translate(Self.catalog)
        #expect(screens.first?.summary.abstractions.map(\.rule).contains(
            "the property limit is opaque (its initial value 20 is beyond the Int values the model explores, -16...16): tests of it are assumptions, writes to it are not read") == true)
    }
}
