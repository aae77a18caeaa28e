@testable import StateCheckEngine
@testable import StateCheckScreens

/// Hand-coded screen systems for the property tests, in a namespace so that
/// their short names cannot collide with other test files' helpers.
enum ScreensFixtures {

    /// A hand-coded family of loading-state designs after the talk's cases:
    /// one `dataState` enum, `.task` / `.refreshable` reloads, `Task { }` paging.
    /// Each option flips one decision the talk discusses.
    struct MiniDesign: ScreenSystem {
        /// What `startLoading()` does.
        enum Reload { case clearing, keepingContent, keepingBoth }
        /// What a failed reload does.
        enum Failure { case replacing, keepingContent, showingBoth }
        /// Whether and how the design pages.
        enum Paging { case none, keepingPages, droppingPages }

        var name = "Mini"
        var reload: Reload = .clearing
        var failure: Failure = .replacing
        var paging: Paging = .none
        /// `if dataState.isLoading || dataState.isPaging { return }`.
        var guardBusy = true
        /// `on load` fetches only from `.idle` (does not retry a failure).
        var loadOnlyWhenIdle = false
        /// `catch is CancellationError { dataState = .idle }`: a cancelled
        /// request resets the screen instead of showing its error.
        var silencesCancellation = false
        /// Whether the design passes its page-token renaming in notes.
        var reportsRenaming = true
        /// The declared `DataState` cases (a view branch each).
        var cases: [String] = ["idle", "initialLoading", "success", "failure"]

        enum Data: Hashable, CustomStringConvertible {
            case idle, initialLoading
            case reLoading([Int]), retryLoading(ErrorValue), success([Int]), failure(ErrorValue)
            case paging([Int]), pagingFailure([Int], ErrorValue), reLoadingFailure([Int], ErrorValue)

            var caseName: String {
                switch self {
                case .idle: return "idle"
                case .initialLoading: return "initialLoading"
                case .reLoading: return "reLoading"
                case .retryLoading: return "retryLoading"
                case .success: return "success"
                case .failure: return "failure"
                case .paging: return "paging"
                case .pagingFailure: return "pagingFailure"
                case .reLoadingFailure: return "reLoadingFailure"
                }
            }
            var value: [Int]? {
                switch self {
                case .reLoading(let v), .success(let v), .paging(let v), .pagingFailure(let v, _), .reLoadingFailure(let v, _): return v
                case .idle, .initialLoading, .retryLoading, .failure: return nil
                }
            }
            var isBusy: Bool {
                switch self {
                case .initialLoading, .reLoading, .retryLoading, .paging: return true
                default: return false
                }
            }
            var tokens: [Int] {
                switch self {
                case .reLoading(let v), .success(let v), .paging(let v), .pagingFailure(let v, _), .reLoadingFailure(let v, _): return v
                default: return []
                }
            }
            func renamed(_ map: [Int: Int]) -> Data {
                func r(_ v: [Int]) -> [Int] { v.map { map[$0] ?? $0 } }
                switch self {
                case .idle, .initialLoading, .retryLoading, .failure: return self
                case .reLoading(let v): return .reLoading(r(v))
                case .success(let v): return .success(r(v))
                case .paging(let v): return .paging(r(v))
                case .pagingFailure(let v, let e): return .pagingFailure(r(v), e)
                case .reLoadingFailure(let v, let e): return .reLoadingFailure(r(v), e)
                }
            }
            var description: String {
                func pages(_ v: [Int]) -> String { PageList(v).description }
                switch self {
                case .idle, .initialLoading: return "." + caseName
                case .reLoading(let v), .success(let v), .paging(let v): return ".\(caseName)(\(pages(v)))"
                case .retryLoading(let e), .failure(let e): return ".\(caseName)(\(e))"
                case .pagingFailure(let v, let e), .reLoadingFailure(let v, let e): return ".\(caseName)(\(pages(v)), \(e))"
                }
            }
        }

        struct Task: Hashable, Comparable {
            var kind: TaskKind
            var role: TaskRole
            var cancelled = false
            var token: Int
            var captured: [Int] = []
            static func < (a: Task, b: Task) -> Bool {
                (a.kind.rawValue, a.role.rawValue, a.cancelled ? 1 : 0, a.token) < (b.kind.rawValue, b.role.rawValue, b.cancelled ? 1 : 0, b.token)
            }
        }

        struct State: Hashable {
            var visible = false
            var data: Data = .idle
            var tasks: [Task] = []
            var nextToken: Int { (data.tokens + tasks.flatMap { [$0.token] + $0.captured }).max().map { $0 + 1 } ?? 0 }
        }

        var api: String { paging == .none ? "getUser" : "getPosts" }
        static let maxTasks = 3
        static let maxPages = 2

        var initialStates: [State] { [State()] }

        /// Renames page tokens densely, keeping their order; returns the renaming
        /// (`renaming[k]` = the old number of new token `k`).
        func canonical(_ s: State) -> (State, [Int]) {
            let all = Set(s.data.tokens + s.tasks.flatMap { [$0.token] + $0.captured }).sorted()
            var map: [Int: Int] = [:]
            for (i, t) in all.enumerated() { map[t] = i }
            var out = s
            out.data = s.data.renamed(map)
            out.tasks = s.tasks.map { t in
                var t = t
                t.token = map[t.token] ?? t.token
                t.captured = t.captured.map { map[$0] ?? $0 }
                return t
            }.sorted()
            return (out, all)
        }

        func fetch(_ s: inout State, kind: TaskKind) {
            if guardBusy && s.data.isBusy { return }
            switch reload {
            case .clearing: s.data = .initialLoading
            case .keepingContent, .keepingBoth:
                if let v = s.data.value { s.data = .reLoading(v) }
                else if reload == .keepingBoth, case .failure(let e) = s.data { s.data = .retryLoading(e) }
                else if case .retryLoading = s.data {}
                else { s.data = .initialLoading }
            }
            s.tasks.append(Task(kind: kind, role: .reload, token: s.nextToken))
        }

        func fetchMore(_ s: inout State) {
            if guardBusy && s.data.isBusy { return }
            guard let v = s.data.value else { return }
            s.data = .paging(v)
            s.tasks.append(Task(kind: .unstructured, role: .page, token: s.nextToken, captured: v))
        }

        func forEachSuccessor(of state: State, _ emit: (Transition<EventLabel, State, StepNote>) -> Void) {
            func go(_ label: EventLabel, _ next: State, answered: TaskSummary? = nil) {
                guard next.tasks.count <= Self.maxTasks else { return }
                let (c, renaming) = canonical(next)
                emit(Transition(label: label, target: c, note: StepNote(answered: answered, pageRenaming: reportsRenaming ? Dictionary(uniqueKeysWithValues: renaming.enumerated().map { ($0.offset, $0.element) }) : nil)))
            }
            if !state.visible {
                var s = state
                s.visible = true
                if !loadOnlyWhenIdle || s.data == .idle { fetch(&s, kind: .task) }
                go(EventLabel("load"), s)
            } else {
                var s = state
                s.visible = false
                s.tasks = s.tasks.map { t in var t = t; if t.kind != .unstructured { t.cancelled = true }; return t }
                go(EventLabel("cancel"), s)
                if !state.tasks.contains(where: { $0.kind == .refreshable }) {
                    var r = state
                    fetch(&r, kind: .refreshable)
                    go(EventLabel("refresh"), r)
                }
                if paging != .none, screen(of: state).showsFooterSpinner {
                    var p = state
                    fetchMore(&p)
                    go(EventLabel("page"), p)
                }
            }
            for (i, task) in state.tasks.enumerated() {
                let summary = TaskSummary(role: task.role, kind: task.kind, isCancelled: task.cancelled, waitingFor: .api(api))
                var ok = state
                ok.tasks.remove(at: i)
                ok.data = task.role == .page ? .success(task.captured + [task.token]) : .success([task.token])
                go(EventLabel("success", api: api), ok, answered: summary)

                var bad = state
                bad.tasks.remove(at: i)
                let e: ErrorValue = task.cancelled ? .cancellationError : .urlError
                if task.cancelled && silencesCancellation {
                    bad.data = .idle
                } else if task.role == .page {
                    bad.data = paging == .keepingPages ? .pagingFailure(task.captured, e) : .failure(e)
                } else if failure != .replacing, let v = state.data.value {
                    bad.data = .reLoadingFailure(v, e)
                } else {
                    bad.data = .failure(e)
                }
                go(EventLabel("fail", api: api), bad, answered: summary)
            }
        }

        func screen(of state: State) -> Screen {
            guard state.visible else { return .invisible }
            var e: [ScreenElement] = []
            let footer: [ScreenElement] = { () -> [ScreenElement] in
                guard paging != .none, let v = state.data.value, v.count < Self.maxPages else { return [] }
                return [.footerSpinner]
            }()
            switch state.data {
            case .idle: e = [.blank]
            case .initialLoading: e = [.blank, .spinner]
            case .reLoading(let v), .success(let v): e = [.content(PageList(v))] + footer
            case .retryLoading(let err), .failure(let err): e = [.errorView(err)]
            case .paging(let v): e = [.content(PageList(v)), .footerSpinner]
            case .pagingFailure(let v, let err): e = [.content(PageList(v)), .footerError(err)]
            case .reLoadingFailure(let v, let err):
                e = [.content(PageList(v))] + (failure == .showingBoth ? [.errorView(err)] : [.banner(err)]) + footer
            }
            if state.tasks.contains(where: { $0.kind == .refreshable }) { e.append(.refreshSpinner) }
            return Screen(isVisible: true, elements: e)
        }

        func tasks(of state: State) -> [TaskSummary] {
            state.tasks.map { TaskSummary(role: $0.role, kind: $0.kind, isCancelled: $0.cancelled, waitingFor: .api(api)) }
        }
        func callsInFlight(of state: State) -> [String] { state.tasks.map { _ in api } }
        func leakedContinuations(of state: State) -> [String] { [] }
        func enumCases(of state: State) -> Set<String> { ["DataState." + state.data.caseName] }
        var declaredEnumCases: [String] { cases.map { "DataState." + $0 } }
        /// One view branch per declared case, except that `.idle` shares
        /// `.initialLoading`'s (`case .idle, .initialLoading: blank`).
        func viewBranches(of state: State) -> Set<Int> {
            let name = state.data.caseName == "idle" ? "initialLoading" : state.data.caseName
            guard state.visible, let i = cases.firstIndex(of: name) else { return [] }
            return [i + 1]
        }
        var declaredViewBranches: [Int: String] {
            Dictionary(uniqueKeysWithValues: cases.enumerated().filter { $0.element != "idle" }.map {
                ($0.offset + 1, $0.element == "initialLoading" ? "case .idle, .initialLoading" : "case .\($0.element)")
            })
        }
        func variables(of state: State) -> [(name: String, value: String)] {
            [("dataState", state.data.description)]
        }
    }


    /// A screen whose task waits in `withCheckedContinuation` for the user's
    /// answer to a "retry" alert that holds the continuation.
    struct AlertScreen: ScreenSystem {
        enum Variant {
            /// `retry` resumes; nothing goes wrong.
            case fine
            /// `dismiss` drops the alert (and the continuation) without resuming.
            case leaks
            /// `retryTwice` resumes the continuation twice.
            case doubleResume
            /// Nothing ever resumes the continuation.
            case stuck
            /// `load` sets `isLoading = true` and shows a spinner without starting a task.
            case orphan
        }
        var variant: Variant
        /// Whether the list (content) shows under the spinner.
        var showsContent = true
        var name: String { "Alert" }

        struct State: Hashable {
            var visible = false
            var waiting = false
            var held = false
            var done = false
            var isLoading = false
        }

        var initialStates: [State] { [State()] }

        func forEachSuccessor(of s: State, _ emit: (Transition<EventLabel, State, StepNote>) -> Void) {
            if !s.visible {
                var t = s
                t.visible = true
                if variant == .orphan { t.isLoading = true } else if !s.done { t.waiting = true; t.held = true }
                emit(Transition(label: EventLabel("load"), target: t, note: StepNote(lines: [3])))
                return
            }
            if s.held, variant != .stuck {
                var t = s
                t.waiting = false; t.held = false; t.done = true
                emit(Transition(label: EventLabel("retry"), target: t, note: StepNote(lines: [7])))
                if variant == .leaks {
                    var d = s
                    d.held = false
                    emit(Transition(label: EventLabel("dismiss"), target: d, note: StepNote(lines: [8])))
                }
                if variant == .doubleResume {
                    emit(Transition(label: EventLabel("retryTwice"), target: t,
                                    note: StepNote(lines: [9], crash: "retry continuation resumed twice")))
                }
            }
        }

        func screen(of s: State) -> Screen {
            guard s.visible else { return .invisible }
            var e: [ScreenElement] = showsContent ? [.content(PageList([0]))] : [.blank]
            if s.waiting || s.isLoading { e.append(.spinner) }
            if s.held { e.append(.alert("retry", nil)) }
            return Screen(isVisible: true, elements: e)
        }
        func tasks(of s: State) -> [TaskSummary] {
            s.waiting ? [TaskSummary(role: .action, kind: .unstructured, isCancelled: false, waitingFor: .continuation)] : []
        }
        func callsInFlight(of s: State) -> [String] { [] }
        func leakedContinuations(of s: State) -> [String] { s.waiting && !s.held ? ["retry continuation"] : [] }
        func enumCases(of s: State) -> Set<String> { [] }
        var declaredEnumCases: [String] { [] }
        func viewBranches(of s: State) -> Set<Int> { [] }
        var declaredViewBranches: [Int: String] { [:] }
        func variables(of s: State) -> [(name: String, value: String)] {
            [("alert", s.held ? "RetryAlert(continuation)" : "nil"), ("isLoading", "\(s.isLoading)")]
        }
    }

    /// A screen without tasks: `load` shows fixed elements, `cancel` hides them.
    struct StaticScreen: ScreenSystem {
        var elements: [ScreenElement]
        /// The rendering of a `lastError` variable, if the screen has one.
        var lastError: String? = nil
        /// What the system says its view block contains.
        var viewHasContentOrErrorView: Bool? = nil
        var name: String { "Static" }
        var initialStates: [Bool] { [false] }
        func forEachSuccessor(of visible: Bool, _ emit: (Transition<EventLabel, Bool, StepNote>) -> Void) {
            emit(Transition(label: EventLabel(visible ? "cancel" : "load"), target: !visible, note: StepNote()))
        }
        func screen(of visible: Bool) -> Screen { Screen(isVisible: visible, elements: elements) }
        func tasks(of visible: Bool) -> [TaskSummary] { [] }
        func callsInFlight(of visible: Bool) -> [String] { [] }
        func leakedContinuations(of visible: Bool) -> [String] { [] }
        func enumCases(of visible: Bool) -> Set<String> { [] }
        var declaredEnumCases: [String] { [] }
        func viewBranches(of visible: Bool) -> Set<Int> { [] }
        var declaredViewBranches: [Int: String] { [:] }
        func variables(of visible: Bool) -> [(name: String, value: String)] {
            lastError.map { [("lastError", $0)] } ?? []
        }
    }
}

extension ScreensFixtures.MiniDesign {
    /// Case 1 Before: `startLoading()` sets `.loading` (shown blank) from anywhere.
    static let case1Before = Self(name: "Case1Before")
    /// Case 1 After: `success(v)` reloads as `reLoading(v)`.
    static let case1After = Self(
        name: "Case1After", reload: .keepingContent,
        cases: ["idle", "initialLoading", "reLoading", "success", "failure"])
    /// Case 2 After: `failure(e)` retries as `retryLoading(e)`.
    static let case2After = Self(
        name: "Case2After", reload: .keepingBoth,
        cases: ["idle", "initialLoading", "reLoading", "retryLoading", "success", "failure"])
    /// Case 3: paging that keeps the pages on failure.
    static let case3 = Self(
        name: "Case3", reload: .keepingBoth, paging: .keepingPages,
        cases: ["idle", "initialLoading", "reLoading", "retryLoading", "success", "failure", "paging", "pagingFailure"])
    /// Case 4: a failed reload keeps the content (`reLoadingFailure`).
    static let case4 = Self(
        name: "Case4", reload: .keepingBoth, failure: .keepingContent,
        cases: ["idle", "initialLoading", "reLoading", "retryLoading", "success", "failure", "reLoadingFailure"])
}
