import SwiftUI

struct Book: Identifiable, Decodable {
    let id: Int
    let title: String
}

struct PaddedScroll<Content>: View where Content : View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        ScrollView {
            content()
        }
    }
}

struct ShelfScreen: View {
    @State private var books: [Book] = []
    @State private var isLoading = false

    var body: some View {
        PaddedScroll {
            LazyVStack {
                ForEach(books) { book in Text(book.title) }
                Button("Reload") {
                    Task { await load() }
                }
                .disabled(isLoading)
            }
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
