import SwiftUI

enum MessagesState {
    case idle
    case loading
    case loaded([Message])
    case failed(String)
}

struct Message: Identifiable, Decodable {
    let id: Int
    let text: String
    let isPinned: Bool
}

@Observable
@MainActor
final class MessagesViewModel {
    var state: MessagesState = .idle
    var pinnedIDs: Set<Int> = []
    var pinnedCount = 0

    func load() async {
        state = .loading
        do {
            let messages = try await MessagesAPI.messages()
            for message in messages {
                ingest(message)
            }
            state = .loaded(messages)
        } catch {
            state = .failed("Could not load messages")
        }
    }

    func ingest(_ message: Message) {
        if message.isPinned {
            pinnedIDs.insert(message.id)
        } else {
            pinnedIDs.remove(message.id)
        }
        pinnedCount = pinnedIDs.count
    }
}

struct MessagesScreen: View {
    @State private var model = MessagesViewModel()

    var body: some View {
        List {
            switch model.state {
            case .idle, .loading:
                ProgressView()
            case .loaded(let messages):
                Text("\(model.pinnedCount) pinned")
                ForEach(messages) { message in
                    Text(message.text)
                }
            case .failed(let reason):
                Text(reason)
                Button("Retry") { Task { await model.load() } }
            }
        }
        .task { await model.load() }
    }
}
