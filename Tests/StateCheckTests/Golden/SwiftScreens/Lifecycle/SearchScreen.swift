import SwiftUI

struct SearchResult: Identifiable, Hashable {
    let id: Int
    var title: String
}

enum SearchAPI {
    static func search(_ query: String) async throws -> [SearchResult] { [] }
}

struct SearchScreen: View {
    @State private var query = ""
    @State private var results: [SearchResult]?
    @State private var searchTask: Task<Void, Never>?

    var body: some View {
        List {
            if let results {
                ForEach(results) { result in
                    Text(result.title)
                }
            }
        }
        .task {
            await search()
        }
    }

    private func search() async {
        try? await Task.sleep(for: .milliseconds(300))
        results = try? await SearchAPI.search(query)
    }
}
