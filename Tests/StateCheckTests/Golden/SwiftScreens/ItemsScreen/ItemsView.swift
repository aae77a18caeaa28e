import SwiftUI

struct ItemsView: View {
    @StateObject private var viewModel = ItemsViewModel()

    var body: some View {
        NavigationStack {
            Group {
                if viewModel.isLoading && viewModel.items.isEmpty {
                    ProgressView("Loading…")
                } else if let message = viewModel.errorMessage {
                    VStack {
                        Text(message)
                        Button("Retry") {
                            Task { await viewModel.loadItems() }
                        }
                    }
                } else {
                    List(viewModel.items) { item in
                        Text(item.name)
                    }
                }
            }
            .navigationTitle("Items")
        }
        .task {
            await viewModel.loadItems()
        }
        .refreshable {
            await viewModel.loadItems()
        }
    }
}
