import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `self.makeHeaderView()` in a view is the screen's view helper
/// `makeHeaderView()`, as Swift reads it. The chain was peeled as a
/// modifier `.makeHeaderView()` of a view `self`, and the screen refused
/// with "this view is not understood".
@Suite struct SelfQualifiedHelperTests {
    static let chores = """
        import SwiftUI

        struct Chore: Identifiable, Sendable { let id: Int; let title: String }

        protocol ChoresClient: Sendable {
            func chores() async throws -> [Chore]
        }

        struct ChoreListView: View {
            let client: ChoresClient
            @State private var chores: [Chore] = []
            @State private var isLoading = false
            @State private var note: String? = nil

            var body: some View {
                List {
                    self.makeHeaderView()
                        .listRowBackground(Color.clear)
                    self.sectionTitle("Today")
                    ForEach(chores, content: choreRow)
                    note.map { text in
                        Text(text)
                    }
                    if isLoading { ProgressView() }
                }
                .task { await load() }
            }

            private func makeHeaderView() -> some View {
                Text("Chores")
            }

            private func sectionTitle(_ title: String) -> some View {
                Text(title)
            }

            private func choreRow(_ chore: Chore) -> some View {
                Text(chore.title)
            }

            private func load() async {
                isLoading = true
                chores = (try? await client.chores()) ?? []
                isLoading = false
            }
        }
        """

    /// The twin calls the helpers without `self.`: the same states,
    /// transitions and verdicts (the `.task` load has no guard: a second
    /// appearance starts a second load, `singleFlight` violated).
    @Test func aHelperCalledThroughSelfIsTheHelper() throws {
        let twin = Self.chores.replacingOccurrences(of: "self.", with: "")
        #expect(twin != Self.chores && !twin.contains("self."))
        let read = try RealAppReadingsTests.outcome(Self.chores)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.verdicts["singleFlight"] == .violated)
    }
}
