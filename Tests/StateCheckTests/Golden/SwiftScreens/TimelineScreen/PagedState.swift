/// A paged list's loading state: the pages shown survive a reload, a failed
/// reload, a next page and a failed next page.
enum PagedState<Page, Failure: Error> {
    case idle
    case initialLoading
    case retryLoading(Failure)
    case reLoading(Page)
    case paging(Page)
    case success(Page)
    case loadingFailure(Failure)
    case reLoadingFailure(Page, Failure)
    case pagingFailure(Page, Failure)
}

extension PagedState {
    var isLoading: Bool {
        switch self {
        case .initialLoading, .retryLoading, .reLoading: true
        default: false
        }
    }

    var isPaging: Bool {
        if case .paging = self { return true }
        return false
    }

    var isBusy: Bool { isLoading || isPaging }

    var isInitialLoading: Bool {
        if case .initialLoading = self { return true }
        return false
    }

    var isFailure: Bool {
        switch self {
        case .loadingFailure, .reLoadingFailure, .pagingFailure: true
        default: false
        }
    }

    var pages: Page? {
        switch self {
        case .reLoading(let pages), .paging(let pages), .success(let pages),
             .reLoadingFailure(let pages, _), .pagingFailure(let pages, _):
            pages
        case .idle, .initialLoading, .retryLoading, .loadingFailure:
            nil
        }
    }

    var failure: Failure? {
        switch self {
        case .retryLoading(let failure), .loadingFailure(let failure),
             .reLoadingFailure(_, let failure), .pagingFailure(_, let failure):
            failure
        case .idle, .initialLoading, .reLoading, .paging, .success:
            nil
        }
    }

    mutating func beginReload() {
        switch self {
        case .idle:
            self = .initialLoading
        case .loadingFailure(let failure):
            self = .retryLoading(failure)
        case .success(let pages), .reLoadingFailure(let pages, _), .pagingFailure(let pages, _):
            self = .reLoading(pages)
        case .initialLoading, .retryLoading, .reLoading, .paging:
            break
        }
    }

    mutating func beginNextPage() {
        switch self {
        case .success(let pages), .reLoadingFailure(let pages, _), .pagingFailure(let pages, _):
            self = .paging(pages)
        case .idle, .initialLoading, .retryLoading, .reLoading, .paging, .loadingFailure:
            break
        }
    }
}
