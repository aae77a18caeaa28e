import SwiftUI

struct Message: Identifiable, Decodable {
    var id: Int
    var subject: String
}

enum MessagesAPI {
    static func messages(after id: Int, limit: Int) async throws -> [Message] {
        try await Task.sleep(for: .seconds(1))
        return (id..<id + limit).map { Message(id: $0, subject: "Message \($0)") }
    }
}

struct InboxErrorView: View {
    var body: some View {
        Text("The inbox could not be loaded")
    }
}

private enum InboxState<V, E: Error> {
    case idle
    case initialLoading
    case retryLoading(E)
    case reLoading(V)
    case success(V)
    case loadingFailure(E)
    case paging(V)
    case pagingFailure(V, E)
}

extension InboxState {
    mutating func startLoading() {
        switch self {
        case .idle:
            self = .initialLoading
        case .success(let value),
                .pagingFailure(let value, _):
            self = .reLoading(value)
        case .loadingFailure(let error):
            self = .retryLoading(error)
        case .initialLoading,
                .retryLoading,
                .reLoading,
                .paging:
            return
        }
    }

    mutating func startPaging() {
        switch self {
        case .success(let value),
                .pagingFailure(let value, _):
            self = .paging(value)
        default:
            return
        }
    }

    var isBusy: Bool {
        switch self {
        case .initialLoading,
                .retryLoading,
                .reLoading,
                .paging:
            return true
        default:
            return false
        }
    }

    var isInitialLoading: Bool {
        if case .initialLoading = self { return true }
        return false
    }

    var pagingFailed: Bool {
        if case .pagingFailure = self { return true }
        return false
    }

    var value: V? {
        switch self {
        case .reLoading(let value),
                .paging(let value),
                .success(let value),
                .pagingFailure(let value, _):
            return value
        default:
            return nil
        }
    }
}

struct InboxScreen: View {
    @State private var state: InboxState<[Message], any Error> = .idle

    var body: some View {
        List {
            switch state {
            case .idle, .initialLoading:
                EmptyView()
            case .success(let messages),
                    .reLoading(let messages),
                    .paging(let messages),
                    .pagingFailure(let messages, _):
                rows(of: messages)
                if state.pagingFailed {
                    Button("Load more") {
                        Task { await loadMore() }
                    }
                } else {
                    ProgressView()
                        .onAppear {
                            Task { await loadMore() }
                        }
                }
            case .retryLoading,
                    .loadingFailure:
                InboxErrorView()
            }
        }
        .overlay {
            if state.isInitialLoading {
                ProgressView()
            }
        }
        .refreshable {
            await load()
        }
        .task {
            await load()
        }
    }

    func rows(of messages: [Message]) -> some View {
        ForEach(messages) { message in
            Text(message.subject)
        }
    }

    private func load() async {
        if state.isBusy { return }
        state.startLoading()

        do {
            state = .success(try await MessagesAPI.messages(after: 0, limit: 30))
        } catch {
            state = .loadingFailure(error)
        }
    }

    private func loadMore() async {
        if state.isBusy { return }
        guard let messages = state.value, let last = messages.last?.id else { return }
        state.startPaging()

        do {
            let next = try await MessagesAPI.messages(after: last + 1, limit: 30)
            state = .success(messages + next)
        } catch {
            state = .pagingFailure(messages, error)
        }
    }
}
