import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `.alert("Login Failed", isPresented: Binding(get: { viewModel.showAlert },
/// set: { viewModel.showAlert = $0 }))`: a binding written by hand that only
/// reads and writes one property. It was refused ("'.alert' is read bound to
/// a @State variable of the screen (isPresented: $variable)").
@Suite struct PlainBindingTests {
    static let login = """
        import SwiftUI

        protocol AuthClient {
            func login(username: String, password: String) async throws
        }

        @MainActor
        final class LoginViewModel: ObservableObject {
            @Published var isLoggingIn = false
            @Published var showAlert = false
            private let client: AuthClient

            init(client: AuthClient) {
                self.client = client
            }

            func login() async {
                isLoggingIn = true
                do {
                    try await client.login(username: "user", password: "secret")
                } catch {
                    showAlert = true
                }
                isLoggingIn = false
            }
        }

        struct LoginView: View {
            @StateObject var viewModel: LoginViewModel

            var body: some View {
                VStack {
                    if viewModel.isLoggingIn {
                        ProgressView()
                    }
                    Button("Log in") {
                        Task { await viewModel.login() }
                    }
                    .disabled(viewModel.isLoggingIn)
                }
                .alert("Login Failed", isPresented: Binding(
                    get: { viewModel.showAlert },
                    set: { viewModel.showAlert = $0 }
                )) {
                    Button("OK", role: .cancel) {}
                }
            }
        }
        """

    /// It is the property's own binding: the twin writes
    /// `isPresented: $viewModel.showAlert`, with the same states,
    /// transitions and verdicts.
    @Test func aBindingThatReadsAndWritesOnePropertyIsItsBinding() throws {
        let twin = Self.login.replacingOccurrences(of: "isPresented: Binding(\n            get: { viewModel.showAlert },\n            set: { viewModel.showAlert = $0 }\n        )) {",
                                                   with: "isPresented: $viewModel.showAlert) {")
        #expect(twin != Self.login)
        let read = try RealAppReadingsTests.outcome(Self.login)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.verdicts["allCasesReachable"] != nil)
    }

    /// A setter that does more than write the property is no plain binding.
    @Test func aSetterDoingMoreIsNoPlainBinding() {
        let parse = { (s: String) in SwiftParser.parse(s, file: "B.swift").items }
        func expr(_ text: String) -> SwiftExpr? {
            guard let item = parse("let b = " + text).first, case .declaration(let d) = item.kind, case .variable(let v) = d.kind else { return nil }
            return v.bindings.first?.initializer
        }
        let plain = expr("Binding(get: { model.flag }, set: { value in model.flag = value })").flatMap(ScreenBuilder.plainBinding)
        #expect(plain.map(SwiftSyntaxDump.describe) == "$model.flag")
        #expect(expr("Binding(get: { model.flag }, set: { model.flag = $0; model.save() })").flatMap(ScreenBuilder.plainBinding) == nil)
        #expect(expr("Binding(get: { model.flag }, set: { other = $0 })").flatMap(ScreenBuilder.plainBinding) == nil)
    }
}
