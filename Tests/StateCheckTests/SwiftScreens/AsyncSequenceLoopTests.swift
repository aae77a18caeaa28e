import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `for await _ in NotificationCenter.default.notifications(named:
/// .inboxChanged) { await load() }` in a `.task`: a loop over an
/// asynchronous sequence that code the model does not read produces. Each
/// turn awaits the environment's choice to give the next element or to end
/// the loop (with `for try await`, or to fail), the element a value the
/// screen does not decide. It was refused ("'for await' is not modelled
/// yet").
@Suite struct AsyncSequenceLoopTests {
    static let inbox = """
        import SwiftUI

        struct Message: Identifiable, Sendable {
            let id: Int
            let text: String
        }

        protocol InboxClient: Sendable {
            func messages() async throws -> [Message]
        }

        extension Notification.Name {
            static let inboxChanged = Notification.Name("inboxChanged")
        }

        struct InboxScreen: View {
            let client: InboxClient
            @State private var messages: [Message] = []
            @State private var isLoading = false

            var body: some View {
                List {
                    if isLoading {
                        ProgressView()
                    }
                    ForEach(messages) { message in
                        Text(message.text)
                    }
                }
                .task { await load() }
                .task {
                    for await _ in NotificationCenter.default.notifications(named: .inboxChanged) {
                        await load()
                    }
                }
            }

            private func load() async {
                isLoading = true
                messages = (try? await client.messages()) ?? []
                isLoading = false
            }
        }
        """

    /// The loop as the model reads it: a `while` over a choice answering a
    /// Bool, which cannot fail; and what the real screen does: a change
    /// notified during the first load reloads while that load is in
    /// flight, two requests at once (`singleFlight` violated at the
    /// notification).
    @Test func eachTurnOfAnAsyncSequenceIsTheEnvironmentsChoice() throws {
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.inbox)
        #expect(diagnostics == [])
        let screen = try #require(screens.first)
        let text = ModelPrinter.print(screen.model).text
        #expect(text.contains("api nextElement() -> Value nonthrowing choice\n"), "\(text)")
        #expect(text.contains("""
                while !(await nextElement()).isEmpty {
                    await load()
                }
            """), "\(text)")
        #expect(screen.summary.abstractions.map(\.rule).contains(
            "for await _ in NotificationCenter.default.notifications(named: .inboxCha…: an asynchronous sequence the model does not read: each turn awaits nextElement, the environment's choice to give an element (a value the screen does not decide) or end the loop"))
        let read = try RealAppReadingsTests.outcome(Self.inbox)
        #expect(read.verdicts["singleFlight"] == .violated)
    }

    /// `for try await`: the sequence may also fail, so the choice can fail
    /// (the error goes where the loop's would); the element is named.
    @Test func aThrowingSequenceMayFail() throws {
        let throwing = Self.inbox
            .replacingOccurrences(of: "for await _ in NotificationCenter.default.notifications(named: .inboxChanged) {",
                                  with: "for try await change in client.changes() {")
            .replacingOccurrences(of: "    func messages() async throws -> [Message]\n",
                                  with: "    func messages() async throws -> [Message]\n    func changes() -> AsyncThrowingStream<Int, Error>\n")
            .replacingOccurrences(of: "        .task {\n            for try await", with: "        .task {\n            do {\n            for try await")
            .replacingOccurrences(of: "                await load()\n            }\n        }\n    }", with: "                await load()\n            }\n            } catch {}\n        }\n    }")
        #expect(throwing.contains("for try await change in client.changes()"))
        #expect(throwing.contains("} catch {}"))
        let (screens, diagnostics) = RealAppReadingsTests.translate(throwing)
        #expect(diagnostics == [])
        let text = try #require(screens.first.map { ModelPrinter.print($0.model).text })
        #expect(text.contains("api nextChange() -> Value choice\n"), "\(text)")
        #expect(text.contains("while !(try await nextChange()).isEmpty {"), "\(text)")
    }

    /// In strict mode the loop stays refused.
    @Test func strictModeKeepsTheRefusal() {
        let (screens, diagnostics) = RealAppReadingsTests.strictTranslation(Self.inbox)
        #expect(screens.isEmpty)
        #expect(diagnostics.contains { $0.hasSuffix("'for await' is not modelled yet (asynchronous sequences are not part of the environment); the screen is not checked") })
    }
}
