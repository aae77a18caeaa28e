import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A view the folder does not declare given the screen's view model
/// (`ProductCell(viewModel: viewModel, product: product)`, a cell of
/// another module). Its code, which is not read, may call any method of the
/// view model it can reach and set any property it can set, whenever it is
/// shown. It was read as a mark, as if it only presented what it is given,
/// and every such call was dropped: the screen's verdicts did not cover what
/// the cell does. It is now read as the view given all of it explicitly.
@Suite struct HandedViewModelTests {
    static let shop = """
        import SwiftUI
        import ShopKit

        final class ShopViewModel: ObservableObject {
            @Published private(set) var products: [Product] = []
            @Published private(set) var isLoading = false
            private let service: ShopServicing

            init(service: ShopServicing) {
                self.service = service
            }

            func load() async {
                isLoading = true
                products = (try? await service.products()) ?? []
                isLoading = false
            }

            func favTapped(product: Product) {
                isLoading = true
            }

            private func log() {}
        }

        struct ShopView: View {
            @StateObject var viewModel: ShopViewModel

            var body: some View {
                List {
                    ForEach(viewModel.products) { product in
                        ProductCell(viewModel: viewModel, product: product)
                    }
                }
                .overlay {
                    if viewModel.isLoading {
                        ProgressView()
                    }
                }
                .task { await viewModel.load() }
            }
        }
        """

    /// The cell may call `load()` (in a task of its own, as a view's action
    /// starts one) and `favTapped(product:)` with a product of its own, each
    /// alone (an event of its own: the handlers of one event all run together);
    /// not the private `log()`, and it sets nothing (every setter is private). The twin
    /// gives the cell those two actions explicitly: the same states,
    /// transitions and verdicts. The shortest trace with two requests in
    /// flight is now the cell reloading while the screen loads (it was
    /// `load, cancel, load`: the cell's calls were not read).
    @Test func aViewOfAnotherModuleGivenTheViewModelMayCallItsMethods() throws {
        let twin = Self.shop.replacingOccurrences(
            of: "ProductCell(viewModel: viewModel, product: product)",
            with: "ProductCell(product: product, onReload: { Task { await viewModel.load() } }, onFavorite: { p in viewModel.favTapped(product: p) })")
        #expect(twin != Self.shop)
        let read = try RealAppReadingsTests.outcome(Self.shop)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        let text = RealAppReadingsTests.modelText(Self.shop)
        #expect(text.contains("""
            on tapProductCell Task when tapProductCellIsShown() {
                await load()
            }
            on tapProductCell2 sync when tapProductCell2IsShown() {
                favTapped()
            }
            """), "\(text)")
        #expect(!text.contains("log"), "\(text)")
        let run = RealAppReadingsTests.check(Self.shop, file: "Shop.swift")
        #expect(run.stdout.contains("""
               1. load              (invisible) → mark("products") + mark("ProductCell") + spinner
               2. tapProductCell    mark("products") + mark("ProductCell") + spinner → mark("products") + mark("ProductCell") + spinner
            """) && run.stdout.contains("Shop.swift \"load, tapProductCell\""), "\(run.stdout)")
    }

    /// A property the view model lets anyone set (`@Published var isLoading`)
    /// is one the cell may set too: the events of a toggle bound to it, as if
    /// it were given `$viewModel.isLoading` (the twin).
    @Test func aPropertyTheViewCanSetIsBoundToIt() throws {
        let open = Self.shop.replacingOccurrences(of: "@Published private(set) var isLoading", with: "@Published var isLoading")
        let twin = open.replacingOccurrences(
            of: "ProductCell(viewModel: viewModel, product: product)",
            with: "ProductCell(product: product, isLoading: $viewModel.isLoading, onReload: { Task { await viewModel.load() } }, onFavorite: { p in viewModel.favTapped(product: p) })")
        #expect(try RealAppReadingsTests.outcome(open) == (try RealAppReadingsTests.outcome(twin)))
        let text = RealAppReadingsTests.modelText(open)
        #expect(text.contains("on setIsLoadingTrue sync when setIsLoadingTrueIsShown() && isLoading != true {"), "\(text)")
    }

    /// A property the cell may set that no binding stands for (an enum whose
    /// cases hold data) leaves no sound reading: refused, naming it.
    @Test func aPropertyNoBindingStandsForIsRefused() {
        let state = Self.shop
            .replacingOccurrences(of: "@Published private(set) var isLoading = false", with: """
                @Published private(set) var isLoading = false
                    @Published var phase: Phase = .idle
                """)
            .replacingOccurrences(of: "import ShopKit", with: """
                import ShopKit

                enum Phase {
                    case idle
                    case failed(Error)
                }
                """)
            .replacingOccurrences(of: "if viewModel.isLoading {", with: "if viewModel.isLoading, case .idle = viewModel.phase {")
        let (_, diagnostics) = RealAppReadingsTests.translate(state)
        #expect(diagnostics.contains { $0.hasSuffix("the view 'ProductCell' is given the view model viewModel, through which it may set phase whenever it likes; no sound reading exists without its code: make the property's setter private (private(set)), or give the view the values and actions it needs") }, "\(diagnostics)")
    }
}
