import SwiftUI

struct OrdersScreen: View {
    @State private var model: OrdersModel

    init(client: OrdersClient) {
        _model = State(initialValue: OrdersModel(client: client))
    }

    var body: some View {
        Group {
            switch model.orders {
            case .idle, .loading:
                ProgressView()
            case .loaded(let orders):
                List(orders) { order in
                    Button("Track") {
                        Task { await model.expand(order.id) }
                    }
                }
            case .failed:
                Text("Could not load your orders")
            }
        }
        .task { await model.load() }
    }
}
