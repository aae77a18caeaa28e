import Testing
@_spi(ScreenRuntime) @testable import StateCheckScreens

/// The rules of the shared screen environment, one by one (both front ends
/// are pinned against each other by the differential tests).
@Suite struct ScreenRuntimeTests {
    @Test func loadShowsTheViewCancelHidesItOtherEventsKeepIt() {
        #expect(EnvironmentEvent.load.visibility(after: false))
        #expect(!EnvironmentEvent.cancel.visibility(after: true))
        for event in [EnvironmentEvent.refresh, .page, .custom("tapRetry")] {
            #expect(event.visibility(after: true))
            #expect(!event.visibility(after: false))
        }
    }

    @Test func cancelCancelsTaskAndRefreshableTasksOnly() {
        #expect(EnvironmentEvent.cancel.cancels(.task))
        #expect(EnvironmentEvent.cancel.cancels(.refreshable))
        #expect(!EnvironmentEvent.cancel.cancels(.unstructured))
        for event in [EnvironmentEvent.load, .refresh, .page, .custom("tapRetry")] {
            #expect(!event.cancels(.task))
        }
    }

    @Test func standardEventsAreNamedAndCustomEventsKeepTheirName() {
        for event in [EnvironmentEvent.load, .cancel, .refresh, .page] {
            #expect(EnvironmentEvent(name: event.name) == event)
        }
        #expect(EnvironmentEvent(name: "tapRetry") == .custom("tapRetry"))
    }

    /// A tap needs the handler whose `when` clause says its element is shown, and
    /// a pull needs a shown `.refreshable` view; the view appearing, disappearing
    /// and the footer being reached happen with no handler at all.
    @Test func tapsAndPullsNeedAHandlerLifecycleEventsDoNot() {
        #expect(EnvironmentEvent.custom("tapRetry").needsAHandler)
        #expect(EnvironmentEvent.refresh.needsAHandler)
        for event in [EnvironmentEvent.load, .cancel, .page] {
            #expect(!event.needsAHandler)
        }
    }

    @Test func customEventsAreOfferedInOrderOfTheirFirstHandler() {
        let events = ScreenEvents(handlerEvents: [.load, .custom("b"), .page, .custom("a"), .custom("b"), .load])
        #expect(events.custom == ["b", "a"])
        #expect(!events.hasRefresh)
        #expect(events.hasPage)
        #expect(events.labels.map(\.description) == ["load", "cancel", "page", "b", "a"])
    }

    @Test func aFailedCallThrowsCancellationToACancelledTaskAndSuccessStillDeliversThePage() {
        #expect(CallAnswer(success: true, token: 3, cancelled: true) == .success(token: 3))
        #expect(CallAnswer(success: true, token: nil, cancelled: false) == .success(token: nil))
        #expect(CallAnswer(success: false, token: 3, cancelled: true) == .failure(.cancellationError))
        #expect(CallAnswer(success: false, token: 3, cancelled: false) == .failure(.urlError))
    }

    @Test func aCancelledTasksThrowingCallThrowsAtOnceAndReservesNoPage() {
        var next = 4
        #expect(CallIssue.issue(isThrowing: true, returnsValue: true, cancelled: true, nextToken: &next) == .throwsCancellation)
        #expect(next == 4)
        #expect(CallIssue.issue(isThrowing: false, returnsValue: true, cancelled: true, nextToken: &next) == .suspends(token: 4))
        #expect(next == 5)
        #expect(CallIssue.issue(isThrowing: true, returnsValue: false, cancelled: false, nextToken: &next) == .suspends(token: nil))
        #expect(next == 5)
    }

    @Test func tokensAreRenamedDenselyInIssueOrder() {
        let renaming = PageTokenRenaming(collected: [9, 3, 5, 3])
        #expect(renaming.tokens == [3, 5, 9])
        #expect(!renaming.isIdentity)
        #expect([3, 5, 9].map(renaming.canonical) == [1, 2, 3])
        let identity = PageTokenRenaming(collected: [2, 1, 2])
        #expect(identity.isIdentity)
        #expect(identity.count == 2)
    }

    @Test func survivingPagesKeepTheirNamesAndNewPagesAreNamedAboveEveryName() {
        // The source holds tokens 1 and 2, named p2 and p4; the run dropped
        // token 1 and issued 3 and 4.
        let source = PageNames(PageTokenRenaming(collected: [2, 4]), source: PageNames(), sourceTokenCount: 4)
        #expect((1...2).map(source.name) == [2, 4])
        let next = PageNames(PageTokenRenaming(collected: [2, 3, 4]), source: source, sourceTokenCount: 2)
        #expect((1...3).map(next.name) == [4, 5, 6])
        #expect(next.maxName(tokenCount: 3) == 6)
        let unchanged = PageNames(PageTokenRenaming(collected: [1, 2]), source: PageNames(), sourceTokenCount: 2)
        #expect(unchanged.isIdentity)
        #expect(unchanged.maxName(tokenCount: 2) == 2)
    }

    @Test func theMainActorRunsJobsFirstInFirstOut() {
        var queue = MainActorQueue<String>()
        queue.enqueue("load")
        queue.enqueue("sync")
        #expect(queue.next() == "load")
        queue.enqueue("spawned")
        #expect(queue.next() == "sync")
        #expect(queue.next() == "spawned")
        #expect(queue.next() == nil)
        queue.enqueue("queued")
        queue.dropQueued()
        #expect(queue.next() == nil)
    }

    @Test func theScreenIsEmptyWhileInvisibleAndShowsTheRefreshSpinnerWhileRefreshing() {
        #expect(ScreenRuntime.screen(isVisible: false, hasRefreshableTask: true) { [.spinner] } == .invisible)
        let screen = ScreenRuntime.screen(isVisible: true, hasRefreshableTask: true) { [.spinner] }
        #expect(screen.elements == [.spinner, .refreshSpinner])
    }
}
