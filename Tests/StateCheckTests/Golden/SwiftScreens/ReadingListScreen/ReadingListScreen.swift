import SwiftUI

struct ReadingListScreen: View {
    @State private var model = ReadingListModel()

    var body: some View {
        List {
            if let articles = model.articles {
                ForEach(articles.compactMap { $0.title.isEmpty ? nil : $0 }) { article in
                    Text(article.title)
                }
            } else {
                EmptyView()
            }
        }
        .overlay {
            if model.isLoading {
                ProgressView()
            }
        }
        .task { try? await model.load() }
    }
}
