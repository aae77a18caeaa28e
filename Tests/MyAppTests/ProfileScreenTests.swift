// A non-generic app enum checked as it is: `MyApp.ProfileState` holds the
// app's `Profile` and `APIError`, not `PageList` and `ErrorValue`. The test
// target says once how the checker's values stand for the app's: a page
// token is a profile's id, and `ErrorValue` maps to `APIError` both ways.
import MyApp
import StateCheck
import StateCheckTesting
import Testing

/// The checker's page `p` stands for the profile whose id is `p`: the page
/// is derived from the profile and the profile from the page, so renaming
/// pages renames profiles.
extension Profile: PageCarrying {
    /// The profile the api's answer `page` stands for.
    init(page: PageList) {
        let id = page.pages.first ?? 0
        self.init(id: id, name: "User \(id)")
    }

    /// The page this profile stands for (what the screen shows).
    var page: PageList { PageList([id]) }

    public func mapPages(_ transform: (PageList) -> PageList) -> Profile { Profile(page: transform(page)) }
}

/// The checker's errors as the app's: `URLError` is `offline`,
/// `CancellationError` is `cancelled`, as the app's API client maps them.
extension APIError: PageFree {
    /// The app's error for an error the checker's api threw.
    init(_ error: ErrorValue) {
        switch error {
        case .urlError: self = .offline
        case .cancellationError: self = .cancelled
        }
    }

    /// The error the screen shows, for the standard properties.
    var errorValue: ErrorValue {
        switch self {
        case .offline: return .urlError
        case .cancelled: return .cancellationError
        }
    }
}

/// Where the pages of the app's enum are: in `loaded`'s profile.
extension ProfileState: PageCarrying {
    public func mapPages(_ transform: (PageList) -> PageList) -> ProfileState {
        switch self {
        case .idle, .loading, .failed: return self
        case .loaded(let profile): return .loaded(profile.mapPages(transform))
        }
    }
}

/// The app's profile screen:
///
/// ```swift
/// .task { await load() }
/// .refreshable { await load() }
///
/// func load() async {
///     if case .loading = state { return }
///     state = .loading
///     do { state = .loaded(try await api.profile()) } catch { state = .failed(APIError(error)) }
/// }
/// ```
struct ProfileScreen: ScreenDesign {
    enum Intent: CaseIterable { case appear, pullToRefresh }
    enum Pending: Hashable, PageFree { case load }

    var initialState: ProfileState { .idle }

    func handler(for intent: Intent) -> Handler {
        switch intent {
        case .appear: return Handler(.load, .task)
        case .pullToRefresh: return Handler(.refresh, .refreshable)
        }
    }

    func start(_ intent: Intent, state: inout ProfileState, task: TaskContext) -> TaskStep<Pending> {
        if case .loading = state { return .done }
        state = .loading
        return .call("getProfile", then: .load)
    }

    func finish(_ pending: Pending, with result: Result<PageList, ErrorValue>, state: inout ProfileState, task: TaskContext) -> TaskStep<Pending> {
        switch result {
        case .success(let page): state = .loaded(Profile(page: page))
        case .failure(let error): state = .failed(APIError(error))
        }
        return .done
    }

    func screen(of state: ProfileState) -> [ScreenElement] {
        switch state {
        case .idle: return [.blank]
        case .loading: return [.blank, .spinner]
        case .loaded(let profile): return [.content(profile.page)]
        case .failed(let error): return [.errorView(error.errorValue)]
        }
    }
}

@Suite("A non-generic app enum")
struct ProfileScreenTests {
    /// Counted by hand. A task is alive only while the state is `loading`
    /// (only `start` sets it, only `finish` leaves it, and `start` returns
    /// at once while it holds), so a state is a value, the view's
    /// visibility and at most one task (`.task` or `.refreshable`,
    /// cancelled or not); a profile is always page 1 after renaming.
    /// Reachable (value, view, task):
    ///  1 idle, hidden            load
    ///  2 loading, shown, T       cancel, refresh (a no-op), success, fail
    ///  3 loading, hidden, T×     load, success, fail (CancellationError)
    ///  4 loaded, shown           cancel, refresh
    ///  5 offline, shown          cancel, refresh
    ///  6 loading, shown, T×      cancel, refresh (a no-op), success, fail
    ///  7 loaded, hidden          load
    ///  8 cancelled, hidden       load
    ///  9 loading, shown, R       cancel, success, fail (no refresh: R alive)
    /// 10 offline, hidden         load
    /// 11 cancelled, shown        cancel, refresh
    /// 12 loading, hidden, R×     load, success, fail
    /// 13 loading, shown, R×      cancel, refresh, success, fail (R× is
    ///                            cancelled, so no refresh is under way;
    ///                            the new R finds `.loading` and ends: a self-loop)
    /// 13 states; 1+4+3+2+2+4+1+1+3+1+2+3+4 = 31 transitions.
    @Test func theAppsEnumIsExploredAsIs() throws {
        let result = try check(SwiftScreenSystem(ProfileScreen()))
        #expect(result.stateCount == 13)
        #expect(result.transitionCount == 31)
    }

    /// The app's `APIError.cancelled` is shown as `CancellationError`, so
    /// `silentCancellation` sees it: disappear while loading, appear (the
    /// guard skips the new load), and the old request fails.
    @Test func theAppsErrorsReachTheStandardProperties() throws {
        let result = try check(SwiftScreenSystem(ProfileScreen()))
        #expect(result[.silentCancellation]?.verdict == .violated)
        #expect(result[.silentCancellation]?.trace?.labels == ["load", "cancel", "load", "fail getProfile"])
        // `loading` holds no profile: a refresh blanks the screen.
        #expect(result[.contentKeptWhileReloading]?.verdict == .violated)
        #expect(result[.contentKeptWhileReloading]?.trace?.labels == ["load", "success getProfile", "refresh"])
        #expect(result[.singleFlight]?.verdict == .holds)
    }

    /// Traces show the app's own values.
    @Test func tracesShowTheAppsValues() throws {
        let result = try check(SwiftScreenSystem(ProfileScreen()))
        let text = try #require(result.explanation(of: "contentKeptWhileReloading", file: "ProfileScreenTests.swift"))
        #expect(text.contains("+ .loaded(MyApp.Profile(id: 1, name: \"User 1\"))"))
    }
}
