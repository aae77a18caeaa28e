import StateCheckLanguage
@testable import StateCheckSwift
import Testing

/// `ErrorView(message: viewModel.errorMessage)` shown in every state, of a
/// view whose body is only `if let message { … }`: the view shows itself
/// exactly when there is an error, so it is read as `if let error =
/// errorMessage { errorView(error) }`. Before, the screen was refused ("the
/// error view is in a branch that holds no error").
@Suite struct SwiftScreensSelfHidingErrorViewTests {
    static let orders = """
        import SwiftUI

        struct Order: Identifiable, Decodable {
            let id: Int
            let number: String
        }

        protocol OrdersClient {
            func orders() async throws -> [Order]
        }

        struct ErrorView: View {
            let message: String?

            var body: some View {
                if let message {
                    Text(message)
                        .foregroundStyle(.red)
                        .padding()
                }
            }
        }

        @MainActor
        final class OrdersViewModel: ObservableObject {
            @Published var orders: [Order] = []
            @Published var errorMessage: String?
            private let client: OrdersClient

            init(client: OrdersClient) {
                self.client = client
            }

            func load() async {
                errorMessage = nil
                do {
                    orders = try await client.orders()
                } catch {
                    errorMessage = error.localizedDescription
                }
            }
        }

        struct OrdersScreen: View {
            @StateObject var viewModel: OrdersViewModel

            var body: some View {
                VStack {
                    ErrorView(message: viewModel.errorMessage)
                    List(viewModel.orders) { order in
                        Text(order.number)
                    }
                }
                .task { await viewModel.load() }
            }
        }
        """

    @Test func anErrorViewHidingItselfShowsTheErrorWhenThereIsOne() throws {
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["OrdersScreen.swift": Self.orders])
        #expect(diagnostics == [])
        let s = try #require(screens.first { $0.name == "OrdersScreen" })
        #expect(ModelPrinter.print(s.model).text.contains("""
            view {
                if let error = errorMessage {
                    errorView(error)
                }
                content(orders)
            }
            """))
        #expect(s.summary.abstractions.map(\.rule).contains(
            "ErrorView shows itself only when the error it is given is not nil: if let error = viewModel.errorMessage { errorView(error) }"))
    }

    /// A message the screen keeps as text (not only an error's description:
    /// it is also set where no error is caught) is shown as an error view
    /// without the error: `if errorMessage != nil { errorView }`.
    @Test func aMessageKeptAsTextShowsTheErrorViewWhileItIsSet() throws {
        let source = Self.orders
            .replacingOccurrences(of: "errorMessage = error.localizedDescription", with: "errorMessage = \"Could not load the orders\"")
            .replacingOccurrences(of: "orders = try await client.orders()\n", with: "orders = try await client.orders()\n            if orders.isEmpty { errorMessage = \"No orders yet\" }\n")
        #expect(source.contains("No orders yet"))
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["OrdersScreen.swift": source])
        #expect(diagnostics == [])
        let s = try #require(screens.first { $0.name == "OrdersScreen" })
        #expect(ModelPrinter.print(s.model).text.contains("""
                if errorMessage != nil {
                    errorView
                }
            """), "\(ModelPrinter.print(s.model).text)")
    }

    /// Strictly, the view is refused as before.
    @Test func strictlyTheViewIsRefused() {
        var strict = ScreenConfiguration()
        strict.strict = true
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["OrdersScreen.swift": Self.orders], configuration: strict)
        #expect(!screens.contains { $0.name == "OrdersScreen" })
        #expect(diagnostics.contains { $0.contains("the error view 'ErrorView' is in a branch that holds no error") }, "\(diagnostics)")
    }
}
