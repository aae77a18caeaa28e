import SwiftUI

enum InboxFilter: Hashable {
    case all
    case unread
}

struct Message: Identifiable, Decodable {
    let id: Int
    let subject: String
}

enum InboxAPI {
    static func messages() async throws -> [Message] { [] }
}

struct FilterBar: View {
    @Binding var filter: InboxFilter

    var body: some View {
        Picker("Filter", selection: $filter) {
            Text("All").tag(InboxFilter.all)
            Text("Unread").tag(InboxFilter.unread)
        }
        .pickerStyle(.segmented)
    }
}

struct InboxScreen: View {
    @Binding var filter: InboxFilter
    @State private var messages: [Message] = []
    @State private var isLoading = false

    var body: some View {
        List {
            HStack {
                Picker("Filter", selection: $filter) {
                    Text("All").tag(InboxFilter.all)
                    Text("Unread").tag(InboxFilter.unread)
                }
                .pickerStyle(.segmented)
                Text("Inbox")
            }
            ForEach(messages) { message in
                Text(message.subject)
            }
        }
        .overlay {
            if isLoading { ProgressView() }
        }
        .task { await load() }
    }

    private func load() async {
        isLoading = true
        messages = (try? await InboxAPI.messages()) ?? []
        isLoading = false
    }
}
