// The declarations the DocC article `CheckYourOwnEnum` shows with their
// bodies elided (`{ ... }`, a `<!-- partial -->` block): written out here
// so that the article's other blocks, which use them, build and run in
// the outside package of `DocBlocksTests`.
import StateCheck

public enum PagingDataState<V: Hashable, E: Error & Hashable>: Hashable {
    case idle
    case initialLoading
    case retryLoading(E)
    case reLoading(V)
    case success(V)
    case loadingFailure(E)
    case paging(V)
    case pagingFailure(V, E)

    var isLoading: Bool {
        switch self {
        case .initialLoading, .retryLoading, .reLoading: return true
        default: return false
        }
    }

    var isPaging: Bool {
        if case .paging = self { return true }
        return false
    }

    var isInitialLoading: Bool {
        if case .initialLoading = self { return true }
        return false
    }

    var isPagingFailure: Bool {
        if case .pagingFailure = self { return true }
        return false
    }

    var value: V? {
        switch self {
        case .reLoading(let v), .paging(let v), .success(let v), .pagingFailure(let v, _): return v
        case .idle, .initialLoading, .retryLoading, .loadingFailure: return nil
        }
    }

    mutating func startLoading() {
        switch self {
        case .idle: self = .initialLoading
        case .loadingFailure(let e): self = .retryLoading(e)
        case .success(let v), .pagingFailure(let v, _): self = .reLoading(v)
        case .initialLoading, .retryLoading, .reLoading, .paging: return
        }
    }

    mutating func startPaging() {
        switch self {
        case .success(let v), .pagingFailure(let v, _): self = .paging(v)
        default: return
        }
    }
}
