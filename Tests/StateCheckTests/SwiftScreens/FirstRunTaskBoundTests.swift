import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A screen whose first run leaves more tasks alive than the default
/// `maxTasks` (4): a view model that starts five requests on appear had every
/// `load` refused by the bound, so the whole exploration was the one state
/// before it, and every verdict spoke of a screen that never loads (Spawn
/// `FeedView` and `MapView`, whose view model starts four subscriptions
/// before the `.task` starts its load). The reading now raises the bound to
/// the tasks the first run leaves, unless the configuration sets one.
@Suite struct FirstRunTaskBoundTests {
    static let dashboard = """
        import SwiftUI

        struct Transaction: Identifiable, Decodable {
            let id: Int
            let amount: Double
        }

        protocol BankingService {
            func fetchBalance() async throws -> Double
            func fetchTransactions() async throws -> [Transaction]
            func registerDevice() async throws
            func markNotificationsSeen() async throws
            func syncSettings() async throws
        }

        @MainActor
        final class DashboardViewModel: ObservableObject {
            @Published var balance: Double?
            @Published var transactions: [Transaction] = []
            @Published var errorMessage: String?

            private let service: BankingService

            init(service: BankingService) {
                self.service = service
            }

            func loadDashboard() {
                Task { await loadBalance() }
                Task { await loadTransactions() }
                Task { try? await service.registerDevice() }
                Task { try? await service.markNotificationsSeen() }
                Task { try? await service.syncSettings() }
            }

            private func loadBalance() async {
                do {
                    balance = try await service.fetchBalance()
                } catch {
                    errorMessage = error.localizedDescription
                }
            }

            private func loadTransactions() async {
                do {
                    transactions = try await service.fetchTransactions()
                } catch {
                    errorMessage = error.localizedDescription
                }
            }
        }

        struct DashboardView: View {
            @StateObject var viewModel: DashboardViewModel

            var body: some View {
                VStack {
                    if let errorMessage = viewModel.errorMessage {
                        Text(errorMessage)
                            .foregroundStyle(.red)
                    }
                    List(viewModel.transactions) { transaction in
                        Text(transaction.amount, format: .currency(code: "EUR"))
                    }
                }
                .onAppear { viewModel.loadDashboard() }
            }
        }
        """

    /// The first `load` leaves five requests in flight: the bound is 5, the
    /// load is explored, and the error text shown over the list after a
    /// failed balance request is found (content and error together), as the
    /// view draws both.
    @Test func aFirstLoadStartingFiveRequestsIsExplored() throws {
        #expect(RealAppReadingsTests.modelText(Self.dashboard).contains("\nbound maxTasks = 5\n"))
        let read = try RealAppReadingsTests.outcome(Self.dashboard)
        #expect(read.states == 272 && read.transitions == 1628, "\(read)")
        #expect(read.verdicts["exclusiveContentAndError"] == .violated)
        let run = RealAppReadingsTests.check(Self.dashboard, file: "DashboardView.swift")
        #expect(run.stdout.contains("""
            error: [exclusiveContentAndError] DashboardView: expected to hold, but it is violated (the screen shows errorView(URLError) + content([]): content and errorView together)
               1. load               (invisible) → content([])
               2. fail fetchBalance  content([]) → errorView(URLError) + content([])
            """), "\(run.stdout)")
    }

    /// The raised bound is the one a configuration would set (same states,
    /// transitions and verdicts); a bound the configuration sets is kept,
    /// even one that refuses the first load (one state, as before).
    @Test func aConfiguredBoundIsKept() throws {
        let read = try RealAppReadingsTests.outcome(Self.dashboard)
        for (bound, states) in [(5, read.states), (4, 1)] {
            var configuration = ScreenConfiguration()
            configuration.bounds["maxTasks"] = bound
            let (screens, diagnostics) = SwiftScreensComponentTests.translate(["DashboardView.swift": Self.dashboard], configuration: configuration)
            #expect(diagnostics == [])
            let screen = try #require(screens.first)
            #expect(screen.model.bounds.filter { $0.name == "maxTasks" }.map(\.lower) == [bound])
            let configured = try DesignOutcome.of(ModelSystem.compile(model: screen.model, file: screen.file))
            #expect(configured.states == states, "\(configured)")
            if bound == 5 { #expect(configured == read) }
        }
    }
}
