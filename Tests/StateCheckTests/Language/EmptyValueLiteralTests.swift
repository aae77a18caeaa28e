import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage

/// `[]` is the empty `Value`: a list before its first page, or one cleared
/// by code (`items = []`).
@Suite struct EmptyValueLiteralTests {
    /// Bookmarks that start empty, are filled by Reload (a `Task`, one page
    /// per answer) and emptied by Clear.
    static let bookmarks = """
        model Bookmarks
        api bookmarks() -> Value nonthrowing nonempty
        var isLoading: Bool = false
        var items: Value = []
        on tapReload Task when !isLoading {
            isLoading = true
            items = await bookmarks()
            isLoading = false
        }
        on tapClear sync when !isLoading && !items.isEmpty { items = [] }
        view {
            if isLoading { spinner } else if items.isEmpty { mark("empty") } else { content(items) }
            button("Reload", disabled: isLoading)
            button("Clear", disabled: isLoading || items.isEmpty)
        }
        """

    /// Counts derived by hand. A state is (visible, isLoading, items: [] or
    /// one page, the reload task awaiting `bookmarks`); the `Task` outlives
    /// the view, and a page's token is renamed away, so every one-page list
    /// is the same state.
    /// I0 (I, idle, []) --load--> V0. V0 --cancel--> I0, --tapReload--> V1
    /// (loading, [], awaiting); Clear is disabled (the list is empty).
    /// V1 --cancel--> I1, --success--> V2 (idle, [p]). I1 --load--> V1,
    /// --success--> I2. V2 --cancel--> I2, --tapReload--> V3 (loading, [p]),
    /// --tapClear--> V0 (`items = []`). I2 --load--> V2. V3 --cancel--> I3,
    /// --success--> V2. I3 --load--> V3, --success--> I2.
    /// 8 states; 1 + 2 + 2 + 2 + 3 + 1 + 2 + 2 = 15 transitions.
    @Test func anEmptyListStartsTheScreenAndClearEmptiesIt() throws {
        let system = try ModelSystem.compile(source: Self.bookmarks, file: "Tests/bookmarks.model")
        let result = try check(system, properties: StandardProperty.allCases.map(\.rawValue))
        #expect(result.stateCount == 8)
        #expect(result.transitionCount == 15)
        // The spinner replaces the list while Reload runs: the list disappears.
        let p = try #require(result.properties.first { $0.name == "contentKeptWhileReloading" })
        #expect(p.verdict == .violated)
        #expect(p.trace?.labels == ["load", "tapReload", "success bookmarks", "tapReload"])
        // Clear shows the empty branch again, so every branch is reached.
        #expect(result.properties.first { $0.name == "allCasesReachable" }?.verdict == .holds)
    }

    /// The initial `[]` and a cleared list read as an empty `Value`:
    /// `isEmpty` is true and `count` is 0, and `a + []` is `a`.
    @Test func theEmptyLiteralIsAnEmptyValue() throws {
        let source = """
            model Appending
            api more() -> Value nonthrowing nonempty
            var items: Value = []
            var shown: Int = 0
            on load .task {
                items = await more()
                items = items + []
                shown = items.count
                items += []
            }
            view { if items.isEmpty { mark("empty") } else { content(items) } }
            """
        let system = try ModelSystem.compile(source: source, file: "Tests/appending.model")
        let walk = try #require(RandomExplorer.replay(try Replay(parsing: "load, success more"), in: system))
        #expect(walk.notEnabledAt == nil)
        #expect(system.screen(of: walk.trace.final).description == "content([p1])")
        let start = try #require(RandomExplorer.replay(try Replay(parsing: "load"), in: system))
        #expect(system.screen(of: start.trace.final).description == "mark(\"empty\")")
    }

    /// Only `[]` is an array literal of the language: elements have no model.
    @Test func otherArrayLiteralsAreErrors() throws {
        let source = """
            model Literal
            var items: Value = [1]
            view { content(items) }
            """
        do {
            _ = try ModelSystem.compile(source: source, file: "Tests/literal.model")
            Issue.record("an array literal with elements compiled")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "Tests/literal.model:2:20: error: array literals other than '[]' are not supported in models; 'Value' is the list of pages an api returns",
            ])
        }
    }
}
