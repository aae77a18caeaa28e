// Model texts shared by the language tests.

enum ModelFixtures {
    /// The complete example of the language reference (ModelLanguage.md in the DocC catalog), verbatim.
    static let case1After = #"""
    /// Case 1 (After) of the talk: keep showing data while reloading.
    model Case1After

    api getUser() -> Value nonempty   // one request; success yields a fresh Value

    enum DataState {
        case idle
        case initialLoading
        case reLoading(Value)
        case success(Value)
        case failure(Error)
    }

    extension DataState {
        var isLoading: Bool {
            switch self {
            case .initialLoading, .reLoading: return true
            default: return false
            }
        }
        mutating func startLoading() {
            switch self {
            case .idle, .failure: self = .initialLoading
            case .success(let value): self = .reLoading(value)
            default: return
            }
        }
    }

    var dataState: DataState = .idle

    func fetchUser() async {
        if dataState.isLoading { return }
        dataState.startLoading()
        do {
            dataState = .success(try await getUser())
        } catch {
            dataState = .failure(error)
        }
    }

    on load .task { await fetchUser() }               // .task { } on the List
    on refresh .refreshable { await fetchUser() }     // .refreshable { }

    view {
        switch dataState {
        case .idle, .initialLoading: blank
        case .success(let value), .reLoading(let value): content(value)
        case .failure(let error): errorView(error)
        }
        if case .initialLoading = dataState { spinner }
    }

    expect holds contentKeptWhileReloading
    expect violated errorKeptWhileRetrying    // failure --refresh--> initialLoading
    expect violated noDoubleSpinner           // the same step shows spinner + refresh spinner

    """#
}

extension ModelFixtures {
    /// D3: Case 3 of the talk (paging), pasted almost verbatim.
    static let case3Paging = #"""
    /// Case 3: paging keeps earlier pages visible.
    model Case3Paging

    api getPosts(minId: Int) -> Value nonempty

    private enum PagingDataState {
        case idle
        case initialLoading
        case retryLoading(Error)
        case reLoading(Value)
        case success(Value)
        case loadingFailure(Error)
        case paging(Value)
        case pagingFailure(Value, Error)
    }

    extension PagingDataState {
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
        var isFailure: Bool {
            switch self {
            case .loadingFailure, .pagingFailure: true
            default: false
            }
        }
        var value: Value? {
            switch self {
            case .reLoading(let value), .paging(let value), .success(let value), .pagingFailure(let value, _):
                return value
            case .idle, .initialLoading, .retryLoading, .loadingFailure:
                return nil
            }
        }
        var error: Error? {
            switch self {
            case .retryLoading(let error), .loadingFailure(let error), .pagingFailure(_, let error):
                return error
            case .idle, .initialLoading, .reLoading, .success, .paging:
                return nil
            }
        }
        mutating func startLoading() {
            switch self {
            case .idle:
                self = .initialLoading
            case .success(let value), .pagingFailure(let value, _):
                self = .reLoading(value)
            case .loadingFailure(let error):
                self = .retryLoading(error)
            case .initialLoading, .retryLoading, .reLoading, .paging:
                return
            }
        }
        mutating func startPaging() {
            switch self {
            case .success(let value), .pagingFailure(let value, _):
                self = .paging(value)
            case .idle, .initialLoading, .retryLoading, .reLoading, .loadingFailure, .paging:
                return
            }
        }
    }

    private var dataState: PagingDataState = .idle

    func fetchInitial() async {
        if dataState.isLoading || dataState.isPaging { return }
        dataState.startLoading()
        do {
            let users = try await getPosts(minId: 0)
            dataState = .success(users)
        } catch {
            dataState = .loadingFailure(error)
        }
    }

    func fetchMore() async {
        if dataState.isLoading || dataState.isPaging { return }
        guard let users = dataState.value, !users.isEmpty else { return }
        dataState.startPaging()
        do {
            let newUsers = try await getPosts(minId: users.count)
            dataState = .success(users + newUsers)
        } catch {
            dataState = .pagingFailure(users, error)
        }
    }

    on load .task { await fetchInitial() }
    on refresh .refreshable { await fetchInitial() }
    on page Task { await fetchMore() }
    on tapFooterRetry Task as page when dataState.isFailure { await fetchMore() }

    view {
        switch dataState {
        case .idle, .initialLoading:
            blank
        case .retryLoading(let error), .loadingFailure(let error):
            errorView(error)
        case .reLoading(let value), .success(let value):
            content(value)
            if !value.isEmpty { footerSpinner }
        case .paging(let value):
            content(value); footerSpinner
        case .pagingFailure(let value, let error):
            content(value)
            footerError(error)
        }
        if dataState.isInitialLoading { spinner }
    }

    invariant noSpinnerOverError: !(screen.spinner && screen.errorView)
    step pagesNeverShrink: before.screen.content == nil || after.screen.content != nil

    expect holds pagesKeptOnPagingFailure
    expect violated contentKeptOnFailedRefresh
    expect holds singleFlight
    expect holds noSpinnerOverError
    bound maxPages = 3
    bound intRange = -16...16
    """#

    /// A submit-with-retry loop waiting for the user in a continuation held by an alert.
    static let submitRetry = #"""
    model SubmitWithRetry

    api submitForm() nonthrowing
    api send(attempt: Int)

    enum AlertState {
        case retry(CheckedContinuation<Bool>)
    }

    extension AlertState {
        var continuation: CheckedContinuation<Bool> {
            switch self {
            case .retry(let c): return c
            }
        }
    }

    var alert: AlertState? = nil
    var isSaving = false
    var attempts: Int = 0

    func submit() async -> Bool {
        while true {
            attempts += 1
            do {
                try await send(attempt: attempts)
                return true
            } catch {
                if error is CancellationError { return false }
                let retry = await withCheckedContinuation { (c: CheckedContinuation<Bool, Never>) in
                    alert = .retry(c)
                }
                alert = nil
                if !retry { return false }
            }
        }
    }

    on tapSubmit Task as action when !isSaving {
        isSaving = true
        _ = await submit()
        isSaving = false
    }
    on tapRetry sync when alert != nil { alert?.continuation.resume(returning: true) }
    on tapCancel sync when alert != nil { alert?.continuation.resume(returning: false) }

    view {
        button("Save", disabled: isSaving)
        if alert != nil { alert("retry") }
        if isSaving { spinner } else { blank }
    }

    expect holds noLeakedTask
    bound maxTasks = 4
    """#
}

extension ModelFixtures {
    /// D0b: Case 0 Before, three separate variables.
    static let case0Before = #"""
    /// Case 0 Before: data, error and isLoading kept separately.
    model Case0Before

    api getUser() -> Value nonempty

    var data: Value? = nil
    var loadError: Error? = nil
    var isLoading: Bool = false

    func fetchUser() async {
        if isLoading { return }
        isLoading = true
        data = nil
        loadError = nil
        do {
            data = try await getUser()
        } catch {
            loadError = error
        }
        isLoading = false
    }

    on load .task { await fetchUser() }
    on tapRetry Task { await fetchUser() }

    view {
        if isLoading {
            blank
            spinner
        } else if let data {
            content(data)
        } else if let loadError {
            errorView(loadError)
        } else {
            blank
        }
    }

    expect violated allCasesReachable
    """#

    /// D4: Case 4, reLoadingFailure keeps the content on a failed reload.
    static let case4 = #"""
    model Case4

    api getUser() -> Value nonempty

    enum DataState {
        case idle
        case initialLoading
        case reLoading(Value)
        case retryLoading(Error)
        case success(Value)
        case loadingFailure(Error)
        case reLoadingFailure(Value, Error)
    }

    extension DataState {
        var isLoading: Bool {
            switch self {
            case .initialLoading, .reLoading, .retryLoading: true
            default: false
            }
        }
        var value: Value? {
            switch self {
            case .reLoading(let value), .success(let value), .reLoadingFailure(let value, _): value
            default: nil
            }
        }
        mutating func startLoading() {
            switch self {
            case .idle: self = .initialLoading
            case .success(let v), .reLoadingFailure(let v, _): self = .reLoading(v)
            case .loadingFailure(let e): self = .retryLoading(e)
            default: return
            }
        }
    }

    var dataState: DataState = .idle

    func fetchUser() async {
        if dataState.isLoading { return }
        dataState.startLoading()
        do {
            dataState = .success(try await getUser())
        } catch {
            if let value = dataState.value {
                dataState = .reLoadingFailure(value, error)
            } else {
                dataState = .loadingFailure(error)
            }
        }
    }

    on load .task { await fetchUser() }
    on refresh .refreshable { await fetchUser() }

    view {
        switch dataState {
        case .idle, .initialLoading:
            blank
        case .retryLoading(let error), .loadingFailure(let error):
            errorView(error)
        case .reLoading(let value), .success(let value):
            content(value)
        case .reLoadingFailure(let value, let error):
            content(value)
            banner(error)
        }
        if case .initialLoading = dataState { spinner }
    }

    expect holds contentKeptWhileReloading
    expect holds contentKeptOnFailedRefresh
    expect violated silentCancellation
    """#
}
