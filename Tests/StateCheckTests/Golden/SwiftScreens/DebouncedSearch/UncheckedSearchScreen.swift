import SwiftUI

/// The same debounced search, but it writes whatever answer arrives: a
/// search cancelled by the next query may still be answered.
struct UncheckedSearchScreen: View {
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
            results = try await RecipeAPI.search(query)
        } catch {
            return
        }
    }
}
