import SwiftUI

struct Shelf {
    let name: String
}

struct Book: Identifiable {
    let id: Int
    let title: String
}

enum ShelfState {
    case loading
    case loaded([Book])
    case failed(String)
}

struct ShelfScreen: View {
    let shelf: Shelf
    @State private var state: ShelfState = .loading

    var body: some View {
        VStack {
            switch state {
            case .loading:
                ProgressView()
            case .loaded(let books):
                ForEach(books) { book in
                    Text(book.title)
                }
            case .failed(let message):
                Text(message)
            }
        }
        .task(id: shelf.name) {
            await load()
        }
    }

    private func load() async {
        state = .loading
        do {
            let books = try await ShelfAPI.books()
            state = .loaded(books)
        } catch {
            state = .failed("Could not load the shelf")
        }
    }
}
