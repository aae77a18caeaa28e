import SwiftUI

struct ProgressScreen: View {
    @State private var model = ProgressModel()

    var body: some View {
        Text("Delivery progress")
    }
}

struct ArrivalsScreen: View {
    @State private var model = ArrivalsModel()

    var body: some View {
        Text("Arrivals")
    }
}
