import SwiftUI

struct ShelfScreen: View {

    @State private var books: [Book] = []
    @State private var isLoading = false
    @State private var loadFailed = false

    var body: some View {
        VStack {
            if loadFailed {
                Text("Could not load the shelf")
                Button("Try again") {
                    Task { await load() }
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
            let fetched = try await ShelfAPI.books()
            books = fetched
            let failed = false
            loadFailed = failed
        } catch {
            loadFailed = true
        }
        isLoading = false
    }
}
