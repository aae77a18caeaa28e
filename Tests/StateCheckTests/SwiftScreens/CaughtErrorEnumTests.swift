import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A `do` around an api call whose clauses catch an error enum of the folder
/// (`catch APIError.unauthorized { phase = .needsLogin }`). The code behind
/// the api is not read, and may throw that enum; the model's api failed with
/// a `URLError` only, so such a clause never ran: `Phase.needsLogin` was
/// "never reached" and every behaviour after it was dropped. An api's
/// failure may now be one of the enum's values, as assumptions decide.
@Suite struct CaughtErrorEnumTests {
    static let orders = """
        import SwiftUI

        enum APIError: Error {
            case unauthorized
            case offline
        }

        protocol OrderServicing {
            func orders() async throws -> [Order]
        }

        enum Phase {
            case loading, loaded, needsLogin, failed
        }

        @MainActor final class OrdersViewModel: ObservableObject {
            @Published private(set) var orders: [Order] = []
            @Published private(set) var phase: Phase = .loading
            private let service: OrderServicing

            init(service: OrderServicing) {
                self.service = service
            }

            func load() async {
                phase = .loading
                do {
                    orders = try await service.orders()
                    phase = .loaded
                } catch APIError.unauthorized {
                    phase = .needsLogin
                } catch {
                    phase = .failed
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

    /// The twin tests the failure itself, with two values the screen does
    /// not decide (`flags` of another module) standing for what the code
    /// behind the api chose: the same verdicts, and `needsLogin` is reached.
    @Test func anApiFailureMayBeAnErrorEnumTheCodeCatches() throws {
        let twin = Self.orders
            .replacingOccurrences(of: """
                        } catch APIError.unauthorized {
                            phase = .needsLogin
                        } catch {
                            phase = .failed
                        }
                """, with: """
                        } catch {
                            if error is URLError, flags.failureIsAPIError, flags.isUnauthorized {
                                phase = .needsLogin
                            } else {
                                phase = .failed
                            }
                        }
                """)
            .replacingOccurrences(of: "    private let service: OrderServicing\n", with: "    private let service: OrderServicing\n    let flags: FailureFlags\n")
            .replacingOccurrences(of: "self.service = service\n", with: "self.service = service\n        self.flags = FailureFlags()\n")
        #expect(twin.contains("flags.isUnauthorized") && twin.contains("self.flags = FailureFlags()"))
        let read = try RealAppReadingsTests.outcome(Self.orders)
        // The twin's two Bools take four values where the reading's variable takes three (none, and
        // each case): the same verdicts, not the same states.
        #expect(read.verdicts == (try RealAppReadingsTests.outcome(twin)).verdicts)
        #expect(read.verdicts["allCasesReachable"] == .holds)
        let text = RealAppReadingsTests.modelText(Self.orders)
        #expect(text.contains("""
                do {
                    do {
                        try await orders()
                        phase = .loaded
                    } catch {
                        if error is URLError {
                            if let thrown = assume_failure_is_one_of_APIError {
                                throw thrown
                            }
                        }
                        throw error
                    }
                } catch APIError.unauthorized {
            """), "\(text)")
    }

    /// A case whose payload is a value the model cannot choose is never
    /// thrown, and the reading says so; one holding an error carries the
    /// failure.
    @Test func aCaseHoldingAnErrorCarriesTheFailure() throws {
        let payloads = Self.orders
            .replacingOccurrences(of: "    case offline\n", with: "    case offline(Error)\n    case server(String)\n")
        let (screens, diagnostics) = RealAppReadingsTests.translate(payloads)
        #expect(diagnostics == [])
        let text = RealAppReadingsTests.modelText(payloads)
        #expect(text.contains("throw APIError.offline(error)"), "\(text)")
        #expect(!text.contains("throw APIError.server"), "\(text)")
        #expect(screens.first?.summary.abstractions.map(\.rule).contains(
            "an api's failure caught as APIError is never APIError.server: its payload is a value the model cannot choose") == true)
    }

    /// The value a typed clause binds (`catch let error as APIError`) is of
    /// the enum: a `switch` over its cases stays exact, and with both cases
    /// thrown both branches are reached.
    @Test func aTypedClauseSwitchesOverTheEnumExactly() throws {
        let typed = Self.orders.replacingOccurrences(of: """
                        } catch APIError.unauthorized {
                            phase = .needsLogin
                        } catch {
                """, with: """
                        } catch let error as APIError {
                            switch error {
                            case .unauthorized:
                                phase = .needsLogin
                            case .offline:
                                phase = .failed
                            }
                        } catch {
                """)
        #expect(typed.contains("catch let error as APIError"))
        let text = RealAppReadingsTests.modelText(typed)
        #expect(text.contains("""
                } catch let error as APIError {
                    switch error {
                    case .unauthorized:
            """), "\(text)")
        #expect(try RealAppReadingsTests.outcome(typed).verdicts["allCasesReachable"] == .holds)
    }
}
