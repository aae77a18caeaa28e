import SwiftUI

struct ModelBagScreen: View {
    @StateObject private var model = BagModel()

    var body: some View {
        List {
            Button("Load") { model.load() }
            Button("Cancel") { model.cancelAll() }
            if let orders = model.orders {
                ForEach(orders) { order in
                    Text(order.title)
                }
            }
        }
    }
}
