import SwiftUI

struct RatingScreen: View {
    @State private var showsRating = false
    @State private var rating = ""
    @State private var isSending = false

    var body: some View {
        VStack {
            Button("Rate") { showsRating = true }
            TextField("Rating", text: $rating)
            Button("Send") {
                Task { await send() }
            }
            if isSending { ProgressView() }
        }
        .sheet(isPresented: $showsRating) {
            Text("Rate the app")
        }
    }

    private func send() async {
        isSending = true
        try? await RatingAPI.send()
        isSending = false
    }
}
