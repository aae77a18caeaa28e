import SwiftUI

struct ShelfScreen: View {
    @State private var books: [Book] = []
    @State private var isLoading = false
    @State private var loadFailed = false

    var body: some View {
        VStack {
            if loadFailed {
                Text("Could not load the shelf")
                if AppConfig.Shelf.canRetry {
                    Button("Try again") {
                        Task { await load() }
                    }
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
            await load()
        }
    }

    private func load() async {
        isLoading = true
        do {
            books = try await ShelfAPI.books()
            loadFailed = false
        } catch {
            loadFailed = true
        }
        isLoading = false
    }
}
