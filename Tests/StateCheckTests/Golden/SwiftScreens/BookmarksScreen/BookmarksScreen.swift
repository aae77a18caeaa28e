import SwiftUI

struct BookmarksScreen: View {
    @State var model: BookmarksModel

    var body: some View {
        VStack {
            if model.isLoading {
                ProgressView()
            } else if model.bookmarks.isEmpty {
                Text("No bookmarks yet")
            } else {
                List(model.bookmarks) { bookmark in
                    Text(bookmark.title)
                }
            }
            HStack {
                Button("Reload") {
                    Task { await model.reload() }
                }
                .disabled(model.isLoading)
                Button("Clear") {
                    model.clear()
                }
                .disabled(model.isLoading || model.bookmarks.isEmpty)
            }
        }
    }
}
