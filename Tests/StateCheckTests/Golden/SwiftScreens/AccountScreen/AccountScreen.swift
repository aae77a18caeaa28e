import SwiftUI

/// The account summary: what the signed-in user pays for.
struct AccountScreen: View {
    @State private var account: Account?
    @State private var error: (any Error)?
    @State private var isLoading = false

    var body: some View {
        List {
            if isLoading {
                EmptyView()
            } else if let account {
                summary(of: account)
            } else if error != nil {
                AccountErrorView {
                    Task {
                        await loadAccount()
                    }
                }
                .frame(maxWidth: .infinity, minHeight: 280)
            }
        }
        .navigationTitle("Account")
        .overlay {
            if isLoading {
                ProgressView()
            }
        }
        .task {
            await loadAccount()
        }
    }

    private func summary(of account: Account) -> some View {
        Section("Subscription") {
            LabeledContent("Owner", value: account.owner)
            LabeledContent("Plan", value: account.plan)
            LabeledContent("Renews", value: account.renewsOn.formatted(date: .abbreviated, time: .omitted))
        }
    }

    // MARK: - Loading

    private func loadAccount() async {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        account = nil
        error = nil
        do {
            account = try await AccountService.fetchAccount()
        } catch {
            self.error = error
        }
    }
}

struct AccountErrorView: View {
    var retry: () -> Void

    var body: some View {
        ContentUnavailableView {
            Label("Could not load your account", systemImage: "person.crop.circle.badge.exclamationmark")
        } actions: {
            Button("Try again", action: retry)
        }
    }
}

#Preview {
    NavigationStack { AccountScreen() }
}
