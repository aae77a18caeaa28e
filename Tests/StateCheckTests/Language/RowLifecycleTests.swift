import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@_spi(ScreenRuntime) @testable import StateCheckScreens

/// A lazy list's rows appearing and disappearing: `on appearRow(row) .task`
/// (a row's `.task`), `on appearRow(row) sync` (`.onAppear`) and
/// `on disappearRow(row) sync` (`.onDisappear`). The user scrolls a row into
/// view (`appearRow(row1)`, enabled while the screen shows `content` and
/// the row is not on screen) and out (`disappearRow(row1)`); the row's
/// `.task` is cancelled as it leaves. Each test pins a hand count.
@Suite struct RowLifecycleTests {
    static let rowTask = """
    model RowTask
    api thumbnail(for: Row) nonthrowing
    bound rows = 1
    bound maxTasks = 1
    var items: Value = []
    on appearRow(row) .task { await thumbnail(for: row) }
    view { content(items) }
    """

    /// One row. State = (visible V/I, row on screen on/off, the row's
    /// `.task` T, Tc once cancelled); maxTasks = 1 refuses a run that ends
    /// with a second task alive.
    ///
    /// ```text
    /// I off {}     load→V off {}                                         1
    /// V off {}     cancel→I off {}   appearRow→V on {T}                  2
    /// V on {T}     cancel→I on {Tc}  disappearRow→V off {Tc}  success→V on {}   3
    /// I on {Tc}    success→I on {}   (load refused: T again beside Tc)   1
    /// V off {Tc}   cancel→I off {Tc} success→V off {}  (appearRow refused)      2
    /// V on {}      cancel→I on {}    disappearRow→V off {}               2
    /// I on {}      load→V on {T}  (the row is still on screen: its .task starts again)  1
    /// I off {Tc}   load→V off {Tc}   success→I off {}                    2
    /// ```
    /// 8 states, 14 transitions, 2 refused (a `load` and an `appearRow(row1)`).
    @Test func aRowsTaskStartsAsItAppearsAndIsCancelledAsItLeaves() throws {
        let (system, result) = try exploreModel(Self.rowTask)
        #expect(result.stateCount == 8)
        #expect(result.transitionCount == 14)
        #expect(Set(result.boundHits.map(\.label.description)) == ["load", "appearRow(row1)"])
        #expect(result.boundHits.map(\.count).reduce(0, +) == 2)
        let labels = Set(edges(system, result).map(\.label.description))
        #expect(labels.isSuperset(of: ["appearRow(row1)", "disappearRow(row1)"]))
    }

    /// The rows are gone with the list: a run that stops drawing `content`
    /// takes every row off screen (its `.onDisappear` runs, its `.task` is
    /// cancelled), and a row appears only while `content` is drawn.
    /// State = (visible V/I, showing s, row on screen r, gone g: the row's
    /// `.onDisappear` ran).
    ///
    /// ```text
    /// I s - -   load→V s - -                                    1
    /// V s - -   cancel→I s - -   appearRow→V s r -   tapHide→V - - -   3
    /// V s r -   cancel→I s r g   disappearRow→V s - g   tapHide→V - - g   3
    /// V - - -   cancel→I - - -   (no appearRow: no content)     1
    /// I s r g   load→V s r g                                    1
    /// V s - g   cancel→I s - g   appearRow→V s r g   tapHide→V - - g   3
    /// V - - g   cancel→I - - g                                  1
    /// I - - -   load→V - - -                                    1
    /// V s r g   cancel→I s r g   disappearRow→V s - g   tapHide→V - - g   3
    /// I s - g   load→V s - g                                    1
    /// I - - g   load→V - - g                                    1
    /// ```
    /// 11 states, 19 transitions.
    @Test func theRowsLeaveWithTheList() throws {
        let source = """
        model RowsGoWithTheList
        bound rows = 1
        var showing = true
        var gone = false
        var items: Value = []
        on appearRow(row) sync { }
        on disappearRow(row) sync { gone = true }
        on tapHide sync when showing { showing = false }
        view { if showing { content(items) } else { blank } }
        """
        let (system, result) = try exploreModel(source)
        #expect(result.stateCount == 11)
        #expect(result.transitionCount == 19)
        // The hidden entry is reset once the list is gone.
        #expect(!result.states.contains { rendered(system, $0).contains("showing=false") && rendered(system, $0).contains("rowsOnScreen[row1]=true") })
    }

    /// What is not read is an error naming the handler.
    @Test func misuseIsAnError() throws {
        let cases: [(String, String)] = [
            ("on appearRow sync { }", "'appearRow' is a row scrolling into view, one event per row: write 'on appearRow(row) …', the row being 'row' in the body"),
            ("on appearRow(row) sync when items.isEmpty { }", "a row's 'appearRow' handler cannot have a 'when' condition: SwiftUI runs it whenever the row scrolls into view"),
            ("on disappearRow(row) .task { }", "'on disappearRow(…)' is 'sync' or 'Task', not '.task'"),
            ("on appearRow(row) .task(id: items) { }", "a row's '.task(id:)' is its '.task': a row's id never changes, so the task restarts only as the row scrolls back into view; write 'on appearRow(row) .task { … }'"),
        ]
        for (handler, message) in cases {
            let source = "model Misuse\nvar items: Value = []\n\(handler)\nview { content(items) }\n"
            do {
                _ = try ModelSystem.compile(source: source, file: "misuse.model")
                Issue.record("compiled: \(handler)")
            } catch {
                #expect(error.diagnostics.map(\.message).contains(message), "\(error.diagnostics.map(\.message))")
            }
        }
    }
}
