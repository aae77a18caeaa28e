import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// Actions that read a name the view binds where they are shown (an
/// `if let`, a sheet's item given to a view helper): the action's handler
/// runs outside the view, so the name is no variable there.
@Suite struct ViewBoundNamesTests {
    static let items = """
        import SwiftUI

        struct Item: Identifiable, Decodable {
            let id: Int
        }

        protocol ItemsAPI {
            func items() async throws -> [Item]
            func open(id: Int) async throws
        }

        struct ItemsScreen: View {
            let api: any ItemsAPI
            @State private var items: [Item]?
            @State private var isOpening = false

            var body: some View {
                VStack {
                    if let loaded = items {
                        Button("Open") { Task { await open(loaded) } }
                    }
                    if isOpening { ProgressView() }
                }
                .task { items = try? await api.items() }
            }

            func open(_ list: [Item]) async {
                isOpening = true
                try? await api.open(id: 1)
                isOpening = false
            }
        }
        """

    /// `if let loaded = items { Button { open(loaded) } }`: in the action,
    /// `loaded` is a value the screen does not decide, so `open` takes
    /// nothing the model reads: the same states, transitions and verdicts
    /// as the screen whose `open()` takes no list.
    @Test func aNameTheViewBindsIsOpaqueInAnAction() throws {
        let precise = Self.items
            .replacingOccurrences(of: "Task { await open(loaded) }", with: "Task { await open() }")
            .replacingOccurrences(of: "func open(_ list: [Item]) async {", with: "func open() async {")
        #expect(precise != Self.items)
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.items)
        #expect(diagnostics == [])
        let rules = screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains("the action of tapOpen reads 'loaded', bound by the view where it is shown: a value the screen does not decide in its handler, which runs outside the view"), "\(rules)")
        #expect(try RealAppReadingsTests.outcome(Self.items) == RealAppReadingsTests.outcome(precise))
    }

    static let friends = """
        import SwiftUI

        struct UserResponse: Identifiable, Decodable {
            let id: Int
            let name: String
        }

        protocol MessagesAPI {
            func send(_ text: String, to userID: Int) async throws
        }

        struct MessagingModel {
            var recipient: UserResponse?
            var message = ""
            var isSending = false
        }

        struct SendMessageScreen: View {
            let header: String
            @Binding var text: String
            let isLoading: Bool
            let sendAction: () -> Void

            var body: some View {
                VStack {
                    Text(header)
                    TextField("Message", text: $text)
                    if isLoading { ProgressView() }
                    Button("Send", action: sendAction)
                }
            }
        }

        struct FriendsScreen: View {
            let api: any MessagesAPI
            let friends: [UserResponse]
            @State private var messagingModel = MessagingModel()

            var body: some View {
                List(friends) { friend in
                    Button("Message") { messagingModel.recipient = friend }
                }
                .sheet(item: $messagingModel.recipient, onDismiss: { messagingModel.message = "" }, content: messageSheet)
            }

            func messageSheet(for recipient: UserResponse) -> some View {
                SendMessageScreen(
                    header: recipient.name,
                    text: $messagingModel.message,
                    isLoading: messagingModel.isSending,
                    sendAction: { sendMessage(to: recipient.id) }
                )
            }

            func sendMessage(to userID: Int) {
                messagingModel.isSending = true
                Task {
                    try? await api.send(messagingModel.message, to: userID)
                    messagingModel.isSending = false
                    messagingModel.recipient = nil
                }
            }
        }
        """

    /// The action a sheet's view helper hands to the view it presents
    /// (`sendAction: { sendMessage(to: recipient.id) }` of `func
    /// messageSheet(for recipient:)`) reads the helper's parameter as a
    /// value the screen does not decide: the same states, transitions and
    /// verdicts as the action given another such value (the count of the
    /// rows the parent passes in).
    @Test func aPresentedViewsNamesAreOpaqueInItsActions() throws {
        let precise = Self.friends.replacingOccurrences(of: "sendAction: { sendMessage(to: recipient.id) }",
                                                        with: "sendAction: { sendMessage(to: friends.count) }")
        #expect(precise != Self.friends)
        let model = RealAppReadingsTests.modelText(Self.friends)
        #expect(model.contains("on sheetSendAction sync {\n    sendMessage()\n}\n"), "\(model)")
        #expect(try RealAppReadingsTests.outcome(Self.friends) == RealAppReadingsTests.outcome(precise))
    }
}
