import SwiftUI

struct ShelfScreen: View {
    let shelfName: String

    @State private var books: [Book] = []
    @State private var isLoading = false
    @State private var loadFailed = false

    var body: some View {
        VStack {
            if loadFailed {
                Text("Could not load the shelf")
                if canRetry {
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

    private var canRetry: Bool {
        let words = shelfName.split(separator: " ")
        return words.count < 4
    }

    private func load() async {
        ShelfLog.record(event: "load", shelf: shelfName)
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

enum ShelfLog {
    static var events: [String] = []

    static func record(event: String, shelf: String) {
        events.append("\(event) \(shelf)")
    }
}
