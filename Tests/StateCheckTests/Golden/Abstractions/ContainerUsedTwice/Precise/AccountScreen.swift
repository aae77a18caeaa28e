import SwiftUI

protocol AccountService {
    func signOut() async throws
    func deleteAccount() async throws
}

struct AccountScreen: View {
    let service: AccountService
    @State private var isWorking = false
    @State private var failed = false

    var body: some View {
        VStack {
            VStack(alignment: .leading) {
                Text("Session")
                VStack {
                    Button("Sign out") { Task { await run { try await service.signOut() } } }
                        .disabled(isWorking)
                }
            }
            VStack(alignment: .leading) {
                Text("Danger zone")
                VStack {
                    Button("Delete account") { Task { await delete() } }
                        .disabled(isWorking)
                    if failed {
                        Text("Something went wrong")
                    }
                }
            }
            if isWorking {
                ProgressView()
            }
        }
    }

    private func run(_ work: () async throws -> Void) async {
        isWorking = true
        failed = false
        do { try await work() } catch { failed = true }
        isWorking = false
    }

    private func delete() async {
        isWorking = true
        failed = false
        do { try await service.deleteAccount() } catch { failed = true }
        isWorking = false
    }
}
