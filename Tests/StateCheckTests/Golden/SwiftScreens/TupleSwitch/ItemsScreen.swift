import SwiftUI

struct Item: Identifiable, Decodable {
    let id: Int
    let title: String
}

enum ItemsAPI {
    static func load() async throws -> [Item] { [] }
}

/// Chooses what to show by switching over the loading flag and the failure together.
struct ItemsScreen: View {
    @State private var items: [Item] = []
    @State private var isLoading = false
    @State private var failure: Error?

    var body: some View {
        Group {
            switch (isLoading, failure) {
            case (true, _):
                ProgressView()
            case (false, let failure?):
                Text(failure.localizedDescription)
            case (false, nil):
                List(items) { item in
                    Text(item.title)
                }
            }
        }
        .task { await load() }
    }

    private func load() async {
        isLoading = true
        do {
            items = try await ItemsAPI.load()
            failure = nil
        } catch {
            failure = error
        }
        isLoading = false
    }
}
