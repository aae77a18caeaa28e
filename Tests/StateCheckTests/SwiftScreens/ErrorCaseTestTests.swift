import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A test of a caught error against a case of its enum: `if failure ==
/// .unauthorized` of a `Result`'s failure whose type is of another module,
/// `switch failure { case .unauthorized: … default: … }`. The model does not
/// tell such errors apart, and the screen was refused ("'.unauthorized' is an
/// enum case, but Error is expected here"); which case the error is, is now
/// an assumption.
@Suite struct ErrorCaseTestTests {
    static let orders = """
        import SwiftUI
        import OrderKit

        enum Phase {
            case loading, loaded, needsLogin, failed
        }

        @MainActor final class OrdersViewModel: ObservableObject {
            @Published private(set) var orders: [Order] = []
            @Published private(set) var phase: Phase = .loading
            private let service: OrderServiceProtocol

            init(service: OrderServiceProtocol) {
                self.service = service
            }

            func load() async {
                phase = .loading
                switch await service.orders() {
                case .success(let orders):
                    self.orders = orders
                    phase = .loaded
                case .failure(let failure):
                    if failure == .unauthorized {
                        phase = .needsLogin
                    } else {
                        phase = .failed
                    }
                }
            }
        }

        struct OrdersView: View {
            @StateObject var viewModel: OrdersViewModel

            var body: some View {
                Group {
                    switch viewModel.phase {
                    case .loading:
                        ProgressView()
                    case .loaded:
                        List(viewModel.orders) { Text($0.title) }
                    case .needsLogin:
                        Text("Log in")
                    case .failed:
                        Text("Failed")
                    }
                }
                .task { await viewModel.load() }
            }
        }
        """

    /// The twin tests a value the screen does not decide instead (`flags`
    /// of another module): the same states, transitions and verdicts.
    @Test func aCaughtErrorsCaseIsAnAssumption() throws {
        let twin = Self.orders
            .replacingOccurrences(of: "if failure == .unauthorized {", with: "if flags.isUnauthorized {")
            .replacingOccurrences(of: "    private let service: OrderServiceProtocol\n", with: "    private let service: OrderServiceProtocol\n    let flags: FailureFlags\n")
            .replacingOccurrences(of: "self.service = service\n", with: "self.service = service\n        self.flags = FailureFlags()\n")
        #expect(twin.contains("flags.isUnauthorized") && twin.contains("self.flags = FailureFlags()"))
        let read = try RealAppReadingsTests.outcome(Self.orders)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.verdicts["allCasesReachable"] == .holds)
        let text = RealAppReadingsTests.modelText(Self.orders)
        #expect(text.contains("if assume_failure_is_unauthorized {"), "\(text)")
    }

    /// A `switch` over the error's cases is a chain of assumptions, the last
    /// case (or `default`) its final `else`: equal to the `if` it stands for.
    @Test func aSwitchOverACaughtErrorsCasesIsAChainOfAssumptions() throws {
        let switched = Self.orders.replacingOccurrences(of: """
                        if failure == .unauthorized {
                            phase = .needsLogin
                        } else {
                            phase = .failed
                        }
            """, with: """
                        switch failure {
                        case .unauthorized:
                            phase = .needsLogin
                        default:
                            phase = .failed
                        }
            """)
        #expect(switched.contains("switch failure {"))
        #expect(try RealAppReadingsTests.outcome(switched) == (try RealAppReadingsTests.outcome(Self.orders)))
    }
}
