import StateCheck
import StateCheckCommands

/// `.model` texts compiled into the library, so `statecheck bench --design`
/// works from any folder. A test keeps each equal to its file in `Models/`.
public enum EmbeddedModels {
    /// The text of `Models/case4-paging.model` (the talk's Case 4 Paging),
    /// the largest shipped design; its Swift twin is ``Case4PagingTwin``.
    public static let case4Paging = #"""
/// Case 4 Paging of the talk: `PagingDataState` with `reLoadingFailure(V, E)`:
/// once the list has content it never loses it, while reloading, after a
/// failed reload, while paging or after a failed page.
/// Source: kntkymt/AsyncDataManagementSamples:
///   AsyncDataManagementSamples/Cases/Case4_reLoadingFailure/Case4_Paging.swift
/// (SEED-DESIGNS.md §2 D4P).
///
/// Abstractions (as in Case3Paging and Case4ReLoadingFailure):
/// - `API.getPosts(minId:count:)` is `getPosts()`; `users.last?.id` being nil is `users.isEmpty`.
/// - `value.map { ... } ?? ...` is written with `if let`.
/// - The toast T is `banner(error)` shown while the state is a failure state
///   (loadingFailure, reLoadingFailure, pagingFailure): it appears on entry and
///   only a user event leaves a failure state.
/// - Api values are never empty, so M cannot show: the `isEmpty` view branch is left out.
model Case4Paging

api getPosts() -> Value                   // API.getPosts(minId:count:)

enum PagingDataState {
    case idle
    case initialLoading
    case retryLoading(Error)
    case reLoading(Value)
    case paging(Value)
    case success(Value)
    case loadingFailure(Error)
    case reLoadingFailure(Value, Error)
    case pagingFailure(Value, Error)
}

extension PagingDataState {
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
    var isFailure: Bool {
        switch self {
        case .loadingFailure,
             .reLoadingFailure,
             .pagingFailure:
            return true
        default:
            return false
        }
    }
    var isPagingFailure: Bool {
        if case .pagingFailure = self { return true }
        return false
    }
    var value: Value? {
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
    var error: Error? {
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
    mutating func startLoading() {
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
    mutating func startPaging() {
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

var dataState: PagingDataState = .idle

func fetchInitial() async {
    if dataState.isLoading || dataState.isPaging { return }
    dataState.startLoading()
    do {
        dataState = .success(try await getPosts())
    } catch {
        if let value = dataState.value {
            dataState = .reLoadingFailure(value, error)
        } else {
            dataState = .loadingFailure(error)
        }
    }
}

func fetchMore() async {
    if dataState.isLoading || dataState.isPaging { return }
    guard let users = dataState.value, !users.isEmpty else { return }   // `let minId = users.last?.id`
    dataState.startPaging()
    do {
        let newUsers = try await getPosts()
        dataState = .success(users + newUsers)
    } catch {
        dataState = .pagingFailure(users, error)
    }
}

on load .task { await fetchInitial() }
on refresh .refreshable { await fetchInitial() }
on page Task { await fetchMore() }                                            // ProgressView().onAppear { Task { await fetchMore() } }
on tapFooterRetry Task as page when dataState.isPagingFailure { await fetchMore() }   // footer ErrorStateView { Task { await fetchMore() } }

view {
    switch dataState {
    case .idle, .initialLoading:
        blank
    case .retryLoading(let error), .loadingFailure(let error):
        errorView(error)
    case .reLoading(let value), .paging(let value), .success(let value), .reLoadingFailure(let value, _):
        content(value)
        footerSpinner
    case .pagingFailure(let value, let error):
        content(value)
        footerError(error)
    }
    if dataState.isInitialLoading { spinner }
    if dataState.isFailure, let error = dataState.error {
        banner(error)                     // T
    }
}

// I4.1: once content, always content (even for a CancellationError).
step onceContentAlwaysContent: before.dataState.value == nil || after.dataState.value != nil
expect holds onceContentAlwaysContent

expect holds contentKeptWhileReloading    // success/reLoadingFailure/pagingFailure --load/refresh--> reLoading(v) keeps v
expect holds errorKeptWhileRetrying       // loadingFailure(e) --refresh--> retryLoading(e) keeps e
expect holds noDoubleSpinner              // spinner only in initialLoading (from idle only, I2.2)
expect holds pagesKeptOnPagingFailure     // paging(v) --fail--> pagingFailure(v, e) keeps v (I3.4)
expect holds contentKeptOnFailedRefresh   // reLoading(v) --fail--> reLoadingFailure(v, e) keeps v (I4.2)
expect holds singleFlight                 // G1: one busy guard covers loading and paging
expect holds noOrphanSpinner              // spinner only in initialLoading, with its request alive
expect violated silentCancellation        // load, cancel, load (guard drops it), fail getPosts: loadingFailure(CancellationError)
expect holds noStaleOverwrite             // single flight; paging appends a newer page
expect holds noLeakedTask
expect holds recoverable
expect holds exclusiveContentAndError
expect holds allCasesReachable            // all 9 cases

"""#
}
