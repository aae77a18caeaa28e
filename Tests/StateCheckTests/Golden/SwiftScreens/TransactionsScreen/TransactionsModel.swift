import Foundation
import Observation

struct Transaction: Identifiable, Hashable {
    let id: UUID
    var merchant: String
    var amount: Decimal
    var bookedAt: Date
}

protocol TransactionRepository {
    func recentTransactions() async throws -> [Transaction]
}

struct RemoteTransactionRepository: TransactionRepository {
    func recentTransactions() async throws -> [Transaction] {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://bank.example.com/transactions")!)
        _ = data
        return []
    }
}

@Observable
@MainActor
final class TransactionsModel {
    private(set) var transactions: Loadable<[Transaction]> = .idle

    @ObservationIgnored private let repository: TransactionRepository

    init(repository: TransactionRepository = RemoteTransactionRepository()) {
        self.repository = repository
    }

    func load() async {
        if transactions.isLoading { return }
        transactions.startLoading()
        do {
            transactions = .success(try await repository.recentTransactions())
        } catch {
            transactions = .failure(error)
        }
    }
}
