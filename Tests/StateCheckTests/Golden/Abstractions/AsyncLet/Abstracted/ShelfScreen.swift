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
            async let all = client.books()
            async let picks = client.featured()
            let (loaded, chosen) = try await (all, picks)
            books = loaded
            featured = chosen
            loadFailed = false
        } catch {
            loadFailed = true
        }
        isLoading = false
    }
}
