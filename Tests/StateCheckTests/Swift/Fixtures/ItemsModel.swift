import Foundation
import Observation

protocol APIClient: Sendable {
    func items(matching query: String) async throws -> [Item]
    func items(after id: Item.ID) async throws -> [Item]
    var baseURL: URL { get }
}

@MainActor
final class ItemsViewModel: ObservableObject {
    @Published private(set) var items: [Item] = []
    @Published private(set) var isLoading = false
    @Published var errorMessage: String? {
        didSet { if errorMessage != nil { isLoading = false } }
    }
    private let client: APIClient
    nonisolated let id = UUID()

    init(client: APIClient) {
        self.client = client
    }

    func reload() async {
        isLoading = true
        defer { isLoading = false }
        do {
            items = try await client.items(matching: "")
        } catch let e as URLError where e.code == .cancelled {
            return
        } catch is CancellationError {
            return
        } catch {
            errorMessage = "Could not load: \(error)"
        }
    }

    func loadBoth() async throws -> ([Item], [Item]) {
        async let first = client.items(matching: "a")
        async let second = client.items(matching: "b")
        return try await (first, second)
    }

    func loadAll(queries: [String]) async -> [Item] {
        await withTaskGroup(of: [Item].self) { group in
            for query in queries {
                group.addTask { [client] in
                    (try? await client.items(matching: query)) ?? []
                }
            }
            var all: [Item] = []
            for await batch in group where !batch.isEmpty {
                all += batch
            }
            return all
        }
    }

    func legacyLoad(completion: @escaping @Sendable (Result<[Item], Error>) -> Void) {}

    func bridged() async throws -> [Item] {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<[Item], Error>) in
            legacyLoad { result in
                continuation.resume(with: result)
            }
        }
    }
}

@Observable @MainActor final class Counter {
    var count = 0
    @ObservationIgnored private var task: Task<Void, Never>?

    func increment(by step: Int = 1) {
        count += step
        task?.cancel()
        task = Task { [weak self] in
            try? await Task.sleep(for: .seconds(1))
            guard let self else { return }
            self.count = max(0, self.count - step)
        }
    }

    subscript(index: Int) -> Int {
        get { count * index }
        set(newValue) { count = newValue / max(index, 1) }
    }
}
