/// The loading state of a page that keeps what it shows while it loads again:
/// its data while refreshing, its error while retrying.
enum LoadState<T> {
    case idle
    case loading
    case refreshing(T)
    case retrying(any Error)
    case loaded(T)
    case failed(any Error)
}

extension LoadState {
    var isBusy: Bool {
        switch self {
        case .loading, .refreshing, .retrying:
            return true
        case .idle, .loaded, .failed:
            return false
        }
    }

    var isFirstLoad: Bool {
        if case .loading = self {
            return true
        }
        return false
    }

    mutating func begin() {
        switch self {
        case .idle:
            self = .loading
        case .loaded(let value):
            self = .refreshing(value)
        case .failed(let error):
            self = .retrying(error)
        case .loading, .refreshing, .retrying:
            return
        }
    }
}
