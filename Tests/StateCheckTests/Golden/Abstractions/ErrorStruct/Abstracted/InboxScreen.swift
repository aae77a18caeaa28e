import SwiftUI

struct Message: Identifiable, Decodable {
    let id: Int
    let subject: String
}

struct InboxError: LocalizedError {
    let message: String
    var errorDescription: String? { message }
}

enum InboxState {
    case loading
    case loaded([Message])
    case failed(InboxError)
}

@MainActor
final class InboxModel: ObservableObject {
    @Published private(set) var state: InboxState = .loading
    @Published var isOffline = false

    func load() async {
        state = .loading
        do {
            if isOffline { throw InboxError(message: "You are offline") }
            state = .loaded(try await MailAPI.inbox())
        } catch {
            state = .failed(InboxError(message: error.localizedDescription))
        }
    }
}

struct InboxScreen: View {
    @StateObject private var model = InboxModel()

    var body: some View {
        VStack {
            Toggle("Offline", isOn: $model.isOffline)
            switch model.state {
            case .loading:
                ProgressView()
            case .loaded(let messages):
                List(messages) { Text($0.subject) }
            case .failed(let error):
                Text(error.message)
                Button("Try again") { Task { await model.load() } }
            }
        }
        .task { await model.load() }
    }
}
