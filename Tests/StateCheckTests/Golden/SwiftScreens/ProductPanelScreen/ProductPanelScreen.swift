import SwiftUI

struct Review: Identifiable, Hashable {
    let id: Int
    var text: String
}

enum ReviewService {
    static func fetchReviews() async throws -> [Review] {
        try await Task.sleep(for: .milliseconds(300))
        return [Review(id: 1, text: "Great")]
    }
}

/// A product page whose reviews panel is shown on demand. The panel owns
/// what it loaded and loads it as it appears.
struct ProductPanelScreen: View {
    @State private var showsReviews = false

    var body: some View {
        VStack {
            Button("Reviews") {
                showsReviews = !showsReviews
            }
            if showsReviews {
                LoadingPanel(load: { try await ReviewService.fetchReviews() }) { reviews in
                    reviewList(reviews)
                }
            }
        }
    }

    private func reviewList(_ reviews: [Review]) -> some View {
        ForEach(reviews) { review in
            Text(review.text)
        }
    }
}

/// Loads its content as it appears, and shows a spinner until then.
struct LoadingPanel<T, Content: View>: View {
    @State private var value: T?
    private let load: () async throws -> T
    private let content: (T) -> Content

    init(load: @escaping () async throws -> T, @ViewBuilder content: @escaping (T) -> Content) {
        self.load = load
        self.content = content
    }

    var body: some View {
        Group {
            if let value {
                content(value)
            } else {
                ProgressView()
            }
        }
        .task {
            value = try? await load()
        }
    }
}
