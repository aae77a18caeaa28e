import SwiftUI

/// Starts a new search on every change of the query, in a `Task { }` that
/// nothing cancels.
struct KeystrokeSearchScreen: View {
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
        .onChange(of: query) {
            Task {
                results = try? await RecipeAPI.search(query)
            }
        }
    }
}
