import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `for notice in unread { await markAsRead(notice) }` in async code: a loop
/// over data the model does not count. Each turn awaits the environment's
/// choice to go on or stop, so the body runs any number of times (none
/// included), the element opaque. Before, the screen was refused ("'for
/// notice in' over api data is not modelled yet").
@Suite struct DataLoopTests {
    static let inbox = """
        import SwiftUI

        struct Notice: Identifiable, Decodable {
            let id: Int
            let title: String
            let isRead: Bool
        }

        protocol InboxClient {
            func notices() async throws -> [Notice]
            func markAsRead(id: Int) async throws
        }

        @MainActor
        final class InboxViewModel: ObservableObject {
            @Published private(set) var notices: [Notice] = []
            @Published private(set) var isMarking = false
            private let client: InboxClient

            init(client: InboxClient) {
                self.client = client
            }

            func load() async {
                notices = (try? await client.notices()) ?? []
            }

            func markAllAsRead() async {
                isMarking = true
                let unread = notices.filter { !$0.isRead }
                for notice in unread {
                    await markAsRead(notice)
                }
                isMarking = false
            }

            private func markAsRead(_ notice: Notice) async {
                try? await client.markAsRead(id: notice.id)
            }
        }

        struct InboxScreen: View {
            @StateObject var viewModel: InboxViewModel

            var body: some View {
                List(viewModel.notices) { notice in
                    Text(notice.title)
                }
                .overlay {
                    if viewModel.isMarking {
                        ProgressView()
                    }
                }
                .toolbar {
                    Button("Mark all as read") {
                        Task { await viewModel.markAllAsRead() }
                    }
                }
                .task { await viewModel.load() }
            }
        }
        """

    /// The loop as the model reads it: a `while` over an api answering a
    /// Bool (drawn as its answer's emptiness), which cannot fail.
    @Test func aLoopOverDataRunsAnyNumberOfTimes() throws {
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.inbox)
        #expect(diagnostics == [])
        let screen = try #require(screens.first)
        let text = ModelPrinter.print(screen.model).text
        #expect(text.contains("api nextNotice() -> Value nonthrowing choice\n"), "\(text)")
        #expect(text.contains("""
            func markAllAsRead() async {
                isMarking = true
                let unread = notices
                while !(await nextNotice()).isEmpty {
                    await markAsRead()
                }
                isMarking = false
            }
            """), "\(text)")
        #expect(screen.summary.abstractions.map(\.rule).contains(
            "for notice in unread: a loop over data the model does not count: each turn awaits nextNotice, the environment's choice to go on or stop; notice is a value the screen does not decide"))
    }

    /// `for (index, notice) in unread.enumerated()`, the tuple a loop over
    /// data binds, was refused ("this 'for' loop is not understood"): both
    /// names are values the screen does not decide, the loop read as the one
    /// binding the element alone (same states, transitions and verdicts).
    @Test func aLoopBindingATupleOfDataRunsAnyNumberOfTimes() throws {
        let tuple = Self.inbox.replacingOccurrences(of: "for notice in unread {", with: "for (index, notice) in unread.enumerated() {")
        #expect(tuple.contains("for (index, notice) in unread.enumerated() {"))
        let (screens, diagnostics) = RealAppReadingsTests.translate(tuple)
        #expect(diagnostics == [])
        #expect(screens.first?.summary.abstractions.map(\.rule).contains(
            "for (index, notice) in unread.enumerated(): a loop over data the model does not count: each turn awaits nextNotice, the environment's choice to go on or stop; (index, notice) is a value the screen does not decide") == true)
        #expect(try RealAppReadingsTests.outcome(tuple) == (try RealAppReadingsTests.outcome(Self.inbox)))
    }

    /// `await Task.yield()` in a loop's turn (giving way every few rows) was
    /// refused ("not modelled yet"): the task suspends and goes on in a step
    /// of its own, as at `await MainActor.run { }` (equal states,
    /// transitions and verdicts).
    @Test func aYieldIsAStepOfItsOwn() throws {
        let yielding = Self.inbox.replacingOccurrences(of: "            await markAsRead(notice)\n", with: "            await markAsRead(notice)\n            await Task.yield()\n")
        let hop = yielding.replacingOccurrences(of: "await Task.yield()", with: "await MainActor.run { }")
        #expect(yielding != Self.inbox && hop != yielding)
        let (screens, diagnostics) = RealAppReadingsTests.translate(yielding)
        #expect(diagnostics == [])
        #expect(screens.first?.summary.abstractions.map(\.rule).contains(
            "Task.yield(): the task suspends and goes on in a step of its own, as at a hop to the main actor") == true)
        #expect(try RealAppReadingsTests.outcome(yielding) == (try RealAppReadingsTests.outcome(hop)))
    }

    /// A loop in synchronous code cannot await between its turns: still
    /// refused there, never read as running once.
    @Test func aLoopOverDataInSyncCodeIsRefused() {
        let sync = Self.inbox
            .replacingOccurrences(of: "    func markAllAsRead() async {", with: "    func markAllAsRead() {")
            .replacingOccurrences(of: "            await markAsRead(notice)", with: "            Task { await markAsRead(notice) }")
            .replacingOccurrences(of: "Task { await viewModel.markAllAsRead() }", with: "viewModel.markAllAsRead()")
        #expect(sync.contains("Task { await markAsRead(notice) }"))
        let (screens, diagnostics) = RealAppReadingsTests.translate(sync)
        #expect(screens.isEmpty, "\(screens.map { ModelPrinter.print($0.model).text })")
        #expect(diagnostics.contains { $0.contains("'for notice in' over api data is not modelled yet") }, "\(diagnostics)")
    }
}
