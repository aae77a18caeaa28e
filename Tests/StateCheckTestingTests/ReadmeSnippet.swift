// Package.swift of your app: add StateCheck and give your test target
// the StateCheckTesting product.
//
//     dependencies: [
//         .package(path: "../StateCheck"),
//     ],
//     targets: [
//         .testTarget(name: "MyAppTests", dependencies: [
//             "MyApp",
//             .product(name: "StateCheckTesting", package: "StateCheck"),
//         ]),
//     ]
//
// Tests/MyAppTests/UserScreenTests.swift:

import StateCheck
import StateCheckTesting
import Testing

/// The screen's state, as in the talk (Case 1 After); public, as in an app module.
public enum DataState<V: Hashable, E: Error & Hashable>: Hashable {
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

/// Where the checker finds the pages (to rename them in issue order):
/// `mapPages` is as public as the enum, as `PageCarrying` requires.
extension DataState: PageCarrying where V: PageCarrying, E: PageCarrying {
    public func mapPages(_ transform: (PageList) -> PageList) -> DataState {
        switch self {
        case .idle, .initialLoading: return self
        case .reLoading(let v): return .reLoading(v.mapPages(transform))
        case .success(let v): return .success(v.mapPages(transform))
        case .failure(let e): return .failure(e.mapPages(transform))
        }
    }
}

/// The screen: `.task { await fetchUser() }`, `.refreshable { await fetchUser() }`.
struct UserScreen: ScreenDesign {
    typealias State = DataState<PageList, ErrorValue>
    enum Intent: CaseIterable { case appear, pullToRefresh }
    enum Pending: Hashable, PageFree { case fetchUser }

    var initialState: State { .idle }

    func handler(for intent: Intent) -> Handler {
        switch intent {
        case .appear: return Handler(.load, .task)
        case .pullToRefresh: return Handler(.refresh, .refreshable)
        }
    }

    // func fetchUser() async, up to its `await`
    func start(_ intent: Intent, state: inout State, task: TaskContext) -> TaskStep<Pending> {
        if state.isLoading { return .done }
        state.startLoading()
        return .call("getUser", then: .fetchUser)
    }

    // ... and after it
    func finish(_ pending: Pending, with result: Result<PageList, ErrorValue>, state: inout State, task: TaskContext) -> TaskStep<Pending> {
        switch result {
        case .success(let user): state = .success(user)
        case .failure(let error): state = .failure(error)
        }
        return .done
    }

    func screen(of state: State) -> [ScreenElement] {
        switch state {
        case .idle: return [.blank]
        case .initialLoading: return [.blank, .spinner]
        case .reLoading(let user), .success(let user): return [.content(user)]
        case .failure(let error): return [.errorView(error)]
        }
    }
}

@Test func userScreenKeepsContentWhileReloading() {
    assertScreen(UserScreen(), expect: [
        .contentKeptWhileReloading: .holds,
        .singleFlight: .holds,
        .errorKeptWhileRetrying: .violated,   // Case 2's retryLoading(E) fixes it
    ])
}
