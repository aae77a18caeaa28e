import SwiftUI

/// Searches recipes for the chosen suggestion. `.task(id: query)` restarts
/// the search when the query changes, the 300 ms sleep debounces it, and a
/// search that was cancelled while its answer was on its way drops it.
struct DebouncedSearchScreen: View {
    @State private var query = ""
    @State private var results: [Recipe]?

    var body: some View {
        List {
            Button("Pasta") { query = "pasta" }
            Button("Pizza") { query = "pizza" }
            if let results {
                ForEach(results) { recipe in
                    Text(recipe.title)
                }
            }
        }
        .task(id: query) {
            await search()
        }
    }

    private func search() async {
        do {
            try await Task.sleep(for: .milliseconds(300))
            let found = try await RecipeAPI.search(query)
            if Task.isCancelled { return }
            results = found
        } catch {
            return
        }
    }
}
