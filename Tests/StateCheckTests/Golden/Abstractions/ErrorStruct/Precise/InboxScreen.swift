import SwiftUI

struct Message: Identifiable, Decodable {
    let id: Int
    let subject: String
}

enum InboxError: Error {
    case made
}

enum InboxState {
    case loading
    case loaded([Message])
    case failed(Error)
}

@MainActor
final class InboxModel: ObservableObject {
    @Published private(set) var state: InboxState = .loading
    @Published var isOffline = false

    func load() async {
        state = .loading
        do {
            if isOffline { throw InboxError.made }
            state = .loaded(try await MailAPI.inbox())
        } catch {
            state = .failed(error)
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
                Text(error.localizedDescription)
                Button("Try again") { Task { await model.load() } }
            }
        }
        .task { await model.load() }
    }
}
