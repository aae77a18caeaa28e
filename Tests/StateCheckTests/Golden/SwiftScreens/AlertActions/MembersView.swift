import SwiftUI

struct Member: Identifiable {
    let id: Int
    let name: String
}

enum MembersError: Error {
    case loginRequired
    case network
}

struct MembersView: View {
    @Environment(MembersClient.self) private var client
    @State private var members: [Member] = []
    @State private var error: MembersError?
    @State private var showError = false
    @State private var showBlockDialog = false
    @State private var blockReason = ""

    var body: some View {
        List {
            ForEach(members) { member in
                Text(member.name)
            }
        }
        .task { await load() }
        .toolbar {
            Button("Block") { showBlockDialog = true }
        }
        .alert("Block member", isPresented: $showBlockDialog) {
            TextField("Reason for blocking", text: $blockReason)
            Button("Cancel", role: .cancel) {
                blockReason = ""
            }
            Button("Block", role: .destructive) {
                if !blockReason.isEmpty {
                    members = []
                }
            }
        } message: {
            Text("They will no longer see your posts.")
        }
        .alert("Something went wrong", isPresented: $showError) {
            if case .loginRequired? = error {
                Button("Sign in") {
                    error = nil
                }
            }
            Button("Retry") {
                Task { await load() }
            }
        }
    }

    private func load() async {
        do {
            members = try await client.members()
        } catch {
            self.error = .network
            showError = true
        }
    }
}
