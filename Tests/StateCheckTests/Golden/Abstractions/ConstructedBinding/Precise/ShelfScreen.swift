import SwiftUI

struct Book: Identifiable, Decodable {
    let id: Int
    let title: String
}

struct ShelfScreen: View {
    @State private var books: [Book] = []
    @State private var isLoading = false

    var body: some View {
        VStack {
            Button("Sync") {
                Task { await load() }
            }
            List(books) { book in Text(book.title) }
        }
        .overlay {
            if isLoading { ProgressView() }
        }
        .task { await load() }
    }

    private func load() async {
        isLoading = true
        books = (try? await ShelfAPI.books()) ?? []
        isLoading = false
    }
}
