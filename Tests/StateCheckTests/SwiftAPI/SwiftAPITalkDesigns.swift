@testable import StateCheck
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

// The talk's enums written as real generic Swift (the designs of Models/case1-after.model, case3-paging.model,
// D4P), instantiated with StateCheck's `PageList` (V) and `ErrorValue` (E),
// and adapted with `ScreenDesign`. Each mirrors its `.model` twin line by
// line: Models/case1-after.model, case3-paging.model, case4-paging.model.

// MARK: - Case 1 After (D1a)

/// Case 1 After: `reLoading(V)` keeps the data visible while reloading.
enum Case1AfterSwift {
    enum DataState<V: Hashable, E: Error & Hashable>: Hashable {
        case idle
        case initialLoading
        case reLoading(V)
        case success(V)
        case failure(E)

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

    struct Design: ScreenDesign {
        typealias State = DataState<PageList, ErrorValue>
        enum Intent: CaseIterable { case load, refresh }
        enum Pending: Hashable, PageFree { case fetchUser }

        var name: String { "Case1After" }
        var stateName: String { "dataState" }
        var initialState: State { .idle }
        var declaredEnumCases: [String] {
            ["idle", "initialLoading", "reLoading", "success", "failure"].map { "DataState.\($0)" }
        }

        func handler(for intent: Intent) -> Handler {
            switch intent {
            case .load: return Handler(.load, .task)                // .task { await fetchUser() }
            case .refresh: return Handler(.refresh, .refreshable)   // .refreshable { await fetchUser() }
            }
        }

        func start(_ intent: Intent, state: inout State, task: TaskContext) -> TaskStep<Pending> {
            // func fetchUser() async
            if state.isLoading { return .done }
            state.startLoading()
            return .call("getUser", then: .fetchUser)
        }

        func finish(_ pending: Pending, with result: Result<PageList, ErrorValue>, state: inout State, task: TaskContext) -> TaskStep<Pending> {
            switch result {
            case .success(let user): state = .success(user)
            case .failure(let error): state = .failure(error)
            }
            return .done
        }

        func screen(of state: State) -> [ScreenElement] {
            var elements: [ScreenElement] = []
            switch state {
            case .idle, .initialLoading: elements.append(.blank)
            case .success(let value), .reLoading(let value): elements.append(.content(value))
            case .failure(let error): elements.append(.errorView(error))
            }
            if case .initialLoading = state { elements.append(.spinner) }
            return elements
        }
    }
}

extension Case1AfterSwift.DataState: PageCarrying where V: PageCarrying, E: PageCarrying {
    func mapPages(_ transform: (PageList) -> PageList) -> Self {
        switch self {
        case .idle, .initialLoading: return self
        case .reLoading(let v): return .reLoading(v.mapPages(transform))
        case .success(let v): return .success(v.mapPages(transform))
        case .failure(let e): return .failure(e.mapPages(transform))
        }
    }
}

// MARK: - Case 3 (D3) and Case 4 Paging (D4P)

/// Case 3: `PagingDataState` with `paging(V)` and `pagingFailure(V, E)`.
enum Case3Swift {
    enum PagingDataState<V: Hashable, E: Error & Hashable>: Hashable {
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
            case .initialLoading,
                 .retryLoading,
                 .reLoading:
                return true
            default:
                return false
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
            case .reLoading(let value),
                 .paging(let value),
                 .success(let value),
                 .pagingFailure(let value, _):
                return value
            default:
                return nil
            }
        }

        mutating func startLoading() {
            switch self {
            case .idle:
                self = .initialLoading
            case .success(let value),
                 .pagingFailure(let value, _):
                self = .reLoading(value)
            case .loadingFailure(let error):
                self = .retryLoading(error)
            case .initialLoading,
                 .retryLoading,
                 .reLoading,
                 .paging:
                return
            }
        }
        mutating func startPaging() {
            switch self {
            case .success(let value),
                 .pagingFailure(let value, _):
                self = .paging(value)
            case .idle,
                 .initialLoading,
                 .retryLoading,
                 .reLoading,
                 .loadingFailure,
                 .paging:
                return
            }
        }
    }

    struct Design: ScreenDesign {
        typealias State = PagingDataState<PageList, ErrorValue>
        enum Intent: CaseIterable { case load, refresh, page, tapFooterRetry }
        /// Where `fetchInitial` / `fetchMore` resume, with what they captured.
        enum Pending: Hashable, PageCarrying {
            case fetchInitial
            case fetchMore(users: PageList)

            func mapPages(_ transform: (PageList) -> PageList) -> Pending {
                switch self {
                case .fetchInitial: return self
                case .fetchMore(let users): return .fetchMore(users: transform(users))
                }
            }
        }

        var name: String { "Case3Paging" }
        var stateName: String { "dataState" }
        var initialState: State { .idle }
        var declaredEnumCases: [String] {
            ["idle", "initialLoading", "retryLoading", "reLoading", "success", "loadingFailure", "paging", "pagingFailure"]
                .map { "PagingDataState.\($0)" }
        }

        func handler(for intent: Intent) -> Handler {
            switch intent {
            case .load: return Handler(.load, .task)
            case .refresh: return Handler(.refresh, .refreshable)
            case .page: return Handler(.page, .unstructured)       // ProgressView().onAppear { Task { await fetchMore() } }
            case .tapFooterRetry: return Handler(.custom("tapFooterRetry"), .unstructured, as: .page)
            }
        }

        func isEnabled(_ intent: Intent, in state: State) -> Bool {
            switch intent {
            case .load, .refresh, .page: return true
            case .tapFooterRetry: return state.isPagingFailure   // the footer error view's link
            }
        }

        func start(_ intent: Intent, state: inout State, task: TaskContext) -> TaskStep<Pending> {
            switch intent {
            case .load, .refresh:
                // func fetchInitial() async
                if state.isLoading || state.isPaging { return .done }
                state.startLoading()
                return .call("getPosts", then: .fetchInitial)
            case .page, .tapFooterRetry:
                // func fetchMore() async
                if state.isLoading || state.isPaging { return .done }
                guard let users = state.value, !users.isEmpty else { return .done }
                state.startPaging()
                return .call("getPosts", then: .fetchMore(users: users))
            }
        }

        func finish(_ pending: Pending, with result: Result<PageList, ErrorValue>, state: inout State, task: TaskContext) -> TaskStep<Pending> {
            switch (pending, result) {
            case (.fetchInitial, .success(let posts)): state = .success(posts)
            case (.fetchInitial, .failure(let error)): state = .loadingFailure(error)
            case (.fetchMore(let users), .success(let newUsers)): state = .success(users + newUsers)
            case (.fetchMore(let users), .failure(let error)): state = .pagingFailure(users, error)
            }
            return .done
        }

        func screen(of state: State) -> [ScreenElement] {
            var elements: [ScreenElement] = []
            switch state {
            case .idle, .initialLoading:
                elements.append(.blank)
            case .retryLoading(let error), .loadingFailure(let error):
                elements.append(.errorView(error))
            case .reLoading(let value), .success(let value), .paging(let value):
                elements += [.content(value), .footerSpinner]
            case .pagingFailure(let value, let error):
                elements += [.content(value), .footerError(error)]
            }
            if state.isInitialLoading { elements.append(.spinner) }
            return elements
        }
    }
}

extension Case3Swift.PagingDataState: PageCarrying where V: PageCarrying, E: PageCarrying {
    func mapPages(_ transform: (PageList) -> PageList) -> Self {
        switch self {
        case .idle, .initialLoading: return self
        case .retryLoading(let e): return .retryLoading(e.mapPages(transform))
        case .reLoading(let v): return .reLoading(v.mapPages(transform))
        case .success(let v): return .success(v.mapPages(transform))
        case .loadingFailure(let e): return .loadingFailure(e.mapPages(transform))
        case .paging(let v): return .paging(v.mapPages(transform))
        case .pagingFailure(let v, let e): return .pagingFailure(v.mapPages(transform), e.mapPages(transform))
        }
    }
}

// Case 4 Paging (D4P) is in the library as `Case4PagingTwin` (the bench design
// of `statecheck bench --design case4-paging`).

// MARK: - Case 4 (D4), single value

/// Case 4: `reLoadingFailure(V, E)`, one value, no paging.
enum Case4SingleSwift {
    enum DataState<V: Hashable, E: Error & Hashable>: Hashable {
        case idle
        case initialLoading
        case reLoading(V)
        case retryLoading(E)
        case success(V)
        case loadingFailure(E)
        case reLoadingFailure(V, E)

        var isLoading: Bool {
            switch self {
            case .initialLoading,
                 .reLoading,
                 .retryLoading:
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
            case .loadingFailure,
                 .reLoadingFailure:
                return true
            default:
                return false
            }
        }
        var value: V? {
            switch self {
            case .reLoading(let value),
                 .success(let value),
                 .reLoadingFailure(let value, _):
                return value
            default:
                return nil
            }
        }
        var error: E? {
            switch self {
            case .retryLoading(let error),
                 .loadingFailure(let error),
                 .reLoadingFailure(_, let error):
                return error
            default:
                return nil
            }
        }

        mutating func startLoading() {
            switch self {
            case .idle:
                self = .initialLoading
            case .success(let value),
                 .reLoadingFailure(let value, _):
                self = .reLoading(value)
            case .loadingFailure(let error):
                self = .retryLoading(error)
            default:
                return
            }
        }
    }

    struct Design: ScreenDesign {
        typealias State = DataState<PageList, ErrorValue>
        enum Intent: CaseIterable { case load, refresh }
        enum Pending: Hashable, PageFree { case fetchUser }

        var name: String { "Case4ReLoadingFailure" }
        var stateName: String { "dataState" }
        var initialState: State { .idle }
        var declaredEnumCases: [String] {
            ["idle", "initialLoading", "reLoading", "retryLoading", "success", "loadingFailure", "reLoadingFailure"]
                .map { "DataState.\($0)" }
        }

        func handler(for intent: Intent) -> Handler {
            switch intent {
            case .load: return Handler(.load, .task)
            case .refresh: return Handler(.refresh, .refreshable)
            }
        }

        func start(_ intent: Intent, state: inout State, task: TaskContext) -> TaskStep<Pending> {
            if state.isLoading { return .done }
            state.startLoading()
            return .call("getUser", then: .fetchUser)
        }

        func finish(_ pending: Pending, with result: Result<PageList, ErrorValue>, state: inout State, task: TaskContext) -> TaskStep<Pending> {
            switch result {
            case .success(let user): state = .success(user)
            case .failure(let error): state = state.value.map { .reLoadingFailure($0, error) } ?? .loadingFailure(error)
            }
            return .done
        }

        func screen(of state: State) -> [ScreenElement] {
            var elements: [ScreenElement] = []
            switch state {
            case .idle, .initialLoading:
                elements.append(.blank)
            case .retryLoading(let error), .loadingFailure(let error):
                elements.append(.errorView(error))
            case .reLoading(let value), .success(let value), .reLoadingFailure(let value, _):
                elements.append(.content(value))
            }
            if state.isInitialLoading { elements.append(.spinner) }
            if state.isFailure, let error = state.error { elements.append(.banner(error)) }
            return elements
        }
    }
}

extension Case4SingleSwift.DataState: PageCarrying where V: PageCarrying, E: PageCarrying {
    func mapPages(_ transform: (PageList) -> PageList) -> Self {
        switch self {
        case .idle, .initialLoading: return self
        case .reLoading(let v): return .reLoading(v.mapPages(transform))
        case .retryLoading(let e): return .retryLoading(e.mapPages(transform))
        case .success(let v): return .success(v.mapPages(transform))
        case .loadingFailure(let e): return .loadingFailure(e.mapPages(transform))
        case .reLoadingFailure(let v, let e): return .reLoadingFailure(v.mapPages(transform), e.mapPages(transform))
        }
    }
}
