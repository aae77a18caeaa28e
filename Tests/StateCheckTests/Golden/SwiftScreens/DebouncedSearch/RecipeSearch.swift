import Foundation

struct Recipe: Identifiable, Hashable {
    let id: Int
    var title: String
}

enum RecipeAPI {
    static func search(_ query: String) async throws -> [Recipe] {
        let url = URL(string: "https://example.com/recipes?q=\(query)")!
        let (data, _) = try await URLSession.shared.data(from: url)
        return data.isEmpty ? [] : [Recipe(id: 1, title: query)]
    }
}
