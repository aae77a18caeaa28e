import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A view helper given the screen's own view model (`ProductCell(viewModel:
/// self.viewModel, product: product)` of `func ProductCell(viewModel:
/// HomeViewModel, product: Product)`): the parameter is that view model, so
/// the helper's buttons call the screen's methods. Before, every helper
/// parameter was opaque and `viewModel.favTapped(product:)` was read as the
/// set-up of a value of another module: the button did nothing, a dropped behaviour.
@Suite struct HelperViewModelTests {
    /// A shop's grid whose cells, drawn by a helper, carry a favourite button.
    static let home = """
        import SwiftUI

        struct Product: Codable, Identifiable {
            let id: Int
            let title: String
        }

        final class ProductService {
            func products() async throws -> [Product] { [] }
            func favorite(id: Int) async throws {}
        }

        @MainActor
        final class HomeViewModel: ObservableObject {
            @Published var content: [Product] = []
            @Published var showActivity = false
            private let service = ProductService()

            func onAppear() {
                Task { await load() }
            }

            func load() async {
                showActivity = true
                content = (try? await service.products()) ?? []
                showActivity = false
            }

            func favTapped(product: Product) {
                Task { try? await service.favorite(id: product.id) }
            }
        }

        struct HomeView: View {
            @StateObject private var viewModel = HomeViewModel()

            var body: some View {
                ScrollView {
                    LazyVStack {
                        ForEach(viewModel.content) { product in
                            ProductCell(viewModel: self.viewModel, product: product)
                        }
                    }
                }
                .overlay {
                    if viewModel.showActivity {
                        ProgressView()
                    }
                }
                .onAppear {
                    viewModel.onAppear()
                }
            }

            @ViewBuilder
            private func ProductCell(viewModel: HomeViewModel, product: Product) -> some View {
                VStack {
                    Text(product.title)
                    Button {
                        viewModel.favTapped(product: product)
                    } label: {
                        Image(systemName: "heart")
                    }
                }
            }
        }
        """

    /// Its twin's helper reads the screen's view model without the parameter:
    /// the same states, transitions and verdicts (148 states; 56 before, the
    /// button's task dropped).
    @Test func aHelperGivenTheScreensViewModelCallsIt() throws {
        let twin = Self.home
            .replacingOccurrences(of: "ProductCell(viewModel: self.viewModel, product: product)", with: "ProductCell(product: product)")
            .replacingOccurrences(of: "private func ProductCell(viewModel: HomeViewModel, product: Product)", with: "private func ProductCell(product: Product)")
        #expect(twin != Self.home)
        let abstracted = try RealAppReadingsTests.outcome(Self.home)
        #expect(abstracted == (try RealAppReadingsTests.outcome(twin)))
        #expect(abstracted.states == 148)
    }

    /// Given under another name, the view model is refused at the argument,
    /// never read as a value the screen does not decide.
    @Test func aHelperGivenTheViewModelUnderAnotherNameIsRefused() {
        let renamed = Self.home
            .replacingOccurrences(of: "ProductCell(viewModel: self.viewModel, product: product)", with: "ProductCell(model: viewModel, product: product)")
            .replacingOccurrences(of: "private func ProductCell(viewModel: HomeViewModel, product: Product)", with: "private func ProductCell(model: HomeViewModel, product: Product)")
            .replacingOccurrences(of: "                viewModel.favTapped(product: product)", with: "                model.favTapped(product: product)")
        let (_, diagnostics) = RealAppReadingsTests.translate(renamed)
        #expect(diagnostics == ["Screen.swift:41:40: the view helper 'ProductCell' is given the screen's view model 'viewModel' as its parameter 'model', whose calls change the screen's state; a helper is read where it is called when it names the view model as the screen does: name the parameter 'viewModel'"])
    }
}
