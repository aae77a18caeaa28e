import SwiftUI

protocol AccountService {
    func signOut() async throws
}

struct SettingsScreen: View {
    let service: AccountService
    @State private var isSigningOut = false
    @State private var signOutFailed = false

    var body: some View {
        List {
            HStack {
                Image(systemName: "bell")
                    .foregroundColor(false ? .red : .primary)
                Text("Notifications")
                Spacer()
                Image(systemName: "chevron.right")
            }
            HStack {
                Image(systemName: "lock")
                    .foregroundColor(false ? .red : .primary)
                Text("Privacy")
                Spacer()
                Image(systemName: "chevron.right")
            }
            if isSigningOut {
                ProgressView()
            } else {
                Button("Sign out") { Task { await signOut() } }
            }
            if signOutFailed {
                Text("Could not sign out")
            }
        }
    }

    private func signOut() async {
        isSigningOut = true
        signOutFailed = false
        do {
            try await service.signOut()
        } catch {
            signOutFailed = true
        }
        isSigningOut = false
    }
}
