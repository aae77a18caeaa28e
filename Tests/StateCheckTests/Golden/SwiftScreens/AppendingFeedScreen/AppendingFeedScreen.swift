import SwiftUI

struct AppendingFeedScreen: View {
    @StateObject var model: FeedViewModel

    var body: some View {
        List(model.items) { item in
            Text(item.title)
                .onAppear {
                    if item.id == model.items.last?.id {
                        Task { await model.loadNextPage() }
                    }
                }
        }
        .overlay {
            if model.isLoadingPage && model.items.isEmpty {
                ProgressView()
            }
        }
        .task { await model.loadNextPage() }
    }
}
