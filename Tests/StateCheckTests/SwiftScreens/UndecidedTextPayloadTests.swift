import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// An alert enum whose text payload is a literal in one place and a message
/// formatted by another module in another (`.unknownError("Session expired")`,
/// `.unknownError(formatter.message(for: error))`), as sign-in screens write it.
@Suite struct UndecidedTextPayloadTests {
    static func signIn(failure: String) -> String {
        """
        import SwiftUI

        enum AuthAlert: Equatable {
            case networkError
            case unknownError(String)
        }

        protocol AuthService {
            func signIn() async throws
        }

        @MainActor
        final class SignInViewModel: ObservableObject {
            @Published var isSigningIn = false
            @Published var alert: AuthAlert?
            private let service: any AuthService

            init(service: any AuthService) { self.service = service }

            func signIn() async {
                guard !isSigningIn else { return }
                isSigningIn = true
                do {
                    try await service.signIn()
                } catch {
                    \(failure)
                }
                isSigningIn = false
            }

            func sessionExpired() {
                alert = .unknownError("Session expired")
            }
        }

        struct SignInView: View {
            @StateObject var viewModel: SignInViewModel

            var body: some View {
                VStack {
                    if viewModel.isSigningIn { ProgressView() }
                    if case .unknownError(let message) = viewModel.alert { Text(message) }
                    Button("Sign in") { Task { await viewModel.signIn() } }
                    Button("Expire") { viewModel.sessionExpired() }
                }
            }
        }
        """
    }

    /// The message is dropped from the case and the screen is checked, with
    /// the verdicts of the same screen whose failure shows a literal.
    @Test func textGivenUndecidedValuesAndLiteralsIsDropped() throws {
        let formatted = Self.signIn(failure: """
            let message = ErrorFormatter.shared.message(for: error)
                            alert = .unknownError(message)
            """)
        let (screens, diagnostics) = RealAppReadingsTests.translate(formatted)
        #expect(diagnostics == [])
        let rules = screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains("the associated value 1 of case AuthAlert.unknownError is text given values the screen does not decide (and others): "
            + "dropped from the case (values differing only in it are one), opaque where the case is matched"))
        let literal = try RealAppReadingsTests.outcome(Self.signIn(failure: "alert = .unknownError(\"Failed\")"))
        #expect(try RealAppReadingsTests.outcome(formatted).verdicts == literal.verdicts)
    }
}
