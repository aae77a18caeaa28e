// The screen needs SwiftUI; the fixture package also builds on Linux, where
// this file compiles to nothing (statecheck reads it either way).
#if canImport(SwiftUI)
import SwiftUI

struct ReceiptScreen: View {
    @State private var receipt: Receipt?
    @State private var isLoading = false

    var body: some View {
        VStack {
            if let receipt {
                summary(of: receipt)
            }
        }
        .overlay {
            if isLoading {
                ProgressView()
            }
        }
        .task {
            await loadReceipt()
        }
    }

    private func summary(of receipt: Receipt) -> some View {
        VStack(alignment: .leading) {
            Text("Order \(receipt.orderID)").font(.headline)
            Text(receipt.lines.joined(separator: "\n"))
        }
    }

    private func loadReceipt() async {
        if isLoading { return }
        isLoading = true
        receipt = try? await ReceiptClient.fetchReceipt()
        isLoading = false
    }
}
#endif
