import SwiftUI

struct TransactionsScreen: View {
    @State private var model = TransactionsModel()

    var body: some View {
        List {
            switch model.transactions {
            case .idle, .initialLoading:
                EmptyView()
            case .success(let items), .reLoading(let items):
                ForEach(items) { item in
                    TransactionRow(transaction: item)
                }
            case .failure:
                TransactionsErrorView()
            }
        }
        .listStyle(.plain)
        .navigationTitle("Activity")
        .overlay {
            if model.transactions.isInitialLoading {
                ProgressView()
            }
        }
        .task { await model.load() }
        .refreshable { await model.load() }
    }
}

struct TransactionRow: View {
    let transaction: Transaction

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(transaction.merchant)
                Text(transaction.bookedAt, style: .date).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Text(transaction.amount, format: .currency(code: "EUR"))
        }
    }
}

struct TransactionsErrorView: View {
    var body: some View {
        ContentUnavailableView("Activity unavailable", systemImage: "creditcard.trianglebadge.exclamationmark")
    }
}

#Preview {
    NavigationStack { TransactionsScreen() }
}
