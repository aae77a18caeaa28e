import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A screen that hands its view model to the environment
/// (`.environment(model)`, `.environmentObject(model)`) shares it with the
/// views inside: a subview's `@Environment(LoginModel.self) private var
/// login` is that object. Such a subview was read as a view of its own that
/// cannot touch the screen (a mark: the screen had 2 states and its double
/// sign-in went unseen), or refused for an `@EnvironmentObject`.
@Suite struct InjectedViewModelTests {
    static let login = """
        import SwiftUI

        struct Session: Sendable { let token: String }

        protocol AuthClient: Sendable {
            func signIn(user: String, password: String) async throws -> Session
        }

        @MainActor
        @Observable
        final class LoginModel {
            var isSigningIn = false
            var failed = false
            var session: Session?
            let client: AuthClient

            init(client: AuthClient) { self.client = client }

            func signIn() async {
                isSigningIn = true
                failed = false
                do {
                    session = try await client.signIn(user: "me", password: "pw")
                } catch {
                    failed = true
                }
                isSigningIn = false
            }
        }

        struct CredentialsForm: View {
            @Environment(LoginModel.self) private var login

            var body: some View {
                VStack {
                    if login.isSigningIn {
                        ProgressView()
                    }
                    Button("Sign in") {
                        Task { await login.signIn() }
                    }
                    if login.failed {
                        Text("Could not sign in")
                    }
                }
            }
        }

        struct LoginScreen: View {
            @State private var model: LoginModel

            init(client: AuthClient) {
                _model = State(initialValue: LoginModel(client: client))
            }

            var body: some View {
                NavigationStack {
                    CredentialsForm()
                        .navigationTitle("Sign in")
                }
                .environment(model)
            }
        }
        """

    /// The form is the twin that is handed the view model
    /// (`CredentialsForm(login: model)` of `var login: LoginModel`): the same
    /// states, transitions and verdicts, the double tap on "Sign in" two
    /// sign-ins in flight at once (`singleFlight` violated).
    @Test func aSubviewsEnvironmentObjectIsTheViewModelTheScreenInjects() throws {
        let twin = Self.login
            .replacingOccurrences(of: "@Environment(LoginModel.self) private var login", with: "var login: LoginModel")
            .replacingOccurrences(of: "CredentialsForm()", with: "CredentialsForm(login: model)")
            .replacingOccurrences(of: "        .environment(model)\n", with: "")
        #expect(twin.contains("CredentialsForm(login: model)") && !twin.contains(".environment("))
        let read = try ComponentInitializerValuesTests.outcome(Self.login, screen: "LoginScreen")
        #expect(read == (try ComponentInitializerValuesTests.outcome(twin, screen: "LoginScreen")))
        #expect(read.verdicts["singleFlight"] == .violated)
    }

    /// `.environmentObject(model)` of an `ObservableObject` and
    /// `@EnvironmentObject private var login: LoginModel`: the same reading.
    @Test func anEnvironmentObjectIsTheViewModelTheScreenInjects() throws {
        let observable = Self.login
            .replacingOccurrences(of: "@MainActor\n@Observable\nfinal class LoginModel {", with: "@MainActor\nfinal class LoginModel: ObservableObject {")
            .replacingOccurrences(of: "    var isSigningIn = false\n    var failed = false\n    var session: Session?",
                                  with: "    @Published var isSigningIn = false\n    @Published var failed = false\n    @Published var session: Session?")
            .replacingOccurrences(of: "@Environment(LoginModel.self) private var login", with: "@EnvironmentObject private var login: LoginModel")
            .replacingOccurrences(of: "@State private var model: LoginModel", with: "@StateObject private var model: LoginModel")
            .replacingOccurrences(of: "_model = State(initialValue:", with: "_model = StateObject(wrappedValue:")
            .replacingOccurrences(of: ".environment(model)", with: ".environmentObject(model)")
        #expect(observable.contains("@Published var failed") && observable.contains(".environmentObject(model)"))
        #expect(try ComponentInitializerValuesTests.outcome(observable, screen: "LoginScreen")
                == (try ComponentInitializerValuesTests.outcome(Self.login, screen: "LoginScreen")))
    }

    /// A `.toolbar` outside the injection shows views that may not see the
    /// object: the subview is not bound to it, and it can change the
    /// screen's state through its own, so the screen is refused there (it
    /// was a mark, and `singleFlight` held: a false green).
    @Test func anInjectionThatDoesNotCoverTheBodyRefusesTheSubview() {
        let uncovered = Self.login.replacingOccurrences(of: "        .environment(model)\n",
                                                         with: "        .environment(model)\n        .toolbar {\n            Button(\"Help\") { }\n        }\n")
        #expect(uncovered.contains(".toolbar"))
        let (screens, diagnostics) = RealAppReadingsTests.translate(uncovered)
        #expect(screens.map(\.model.name) == [])
        #expect(diagnostics == [
            "Screen.swift:58:13: the view 'CredentialsForm' has the @Environment(LoginModel.self) property 'login' (Screen.swift:32), through which it can change the screen's state; "
                + "it is read only when it presents data it is given or is a component whose closures and bindings the screen passes; move the action into the screen",
        ])
    }

    /// Strict mode binds nothing from the environment: the subview is refused.
    @Test func strictModeRefusesTheSubview() {
        let (screens, diagnostics) = RealAppReadingsTests.strictTranslation(Self.login)
        #expect(screens.map(\.model.name) == [])
        #expect(!diagnostics.isEmpty)
    }
}
