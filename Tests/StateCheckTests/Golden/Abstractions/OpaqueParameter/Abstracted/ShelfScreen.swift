import SwiftUI

struct ShelfScreen: View {
    let shelfID: UUID

    @State private var books: [Book] = []
    @State private var isLoading = false
    @State private var loadFailed = false

    var body: some View {
        VStack {
            if loadFailed {
                Text("Could not load the shelf")
                Button("Try again") {
                    Task { await load(shelf: shelfID) }
                }
            } else {
                List(books) { book in
                    Text(book.title)
                }
            }
        }
        .overlay {
            if isLoading {
                ProgressView()
            }
        }
        .task {
            await load(shelf: shelfID)
        }
    }

    private func load(shelf: UUID) async {
        isLoading = true
        do {
            books = try await ShelfAPI.books(shelf: shelf)
            loadFailed = false
        } catch {
            loadFailed = true
        }
        isLoading = false
    }
}
