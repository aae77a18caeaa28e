import SwiftUI

struct RatingScreen: View {
    @State private var showsRating = false
    @State private var rating = ""
    @State private var isSending = false

    var body: some View {
        VStack {
            Button("Rate") { showsRating = true }
            if isSending { ProgressView() }
        }
        .sheet(isPresented: $showsRating) {
            RatingSheet(rating: $rating) {
                Task { await send() }
            }
        }
    }

    private func send() async {
        isSending = true
        try? await RatingAPI.send()
        isSending = false
    }
}
