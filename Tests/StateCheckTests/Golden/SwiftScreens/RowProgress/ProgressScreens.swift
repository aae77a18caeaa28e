import SwiftUI

struct ProgressScreen: View {
    @State private var model = ProgressModel()

    var body: some View {
        VStack {
            Text("Delivery progress")
            if model.isDelivering {
                ProgressView()
            }
            if model.summary() > 0 {
                Text("Delivered")
            }
            if model.hasFailures() {
                Text("Some parcels failed")
                Button("Start over") { model.startOver() }
            }
            Button("Deliver next") {
                Task { await model.deliverNext() }
            }
            .disabled(model.isDelivering)
        }
    }
}

struct ArrivalsScreen: View {
    @State private var model = ArrivalsModel()

    var body: some View {
        Text("Arrivals")
    }
}
