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

struct FilterBar<Trailing: View>: View {
    @Binding var filter: InboxFilter
    @ViewBuilder var trailing: () -> Trailing

    var body: some View {
        HStack {
            Picker("Filter", selection: $filter) {
                Text("All").tag(InboxFilter.all)
                Text("Unread").tag(InboxFilter.unread)
            }
            .pickerStyle(.segmented)
            trailing()
        }
    }
}

struct InboxScreen: View {
    @Binding var filter: InboxFilter
    @State private var messages: [Message] = []
    @State private var isLoading = false

    var body: some View {
        List {
            FilterBar(filter: $filter) {
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
