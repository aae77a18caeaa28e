import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A button component with an optional action its callers may leave out
/// (`onImmediateAction: (() async -> Void)? = nil`), unwrapped before it is
/// called, as shared buttons of friend lists do.
@Suite struct OptionalClosureTests {
    static let friends = """
        import SwiftUI

        protocol FriendsAPI {
            func recommended() async throws -> [Friend]
            func add(id: Int) async throws
        }

        struct Friend: Identifiable, Decodable {
            let id: Int
            let name: String
        }

        @MainActor
        final class FriendsViewModel: ObservableObject {
            @Published var isAdding = false
            @Published var friends: [Friend] = []
            @Published var failed = false
            private let api: any FriendsAPI

            init(api: any FriendsAPI) { self.api = api }

            func load() async {
                do { friends = try await api.recommended() } catch { failed = true }
            }

            func add() async {
                isAdding = true
                do { try await api.add(id: 1) } catch { failed = true }
                isAdding = false
            }

            func dismissSuggestion() {
                failed = false
            }
        }

        struct ActionButton: View {
            let title: String
            let onImmediateAction: (() async -> Void)?
            let onAnimationComplete: () -> Void

            init(title: String, onImmediateAction: (() async -> Void)? = nil, onAnimationComplete: @escaping () -> Void) {
                self.title = title
                self.onImmediateAction = onImmediateAction
                self.onAnimationComplete = onAnimationComplete
            }

            var body: some View {
                Button(title) {
                    Task {
                        if let immediateAction = onImmediateAction {
                            await immediateAction()
                        }
                        onAnimationComplete()
                    }
                }
            }
        }

        struct FriendsScreen: View {
            @StateObject var viewModel: FriendsViewModel

            var body: some View {
                VStack {
                    if viewModel.isAdding { ProgressView() }
                    if viewModel.failed { Text("Something went wrong") }
                    ActionButton(title: "Add +", onImmediateAction: {
                        await viewModel.add()
                    }, onAnimationComplete: {
                        viewModel.dismissSuggestion()
                    })
                }
                .task { await viewModel.load() }
            }
        }
        """

    /// Given a closure, `if let immediateAction = onImmediateAction` holds
    /// and the call is the closure's: the same states, transitions and
    /// verdicts as the component whose property is not optional and is
    /// called directly.
    @Test func anOptionalClosureGivenIsCalledThroughItsUnwrappedName() throws {
        let precise = Self.friends
            .replacingOccurrences(of: "let onImmediateAction: (() async -> Void)?\n", with: "let onImmediateAction: () async -> Void\n")
            .replacingOccurrences(of: "onImmediateAction: (() async -> Void)? = nil,", with: "onImmediateAction: @escaping () async -> Void,")
            .replacingOccurrences(of: "if let immediateAction = onImmediateAction {\n                    await immediateAction()\n                }\n",
                                  with: "await onImmediateAction()\n")
        #expect(!precise.contains("if let immediateAction"))
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.friends)
        #expect(diagnostics == [])
        let rules = screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains { $0.hasPrefix("if let immediateAction = onImmediateAction: the closure onImmediateAction is given") }, "\(rules)")
        #expect(try RealAppReadingsTests.outcome(Self.friends) == RealAppReadingsTests.outcome(precise))
    }

    /// Left out, the property is nil: only what follows the test runs, as
    /// in the component without the test.
    @Test func anOptionalClosureLeftOutIsNil() throws {
        let leftOut = Self.friends.replacingOccurrences(of: "ActionButton(title: \"Add +\", onImmediateAction: {\n                await viewModel.add()\n            }, onAnimationComplete: {",
                                                        with: "ActionButton(title: \"Add +\", onAnimationComplete: {")
        #expect(leftOut != Self.friends)
        let precise = leftOut.replacingOccurrences(of: "if let immediateAction = onImmediateAction {\n                    await immediateAction()\n                }\n", with: "")
        #expect(precise != leftOut)
        let model = RealAppReadingsTests.modelText(leftOut)
        #expect(!model.contains("friendsAPIAdd"), "\(model)")
        #expect(try RealAppReadingsTests.outcome(leftOut) == RealAppReadingsTests.outcome(precise))
    }

    /// Without an `init`, a `var` of an optional type without a value
    /// (`var onImmediateAction: (() async -> Void)?`) is a parameter of the
    /// memberwise initializer whose default is nil, as in Swift: a call that
    /// leaves it out matched no initializer ("pass the arguments by their
    /// labels"); it reads as the component with the explicit `init`.
    @Test func anOptionalVarLeftOutOfAMemberwiseInitializerIsNil() throws {
        let explicitInit = "    init(title: String, onImmediateAction: (() async -> Void)? = nil, onAnimationComplete: @escaping () -> Void) {\n        self.title = title\n        self.onImmediateAction = onImmediateAction\n        self.onAnimationComplete = onAnimationComplete\n    }\n\n"
        let call = "ActionButton(title: \"Add +\", onImmediateAction: {\n                await viewModel.add()\n            }, onAnimationComplete: {"
        let leftOut = Self.friends.replacingOccurrences(of: call, with: "ActionButton(title: \"Add +\", onAnimationComplete: {")
        let memberwise = leftOut.replacingOccurrences(of: explicitInit, with: "")
            .replacingOccurrences(of: "let onImmediateAction: (() async -> Void)?\n", with: "var onImmediateAction: (() async -> Void)?\n")
        #expect(memberwise != leftOut && !memberwise.contains("init(title:"))
        let (_, diagnostics) = RealAppReadingsTests.translate(memberwise)
        #expect(diagnostics == [])
        #expect(try RealAppReadingsTests.outcome(memberwise) == RealAppReadingsTests.outcome(leftOut))
    }
}
