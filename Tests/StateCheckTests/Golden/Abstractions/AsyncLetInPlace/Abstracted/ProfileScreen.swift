import SwiftUI

struct Profile: Decodable {
    let name: String
}

struct Post: Identifiable, Decodable {
    let id: Int
    let title: String
}

enum ProfileAPI {
    static func profile() async throws -> Profile { Profile(name: "") }
    static func posts() async throws -> [Post] { [] }
}

struct ProfileScreen: View {
    @State private var profile: Profile?
    @State private var posts: [Post] = []
    @State private var isLoading = false
    @State private var failed = false

    var body: some View {
        List {
            if let profile {
                Text(profile.name)
            }
            ForEach(posts) { post in Text(post.title) }
            if failed {
                Text("Could not load")
            }
        }
        .overlay {
            if isLoading { ProgressView() }
        }
        .task { await load() }
    }

    private func load() async {
        isLoading = true
        do {
            async let loadedProfile = ProfileAPI.profile()
            async let loadedPosts = ProfileAPI.posts()
            let (p, items) = try await (loadedProfile, loadedPosts)
            profile = p
            posts = items
            failed = false
        } catch {
            failed = true
        }
        isLoading = false
    }
}
