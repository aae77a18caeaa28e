import SwiftUI

struct ShelfScreen: View {
    @Environment(ShelfClient.self) private var client
    @State private var books: [Book] = []
    @State private var featured: [Book] = []
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
            defer { await MainActor.run { } }
            defer { await MainActor.run { } }
            let loaded = try await client.books()
            let chosen = try await client.featured()
            books = loaded
            featured = chosen
            loadFailed = false
        } catch {
            loadFailed = true
        }
        isLoading = false
    }
}
