import Foundation

/// What a screen knows about data it loads: before, during and after a
/// request, keeping the last value (and the last error) across reloads.
enum Loadable<Value, Failure: Error> {
    case idle
    case initialLoading
    case reLoading(Value)
    case retryLoading(Failure)
    case success(Value)
    case loadingFailure(Failure)
    case reLoadingFailure(Value, Failure)
}

extension Loadable {
    var isLoading: Bool {
        switch self {
        case .initialLoading, .reLoading, .retryLoading:
            return true
        default:
            return false
        }
    }

    var isInitialLoading: Bool {
        if case .initialLoading = self { return true }
        return false
    }

    var isFailure: Bool {
        switch self {
        case .loadingFailure, .reLoadingFailure:
            return true
        default:
            return false
        }
    }

    var value: Value? {
        switch self {
        case .reLoading(let value), .success(let value), .reLoadingFailure(let value, _):
            return value
        default:
            return nil
        }
    }

    var error: Failure? {
        switch self {
        case .retryLoading(let error), .loadingFailure(let error), .reLoadingFailure(_, let error):
            return error
        default:
            return nil
        }
    }

    /// Moves to the loading state that keeps what is on screen.
    mutating func startLoading() {
        switch self {
        case .idle:
            self = .initialLoading
        case .success(let value), .reLoadingFailure(let value, _):
            self = .reLoading(value)
        case .loadingFailure(let error):
            self = .retryLoading(error)
        default:
            return
        }
    }
}
