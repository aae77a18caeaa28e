import Foundation

/// The loading state of anything the app fetches.
enum Loadable<T> {
    case idle
    case loading
    case loaded(T)
    case failed(any Error)
}

extension Loadable {
    var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }
}
