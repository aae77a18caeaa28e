import Foundation

struct Item: Identifiable, Decodable {
    let id: Int
    let name: String
}

final class ItemService {
    func fetchItems() async throws -> [Item] {
        let url = URL(string: "https://example.com/items")!
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode([Item].self, from: data)
    }
}
