import SwiftUI

struct ShelfScreen: View {
    let canLoad: Bool
    @State private var books: [Book] = []
    @State private var isLoading = false
    @State private var loadFailed = false

    var body: some View {
        VStack {
            if loadFailed {
                Text("Could not load the shelf")
            } else {
                List(books) { book in
                    Text(book.title)
                }
            }
            if canLoad && !isLoading {
                Button("Load") {
                    Task { await load() }
                }
            }
        }
        .overlay {
            if isLoading {
                ProgressView()
            }
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
