import SwiftUI

/// A product page that shows redacted placeholder rows, not a spinner, until
/// the product is there.
struct ProductScreen: View {
    @Bindable var model: ProductModel

    var body: some View {
        List {
            switch model.state {
            case .idle, .initialLoading, .success, .reLoading:
                let product = model.state.product ?? .placeholder
                details(product)
                    .redacted(reason: model.state.product == nil ? .placeholder : [])
            case .failure, .retryLoading:
                ProductErrorView()
                    .frame(maxWidth: .infinity, minHeight: 300)
            }
        }
        .navigationTitle("Product")
        .task {
            await model.fetch()
        }
        .refreshable {
            await model.fetch()
        }
    }

    private func details(_ product: Product) -> some View {
        Group {
            Section {
                Text(product.name).font(.title2.weight(.semibold))
                Text(product.description).foregroundStyle(.secondary)
            }
            Section {
                LabeledContent("Price", value: product.price)
                LabeledContent("In stock", value: "\(product.stock)")
            }
        }
    }
}

struct ProductErrorView: View {
    var body: some View {
        ContentUnavailableView("Product unavailable", systemImage: "shippingbox")
    }
}
