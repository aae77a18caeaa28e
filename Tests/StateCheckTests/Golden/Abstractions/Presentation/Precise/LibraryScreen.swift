import SwiftUI

struct LibraryScreen: View {
    @State private var books: [Book] = []
    @State private var isLoading = false
    @State private var loadFailed = false

    var body: some View {
        NavigationStack {
            VStack {
                if loadFailed {
                    Text("Something went wrong")
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
        }
        .task {
            await load()
        }
    }

    private func load() async {
        isLoading = true
        do {
            books = try await LibraryAPI.books()
            loadFailed = false
        } catch {
            loadFailed = true
        }
        isLoading = false
    }
}
