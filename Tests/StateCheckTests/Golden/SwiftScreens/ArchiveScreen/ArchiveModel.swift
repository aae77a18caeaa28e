import Foundation
import os

struct Entry: Identifiable, Hashable {
    let id: Int
    var title: String
    var isHidden: Bool
}

protocol ArchiveService {
    func entries(after cursor: Int?) async throws -> [Entry]
}

@MainActor
final class ArchiveModel: ObservableObject {
    @Published private(set) var entries: [Entry]?
    @Published private(set) var isLoading = false
    @Published private(set) var lastError: (any Error)?

    private let service: ArchiveService

    init(service: ArchiveService) {
        self.service = service
    }

    func load() async {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            let page = try await service.entries(after: nil)
            entries = page.filter { !$0.isHidden }
            lastError = nil
        } catch {
            os_log("archive load failed")
            lastError = error
        }
    }

    func loadMore() async {
        guard !isLoading, let current = entries else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            let more = try await service.entries(after: current.last?.id)
            var all = current
            all.append(contentsOf: more.filter { !$0.isHidden })
            entries = all
        } catch {
            lastError = error
        }
    }
}
