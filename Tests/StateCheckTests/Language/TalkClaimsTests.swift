import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckScreens

/// The talk's claims, reproduced by the shipped models. Each
/// verdict is computed here (not read from the models' `expect` lines) and
/// checked against the claim it encodes, with the shortest trace where the
/// talk gives one.
@Suite struct TalkClaimsTests {
    func verdicts(_ file: String) throws -> CheckResult<ModelSystem> {
        let system = try shippedModel(file)
        return try check(system, customInvariants: system.customInvariants, customSteps: system.customSteps)
    }

    func trace(_ r: CheckResult<ModelSystem>, _ p: StandardProperty) -> [String]? {
        r[p]?.trace?.labels
    }

    /// "Case 0 Before and Case 0 After give the same verdicts" (I0.2: the
    /// enum is trace-equivalent to the three flags) "and lose the error when
    /// the retry link is tapped" (E+ → B+S).
    @Test func case0BeforeAndAfterAgreeAndLoseTheErrorOnRetry() throws {
        let before = try verdicts("case0-before.model"), after = try verdicts("case0-after.model")
        for p in StandardProperty.allCases {
            #expect(before[p]?.verdict == after[p]?.verdict, "\(p)")
        }
        #expect(before.stateCount == after.stateCount)
        #expect(before.transitionCount == after.transitionCount)
        #expect(trace(before, .errorKeptWhileRetrying) == ["load", "fail getUser", "tapRetry"])
        #expect(trace(after, .errorKeptWhileRetrying) == ["load", "fail getUser", "tapRetry"])
    }

    /// I1.1 and I1.2 broken by D1b: idle →appear→ loading →ok→ success →refresh→ loading (B+S+R).
    @Test func case1BeforeLosesContentAndShowsTwoSpinnersOnRefresh() throws {
        let r = try verdicts("case1-before.model")
        #expect(r[.contentKeptWhileReloading]?.verdict == .violated)
        #expect(trace(r, .contentKeptWhileReloading) == ["load", "success getUser", "refresh"])
        #expect(r[.noDoubleSpinner]?.verdict == .violated)
        #expect(r[.noDoubleSpinner]?.trace?.finalScreen.description == "blank + spinner + refreshSpinner")
    }

    /// D1a keeps content while reloading (I1.1) but still loses the error
    /// on retry: idle → initialLoading →err→ failure →refresh→ initialLoading.
    @Test func case1AfterKeepsContentButLosesTheErrorOnRetry() throws {
        let r = try verdicts("case1-after.model")
        #expect(r[.contentKeptWhileReloading]?.verdict == .holds)
        #expect(trace(r, .errorKeptWhileRetrying) == ["load", "fail getUser", "refresh"])
    }

    /// D2a: failure →refresh→ retryLoading(e) keeps E and shows no S (I2.1).
    @Test func case2AfterKeepsTheErrorWhileRetrying() throws {
        let r = try verdicts("case2-after.model")
        #expect(r[.errorKeptWhileRetrying]?.verdict == .holds)
        #expect(r[.noDoubleSpinner]?.verdict == .holds)
        // D2b, the same enum with the guard, still loses it (the talk's step 2).
        #expect(trace(try verdicts("case2-before.model"), .errorKeptWhileRetrying) == ["load", "fail getUser", "refresh"])
    }

    /// D3: paging(v) --err--> pagingFailure(v, e) keeps the pages (I3.4), but
    /// success → reLoading --err--> loadingFailure loses them (the "known gap").
    @Test func case3KeepsPagesOnPagingFailureButLosesContentOnFailedRefresh() throws {
        let r = try verdicts("case3-paging.model")
        #expect(r[.pagesKeptOnPagingFailure]?.verdict == .holds)
        #expect(trace(r, .contentKeptOnFailedRefresh) == ["load", "success getPosts", "refresh", "fail getPosts"])
    }

    /// D4 and D4P: once content, always content (I4.1), even for a failed
    /// refresh; the models state I4.1 as the custom step `onceContentAlwaysContent`.
    @Test(arguments: ["case4-reloading-failure.model", "case4-paging.model"])
    func case4NeverLosesContentOnceShown(file: String) throws {
        let r = try verdicts(file)
        #expect(r[.contentKeptOnFailedRefresh]?.verdict == .holds)
        #expect(r[.contentKeptWhileReloading]?.verdict == .holds)
        #expect(r["onceContentAlwaysContent"]?.verdict == .holds)
    }

    /// The sources beyond the talk.
    @Test func beyondTheTalk() throws {
        // `.disabled(isSaving)` (a `when !isSaving` clause) prevents a second save.
        #expect(try verdicts("save-photo-button.model")[.singleFlight]?.verdict == .holds)
        // Two overlapping `items = await fetchPhotos()` can land out of order.
        let photos = try verdicts("photos-catalog.model")
        #expect(trace(photos, .noStaleOverwrite) == ["load", "refresh", "success downloadPhoto", "success downloadPhoto"])
        // A second Submit tap overwrites the alert's stored continuation: the first is leaked.
        #expect(try verdicts("submit-retry-loop.model")[.noLeakedTask]?.verdict == .violated)
    }
}
