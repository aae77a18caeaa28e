import StateCheckCommands
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// Methods of one name told apart by their labels, as in view models that
/// offer `acceptInvite()` (reading a text field) beside
/// `acceptInvite(code:)`: each is read as the method Swift calls.
@Suite struct OverloadedMethodsTests {
    /// A view model with `acceptInvite()` and `second` (`acceptInvite(code:)`
    /// or, spelt by hand, another name), called from a button.
    static func invite(second: String) -> String {
        """
        import SwiftUI

        protocol InviteService {
            func accept(code: String) async throws
        }

        @MainActor
        final class InviteModel: ObservableObject {
            @Published var isJoining = false
            @Published var errorMessage: String?
            private let service: any InviteService

            init(service: any InviteService) { self.service = service }

            func acceptInvite() async {
                await \(second)(code: "typed")
            }

            func \(second)(code: String) async {
                isJoining = true
                errorMessage = nil
                do {
                    try await service.accept(code: code)
                } catch {
                    errorMessage = error.localizedDescription
                }
                isJoining = false
            }
        }

        struct InviteView: View {
            @StateObject var model: InviteModel

            var body: some View {
                VStack {
                    if model.isJoining { ProgressView() }
                    if let message = model.errorMessage { Text(message) }
                    Button("Join") { Task { await model.acceptInvite() } }
                }
            }
        }
        """
    }

    /// Two methods named `acceptInvite` are read as two functions, the
    /// second spelt by its label, with the outcome of the same screen whose
    /// second method has a name of its own (same states, transitions and
    /// verdicts: the respelling is exact).
    @Test func methodsOfOneNameAreToldApartByTheirLabels() throws {
        let overloaded = Self.invite(second: "acceptInvite")
        let (screens, diagnostics) = RealAppReadingsTests.translate(overloaded)
        #expect(diagnostics == [])
        let text = RealAppReadingsTests.modelText(overloaded)
        #expect(text.contains("func acceptInvite() async {\n    await acceptInvite_code(code: \"typed\")\n}"))
        #expect(text.contains("func acceptInvite_code(code: String) async {"))
        #expect(screens.count == 1)
        let precise = try RealAppReadingsTests.outcome(Self.invite(second: "acceptInviteWithCode"))
        #expect(try RealAppReadingsTests.outcome(overloaded) == precise)
        #expect(precise.verdicts["singleFlight"] == .violated)
    }

    /// `load()` against `load(force: Bool = false)` and `load(page: Int = 0)`:
    /// Swift itself rejects the call as ambiguous; the reading never picks one
    /// of them, so the two stay one name, declared twice, and are refused.
    @Test func aCallSeveralOverloadsTakeIsRefused() {
        let source = """
            import SwiftUI

            struct FeedView: View {
                @State private var isLoading = false

                var body: some View {
                    Text("Feed").onAppear { load() }
                }

                private func load(force: Bool = false) { isLoading = true }
                private func load(page: Int = 0) { isLoading = false }
            }
            """
        let run = RealAppReadingsTests.check(source, file: "Screen.swift")
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("Screen.swift:11:5: error: invalid redeclaration of function 'load' (first declared at line 10)"))
    }

    /// Labels, defaults and trailing closures as Swift matches them.
    @Test func callsAreMatchedByLabelsDefaultsAndTrailingClosures() {
        let file = SwiftParser.parse(
            """
            struct S {
                func fetch(id: Int, then done: () -> Void = {}) {}
                func fetch(_ name: String) {}
                func run() {
                    fetch(id: 1)
                    fetch(id: 2) { }
                    self.fetch("x")
                    Text("").fetch(id: 3)
                }
            }
            """, file: "S.swift")
        let overloads = OverloadedMethods(files: [file])
        #expect(overloads.names == ["fetch"])
        let (tokens, _) = SwiftLexer.tokenize(
            "fetch(id: 1); fetch(id: 2) { }; self.fetch(\"x\"); Text(\"\").fetch(id: 3); func fetch(_ name: String) {}", file: "S.swift")
        let spelt = overloads.respell(tokens).filter { $0.text.hasPrefix("fetch") }.map(\.text)
        #expect(spelt == ["fetch_id_then", "fetch_id_then", "fetch__", "fetch", "fetch__"])
    }
}
