// The talk's Case 4 Paging (Case4_Paging.swift of the talk's sample app) written as real generic
// Swift against the Swift API, line by line the twin of
// Models/case4-paging.model. It lives in the library so `statecheck bench
// --design case4-paging` can measure the interpreter against it; the
// differential tests prove both have the same states, transitions and verdicts.
import StateCheck
import StateCheckCommands


/// Case 4 Paging as Swift: `PagingDataState` with `reLoadingFailure(V, E)`,
/// the Swift-API twin of `Models/case4-paging.model` (``DesignBenchmark/defaultModelFile(of:)``).
public enum Case4PagingTwin {
    /// The talk's `PagingDataState<V, E>`: Case 3 plus `reLoadingFailure(V, E)`,
    /// so a failed reload keeps the content.
    public enum PagingDataState<V: Hashable, E: Error & Hashable>: Hashable {
        /// Before the first load.
        case idle
        /// The first load is in flight.
        case initialLoading
        /// A load after a failed first load is in flight.
        case retryLoading(E)
        /// A reload is in flight; the content stays.
        case reLoading(V)
        /// A next page is being loaded.
        case paging(V)
        /// The content.
        case success(V)
        /// The first load failed.
        case loadingFailure(E)
        /// A reload failed; the content stays.
        case reLoadingFailure(V, E)
        /// Loading a next page failed; the content stays.
        case pagingFailure(V, E)

        /// A load or reload is in flight.
        public var isLoading: Bool {
            switch self {
            case .initialLoading,
                 .retryLoading,
                 .reLoading:
                return true
            default:
                return false
            }
        }
        /// A next page is being loaded.
        public var isPaging: Bool {
            if case .paging = self { return true }
            return false
        }
        /// The first load is in flight.
        public var isInitialLoading: Bool {
            if case .initialLoading = self { return true }
            return false
        }
        /// A failure state (the toast shows).
        public var isFailure: Bool {
            switch self {
            case .loadingFailure,
                 .reLoadingFailure,
                 .pagingFailure:
                return true
            default:
                return false
            }
        }
        /// Loading a next page failed.
        public var isPagingFailure: Bool {
            if case .pagingFailure = self { return true }
            return false
        }
        /// The content, if any.
        public var value: V? {
            switch self {
            case .reLoading(let value),
                 .paging(let value),
                 .success(let value),
                 .reLoadingFailure(let value, _),
                 .pagingFailure(let value, _):
                return value
            default:
                return nil
            }
        }
        /// The error, if any.
        public var error: E? {
            switch self {
            case .retryLoading(let error),
                 .loadingFailure(let error),
                 .reLoadingFailure(_, let error),
                 .pagingFailure(_, let error):
                return error
            default:
                return nil
            }
        }

        /// Enters the matching loading state.
        public mutating func startLoading() {
            switch self {
            case .idle:
                self = .initialLoading
            case .loadingFailure(let error):
                self = .retryLoading(error)
            case .success(let value),
                 .reLoadingFailure(let value, _),
                 .pagingFailure(let value, _):
                self = .reLoading(value)
            case .initialLoading,
                 .retryLoading,
                 .reLoading,
                 .paging:
                return
            }
        }
        /// Enters `paging` from a state with content.
        public mutating func startPaging() {
            switch self {
            case .success(let value),
                 .reLoadingFailure(let value, _),
                 .pagingFailure(let value, _):
                self = .paging(value)
            case .idle,
                 .initialLoading,
                 .retryLoading,
                 .reLoading,
                 .paging,
                 .loadingFailure:
                return
            }
        }
    }

    /// The screen: `fetchInitial` on load and refresh, `fetchMore` on page
    /// and on the footer's retry button.
    public struct Design: ScreenDesign {
        /// The talk's `PagingDataState<V, E>` with pages and errors.
        public typealias State = PagingDataState<PageList, ErrorValue>
        /// One case per `on` line of the model.
        public enum Intent: CaseIterable, Hashable {
            /// `on load .task`.
            case load
            /// `on refresh .refreshable`.
            case refresh
            /// `on page Task`.
            case page
            /// `on tapFooterRetry Task as page when dataState.isPagingFailure`.
            case tapFooterRetry
        }
        /// Where `fetchInitial` / `fetchMore` resume, with what they captured.
        public enum Pending: Hashable, PageCarrying {
            /// After `getPosts()` in `fetchInitial`.
            case fetchInitial
            /// After `getPosts()` in `fetchMore`, holding the pages it had.
            case fetchMore(users: PageList)

            /// Renames the pages held.
            public func mapPages(_ transform: (PageList) -> PageList) -> Pending {
                switch self {
                case .fetchInitial: return self
                case .fetchMore(let users): return .fetchMore(users: transform(users))
                }
            }
        }

        /// The exploration bounds (a `bound` line in the model's text).
        public var bounds: ModelBounds

        /// The design, with the model's default bounds unless given others.
        public init(bounds: ModelBounds = ModelBounds()) {
            self.bounds = bounds
        }

        /// `Case4Paging`, the model's name.
        public var name: String { "Case4Paging" }
        /// `dataState`.
        public var stateName: String { "dataState" }
        /// `.idle`.
        public var initialState: State { .idle }
        /// The nine cases of `PagingDataState`.
        public var declaredEnumCases: [String] {
            ["idle", "initialLoading", "retryLoading", "reLoading", "paging", "success", "loadingFailure", "reLoadingFailure", "pagingFailure"]
                .map { "PagingDataState.\($0)" }
        }

        /// The model's `on` lines.
        public func handler(for intent: Intent) -> Handler {
            switch intent {
            case .load: return Handler(.load, .task)
            case .refresh: return Handler(.refresh, .refreshable)
            case .page: return Handler(.page, .unstructured)
            case .tapFooterRetry: return Handler(.custom("tapFooterRetry"), .unstructured, as: .page)
            }
        }

        /// The footer's retry button shows only after a failed page.
        public func isEnabled(_ intent: Intent, in state: State) -> Bool {
            switch intent {
            case .load, .refresh, .page: return true
            case .tapFooterRetry: return state.isPagingFailure
            }
        }

        /// `fetchInitial` / `fetchMore` up to their `await`.
        public func start(_ intent: Intent, state: inout State, task: TaskContext) -> TaskStep<Pending> {
            switch intent {
            case .load, .refresh:
                if state.isLoading || state.isPaging { return .done }
                state.startLoading()
                return .call("getPosts", then: .fetchInitial)
            case .page, .tapFooterRetry:
                if state.isLoading || state.isPaging { return .done }
                guard let users = state.value, !users.isEmpty else { return .done }
                state.startPaging()
                return .call("getPosts", then: .fetchMore(users: users))
            }
        }

        /// `fetchInitial` / `fetchMore` after their `await`.
        public func finish(_ pending: Pending, with result: Result<PageList, ErrorValue>, state: inout State, task: TaskContext) -> TaskStep<Pending> {
            switch (pending, result) {
            case (.fetchInitial, .success(let posts)):
                state = .success(posts)
            case (.fetchInitial, .failure(let error)):
                state = state.value.map { .reLoadingFailure($0, error) } ?? .loadingFailure(error)
            case (.fetchMore(let users), .success(let newUsers)):
                state = .success(users + newUsers)
            case (.fetchMore(let users), .failure(let error)):
                state = .pagingFailure(users, error)
            }
            return .done
        }

        /// The model's `view` block.
        public func screen(of state: State) -> [ScreenElement] {
            var elements: [ScreenElement] = []
            switch state {
            case .idle, .initialLoading:
                elements.append(.blank)
            case .retryLoading(let error), .loadingFailure(let error):
                elements.append(.errorView(error))
            case .reLoading(let value), .paging(let value), .success(let value), .reLoadingFailure(let value, _):
                elements += [.content(value), .footerSpinner]
            case .pagingFailure(let value, let error):
                elements += [.content(value), .footerError(error)]
            }
            if state.isInitialLoading { elements.append(.spinner) }
            if state.isFailure, let error = state.error { elements.append(.banner(error)) }
            return elements
        }
    }
}

extension Case4PagingTwin.PagingDataState: PageCarrying where V: PageCarrying, E: PageCarrying {
    /// Renames the pages held.
    public func mapPages(_ transform: (PageList) -> PageList) -> Self {
        switch self {
        case .idle, .initialLoading: return self
        case .retryLoading(let e): return .retryLoading(e.mapPages(transform))
        case .reLoading(let v): return .reLoading(v.mapPages(transform))
        case .paging(let v): return .paging(v.mapPages(transform))
        case .success(let v): return .success(v.mapPages(transform))
        case .loadingFailure(let e): return .loadingFailure(e.mapPages(transform))
        case .reLoadingFailure(let v, let e): return .reLoadingFailure(v.mapPages(transform), e.mapPages(transform))
        case .pagingFailure(let v, let e): return .pagingFailure(v.mapPages(transform), e.mapPages(transform))
        }
    }
}
