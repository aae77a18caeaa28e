import SwiftUI

enum ContactsAPI {
    static func requestAccess() async throws -> [String] { [] }
    static func contacts() async throws -> [String] { [] }
}

struct PermissionScreen: View {
    @State private var isAsking = false
    @State private var isDenied = false
    @State private var contacts: [String] = []

    var body: some View {
        VStack {
            if isAsking {
                ProgressView()
            } else if isDenied {
                Text("Allow access to your contacts in Settings")
            } else {
                List(contacts, id: \.self) { name in
                    Text(name)
                }
            }
        }
        .task { await ask() }
    }

    private func ask() async {
        isAsking = true
        do {
            let granted = !(try await ContactsAPI.requestAccess()).isEmpty
            if granted {
                contacts = try await ContactsAPI.contacts()
            } else {
                isDenied = true
            }
        } catch {
            isDenied = true
        }
        isAsking = false
    }
}
