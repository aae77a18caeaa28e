import SwiftUI

enum Filter: String, CaseIterable, Identifiable {
    case all, unread

    var id: Self { self }

    var tint: Color {
        switch self {
        case .all: .blue
        case .unread: .red
        }
    }

    var since: Date? {
        switch self {
        case .all: nil
        case .unread: Date()
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
                .foregroundColor(filter.tint)
            }
            if filter.since != nil {
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
