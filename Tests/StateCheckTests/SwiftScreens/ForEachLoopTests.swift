import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `messages.forEach { message in … }` as a statement: Swift runs the
/// closure once per element, in order, before the call returns, as `for
/// message in messages { … }` does. It was read as a query of api data and
/// refused ("'forEach' on api data cannot be decided").
@Suite struct ForEachLoopTests {
    static let inbox = """
        import SwiftUI

        struct Message: Identifiable, Decodable {
            let id: Int
            let subject: String
            let isUnread: Bool
        }

        protocol InboxService: Sendable {
            func messages() async throws -> [Message]
        }

        struct InboxView: View {
            let service: any InboxService
            @State private var messages: [Message] = []
            @State private var hasUnread = false
            @State private var isLoading = false

            var body: some View {
                List(messages) { message in
                    Text(message.subject)
                }
                .overlay {
                    if isLoading {
                        ProgressView()
                    }
                }
                .toolbar {
                    if hasUnread {
                        Text("New")
                    }
                }
                .task {
                    await load()
                }
            }

            private func load() async {
                isLoading = true
                defer { isLoading = false }
                messages = (try? await service.messages()) ?? []
                hasUnread = false
                messages.forEach { message in
                    if message.isUnread {
                        hasUnread = true
                    }
                }
            }
        }
        """

    /// The twin writes the loop: the same states, transitions and verdicts
    /// (the loop over api data is read by its effects: `hasUnread` is any
    /// value after it).
    @Test func aForEachStatementIsTheLoopOverItsSequence() throws {
        let twin = Self.inbox.replacingOccurrences(of: "        messages.forEach { message in\n", with: "        for message in messages {\n")
        #expect(twin != Self.inbox)
        let read = try RealAppReadingsTests.outcome(Self.inbox)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.verdicts["noStaleOverwrite"] == .violated)
    }
}
