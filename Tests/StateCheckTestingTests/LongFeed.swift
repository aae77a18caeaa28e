import StateCheck

/// A feed with a planted bug, for random mode: after six pages, a failed
/// page keeps only the first page ("cap the list's memory", gone wrong).
/// Up to twelve pages, eight tabs: too many states to explore under a small
/// `maxStates`, and the bug sits deep (fourteen steps at least).
struct LongFeed: ScreenDesign {
    enum List: Hashable, PageCarrying {
        case idle
        case loading
        case loaded(PageList)
        case paging(PageList)
        case pagingFailed(PageList, ErrorValue)
        case failed(ErrorValue)

        var value: PageList? {
            switch self {
            case .loaded(let v), .paging(let v), .pagingFailed(let v, _): return v
            case .idle, .loading, .failed: return nil
            }
        }
        var isBusy: Bool {
            switch self {
            case .loading, .paging: return true
            case .idle, .loaded, .pagingFailed, .failed: return false
            }
        }

        func mapPages(_ transform: (PageList) -> PageList) -> List {
            switch self {
            case .idle, .loading, .failed: return self
            case .loaded(let v): return .loaded(transform(v))
            case .paging(let v): return .paging(transform(v))
            case .pagingFailed(let v, let e): return .pagingFailed(transform(v), e)
            }
        }
    }

    struct State: Hashable, PageCarrying {
        var list: List = .idle
        var tab = 0

        func mapPages(_ transform: (PageList) -> PageList) -> State {
            State(list: list.mapPages(transform), tab: tab)
        }
    }

    enum Intent: CaseIterable { case load, refresh, page, retryPage, nextTab }

    enum Pending: Hashable, PageCarrying {
        case initial
        case more(PageList)

        func mapPages(_ transform: (PageList) -> PageList) -> Pending {
            switch self {
            case .initial: return self
            case .more(let v): return .more(transform(v))
            }
        }
    }

    var initialState: State { State() }
    var bounds: ModelBounds {
        var b = ModelBounds()
        b.maxPages = 12
        return b
    }

    func handler(for intent: Intent) -> Handler {
        switch intent {
        case .load: return Handler(.load, .task)
        case .refresh: return Handler(.refresh, .refreshable)
        case .page: return Handler(.page, .unstructured)
        case .retryPage: return Handler(.custom("retryPage"), .unstructured, as: .page)
        case .nextTab: return Handler(.custom("nextTab"), .unstructured)
        }
    }

    func isEnabled(_ intent: Intent, in state: State) -> Bool {
        switch intent {
        case .load, .refresh, .page, .nextTab: return true
        case .retryPage:
            if case .pagingFailed = state.list { return true }
            return false
        }
    }

    func start(_ intent: Intent, state: inout State, task: TaskContext) -> TaskStep<Pending> {
        switch intent {
        case .nextTab:
            state.tab = (state.tab + 1) % 8
            return .done
        case .load, .refresh:
            if state.list.isBusy { return .done }
            state.list = .loading
            return .call("getPosts", then: .initial)
        case .page, .retryPage:
            if state.list.isBusy { return .done }
            guard let users = state.list.value else { return .done }
            state.list = .paging(users)
            return .call("getPosts", then: .more(users))
        }
    }

    func finish(_ pending: Pending, with result: Result<PageList, ErrorValue>, state: inout State, task: TaskContext) -> TaskStep<Pending> {
        switch (pending, result) {
        case (.initial, .success(let v)): state.list = .loaded(v)
        case (.initial, .failure(let e)): state.list = .failed(e)
        case (.more(let users), .success(let v)): state.list = .loaded(users + v)
        case (.more(let users), .failure(let e)):
            // The planted bug: past six pages, keep only the first.
            let kept = users.count >= 6 ? PageList(Array(users.pages.prefix(1))) : users
            state.list = .pagingFailed(kept, e)
        }
        return .done
    }

    func screen(of state: State) -> [ScreenElement] {
        var elements: [ScreenElement] = [.mark("tab \(state.tab)")]
        switch state.list {
        case .idle: elements.append(.blank)
        case .loading: elements += [.blank, .spinner]
        case .loaded(let v), .paging(let v): elements += [.content(v), .footerSpinner]
        case .pagingFailed(let v, let e): elements += [.content(v), .footerError(e)]
        case .failed(let e): elements.append(.errorView(e))
        }
        return elements
    }
}
