import SwiftUI

struct Post: Identifiable, Decodable {
    let id: Int
    let title: String
}

@MainActor
@Observable
final class PostsModel {
    var posts: [Post] = []
    var isLoading = false
    var errorMessage: String?

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            let url = URL(string: "https://jsonplaceholder.typicode.com/posts")!
            let (data, _) = try await URLSession.shared.data(from: url)
            posts = try JSONDecoder().decode([Post].self, from: data)
            errorMessage = nil
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

struct PostsView: View {
    @State private var model = PostsModel()

    var body: some View {
        List(model.posts) { post in
            Text(post.title)
        }
        .overlay {
            if model.isLoading { ProgressView() }
        }
        .task { await model.load() }
    }
}
