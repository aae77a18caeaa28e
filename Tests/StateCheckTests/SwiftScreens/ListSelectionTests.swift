import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `List(selection: $model.selection) { … }` (a sidebar) lets the user
/// select a row, so the bound variable takes each of its values while the
/// list is shown, as a `Picker` bound to it does. It was presentation: the
/// selection never changed, so every behaviour of another section (here
/// the authors' load, restarted by `.task(id:)`) was missing, an
/// under-approximation.
@Suite struct ListSelectionTests {
    static let library = """
        import SwiftUI

        enum LibrarySection: Hashable, CaseIterable {
            case books
            case authors
        }

        struct Book: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        protocol LibraryClient {
            func books() async throws -> [Book]
            func authors() async throws -> [Book]
        }

        @MainActor
        @Observable
        final class LibraryModel {
            var selection: LibrarySection? = .books
            var items: [Book] = []
            var isLoading = false
            var error: Error?
            private let client: LibraryClient

            init(client: LibraryClient) {
                self.client = client
            }

            func load() async {
                isLoading = true
                defer { isLoading = false }
                do {
                    switch selection {
                    case .books: items = try await client.books()
                    case .authors: items = try await client.authors()
                    case nil: items = []
                    }
                } catch {
                    self.error = error
                }
            }
        }

        struct LibraryView: View {
            @State var model: LibraryModel

            var body: some View {
                NavigationSplitView {
                    List(selection: $model.selection) {
                        Text("Books").tag(LibrarySection.books)
                        Text("Authors").tag(LibrarySection.authors)
                    }
                } detail: {
                    if model.isLoading {
                        ProgressView()
                    } else if let error = model.error {
                        Text(error.localizedDescription)
                    } else {
                        List(model.items) { Text($0.title) }
                    }
                }
                .task(id: model.selection) { await model.load() }
            }
        }
        """

    /// The twin selects with a Picker: the same states, transitions and
    /// verdicts; both change the selection to each section and to none.
    @Test func aListsSelectionIsAnInput() throws {
        let twin = Self.library.replacingOccurrences(of: "List(selection: $model.selection) {", with: "Picker(\"Section\", selection: $model.selection) {")
        #expect(twin != Self.library)
        let read = try RealAppReadingsTests.outcome(Self.library)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.states == 2040 && read.transitions == 18206, "\(read)")
        let text = RealAppReadingsTests.modelText(Self.library)
        #expect(text.contains("on setSelectionAuthors sync when setSelectionAuthorsIsShown() && selection != .authors {\n    selection = .authors\n}"), "\(text)")
    }
}
