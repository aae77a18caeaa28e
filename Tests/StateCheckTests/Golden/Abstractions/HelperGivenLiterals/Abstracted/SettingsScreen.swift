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
            row(title: "Notifications", icon: "bell")
            row(title: "Privacy", icon: "lock", isDestructive: false)
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

    private func row(title: String, icon: String, isDestructive: Bool = false) -> some View {
        HStack {
            Image(systemName: icon)
                .foregroundColor(isDestructive ? .red : .primary)
            Text(title)
            Spacer()
            Image(systemName: "chevron.right")
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
