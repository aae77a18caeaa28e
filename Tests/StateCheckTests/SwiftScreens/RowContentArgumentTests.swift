import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `ForEach` given its rows as the `content:` argument rather than a
/// trailing closure, as screens write it when the rows are a method
/// (`content: makeLegendItem`) or when `id:` comes first.
@Suite struct RowContentArgumentTests {
    static let journal = """
        import SwiftUI

        struct Entry: Identifiable, Decodable {
            let id: Int
        }

        enum DayActivity: CaseIterable, Identifiable {
            case workout, rest, stretch

            var id: Self { self }
        }

        protocol JournalAPI {
            func entries() async throws -> [Entry]
            func delete(id: Int) async throws
        }

        struct JournalScreen: View {
            let api: any JournalAPI
            @State private var entries: [Entry] = []
            @State private var isLoading = false
            @State private var isDeleting = false

            var body: some View {
                VStack {
                    HStack {
                        ForEach(DayActivity.allCases, content: makeLegendItem)
                    }
                    if isLoading {
                        ProgressView()
                    } else {
                        ForEach(
                            entries,
                            id: \\.id,
                            content: { entry in
                                Button("Delete") {
                                    Task { await delete(entry) }
                                }
                            }
                        )
                    }
                }
                .task { await load() }
            }

            private func makeLegendItem(_ activity: DayActivity) -> some View {
                Text("Legend")
            }

            private func load() async {
                isLoading = true
                entries = (try? await api.entries()) ?? []
                isLoading = false
            }

            private func delete(_ entry: Entry) async {
                isDeleting = true
                try? await api.delete(id: entry.id)
                isDeleting = false
            }
        }
        """

    /// The rows given as `content:` (a closure, or a method building one
    /// row) are read as the same rows given as a trailing closure: the same
    /// states, transitions and verdicts, the row's button an event of any row.
    @Test func rowsGivenAsTheContentArgumentAreReadAsATrailingClosure() throws {
        let precise = Self.journal
            .replacingOccurrences(of: "ForEach(DayActivity.allCases, content: makeLegendItem)",
                                  with: "ForEach(DayActivity.allCases) { activity in makeLegendItem(activity) }")
            .replacingOccurrences(of: "ForEach(\n                    entries,\n                    id: \\.id,\n                    content: { entry in\n",
                                  with: "ForEach(entries, id: \\.id) { entry in\n")
            .replacingOccurrences(of: "                    }\n                )\n", with: "                    }\n")
        #expect(!precise.contains("content:"))
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.journal)
        #expect(diagnostics == [])
        let events = screens.first.map { $0.model.handlers.map(\.event) } ?? []
        #expect(events.contains("tapDelete"), "\(events)")
        #expect(try RealAppReadingsTests.outcome(Self.journal) == RealAppReadingsTests.outcome(precise))
    }

    /// `List(kinds, rowContent: makeRow)` is `List(kinds) { row in makeRow(row) }`.
    @Test func aListsRowContentArgumentIsReadAsATrailingClosure() throws {
        let written = Self.journal.replacingOccurrences(of: "ForEach(DayActivity.allCases, content: makeLegendItem)",
                                                        with: "List(DayActivity.allCases, rowContent: makeLegendItem)")
        let precise = Self.journal.replacingOccurrences(of: "ForEach(DayActivity.allCases, content: makeLegendItem)",
                                                        with: "List(DayActivity.allCases) { activity in makeLegendItem(activity) }")
        #expect(written != Self.journal && precise != Self.journal)
        #expect(try RealAppReadingsTests.outcome(written) == RealAppReadingsTests.outcome(precise))
    }
}
