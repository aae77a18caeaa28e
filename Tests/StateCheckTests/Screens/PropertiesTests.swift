import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens

private typealias MiniDesign = ScreensFixtures.MiniDesign
private typealias AlertScreen = ScreensFixtures.AlertScreen
private typealias StaticScreen = ScreensFixtures.StaticScreen

/// Checks `system` against every standard property (one exploration).
private func run<S: ScreenSystem>(_ system: S) throws -> CheckResult<S> {
    try check(system)
}

private extension MiniDesign {
    func with(_ change: (inout MiniDesign) -> Void) -> MiniDesign {
        var copy = self
        change(&copy)
        return copy
    }
}

@Suite("Standard properties: reloading")
struct PropertiesReloadingTests {
    @Test func case1BeforeLosesContentWhileReloading() throws {
        let r = try run(MiniDesign.case1Before)
        // Case 1 Before: refresh from success sets `.loading`, which shows blank.
        let p = try #require(r[.contentKeptWhileReloading])
        #expect(p.verdict == .violated)
        #expect(p.trace?.labels == ["load", "success getUser", "refresh"])
        #expect(p.trace?.steps.last?.screenBefore.content == PageList([0]))
        #expect(p.trace?.steps.last?.screenAfter.description == "blank + spinner + refreshSpinner")
        #expect(p.trace?.steps.last?.variablesAfter == [ModelVariable(name: "dataState", value: ".initialLoading")])
    }

    @Test func case1AfterKeepsContentWhileReloading() throws {
        // Case 1 After: success(v) → reLoading(v) keeps content(v) on refresh.
        #expect(try run(MiniDesign.case1After)[.contentKeptWhileReloading]?.verdict == .holds)
    }

    @Test func case1AfterLosesErrorWhileRetrying() throws {
        // failure → initialLoading shows blank + spinner: the error is gone.
        let p = try #require(try run(MiniDesign.case1After)[.errorKeptWhileRetrying])
        #expect(p.verdict == .violated)
        #expect(p.trace?.labels == ["load", "fail getUser", "refresh"])
    }

    @Test func case2AfterKeepsErrorWhileRetrying() throws {
        // Case 2 After: failure(e) → retryLoading(e) keeps errorView(e).
        #expect(try run(MiniDesign.case2After)[.errorKeptWhileRetrying]?.verdict == .holds)
    }

    @Test func noScreenWithContentOrErrorMeansNotApplicable() throws {
        // No task ever reloads in a static screen.
        let r = try run(StaticScreen(elements: [.content(PageList([0]))]))
        #expect(r[.contentKeptWhileReloading]?.verdict == .notApplicable)
        #expect(r[.contentKeptWhileReloading]?.reason
            == "no transition from a screen showing content leads to a visible screen while a task is reloading")
        #expect(r[.errorKeptWhileRetrying]?.verdict == .notApplicable)
    }

    @Test func case2AfterLosesContentOnFailedRefresh() throws {
        // reLoading(v) --fail--> failure(e): the content disappears.
        let p = try #require(try run(MiniDesign.case2After)[.contentKeptOnFailedRefresh])
        #expect(p.verdict == .violated)
        #expect(p.trace?.labels == ["load", "success getUser", "refresh", "fail getUser"])
    }

    @Test func case4KeepsContentOnFailedRefresh() throws {
        // Case 4: reLoading(v) --fail--> reLoadingFailure(v, e) still shows content(v).
        #expect(try run(MiniDesign.case4)[.contentKeptOnFailedRefresh]?.verdict == .holds)
    }

    @Test func clearingReloadNeverFailsWhileContentShows() throws {
        // Case 1 Before blanks the screen before the request, so no fail
        // ever answers a reloading task while content is shown.
        let p = try #require(try run(MiniDesign.case1Before)[.contentKeptOnFailedRefresh])
        #expect(p.verdict == .notApplicable)
        #expect(p.reason == "no fail answers a reloading task while content is shown")
        #expect(p.trace == nil)
    }
}

@Suite("Standard properties: spinners and screens")
struct PropertiesScreenTests {
    @Test func case1BeforeShowsTwoSpinners() throws {
        // refresh from success shows the centre spinner under the refresh spinner.
        let p = try #require(try run(MiniDesign.case1Before)[.noDoubleSpinner])
        #expect(p.verdict == .violated)
        #expect(p.trace?.labels == ["load", "success getUser", "refresh"])
    }

    @Test func case1AfterStillShowsTwoSpinnersFromFailure() throws {
        // The talk: Case 1 After fixes success → refresh, not failure → refresh.
        let p = try #require(try run(MiniDesign.case1After)[.noDoubleSpinner])
        #expect(p.verdict == .violated)
        #expect(p.trace?.labels == ["load", "fail getUser", "refresh"])
    }

    @Test func case2AfterShowsOneSpinnerAtATime() throws {
        // retryLoading(e) shows errorView(e), never the centre spinner.
        #expect(try run(MiniDesign.case2After)[.noDoubleSpinner]?.verdict == .holds)
    }

    @Test func noSpinnerMeansNoDoubleSpinnerIsNotApplicable() throws {
        // A static screen shows neither spinner.
        let p = try #require(try run(StaticScreen(elements: [.content(PageList([0]))]))[.noDoubleSpinner])
        #expect(p.verdict == .notApplicable)
        #expect(p.reason == "no state shows spinner")
    }

    @Test func footerSpinnerIsNotASecondSpinner() throws {
        // The footer spinner is the paging trigger, not a progress view.
        let withRefresh = try run(StaticScreen(elements: [.content(PageList([0])), .footerSpinner, .refreshSpinner]))
        #expect(withRefresh[.noDoubleSpinner]?.reason == "no state shows spinner")
        let withSpinner = try run(StaticScreen(elements: [.spinner, .footerSpinner]))
        #expect(withSpinner[.noDoubleSpinner]?.verdict == .notApplicable)
        #expect(withSpinner[.noDoubleSpinner]?.reason == "no state shows refreshSpinner")
    }

    @Test func spinnerWithoutTaskIsAnOrphan() throws {
        // `load` sets isLoading = true and starts no task.
        let p = try #require(try run(AlertScreen(variant: .orphan))[.noOrphanSpinner])
        #expect(p.verdict == .violated)
        #expect(p.trace?.labels == ["load"])
    }

    @Test func spinnerWhileRequestingIsNoOrphan() throws {
        // initialLoading always has its request pending.
        #expect(try run(MiniDesign.case1Before)[.noOrphanSpinner]?.verdict == .holds)
        // No spinner at all: not applicable.
        let p = try run(StaticScreen(elements: [.blank]))[.noOrphanSpinner]
        #expect(p?.verdict == .notApplicable)
        #expect(p?.reason == "no state shows spinner")
    }

    @Test func contentAndErrorTogetherIsViolated() throws {
        // A failed reload that shows the errorView over the kept content.
        let design = MiniDesign.case4.with { $0.failure = .showingBoth }
        let p = try #require(try run(design)[.exclusiveContentAndError])
        #expect(p.verdict == .violated)
        #expect(p.trace?.labels == ["load", "success getUser", "refresh", "fail getUser"])
        #expect(p.trace?.finalScreen.description == "content([p0]) + errorView(URLError)")
    }

    @Test func enumKeepsContentAndErrorApart() throws {
        // Case 4 shows reLoadingFailure as content + banner, not errorView.
        #expect(try run(MiniDesign.case4)[.exclusiveContentAndError]?.verdict == .holds)
        // A screen that never shows errorView: not applicable.
        let p = try run(StaticScreen(elements: [.content(PageList([0]))]))[.exclusiveContentAndError]
        #expect(p?.verdict == .notApplicable)
        #expect(p?.reason == "no state shows errorView")
    }
}

@Suite("Standard properties: paging and stale answers")
struct PropertiesPagingTests {
    @Test func designWithoutPagingIsNotApplicable() throws {
        // Case 1 Before has no `on page` handler.
        let p = try #require(try run(MiniDesign.case1Before)[.pagesKeptOnPagingFailure])
        #expect(p.verdict == .notApplicable)
        #expect(p.reason == "no fail ever answers a paging task")
    }

    @Test func case3KeepsPagesOnPagingFailure() throws {
        // paging(v) --fail--> pagingFailure(v, e) shows content(v) + footerError(e).
        #expect(try run(MiniDesign.case3)[.pagesKeptOnPagingFailure]?.verdict == .holds)
    }

    @Test func droppingPagesOnPagingFailureIsViolated() throws {
        // fetchMore's catch sets failure(e): the pages are gone.
        let design = MiniDesign.case3.with { $0.paging = .droppingPages }
        let p = try #require(try run(design)[.pagesKeptOnPagingFailure])
        #expect(p.verdict == .violated)
        #expect(p.trace?.labels == ["load", "success getPosts", "page", "fail getPosts"])
    }

    @Test func lateAnswerToOlderRequestIsStale() throws {
        // Without the busy guard, load and refresh both request; the newer
        // answer arrives first and the older one overwrites it.
        let design = MiniDesign.case1After.with { $0.guardBusy = false }
        let p = try #require(try run(design)[.noStaleOverwrite])
        #expect(p.verdict == .violated)
        #expect(p.trace?.labels == ["load", "refresh", "success getUser", "success getUser"])
    }

    @Test func reloadReplacingContentByNewerIsNotStale() throws {
        // reLoading([p0]) --success--> success([p1]): newer (renumbered p0 in the target).
        #expect(try run(MiniDesign.case1After)[.noStaleOverwrite]?.verdict == .holds)
        // After paging, a refresh replaces [p0, p1] by [p2], renumbered [p0].
        #expect(try run(MiniDesign.case3)[.noStaleOverwrite]?.verdict == .holds)
    }

    @Test func renumberingWithoutRenamingLooksStale() throws {
        // Why StepNote.pageRenaming exists: without it, Case 3's refresh after
        // paging compares [p0, p1] with the renumbered [p0] and looks stale.
        let design = MiniDesign.case3.with { $0.reportsRenaming = false }
        #expect(try run(design)[.noStaleOverwrite]?.verdict == .violated)
    }

    @Test func pageNamesThatEqualityIgnoresAreReadPerTransition() throws {
        // Like the interpreter, this system names pages relative to the
        // source state, and its equality ignores the names: C shows p5 when
        // reached from A (which shows p4) and p1 from B (which shows p2).
        // B → C is stale even though an equal C was seen first from A.
        struct Named: ScreenSystem {
            struct State: Hashable {
                var core: Int
                var page: Int
                static func == (a: State, b: State) -> Bool { a.core == b.core }
                func hash(into h: inout Hasher) { h.combine(core) }
            }
            var name: String { "Named" }
            var initialStates: [State] { [State(core: 0, page: 0)] }
            func forEachSuccessor(of s: State, _ emit: (Transition<EventLabel, State, StepNote>) -> Void) {
                switch s.core {
                case 0:
                    emit(Transition(label: EventLabel("a"), target: State(core: 1, page: 4), note: StepNote()))
                    emit(Transition(label: EventLabel("b"), target: State(core: 2, page: 2), note: StepNote()))
                case 1: emit(Transition(label: EventLabel("x"), target: State(core: 3, page: 5), note: StepNote()))
                case 2: emit(Transition(label: EventLabel("x"), target: State(core: 3, page: 1), note: StepNote()))
                default: break
                }
            }
            func screen(of s: State) -> Screen {
                Screen(isVisible: true, elements: s.core == 0 ? [.blank] : [.content(PageList([s.page]))])
            }
            func tasks(of s: State) -> [TaskSummary] { [] }
            func callsInFlight(of s: State) -> [String] { [] }
            func leakedContinuations(of s: State) -> [String] { [] }
            func enumCases(of s: State) -> Set<String> { [] }
            var declaredEnumCases: [String] { [] }
            func viewBranches(of s: State) -> Set<Int> { [] }
            var declaredViewBranches: [Int: String] { [:] }
            func variables(of s: State) -> [(name: String, value: String)] { [] }
        }
        let p = try #require(try check(Named(), properties: ["noStaleOverwrite"])[.noStaleOverwrite])
        #expect(p.verdict == .violated)
        #expect(p.trace?.labels == ["b", "x"])
        // The trace shows C as B's transition emitted it.
        #expect(p.trace?.finalScreen.description == "content([p1])")
    }

    @Test func contentNeverReplacedDirectlyIsNotApplicable() throws {
        // Case 1 Before always blanks the screen between two contents.
        let p = try #require(try run(MiniDesign.case1Before)[.noStaleOverwrite])
        #expect(p.verdict == .notApplicable)
        #expect(p.reason == "no transition replaces shown content by different content")
    }
}

@Suite("Standard properties: tasks and cancellation")
struct PropertiesTaskTests {
    @Test func unguardedRefreshDuplicatesTheRequest() throws {
        // load's request is in flight when refresh issues a second one.
        let design = MiniDesign.case1After.with { $0.guardBusy = false }
        let p = try #require(try run(design)[.singleFlight])
        #expect(p.verdict == .violated)
        #expect(p.trace?.labels == ["load", "refresh"])
        #expect(p.reason == "two calls of getUser are in flight at once")
    }

    @Test func busyGuardKeepsSingleFlight() throws {
        // `if dataState.isLoading { return }` drops the second request.
        #expect(try run(MiniDesign.case1After)[.singleFlight]?.verdict == .holds)
        let p = try run(AlertScreen(variant: .fine))[.singleFlight]
        #expect(p?.verdict == .notApplicable)
        #expect(p?.reason == "no state has an api call in flight")
    }

    @Test func cancelledRequestShowsItsError() throws {
        // The cancelled .task's call fails with CancellationError after the
        // view came back, and failure(e) shows it.
        let p = try #require(try run(MiniDesign.case1Before)[.silentCancellation])
        #expect(p.verdict == .violated)
        #expect(p.trace?.labels == ["load", "cancel", "load", "fail getUser"])
        #expect(p.trace?.finalScreen.description == "errorView(CancellationError)")
    }

    @Test func silencedCancellationHolds() throws {
        // `catch is CancellationError { dataState = .idle }`: thrown, never shown.
        let design = MiniDesign.case1Before.with { $0.silencesCancellation = true }
        #expect(try run(design)[.silentCancellation]?.verdict == .holds)
    }

    @Test func noCancellationIsNotApplicable() throws {
        // The alert screen has no api call, so nothing throws CancellationError.
        let p = try run(AlertScreen(variant: .fine))[.silentCancellation]
        #expect(p?.verdict == .notApplicable)
        #expect(p?.reason == "no CancellationError is ever thrown: no fail answers a cancelled task and no state holds one")
    }

    @Test func storedCancellationErrorCountsAsThrown() throws {
        // A CancellationError caught into a variable but never shown: thrown
        // (the trigger), silent (holds).
        let screen = StaticScreen(elements: [.content(PageList([0]))], lastError: "CancellationError")
        #expect(try run(screen)[.silentCancellation]?.verdict == .holds)
    }

    @Test func immediateThrowInACancelledTaskCountsAsThrown() throws {
        // A system whose note says a cancelled task's call threw at once, and
        // whose screen never shows it: thrown, silent.
        struct ThrowsAtOnce: ScreenSystem {
            var name: String { "ThrowsAtOnce" }
            var initialStates: [Bool] { [false] }
            func forEachSuccessor(of s: Bool, _ emit: (Transition<EventLabel, Bool, StepNote>) -> Void) {
                emit(Transition(label: EventLabel(s ? "cancel" : "load"), target: !s, note: StepNote(threwCancellation: s)))
            }
            func screen(of s: Bool) -> Screen { Screen(isVisible: s, elements: [.blank]) }
            func tasks(of s: Bool) -> [TaskSummary] { [] }
            func callsInFlight(of s: Bool) -> [String] { [] }
            func leakedContinuations(of s: Bool) -> [String] { [] }
            func enumCases(of s: Bool) -> Set<String> { [] }
            var declaredEnumCases: [String] { [] }
            func viewBranches(of s: Bool) -> Set<Int> { [] }
            var declaredViewBranches: [Int: String] { [:] }
            func variables(of s: Bool) -> [(name: String, value: String)] { [] }
        }
        #expect(try run(ThrowsAtOnce())[.silentCancellation]?.verdict == .holds)
    }

    @Test func cancellationErrorInAnyPayloadIsShown() throws {
        // footerError, banner and alert payloads count as much as errorView.
        for element in [ScreenElement.footerError(.cancellationError), .banner(.cancellationError),
                        .alert("failed", .cancellationError), .errorView(.cancellationError)] {
            let p = try run(StaticScreen(elements: [element]))[.silentCancellation]
            #expect(p?.verdict == .violated)
            #expect(p?.trace?.labels == ["load"])
        }
    }

    @Test func droppedContinuationLeaksItsTask() throws {
        // dismiss drops the alert that held the continuation.
        let p = try #require(try run(AlertScreen(variant: .leaks))[.noLeakedTask])
        #expect(p.verdict == .violated)
        #expect(p.trace?.labels == ["load", "dismiss"])
        #expect(p.reason == "a continuation is leaked: retry continuation; its task can never finish")
    }

    @Test func doubleResumeIsALeakViolation() throws {
        // retryTwice resumes the continuation twice (a crash in Swift).
        let p = try #require(try run(AlertScreen(variant: .doubleResume))[.noLeakedTask])
        #expect(p.verdict == .violated)
        #expect(p.trace?.labels == ["load", "retryTwice"])
        #expect(p.trace?.steps.last?.crash == "retry continuation resumed twice")
    }

    @Test func taskThatCanNeverFinishIsALeak() throws {
        // Nothing resumes the continuation: after load no task-free state is reachable.
        let p = try #require(try run(AlertScreen(variant: .stuck))[.noLeakedTask])
        #expect(p.verdict == .violated)
        #expect(p.trace?.labels == ["load"])
        #expect(p.reason.hasSuffix("an action task waiting for a continuation can never finish"))
    }

    @Test func everyTaskFinishingHolds() throws {
        // retry resumes; every request is answered.
        #expect(try run(AlertScreen(variant: .fine))[.noLeakedTask]?.verdict == .holds)
        #expect(try run(MiniDesign.case3)[.noLeakedTask]?.verdict == .holds)
    }
}

@Suite("Standard properties: recovery and coverage")
struct PropertiesRecoveryTests {
    @Test func stuckFromTheStartIsNotRecoverable() throws {
        // The only path leads to a spinner that never goes: the initial state
        // itself cannot reach a settled screen, so the trace is empty.
        let p = try #require(try run(AlertScreen(variant: .stuck))[.recoverable])
        #expect(p.verdict == .violated)
        #expect(p.trace?.labels == [])
    }

    @Test func leakIsNotRecoverableAfterDismiss() throws {
        // Before dismiss, retry still settles; after it, nothing does.
        let p = try #require(try run(AlertScreen(variant: .leaks))[.recoverable])
        #expect(p.verdict == .violated)
        #expect(p.trace?.labels == ["load", "dismiss"])
    }

    @Test func talkDesignsAreRecoverable() throws {
        // Every request is answered, and load / refresh settle again.
        #expect(try run(MiniDesign.case1Before)[.recoverable]?.verdict == .holds)
        #expect(try run(MiniDesign.case3)[.recoverable]?.verdict == .holds)
    }

    @Test func screenWithoutContentOrErrorIsNotApplicable() throws {
        // Nothing to recover to.
        let p = try run(StaticScreen(elements: [.blank]))[.recoverable]
        #expect(p?.verdict == .notApplicable)
        #expect(p?.reason == "no state shows content or errorView")
    }

    @Test func viewBlockDecidesWhetherRecoverableApplies() throws {
        // A view block without content or errorView: not applicable, by the
        // system's own account.
        let without = try run(StaticScreen(elements: [.blank], viewHasContentOrErrorView: false))[.recoverable]
        #expect(without?.verdict == .notApplicable)
        #expect(without?.reason == "the view block has no content and no errorView element")
        // A view block whose content branch is never taken: applicable, and
        // no settled screen with content is ever reachable from the start.
        let unreached = try run(StaticScreen(elements: [.blank], viewHasContentOrErrorView: true))[.recoverable]
        #expect(unreached?.verdict == .violated)
        #expect(unreached?.trace?.labels == [])
    }

    @Test func everyCaseAndBranchReached() throws {
        // Case 3 reaches all eight cases and shows each branch.
        #expect(try run(MiniDesign.case3)[.allCasesReachable]?.verdict == .holds)
    }

    @Test func deadCaseAndBranchAreListed() throws {
        // Dropping pages on failure never enters pagingFailure.
        let design = MiniDesign.case3.with { $0.paging = .droppingPages }
        let p = try #require(try run(design)[.allCasesReachable])
        #expect(p.verdict == .violated)
        #expect(p.missing == ["DataState.pagingFailure", "view branch: case .pagingFailure"])
        #expect(p.trace == nil)  // nothing leads to a case never reached
    }

    @Test func modelWithoutEnumOrBranchIsNotApplicable() throws {
        let p = try run(AlertScreen(variant: .fine))[.allCasesReachable]
        #expect(p?.verdict == .notApplicable)
        #expect(p?.reason == "the model declares no enum case and no view branch")
    }

    @Test func partialExplorationDoesNotInventStuckStates() throws {
        // States past the limit were never expanded: they count as able to
        // reach the goal, so the graph properties do not fail on the cut.
        let r = try check(MiniDesign.case3, properties: ["recoverable", "noLeakedTask"],
                          options: ExplorationOptions(limits: ExplorationLimits(maxStates: 6)))
        // Not violated (no stuck state is invented), and not proven either:
        // a partial exploration leaves every unrefuted verdict unknown.
        #expect(r.limitHit == .maxStates(6))
        #expect(r[.recoverable]?.verdict == .unknown)
        #expect(r[.noLeakedTask]?.verdict == .unknown)
        #expect(r[.recoverable]?.reason == "no violation in the 6 states explored before the exploration stopped")
    }
}
