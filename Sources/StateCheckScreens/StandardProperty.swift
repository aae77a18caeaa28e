import StateCheckEngine

/// The standard properties of a loading-state design (the property catalog, Properties.md, "Standard
/// properties"): fixed names, fixed meanings, the same for every model.
///
/// Each one encodes a claim of the talk. Pick them per model with `expect`,
/// or check them all with
/// ``check(_:properties:customInvariants:customSteps:expectations:options:)``.
/// The examples use the model language; the failure text is what
/// ``PropertyResult/description`` prints.
///
/// Words used: a task is *reloading* when its role is `reload` and it is
/// suspended at an api call, *paging* likewise with role `page`; a state is
/// *settled* when no task is alive, the view is visible and no `spinner` is
/// shown.
public enum StandardProperty: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// For every transition s→t where screen(s) shows content, t is visible
    /// and some task is reloading in t: screen(t) shows content.
    ///
    /// Not applicable when no such transition exists.
    ///
    /// Holds (Case 1 After): `case .success(let v): self = .reLoading(v)` and
    /// `case .reLoading(let v): content(v)`.
    /// Violated (Case 1 Before): `startLoading()` sets `.loading`, shown as `blank`:
    ///
    /// ```text
    /// contentKeptWhileReloading: violated
    ///   `refresh` replaced content([p0]) by blank + spinner + refreshSpinner while a task reloads: the content disappeared
    ///   1. load             (invisible) -> blank + spinner
    ///   2. success getUser  blank + spinner -> content([p0])
    ///   3. refresh          content([p0]) -> blank + spinner + refreshSpinner
    /// ```
    case contentKeptWhileReloading
    /// The same as ``contentKeptWhileReloading``, for `errorView`: a retry
    /// keeps the error on screen until its answer arrives. A transition
    /// that replaces the error by **content** is progress, not a lost
    /// error: it is violated only when the screen after shows neither
    /// `errorView` nor content (so `load, fail, retry, retry, success`,
    /// the first retry answering while the second is in flight, holds).
    ///
    /// Not applicable when no transition from a screen showing `errorView`
    /// leads to a visible screen while a task is reloading.
    ///
    /// Holds (Case 2 After): `case .failure(let e): self = .retryLoading(e)`,
    /// shown as `errorView(e)`. Violated (Case 1 After):
    ///
    /// ```text
    /// errorKeptWhileRetrying: violated
    ///   `refresh` replaced errorView(URLError) by blank + spinner + refreshSpinner while a task reloads: the errorView disappeared
    ///   1. load          (invisible) -> blank + spinner
    ///   2. fail getUser  blank + spinner -> errorView(URLError)
    ///   3. refresh       errorView(URLError) -> blank + spinner + refreshSpinner
    /// ```
    case errorKeptWhileRetrying
    /// No state shows `spinner` and the system `refreshSpinner` together
    /// (`footerSpinner` does not count: it is the list's paging trigger).
    ///
    /// Not applicable when no state shows `spinner`, or none shows `refreshSpinner`.
    ///
    /// Holds (Case 1 After from success: only `refreshSpinner`). Violated (Case 1 Before):
    ///
    /// ```text
    /// noDoubleSpinner: violated
    ///   the screen shows blank + spinner + refreshSpinner: spinner and refreshSpinner together
    ///   1. load             (invisible) -> blank + spinner
    ///   2. success getUser  blank + spinner -> content([p0])
    ///   3. refresh          content([p0]) -> blank + spinner + refreshSpinner
    /// ```
    case noDoubleSpinner
    /// For every `fail` answering a paging task: the content after starts
    /// with the pages shown before.
    ///
    /// Not applicable when no `fail` answers a paging task (the design never pages).
    ///
    /// Holds (Case 3): `catch { dataState = .pagingFailure(users, error) }`.
    /// Violated: `catch { dataState = .failure(error) }` in `fetchMore`:
    ///
    /// ```text
    /// pagesKeptOnPagingFailure: violated
    ///   `fail getPosts` answered a paging task and replaced content([p0]) + footerSpinner by errorView(URLError): the earlier pages were lost
    ///   1. load              (invisible) -> blank + spinner
    ///   2. success getPosts  blank + spinner -> content([p0]) + footerSpinner
    ///   3. page              content([p0]) + footerSpinner -> content([p0]) + footerSpinner
    ///   4. fail getPosts     content([p0]) + footerSpinner -> errorView(URLError)
    /// ```
    case pagesKeptOnPagingFailure
    /// For every `fail` answering a reloading task while content is shown:
    /// content is shown after.
    ///
    /// Not applicable when no `fail` answers a reloading task while content is shown.
    ///
    /// Holds (Case 4): `value.map { .reLoadingFailure($0, error) } ?? .loadingFailure(error)`.
    /// Violated (Case 1 After, Case 2 After, Case 3):
    ///
    /// ```text
    /// contentKeptOnFailedRefresh: violated
    ///   `fail getUser` answered a reloading task and replaced content([p0]) + refreshSpinner by errorView(URLError): the content disappeared
    ///   1. load             (invisible) -> blank + spinner
    ///   2. success getUser  blank + spinner -> content([p0])
    ///   3. refresh          content([p0]) -> content([p0]) + refreshSpinner
    ///   4. fail getUser     content([p0]) + refreshSpinner -> errorView(URLError)
    /// ```
    case contentKeptOnFailedRefresh
    /// Never two calls of the same api in flight at once (cancelled tasks'
    /// calls included).
    ///
    /// Not applicable when no state has an api call in flight.
    ///
    /// Holds: `if dataState.isLoading { return }` before the call. Violated without the guard:
    ///
    /// ```text
    /// singleFlight: violated
    ///   two calls of getUser are in flight at once
    ///   1. load     (invisible) -> blank + spinner
    ///   2. refresh  blank + spinner -> blank + spinner + refreshSpinner
    /// ```
    case singleFlight
    /// `spinner` is shown only while some task is alive.
    ///
    /// Not applicable when no state shows `spinner`.
    ///
    /// Holds when every path that sets `.loading` awaits a call. Violated when
    /// a guard returns after `startLoading()`:
    ///
    /// ```text
    /// noOrphanSpinner: violated
    ///   the screen shows blank + spinner but no task is alive: the spinner never goes away
    ///   1. load  (invisible) -> blank + spinner
    /// ```
    case noOrphanSpinner
    /// No screen shows a `CancellationError` (in `errorView`, `footerError`,
    /// `banner` or `alert` payloads).
    ///
    /// Not applicable when no `CancellationError` is ever thrown: no `fail`
    /// answers a cancelled task and no state shows or stores one.
    ///
    /// Holds: `catch is CancellationError { dataState = .idle }`. Violated
    /// when the cancelled `.task`'s call fails after the view came back:
    ///
    /// ```text
    /// silentCancellation: violated
    ///   the screen shows errorView(CancellationError): a CancellationError is shown to the user
    ///   1. load          (invisible) -> blank + spinner
    ///   2. cancel        blank + spinner -> (invisible)
    ///   3. load          (invisible) -> blank + spinner
    ///   4. fail getUser  blank + spinner -> errorView(CancellationError)
    /// ```
    case silentCancellation
    /// No transition replaces shown content by content whose newest page is
    /// older (requested earlier).
    ///
    /// Not applicable when no transition replaces shown content by different content.
    ///
    /// Holds with a single flight, or a staleness check. Violated when a late
    /// answer to an older request wins:
    ///
    /// ```text
    /// noStaleOverwrite: violated
    ///   `success getUser` replaced content([p1]) by content([p0]), whose newest page was requested earlier
    ///   1. load             (invisible) -> blank + spinner
    ///   2. refresh          blank + spinner -> blank + spinner + refreshSpinner
    ///   3. success getUser  blank + spinner + refreshSpinner -> content([p1])
    ///   4. success getUser  content([p1]) -> content([p0])
    /// ```
    case noStaleOverwrite
    /// Content never shows pages of two listings at once. A reload that
    /// answers starts a new listing; a page requested before that reload
    /// must not be shown together with the reload's page. On page tokens
    /// (reserved in request order, so older is smaller): on every `success`
    /// whose page is shown after it, a paging task's page is not older than
    /// the content's first page, and a reloading task's page is older than
    /// every other page shown with it.
    ///
    /// Not applicable when no `success` answers a paging task (the model
    /// never pages).
    ///
    /// Holds when refresh cancels the paging task, or when a late page is
    /// dropped (its listing is no longer shown). Violated when the page
    /// requested before a refresh is appended to the refreshed list, which
    /// ``noStaleOverwrite`` cannot see (the newest page only grows):
    ///
    /// ```text
    /// noMixedListings: violated
    ///   `success getPosts` replaced content([p3]) + footerSpinner by content([p3, p2]) + footerSpinner: pages of two listings show together (a page requested before a reload beside the reload's page)
    ///   1. load              (invisible) -> blank
    ///   2. success getPosts  blank -> content([p1]) + footerSpinner
    ///   3. page              content([p1]) + footerSpinner -> content([p1]) + footerSpinner
    ///   4. refresh           content([p1]) + footerSpinner -> content([p1]) + footerSpinner + refreshSpinner
    ///   5. success getPosts  content([p1]) + footerSpinner + refreshSpinner -> content([p3]) + footerSpinner
    ///   6. success getPosts  content([p3]) + footerSpinner -> content([p3, p2]) + footerSpinner
    /// ```
    case noMixedListings
    /// From every reachable state a state with no live task is reachable,
    /// no continuation is leaked, and none is resumed twice.
    ///
    /// Always applicable.
    ///
    /// Holds when every stored continuation is resumed by some event.
    /// Violated when the alert that holds it is dismissed without resuming:
    ///
    /// ```text
    /// noLeakedTask: violated
    ///   a continuation is leaked: retry continuation; its task can never finish
    ///   1. load     (invisible) -> content([p0]) + spinner + alert("retry")
    ///   2. dismiss  content([p0]) + spinner + alert("retry") -> content([p0]) + spinner
    /// ```
    case noLeakedTask
    /// From every reachable state a settled state (no task alive, visible,
    /// no `spinner`) showing content or an `errorView` is reachable.
    ///
    /// Not applicable when the view block has no `content` and no `errorView`
    /// element (``ScreenSystem/viewHasContentOrErrorView``; when the system
    /// does not say, when no state shows either).
    ///
    /// Holds for every design of the talk. Violated when a task waits
    /// forever (the alert holding its continuation was dismissed):
    ///
    /// ```text
    /// recoverable: violated
    ///   no settled state showing content or errorView is reachable from the state this trace ends in: content([p0]) + spinner
    ///   1. load     (invisible) -> content([p0]) + spinner + alert("retry")
    ///   2. dismiss  content([p0]) + spinner + alert("retry") -> content([p0]) + spinner
    /// ```
    case recoverable
    /// No state shows `content` and `errorView` together.
    ///
    /// Not applicable when no state shows content, or none shows `errorView`.
    ///
    /// Holds for an enum; violated by three variables (`data`, `error`,
    /// `isLoading`) that the view reads independently:
    ///
    /// ```text
    /// exclusiveContentAndError: violated
    ///   the screen shows content([p0]) + errorView(URLError): content and errorView together
    ///   1. load             (invisible) -> blank + spinner
    ///   2. success getUser  blank + spinner -> content([p0])
    ///   3. refresh          content([p0]) -> content([p0]) + refreshSpinner
    ///   4. fail getUser     content([p0]) + refreshSpinner -> content([p0]) + errorView(URLError)
    /// ```
    case exclusiveContentAndError
    /// Every enum case occurs (in a model variable or a payload) in some
    /// reachable state, visible or not, and every explicit `view` branch is
    /// taken in some reachable state where the view is visible.
    ///
    /// Only state enums count (``ScreenSystem/stateEnumCases``): an enum
    /// that is never the type of a stored variable or of a payload held in
    /// a state (an intent such as `enum Tab { case feed, saved }` only
    /// passed to `select(_:)`) is not a state, and its cases need not occur.
    ///
    /// Not applicable when the model has no state enum and no `view` branch.
    ///
    /// Holds for Case 3. Violated when `fetchMore`'s `catch` sets
    /// `.failure(error)`, so `pagingFailure` is never entered; the result
    /// lists what was never reached and has no trace:
    ///
    /// ```text
    /// allCasesReachable: violated
    ///   never reached: DataState.pagingFailure, view branch: case .pagingFailure (no trace: nothing leads there)
    /// ```
    case allCasesReachable

    /// The property's name, as models and reports write it.
    public var description: String { rawValue }

    /// How the property is checked.
    package var kind: PropertyKind {
        switch self {
        case .contentKeptWhileReloading, .errorKeptWhileRetrying, .pagesKeptOnPagingFailure,
             .contentKeptOnFailedRefresh, .noStaleOverwrite, .noMixedListings:
            return .step
        case .noDoubleSpinner, .singleFlight, .noOrphanSpinner, .silentCancellation, .exclusiveContentAndError:
            return .invariant
        case .noLeakedTask, .recoverable:
            return .graph
        case .allCasesReachable:
            return .coverage
        }
    }

    /// What the property promises, in one sentence (the catalog's "holds when").
    public var summary: String {
        switch self {
        case .contentKeptWhileReloading: return "content stays on screen while a task reloads"
        case .errorKeptWhileRetrying: return "the errorView stays on screen while a task reloads, until content replaces it"
        case .noDoubleSpinner: return "spinner and refreshSpinner never show together"
        case .pagesKeptOnPagingFailure: return "a failed page keeps the pages already shown"
        case .contentKeptOnFailedRefresh: return "a failed reload keeps the content shown"
        case .singleFlight: return "never two calls of the same api in flight at once"
        case .noOrphanSpinner: return "spinner shows only while some task is alive"
        case .silentCancellation: return "no screen shows a CancellationError"
        case .noStaleOverwrite: return "content is never replaced by content from an older request"
        case .noMixedListings: return "content never shows pages of two listings at once"
        case .noLeakedTask: return "every task can finish: no leaked continuation, none resumed twice"
        case .recoverable: return "a settled screen with content or errorView is always reachable"
        case .exclusiveContentAndError: return "content and errorView never show together"
        case .allCasesReachable: return "every enum case and view branch is reached"
        }
    }

    /// How this property is checked in one run.
    func plan<S: ScreenSystem>(_ ctx: PropertyContext<S>) -> PropertyPlan<S> {
        switch self {
        case .contentKeptWhileReloading: return ReloadingProperties.keptWhileReloading(self, keepsContent: true, ctx)
        case .errorKeptWhileRetrying: return ReloadingProperties.keptWhileReloading(self, keepsContent: false, ctx)
        case .noDoubleSpinner: return ScreenInvariants.noDoubleSpinner(ctx)
        case .pagesKeptOnPagingFailure: return PagingProperties.pagesKeptOnPagingFailure(ctx)
        case .contentKeptOnFailedRefresh: return ReloadingProperties.contentKeptOnFailedRefresh(ctx)
        case .singleFlight: return TaskProperties.singleFlight(ctx)
        case .noOrphanSpinner: return ScreenInvariants.noOrphanSpinner(ctx)
        case .silentCancellation: return CancellationProperties.silentCancellation(ctx)
        case .noStaleOverwrite: return PagingProperties.noStaleOverwrite(ctx)
        case .noMixedListings: return PagingProperties.noMixedListings(ctx)
        case .noLeakedTask: return TaskProperties.noLeakedTask(ctx)
        case .recoverable: return RecoveryProperties.recoverable(ctx)
        case .exclusiveContentAndError: return ScreenInvariants.exclusiveContentAndError(ctx)
        case .allCasesReachable: return CoverageProperties.allCasesReachable(ctx)
        }
    }
}
