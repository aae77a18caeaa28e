import SwiftUI

struct ShelfScreen: View {
    @Environment(ShelfClient.self) private var client
    @State private var books: [Book] = []
    @State private var isLoading = false
    @State private var loadFailed = false
    @State private var showsShare = false

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
        .sheet(isPresented: $showsShare) {
            Text("Share")
        }
    }

    private func load() async {
        isLoading = true
        do {
            books = try await client.books()
            loadFailed = false
        } catch {
            loadFailed = true
        }
        isLoading = false
    }
}
