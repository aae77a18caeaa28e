import SwiftUI

struct LibraryScreen: View {
    let title: String
    @Environment(\.colorScheme) private var colorScheme
    @State private var books: [Book] = []
    @State private var isLoading = false
    @State private var loadFailed = false

    var body: some View {
        NavigationStack {
            VStack {
                if loadFailed {
                    Image(systemName: "wifi.exclamationmark")
                        .resizable()
                        .frame(width: 48, height: 48)
                    Text("Something went wrong")
                    Spacer()
                } else {
                    List(books) { book in
                        HStack {
                            Image(systemName: "book")
                            Text(book.title)
                            Spacer()
                        }
                        .onTapGesture { print("tapped \(book.title)") }
                    }
                }
            }
            .overlay {
                if isLoading {
                    ProgressView()
                }
            }
            .navigationBarTitle(title)
            .toolbar {
                ToolbarItem(placement: .principal) {
                    Text(title).font(.headline)
                }
            }
        }
        .disabled(isLoading)
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
