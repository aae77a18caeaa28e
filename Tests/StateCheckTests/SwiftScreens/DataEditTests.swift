import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// Api data edited in ways the model's Value (a list of opaque pages) does
/// not say: a field of data written (`self.order?.customer = customer`), a
/// second piece of data beside an answer's items (`var customer:
/// Customer?` in an order holding `[LineItem]`), rows inserted in place
/// (`categories.insert("All", at: 0)`), a slice shown (`prefix(10)`). Each
/// was a refusal; each is read as the same screen written with a value the
/// screen does not decide (a static call of another module), or without the
/// slice: the same states, transitions and verdicts.
@Suite struct DataEditTests {
    static let checkout = """
        import SwiftUI

        struct Address: Codable, Hashable {
            let street: String
            let city: String
        }

        struct Customer: Codable, Hashable {
            let id: Int
            let name: String
            let address: Address
        }

        struct LineItem: Codable, Hashable {
            let title: String
            let price: Double
        }

        struct Order: Codable, Hashable {
            var id = UUID().uuidString
            let total: Double
            var customer: Customer?
            let items: [LineItem]
        }

        protocol CustomerServicing {
            func currentCustomer() async throws -> Customer
        }

        final class CheckoutViewModel: ObservableObject {
            private let service: CustomerServicing
            @Published private(set) var customer: Customer?
            @Published var showAlert = false
            @Published var isSubmitting = false
            var order: Order?

            init(service: CustomerServicing) {
                self.service = service
            }

            @MainActor
            func loadCustomer() async {
                do {
                    customer = try await service.currentCustomer()
                } catch {
                    showAlert = true
                }
            }

            func placeOrder() {
                self.order?.customer = self.customer
                if order != nil {
                    isSubmitting = true
                }
            }
        }

        struct CheckoutView: View {
            @StateObject var viewModel: CheckoutViewModel

            var body: some View {
                VStack {
                    Text(viewModel.customer?.name ?? "")
                    Button("Place order") { viewModel.placeOrder() }
                    if viewModel.isSubmitting { ProgressView() }
                }
                .alert("Failed", isPresented: $viewModel.showAlert) { Button("OK") {} }
                .task { await viewModel.loadCustomer() }
            }
        }
        """

    /// The twin's order has no customer and is given a value of another
    /// module where the field was written: the same states, transitions and
    /// verdicts (the spinner of a placed order never goes away in both).
    @Test func aFieldOfDataWrittenMakesItOpaque() throws {
        let twin = Self.checkout
            .replacingOccurrences(of: "    var customer: Customer?\n    let items", with: "    let items")
            .replacingOccurrences(of: "self.order?.customer = self.customer", with: "self.order = OrderArchive.restored()")
        #expect(twin != Self.checkout && !twin.contains("order?.customer") && !twin.contains("var customer: Customer?\n    let items"))
        let read = try RealAppReadingsTests.outcome(Self.checkout)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.verdicts["noOrphanSpinner"] == .violated)
        let (screens, _) = RealAppReadingsTests.translate(Self.checkout)
        let rules = screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains("the property order is opaque (it is assigned a value the screen does not decide, line 51): tests of it are assumptions, writes to it are not read"), "\(rules)")
    }

    static let ordersPage = """
        import SwiftUI

        struct Customer: Codable, Hashable {
            let id: Int
            let name: String
        }

        struct Order: Identifiable, Codable, Hashable {
            let id: Int
            let total: Double
        }

        struct OrdersPage: Decodable {
            let orders: [Order]
            let customer: Customer?
            let nextCursor: String?
        }

        protocol OrdersServicing {
            func orders(after cursor: String?) async throws -> OrdersPage
        }

        @MainActor
        final class OrdersViewModel: ObservableObject {
            @Published var orders: [Order] = []
            @Published var isLoading = false
            @Published var hasMore = false
            private let service: OrdersServicing

            init(service: OrdersServicing) {
                self.service = service
            }

            func load() async {
                isLoading = true
                defer { isLoading = false }
                guard let page = try? await service.orders(after: nil) else { return }
                orders = page.orders
                hasMore = page.nextCursor != nil
            }
        }

        struct OrdersView: View {
            @StateObject var viewModel: OrdersViewModel

            var body: some View {
                List {
                    ForEach(viewModel.orders) { order in
                        Text("\\(order.total)")
                    }
                    if viewModel.hasMore { ProgressView() }
                }
                .overlay { if viewModel.isLoading { ProgressView() } }
                .task { await viewModel.load() }
            }
        }
        """

    /// An answer's second piece of data (the customer beside the orders) is
    /// left out of the answer, as a field of a type the model does not read
    /// is: the twin has no such field; equal states, transitions, verdicts.
    @Test func dataBesidesAnAnswersItemsIsLeftOut() throws {
        let twin = Self.ordersPage.replacingOccurrences(of: "    let customer: Customer?\n", with: "")
        #expect(twin != Self.ordersPage)
        #expect(try RealAppReadingsTests.outcome(Self.ordersPage) == (try RealAppReadingsTests.outcome(twin)))
        let (screens, _) = RealAppReadingsTests.translate(Self.ordersPage)
        let rules = screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains("the field customer of OrdersPage (Customer?) is data besides the answer's items, not read by the design: reading it is an error"), "\(rules)")
        #expect(RealAppReadingsTests.modelText(Self.ordersPage).contains("struct OrdersPage"))
    }

    static let categories = """
        import SwiftUI

        struct Product: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        protocol CatalogServicing {
            func categories() async throws -> [String]
            func products(in category: String) async throws -> [Product]
        }

        @MainActor
        final class CatalogViewModel: ObservableObject {
            @Published var categories: [String] = []
            @Published var isLoading = false
            private let service: CatalogServicing

            init(service: CatalogServicing) {
                self.service = service
            }

            func loadCategories() async {
                isLoading = true
                if let loaded = try? await service.categories() {
                    categories = loaded
                    categories.insert("All", at: 0)
                }
                isLoading = false
            }
        }

        struct CatalogView: View {
            @StateObject var viewModel: CatalogViewModel

            var body: some View {
                ScrollView(.horizontal) {
                    HStack {
                        ForEach(viewModel.categories.prefix(10), id: \\.self) { category in
                            Text(category)
                        }
                    }
                }
                .overlay {
                    if viewModel.isLoading { ProgressView() }
                    else if viewModel.categories.isEmpty { Text("No categories") }
                }
                .task { await viewModel.loadCategories() }
            }
        }
        """

    /// Rows inserted into api data: the twin gives the property a value of
    /// another module instead; equal states, transitions and verdicts.
    @Test func rowsInsertedIntoApiDataMakeItOpaque() throws {
        let twin = Self.categories
            .replacingOccurrences(of: "categories = loaded\n            categories.insert(\"All\", at: 0)",
                                  with: "categories = CategoryList.withAll(loaded)")
        #expect(twin != Self.categories && !twin.contains("insert"))
        #expect(try RealAppReadingsTests.outcome(Self.categories) == (try RealAppReadingsTests.outcome(twin)))
        let (screens, _) = RealAppReadingsTests.translate(Self.categories)
        let rules = screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains("the property categories is opaque (it is assigned a value the screen does not decide, line 27): tests of it are assumptions, writes to it are not read"), "\(rules)")
    }

    /// A `ForEach` of a slice of api data (`prefix(10)`, `dropFirst()`)
    /// shows the data's rows, as one of a filter does: the twin shows the
    /// whole data; equal states, transitions and verdicts.
    @Test func aSliceOfApiDataIsTheDataOrLess() throws {
        let sliced = Self.categories.replacingOccurrences(of: "\n            categories.insert(\"All\", at: 0)", with: "")
        let whole = sliced.replacingOccurrences(of: "categories.prefix(10)", with: "categories")
        #expect(sliced != Self.categories && whole != sliced)
        #expect(try RealAppReadingsTests.outcome(sliced) == (try RealAppReadingsTests.outcome(whole)))
        let dropped = sliced.replacingOccurrences(of: "categories.prefix(10)", with: "categories.dropFirst()")
        #expect(try RealAppReadingsTests.outcome(dropped) == (try RealAppReadingsTests.outcome(whole)))
        let (screens, _) = RealAppReadingsTests.translate(sliced)
        let rules = screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains("ForEach of a prefix of api data: content of the data (its rows opaque, shown whatever rows the prefix leaves)"), "\(rules)")
    }
}
