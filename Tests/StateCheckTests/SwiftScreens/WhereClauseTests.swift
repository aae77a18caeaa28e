import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A `where` clause of a case (`case .loaded(let books) where
/// books.isEmpty:` before `case .loaded(let books):`) is the case's
/// condition. In a view's switch it was dropped, so the first case took
/// every loaded answer and the list was never shown: `allCasesReachable`
/// reported the list's case unreachable and every property about the
/// list held vacuously (a false green). In code (a function's switch) it
/// was refused.
@Suite struct WhereClauseTests {
    static let books = """
        import SwiftUI

        @Observable
        final class BookSearchModel {
            var query = ""
            var results: Loadable<[Book]> = .idle
            private let client: any BookSearching

            init(client: any BookSearching = OpenLibraryClient()) {
                self.client = client
            }

            func search() async {
                let trimmed = query.trimmingCharacters(in: .whitespaces)
                guard !trimmed.isEmpty else {
                    results = .idle
                    return
                }
                do {
                    try await Task.sleep(for: .milliseconds(300))
                    results = .loading
                    let books = try await client.search(trimmed)
                    results = .loaded(books)
                } catch is CancellationError {
                    // A newer query replaced this one.
                } catch {
                    results = .failed(error)
                }
            }
        }

        struct BookSearchView: View {
            @State private var model = BookSearchModel()

            var body: some View {
                NavigationStack {
                    content
                        .navigationTitle("Books")
                        .searchable(text: $model.query, prompt: "Title or author")
                        .task(id: model.query) {
                            await model.search()
                        }
                }
            }

            @ViewBuilder
            private var content: some View {
                switch model.results {
                case .idle:
                    ContentUnavailableView("Search for a book", systemImage: "magnifyingglass")
                case .loading:
                    ProgressView("Searching…")
                case .loaded(let books) where books.isEmpty:
                    ContentUnavailableView.search(text: model.query)
                case .loaded(let books):
                    List(books) { book in
                        VStack(alignment: .leading) {
                            Text(book.title).font(.headline)
                            Text(book.author).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                case .failed(let error):
                    ContentUnavailableView {
                        Label("Search failed", systemImage: "exclamationmark.triangle")
                    } description: {
                        Text(error.localizedDescription)
                    } actions: {
                        Button("Try Again") {
                            Task { await model.search() }
                        }
                    }
                }
            }
        }

        enum Loadable<Value> {
            case idle
            case loading
            case loaded(Value)
            case failed(Error)

            var value: Value? {
                if case .loaded(let value) = self { return value }
                return nil
            }

            var isLoading: Bool {
                if case .loading = self { return true }
                return false
            }
        }

        struct Book: Identifiable, Decodable, Hashable {
            let id: String
            let title: String
            let author: String
        }

        protocol BookSearching {
            func search(_ query: String) async throws -> [Book]
        }

        struct OpenLibraryClient: BookSearching {
            func search(_ query: String) async throws -> [Book] {
                let encoded = query.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? ""
                let (data, _) = try await URLSession.shared.data(from: URL(string: "https://openlibrary.org/search.json?q=\\(encoded)")!)
                return try JSONDecoder().decode([Book].self, from: data)
            }
        }
        """

    /// The twin tests `books.isEmpty` inside one case: the same 16,522
    /// states, 144,721 transitions and verdicts. Among them, hidden before:
    /// a new query's `.loading` replaces the list (`contentKeptWhileReloading`),
    /// and Try Again's search, which no query change cancels, can answer
    /// after a newer one (`noStaleOverwrite`).
    @Test func aCasesWhereClauseIsItsCondition() throws {
        let twin = Self.books.replacingOccurrences(of: """
                    case .loaded(let books) where books.isEmpty:
                        ContentUnavailableView.search(text: model.query)
                    case .loaded(let books):
                        List(books) { book in
                            VStack(alignment: .leading) {
                                Text(book.title).font(.headline)
                                Text(book.author).font(.subheadline).foregroundStyle(.secondary)
                            }
                        }
            """, with: """
                    case .loaded(let books):
                        if books.isEmpty {
                            ContentUnavailableView.search(text: model.query)
                        } else {
                            List(books) { book in
                                VStack(alignment: .leading) {
                                    Text(book.title).font(.headline)
                                    Text(book.author).font(.subheadline).foregroundStyle(.secondary)
                                }
                            }
                        }
            """)
        #expect(twin != Self.books)
        let read = try RealAppReadingsTests.outcome(Self.books)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.states == 16522 && read.transitions == 144721, "\(read)")
        #expect(read.verdicts["allCasesReachable"] == .holds)
        #expect(read.verdicts["contentKeptWhileReloading"] == .violated && read.verdicts["noStaleOverwrite"] == .violated)
        #expect(RealAppReadingsTests.modelText(Self.books).contains("case .loaded(let books) where books.isEmpty:"))
    }
}
