import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id: Int
    var title: String
    var body: String
}

enum RecipeService {
    static func fetchRecipe() async throws -> Recipe {
        try await Task.sleep(for: .milliseconds(300))
        return Recipe(id: 1, title: "Shakshuka", body: "")
    }
}

struct RecipeScreen: View {
    @State private var recipe: Loadable<Recipe> = .idle

    var body: some View {
        AsyncContentView(state: $recipe, load: { try await RecipeService.fetchRecipe() }) { loaded in
            details(loaded)
        }
        .navigationTitle("Recipe")
    }

    private func details(_ recipe: Recipe) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(recipe.title).font(.title)
            Text(recipe.body)
        }
        .padding()
    }
}

#Preview {
    NavigationStack { RecipeScreen() }
}
