import SwiftUI

struct ProfileScreen: View {
    let session: Session

    @State private var greeting: String?
    @State private var posts: [Post] = []
    @State private var isLoading = false
    @State private var loadFailed = false

    var body: some View {
        VStack {
            if let greeting {
                Text(greeting)
            }
            if loadFailed {
                Text("Could not load your posts")
                Button("Try again") {
                    Task { await load() }
                }
            } else {
                List(posts) { post in
                    Text(post.title)
                }
            }
        }
        .overlay {
            if isLoading {
                ProgressView()
            }
        }
        .task {
            await load()
        }
    }

    private func load() async {
        isLoading = true
        greeting = "Hello"
        do {
            posts = try await PostAPI.posts()
            loadFailed = false
        } catch {
            loadFailed = true
        }
        isLoading = false
    }
}
