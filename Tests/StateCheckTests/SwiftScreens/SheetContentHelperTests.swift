import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A sheet whose content is a view helper of the screen named, not called
/// (`.sheet(item: $recipient, content: messageSheet)` of `func
/// messageSheet(for recipient: User) -> some View`), as messaging screens
/// present their composer.
@Suite struct SheetContentHelperTests {
    static let users = """
        import SwiftUI

        protocol MessagesAPI {
            func send(to userID: Int, text: String) async throws
        }

        struct User: Decodable, Identifiable {
            var id: Int
            var name: String
        }

        struct SendMessageView: View {
            let header: String
            let sendAction: () -> Void

            var body: some View {
                Button(header) { sendAction() }
            }
        }

        struct SearchUsersScreen: View {
            let api: any MessagesAPI
            let users: [User]
            @State private var recipient: User?
            @State private var isSending = false

            var body: some View {
                List(users) { user in
                    Button(user.name) { recipient = user }
                }
                .overlay { if isSending { ProgressView() } }
                .sheet(item: $recipient, content: messageSheet)
            }

            func messageSheet(for recipient: User) -> some View {
                SendMessageView(header: recipient.name, sendAction: { send(to: recipient.id) })
            }

            func send(to userID: Int) {
                isSending = true
                Task {
                    do { try await api.send(to: userID, text: "Hi") } catch { }
                    isSending = false
                }
            }
        }
        """

    /// The same screen calling the helper with the sheet's item.
    static let called = users.replacingOccurrences(of: ".sheet(item: $recipient, content: messageSheet)",
                                                   with: ".sheet(item: $recipient) { messageSheet(for: $0) }")

    @Test func aViewHelperNamedAsASheetsContentIsCalledWithTheItem() throws {
        #expect(Self.called != Self.users)
        let (_, diagnostics) = RealAppReadingsTests.translate(Self.users)
        #expect(diagnostics == [])
        #expect(try RealAppReadingsTests.outcome(Self.users) == RealAppReadingsTests.outcome(Self.called))
    }
}
