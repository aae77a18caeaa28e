import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens

private typealias MiniDesign = ScreensFixtures.MiniDesign
private typealias AlertScreen = ScreensFixtures.AlertScreen

/// The failure text one property prints for `system`.
private func text<S: ScreenSystem>(_ system: S, _ property: StandardProperty) throws -> String? {
    try check(system, properties: [property.rawValue])[property]?.description
}

/// The failure texts that the doc comments of ``StandardProperty`` and the
/// Properties article show, so the documentation cannot drift from the output.
@Suite("Property failure texts")
struct PropertiesFailureTextTests {
    @Test func reloadingTexts() throws {
        #expect(try text(MiniDesign.case1Before, .contentKeptWhileReloading) == """
            contentKeptWhileReloading: violated
              `refresh` replaced content([p0]) by blank + spinner + refreshSpinner while a task reloads: the content disappeared
              1. load             (invisible) -> blank + spinner
              2. success getUser  blank + spinner -> content([p0])
              3. refresh          content([p0]) -> blank + spinner + refreshSpinner
            """)
        #expect(try text(MiniDesign.case1After, .errorKeptWhileRetrying) == """
            errorKeptWhileRetrying: violated
              `refresh` replaced errorView(URLError) by blank + spinner + refreshSpinner while a task reloads: the errorView disappeared
              1. load          (invisible) -> blank + spinner
              2. fail getUser  blank + spinner -> errorView(URLError)
              3. refresh       errorView(URLError) -> blank + spinner + refreshSpinner
            """)
        #expect(try text(MiniDesign.case1After, .contentKeptOnFailedRefresh) == """
            contentKeptOnFailedRefresh: violated
              `fail getUser` answered a reloading task and replaced content([p0]) + refreshSpinner by errorView(URLError): the content disappeared
              1. load             (invisible) -> blank + spinner
              2. success getUser  blank + spinner -> content([p0])
              3. refresh          content([p0]) -> content([p0]) + refreshSpinner
              4. fail getUser     content([p0]) + refreshSpinner -> errorView(URLError)
            """)
    }

    @Test func pagingTexts() throws {
        var dropping = MiniDesign.case3
        dropping.paging = .droppingPages
        #expect(try text(dropping, .pagesKeptOnPagingFailure) == """
            pagesKeptOnPagingFailure: violated
              `fail getPosts` answered a paging task and replaced content([p0]) + footerSpinner by errorView(URLError): the earlier pages were lost
              1. load              (invisible) -> blank + spinner
              2. success getPosts  blank + spinner -> content([p0]) + footerSpinner
              3. page              content([p0]) + footerSpinner -> content([p0]) + footerSpinner
              4. fail getPosts     content([p0]) + footerSpinner -> errorView(URLError)
            """)
        #expect(try text(dropping, .allCasesReachable) == """
            allCasesReachable: violated
              never reached: DataState.pagingFailure, view branch: case .pagingFailure (no trace: nothing leads there)
            """)
        var unguarded = MiniDesign.case1After
        unguarded.guardBusy = false
        #expect(try text(unguarded, .noStaleOverwrite) == """
            noStaleOverwrite: violated
              `success getUser` replaced content([p1]) by content([p0]), whose newest page was requested earlier
              1. load             (invisible) -> blank + spinner
              2. refresh          blank + spinner -> blank + spinner + refreshSpinner
              3. success getUser  blank + spinner + refreshSpinner -> content([p1])
              4. success getUser  content([p1]) -> content([p0])
            """)
        #expect(try text(unguarded, .singleFlight) == """
            singleFlight: violated
              two calls of getUser are in flight at once
              1. load     (invisible) -> blank + spinner
              2. refresh  blank + spinner -> blank + spinner + refreshSpinner
            """)
    }

    @Test func screenTexts() throws {
        #expect(try text(AlertScreen(variant: .orphan, showsContent: false), .noOrphanSpinner) == """
            noOrphanSpinner: violated
              the screen shows blank + spinner but no task is alive: the spinner never goes away
              1. load  (invisible) -> blank + spinner
            """)
        #expect(try text(MiniDesign.case1Before, .silentCancellation) == """
            silentCancellation: violated
              the screen shows errorView(CancellationError): a CancellationError is shown to the user
              1. load          (invisible) -> blank + spinner
              2. cancel        blank + spinner -> (invisible)
              3. load          (invisible) -> blank + spinner
              4. fail getUser  blank + spinner -> errorView(CancellationError)
            """)
        var both = MiniDesign.case4
        both.failure = .showingBoth
        #expect(try text(both, .exclusiveContentAndError) == """
            exclusiveContentAndError: violated
              the screen shows content([p0]) + errorView(URLError): content and errorView together
              1. load             (invisible) -> blank + spinner
              2. success getUser  blank + spinner -> content([p0])
              3. refresh          content([p0]) -> content([p0]) + refreshSpinner
              4. fail getUser     content([p0]) + refreshSpinner -> content([p0]) + errorView(URLError)
            """)
    }

    @Test func taskTexts() throws {
        let leaks = AlertScreen(variant: .leaks)
        #expect(try text(leaks, .noLeakedTask) == """
            noLeakedTask: violated
              a continuation is leaked: retry continuation; its task can never finish
              1. load     (invisible) -> content([p0]) + spinner + alert("retry")
              2. dismiss  content([p0]) + spinner + alert("retry") -> content([p0]) + spinner
            """)
        #expect(try text(leaks, .recoverable) == """
            recoverable: violated
              no settled state showing content or errorView is reachable from the state this trace ends in: content([p0]) + spinner
              1. load     (invisible) -> content([p0]) + spinner + alert("retry")
              2. dismiss  content([p0]) + spinner + alert("retry") -> content([p0]) + spinner
            """)
    }

    @Test func holdsAndNotApplicablePrintOneOrTwoLines() throws {
        #expect(try text(MiniDesign.case1After, .contentKeptWhileReloading) == "contentKeptWhileReloading: holds")
        #expect(try text(MiniDesign.case1Before, .pagesKeptOnPagingFailure) == """
            pagesKeptOnPagingFailure: notApplicable
              no fail ever answers a paging task
            """)
    }
}
