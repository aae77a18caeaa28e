/// A value that is fetched, kept on screen while it is fetched again.
enum Loadable<Value> {
    case idle
    case initialLoading
    case reLoading(Value)
    case success(Value)
    case failure(any Error)
}

extension Loadable {
    var isLoading: Bool {
        switch self {
        case .initialLoading, .reLoading:
            return true
        default:
            return false
        }
    }

    var isInitialLoading: Bool {
        if case .initialLoading = self {
            return true
        }
        return false
    }

    /// Keeps the current value on screen while the next one loads.
    mutating func startLoading() {
        if case .success(let value) = self {
            self = .reLoading(value)
        } else {
            self = .initialLoading
        }
    }
}
