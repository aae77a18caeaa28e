import SwiftUI

enum BooksState {
    case idle
    case loading
    case loaded([Book])
    case failed(Error)
}

struct Book: Identifiable {
    let id: Int
    let title: String
}

@Observable
@MainActor
final class BooksViewModel {
    var state: BooksState = .idle
    private let api = BooksAPI.shared

    func search(_ query: String) async {
        state = .loading
        do {
            let books = try await api.search(query: query)
            state = .loaded(books)
        } catch {
            state = .failed(error)
        }
    }
}

struct BooksScreen: View {
    @State private var model = BooksViewModel()
    @State private var query = ""

    var body: some View {
        List {
            switch model.state {
            case .idle:
                Text("Search for a book")
            case .loading:
                ProgressView()
            case .loaded(let books):
                ForEach(books) { book in
                    Text(book.title)
                }
            case .failed(let error):
                Text(error.localizedDescription)
            }
        }
        .searchable(text: $query)
        .onChange(of: query) {
            Task {
                Task { await model.search(query) }
            }
        }
    }
}
