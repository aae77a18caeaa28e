import Foundation
import StateCheckLanguage
import Testing
@testable import StateCheckSwift

/// An `async` api that still answers through a completion handler, typed by
/// a typealias (declared in the client's protocol or at the top level):
/// `try await ShopAPI.shared.fetchProducts(page: page) { results in switch
/// results { … } }`. The handler runs during the awaited call with the
/// answer, as a completion-handler call's handler runs when the answer is
/// in; a method that also `throws` may throw instead of calling it.
@Suite struct AsyncCompletionAPITests {
    /// How the list screen's api is declared and called.
    enum ListAPI {
        /// `func fetchProducts(page:completion: @escaping (Result<…>) -> Void)`, called without `await`.
        case escaping
        /// `func fetchProducts(page:completion: (ProductListResults)) async`, a typealias of the protocol.
        case async
        /// The same, `async throws`, called with `try await`.
        case asyncThrows
    }

    /// A shop's product list in the style of an MVVM app: a view model
    /// that loads a page, hops to the main queue in the handler, and
    /// appends the page to the property its success payload shadows.
    static func list(_ api: ListAPI) -> String {
        let declaration: String
        let call: String
        switch api {
        case .escaping:
            declaration = "func fetchProducts(page: Int, completion: @escaping (Result<[Product], ShopError>) -> Void)"
            call = "ShopAPI.shared.fetchProducts(page: page) { [weak self] results in"
        case .async:
            declaration = "func fetchProducts(page: Int, completion: (ProductListResults)) async"
            call = "Task { await ShopAPI.shared.fetchProducts(page: page) { [weak self] results in"
        case .asyncThrows:
            declaration = "func fetchProducts(page: Int, completion: (ProductListResults)) async throws"
            call = "Task { try await ShopAPI.shared.fetchProducts(page: page) { [weak self] results in"
        }
        let close = api == .escaping ? "}" : "} }"
        return """
            import SwiftUI

            enum ScreenPhase: Equatable { case loading, loaded }
            enum ShopError: Error { case invalidURL, decoding }
            struct Product: Identifiable, Decodable { let id: Int; let title: String }

            protocol ShopAPIProtocol {
                typealias ProductListResults = (Result<[Product], ShopError>) -> Void
                \(declaration)
            }

            final class ShopAPI: ShopAPIProtocol {
                static let shared = ShopAPI()
                private init() {}

                \(declaration) {
                    completion(.failure(.invalidURL))
                }
            }

            @MainActor
            final class ProductListViewModel: ObservableObject {
                @Published private(set) var products: [Product] = []
                @Published private(set) var phase: ScreenPhase = .loading
                @Published private(set) var errorMessage: String?
                @Published var showAlert = false
                private var page = 1

                func loadProducts() {
                    phase = .loading
                    \(call)
                        guard let self else { return }
                        switch results {
                        case .success(let products):
                            DispatchQueue.main.async {
                                self.showAlert = false
                                self.phase = .loaded
                                self.products.append(contentsOf: products)
                            }
                        case .failure(let error):
                            DispatchQueue.main.async {
                                self.errorMessage = error.localizedDescription
                                self.showAlert = true
                            }
                        }
                    \(close)
                }
            }

            struct ProductListView: View {
                @StateObject private var viewModel = ProductListViewModel()

                var body: some View {
                    Group {
                        switch viewModel.phase {
                        case .loading:
                            ProgressView()
                        case .loaded:
                            if viewModel.products.isEmpty {
                                Text("No products")
                            } else {
                                List(viewModel.products) { product in Text(product.title) }
                            }
                        }
                    }
                    .alert("Error", isPresented: $viewModel.showAlert) {
                        Button("OK", role: .cancel) {}
                    }
                    .onAppear { viewModel.loadProducts() }
                }
            }
            """
    }

    /// A product's detail screen: the api is `async throws`, its completion
    /// a typealias declared at the top level, the method in an extension
    /// adopting the protocol, the handler given as a labelled closure; the
    /// failure handled without hopping to the main queue.
    static let detail = """
        import SwiftUI

        enum DetailPhase: Equatable { case loading, loaded }
        enum ShopError: Error { case invalidURL }
        struct ProductDetail: Decodable { let id: Int; let summary: String }

        typealias ProductDetailResults = (Result<ProductDetail, ShopError>) -> Void

        protocol ProductDetailAPIProtocol {
            func fetchProductDetail(id: Int, completion: ProductDetailResults) async throws
        }

        final class ProductDetailAPI {
            static let shared = ProductDetailAPI()
        }

        extension ProductDetailAPI: ProductDetailAPIProtocol {
            func fetchProductDetail(id: Int, completion: ProductDetailResults) async throws {}
        }

        @MainActor
        final class ProductDetailViewModel: ObservableObject {
            @Published private(set) var detail: ProductDetail?
            @Published private(set) var phase: DetailPhase = .loading
            @Published var showAlert = false

            func loadDetail(id: Int) {
                Task {
                    self.phase = .loading
                    try await ProductDetailAPI.shared.fetchProductDetail(id: id, completion: { [weak self] results in
                        guard let self else { return }
                        switch results {
                        case .success(let detail):
                            DispatchQueue.main.async {
                                self.showAlert = false
                                self.phase = .loaded
                                self.detail = detail
                            }
                        case .failure:
                            self.showAlert = true
                        }
                    })
                }
            }
        }

        struct ProductDetailView: View {
            let id: Int
            @StateObject private var viewModel = ProductDetailViewModel()

            var body: some View {
                VStack {
                    if viewModel.phase == .loading {
                        ProgressView()
                    } else {
                        Text(viewModel.detail?.summary ?? "")
                    }
                }
                .alert("Error", isPresented: $viewModel.showAlert) {
                    Button("Retry") { viewModel.loadDetail(id: id) }
                }
                .onAppear { viewModel.loadDetail(id: id) }
            }
        }
        """

    /// The `async` api with a completion typed by the protocol's typealias
    /// is read as the `@escaping` completion-handler twin: the same model
    /// (but for the api's declaration), states, transitions and verdicts.
    @Test func anAsyncApiGivenACompletionIsTheCompletionHandlerCall() throws {
        let awaited = try RealAppReadingsTests.outcome(Self.list(.async))
        let handler = try RealAppReadingsTests.outcome(Self.list(.escaping))
        #expect(awaited == handler, "\(awaited) \(handler)")
        #expect(awaited.states == 2475 && awaited.transitions == 12618, "\(awaited)")
        #expect(awaited.verdicts["allCasesReachable"] == .holds, "\(awaited)")
        #expect(awaited.verdicts["recoverable"] == .holds, "\(awaited)")
        // The failure shows the alert but leaves the phase `.loading`: the spinner stays, in both.
        #expect(awaited.verdicts["noOrphanSpinner"] == .violated, "\(awaited)")
        #expect(RealAppReadingsTests.modelText(Self.list(.async)) == RealAppReadingsTests.modelText(Self.list(.escaping)))
    }

    /// `self.products.append(contentsOf: products)`, the success payload
    /// shadowing the property: the property on the left, the payload on the right.
    @Test func appendingTheShadowingPayloadWritesTheProperty() {
        let text = RealAppReadingsTests.modelText(Self.list(.async))
        #expect(text.contains("set_products(get_products() + products)"), "\(text)")
        #expect(text.contains("func get_products() -> Value {\n    return products\n}"), "\(text)")
        #expect(!text.contains("append"), "\(text)")
    }

    /// The same append where the property is read opaque (`Product` is not
    /// declared in the folder, so `[Product]` is a type the model has no
    /// values of): a write that is not read, not a call on the local.
    @Test func appendingTheShadowingPayloadToAnOpaquePropertyIsNotRead() {
        let source = Self.list(.escaping).replacingOccurrences(of: "struct Product: Identifiable, Decodable { let id: Int; let title: String }\n", with: "")
        let (screens, diagnostics) = RealAppReadingsTests.translate(source)
        #expect(diagnostics == [])
        let text = screens.first.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(!text.isEmpty && !text.contains("append") && !text.contains("products +"), "\(text)")
    }

    /// `async throws`: a failure may be thrown on instead of reaching the
    /// handler (an assumption): every behaviour of the `async` reading and
    /// the spinner left alone when it throws. What holds here holds there.
    @Test func anAsyncApiThatThrowsMayThrowInsteadOfCallingItsCompletion() throws {
        let text = RealAppReadingsTests.modelText(Self.list(.asyncThrows))
        #expect(text.contains("if assume_ShopAPI_fetchProducts_throws_instead_of_c {\n                    throw error\n                }"), "\(text)")
        let throwing = try RealAppReadingsTests.outcome(Self.list(.asyncThrows))
        let awaited = try RealAppReadingsTests.outcome(Self.list(.async))
        #expect(throwing.states > awaited.states, "\(throwing) \(awaited)")
        for (name, verdict) in throwing.verdicts where verdict == .holds {
            #expect(awaited.verdicts[name] == .holds || awaited.verdicts[name] == .notApplicable, "\(name)")
        }
        #expect(throwing.verdicts["noOrphanSpinner"] == .violated, "\(throwing)")
    }

    /// The detail screen is read: its loaded case is reached (the handler's
    /// success runs), and its spinner is left alone only where the api throws.
    @Test func theLoadedCaseOfADetailScreenIsReached() throws {
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.detail)
        #expect(diagnostics == [])
        let screen = try #require(screens.first)
        let text = ModelPrinter.print(screen.model).text
        #expect(text.contains("let detail = try await fetchProductDetail()"), "\(text)")
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: screen.model, file: screen.file))
        #expect(outcome.verdicts["allCasesReachable"] == .holds, "\(outcome)")
        let run = RealAppReadingsTests.check(Self.detail, file: "ProductDetailView.swift")
        #expect(!run.stdout.contains("never reached") && !run.stderr.contains("never reached"), "\(run.stdout)\(run.stderr)")
    }
}
