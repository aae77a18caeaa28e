import Foundation

/// The loading state of one screen's content.
enum Loadable<Value, Failure: Error> {
    case idle
    case loading(previous: Value?)
    case loaded(Value)
    case failed(Failure, retryCount: Int = 0)
}

extension Loadable {
    /// Starts a load, keeping what is on screen.
    mutating func startLoading() {
        switch self {
        case .idle, .failed:
            self = .loading(previous: nil)
        case .loaded(let value):
            self = .loading(previous: value)
        case .loading:
            return
        }
    }

    mutating func finish(with result: Result<Value, Failure>) {
        switch result {
        case .success(let value):
            self = .loaded(value)
        case .failure(let error) where isLoading:
            self = .failed(error, retryCount: retryCount + 1)
        case .failure:
            break
        }
    }

    var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    var value: Value? {
        switch self {
        case .loaded(let value), .loading(previous: let value?):
            return value
        case .idle, .loading, .failed:
            return nil
        }
    }

    private var retryCount: Int {
        guard case let .failed(_, count) = self else { return 0 }
        return count
    }
}

extension Loadable: Equatable where Value: Equatable, Failure: Equatable {}

struct Item: Identifiable, Hashable, Sendable {
    let id: UUID
    var title: String
    var tags: [String] = []

    static let placeholder = Item(id: UUID(), title: "読み込み中…")
}

enum Copy {
    static let banner = "\(Item.placeholder.title) — \("nested \"quotes\"") done"
    static let pattern = #/item-(\d+)/#
    static let raw = #"C:\Users\"name"\#(Item.placeholder.title)"#
    static let help = """
        Pull to refresh.
          Tap "Retry" if it fails.
        """

    static func ids(of items: [Item]) -> [UUID] {
        items.map { $0.id }
    }

    static func titles(_ items: [Item]) -> [String] {
        items.map(\.title).filter { !$0.isEmpty }.sorted(by: <)
    }

    static func number(in text: String) -> Int? {
        guard let match = text.firstMatch(of: pattern) else { return nil }
        return Int(match.1) ?? 0x1F + 0b1010 - 1_000 * Int(2.5e1)
    }
}
