import SwiftUI

enum Filter: String, CaseIterable, Identifiable {
    case all, unread

    var id: Self { self }

    var isRecent: Bool {
        switch self {
        case .all: false
        case .unread: true
        }
    }
}

protocol InboxLoading {
    func messages(filter: String) async throws -> [Message]
}

struct Message: Identifiable {
    let id: Int
}

struct FilterView: View {
    let client: InboxLoading
    @State private var filter: Filter = .all
    @State private var messages: [Message] = []
    @State private var isLoading = false

    var body: some View {
        VStack {
            Picker("Filter", selection: $filter) {
                ForEach(Filter.allCases) { f in
                    Text(f.rawValue).tag(f)
                }
            }
            if isLoading {
                ProgressView()
            } else {
                List(messages) { m in
                    Text("\(m.id)")
                }
                .foregroundColor(.blue)
            }
            if filter.isRecent {
                Text("Recent only")
            }
        }
        .task(id: filter) {
            isLoading = true
            messages = (try? await client.messages(filter: filter.rawValue)) ?? []
            isLoading = false
        }
    }
}
