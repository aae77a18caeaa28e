import SwiftUI

struct CheckoutScreen: View {
    @StateObject private var model = CheckoutModel()

    var body: some View {
        VStack {
            if model.failed {
                Text("The order could not be placed.")
            }
            Button("Place order") {
                Task { await model.placeOrder() }
            }
            .disabled(model.isPlacing)
        }
    }
}
