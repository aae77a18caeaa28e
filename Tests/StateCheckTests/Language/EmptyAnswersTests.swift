import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage

/// A collection api may answer empty: `success … empty` delivers a `Value`
/// with no page, unless the api is declared `nonempty`.
@Suite struct EmptyAnswersTests {
    /// A search whose answer may be empty, loaded once (the guard keeps a
    /// second `load` from asking again).
    static func results(_ fact: String) -> String {
        """
        model Results
        api search() -> Value nonthrowing\(fact)
        var isLoading = false
        var results: Value? = nil
        on load .task {
            guard !isLoading, results == nil else { return }
            isLoading = true
            results = await search()
            isLoading = false
        }
        view {
            if let results {
                if results.isEmpty { mark("noResults") } else { content(results) }
            } else {
                spinner
            }
        }
        """
    }

    /// Counts derived by hand. A state is (visible, isLoading, results, the
    /// `.task` task: none, live or cancelled, awaiting `search`).
    /// A (I, idle, nil) --load--> B (V, loading, nil, live).
    /// B --cancel--> C (I, loading, nil, cancelled); B --success--> D (V, [p]);
    /// B --success search empty--> E (V, []).
    /// C --load--> F (V, loading, nil, cancelled: the new task returns at the
    /// guard); C --success--> G (I, [p]); C --success search empty--> H (I, [])
    /// (a `nonthrowing` call is answered as usual in a cancelled task).
    /// F --cancel--> C; F --success--> D; F --success search empty--> E.
    /// D --cancel--> G; E --cancel--> H; G --load--> D and H --load--> E (the
    /// guard: results are not nil). 8 states; 1 + 3 + 3 + 3 + 1 + 1 + 1 + 1 = 14
    /// transitions. Every view branch is taken (spinner in B, content in D,
    /// noResults in E): allCasesReachable holds. E shows `mark("noResults")`,
    /// not content, and nothing loads again from E or H (no refresh, the
    /// guard), so no settled state showing content is reachable from E:
    /// recoverable is violated (`load, success search empty`), a finding
    /// the empty answer adds (with `nonempty` it holds: D is reached).
    @Test func aCollectionAnswerMayBeEmpty() throws {
        let system = try ModelSystem.compile(source: Self.results(""), file: "results.model")
        let outcome = try DesignOutcome.of(system)
        #expect(outcome.states == 8)
        #expect(outcome.transitions == 14)
        #expect(outcome.verdicts["allCasesReachable"] == .holds)
        #expect(outcome.verdicts["recoverable"] == .violated)
        #expect(system.declaredLabels.map(\.description).contains("success search empty"))
    }

    /// The same model with `nonempty`: E and H and every `success search
    /// empty` are gone, 6 states and 14 - 5 = 9 transitions, and the
    /// noResults branch is dead (allCasesReachable violated), as every
    /// shipped model whose api never returns an empty page reads.
    @Test func aNonemptyApiAlwaysAnswersAPage() throws {
        let system = try ModelSystem.compile(source: Self.results(" nonempty"), file: "results.model")
        let outcome = try DesignOutcome.of(system)
        #expect(outcome.states == 6)
        #expect(outcome.transitions == 9)
        #expect(outcome.verdicts["allCasesReachable"] == .violated)
        #expect(outcome.verdicts["recoverable"] == .holds)
        #expect(!system.declaredLabels.map(\.description).contains("success search empty"))
    }

    /// `nonempty` says something only of an api that returns `Value`.
    @Test func nonemptyNeedsAValue() {
        #expect(throws: ModelError.self) {
            try ModelSystem.compile(source: "model M\napi save() nonempty\nview { blank }\n", file: "m.model")
        }
    }

    /// A Reload button (one request at a time) whose answer may be empty.
    /// Content [p] replaced by the empty list of a later request is fresh,
    /// not stale: an empty list is as new as its request, so
    /// noStaleOverwrite holds (it triggers: content [p] becomes []).
    @Test func aFreshEmptyAnswerIsNoStaleOverwrite() throws {
        let source = """
            model Reload
            api fetch() -> Value nonthrowing
            var isLoading = false
            var items: Value? = nil
            on tapReload Task when !isLoading {
                isLoading = true
                items = await fetch()
                isLoading = false
            }
            view {
                if let items { content(items) } else { blank }
                button("Reload", disabled: isLoading)
            }
            """
        let outcome = try DesignOutcome.of(ModelSystem.compile(source: source, file: "reload.model"))
        #expect(outcome.verdicts["noStaleOverwrite"] == .holds)
    }

    /// The reading of an empty list's age: a late empty answer to a request
    /// issued before the newest page shown (token 2 < 3) is older; one issued
    /// after it (4) is not; empty content no answer dated (a list cleared)
    /// is never older; content with pages is as new as its newest page.
    @Test func anEmptyListIsAsNewAsItsRequest() {
        var late = StepNote()
        late.emptyAnswerRequest = 2
        var fresh = StepNote()
        fresh.emptyAnswerRequest = 4
        let shown = PageList([1, 3])
        #expect(!PagingProperties.isFresh(PageList([]), replacing: shown, note: late))
        #expect(PagingProperties.isFresh(PageList([]), replacing: shown, note: fresh))
        #expect(PagingProperties.isFresh(PageList([]), replacing: shown, note: StepNote()))
        #expect(!PagingProperties.isFresh(PageList([2]), replacing: shown, note: StepNote()))
        #expect(PagingProperties.isFresh(PageList([4]), replacing: shown, note: StepNote()))
    }
}
