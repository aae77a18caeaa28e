/// What a screen knows about data it loads.
enum DataState<Value> {
    case idle
    case loading
    case loaded(Value)
    case failed(any Error)
}

extension DataState {
    var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    mutating func startLoading() {
        switch self {
        case .idle, .loaded, .failed:
            self = .loading
        case .loading:
            return
        }
    }
}
