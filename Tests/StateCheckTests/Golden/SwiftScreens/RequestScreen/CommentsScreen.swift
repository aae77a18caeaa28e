import SwiftUI

struct Comment: Identifiable, Decodable {
    let id: Int
    let text: String
}

/// Posts to the comments endpoint and shows the comments it answers.
@MainActor
@Observable
final class CommentsModel {
    private let baseURL = "https://example.com/api"
    var comments: [Comment] = []
    var isSending = false
    var failure: Error?

    func post(path: String) async {
        isSending = true
        defer { isSending = false }
        do {
            let url = URL(string: baseURL + path)!
            var request = URLRequest(url: url)
            request.httpMethod = "POST"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            let (data, _) = try await URLSession.shared.data(for: request)
            comments = try JSONDecoder().decode([Comment].self, from: data)
            failure = nil
        } catch {
            failure = error
        }
    }
}

struct CommentsScreen: View {
    @State private var model = CommentsModel()

    var body: some View {
        VStack {
            List(model.comments) { comment in
                Text(comment.text)
            }
            if model.isSending {
                ProgressView()
            }
            Button("Post") {
                Task { await model.post(path: "/comments") }
            }
            .disabled(model.isSending)
        }
    }
}
