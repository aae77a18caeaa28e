import Foundation
import SwiftUI

struct Message: Identifiable, Hashable {
    let id: UUID
    var subject: String
}

enum InboxError: Error {
    case busy
    case signedOut
}

protocol MessagesService {
    func messages() async throws -> [Message]
}

enum InboxState {
    case idle
    case loading
    case loaded([Message])
    case failed(any Error)
}

extension InboxState {
    var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }
}

@MainActor
final class InboxViewModel: ObservableObject {
    @Published private(set) var state: InboxState = .idle
    @Published private(set) var skippedLoad = false

    private let service: MessagesService

    init(service: MessagesService) {
        self.service = service
    }

    func load() async {
        do {
            try await fetch()
        } catch is CancellationError {
            print("inbox: load cancelled")
            state = .idle
        } catch InboxError.busy {
            assert(state.isLoading, "busy is thrown only while a load runs")
            skippedLoad = true
        } catch let error as InboxError {
            state = .failed(error)
        } catch {
            withAnimation {
                state = .failed(error)
            }
        }
    }

    private func fetch() async throws {
        if state.isLoading { throw InboxError.busy }
        state = .loading
        objectWillChange.send()
        let messages = try await service.messages()
        try Task.checkCancellation()
        state = .loaded(messages)
    }
}
