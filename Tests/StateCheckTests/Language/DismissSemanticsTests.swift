import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@_spi(ScreenRuntime) @testable import StateCheckScreens

/// `dismiss()` closes the screen for good: the view is invisible from the
/// end of that run on, its `.task` and `.refreshable` tasks are cancelled,
/// and no `load` or user event follows; unstructured tasks run on and their
/// calls are still answered. Each test pins a hand count.
@Suite struct DismissSemanticsTests {
    static let dismissDelete = """
    model DismissDelete
    api deleteItem()
    var deleting = false
    on tapDelete Task when !deleting {
        deleting = true
        do {
            try await deleteItem()
            dismiss()
        } catch {
        }
        deleting = false
    }
    view { button("Delete", disabled: deleting) }
    """

    /// A delete that closes the screen once it succeeds. State = (visible
    /// V/I/X (dismissed), deleting d, the delete task T, a `Task { }`).
    ///
    /// ```text
    /// I - {}    load→V -                                     1
    /// V - {}    cancel→I -   tapDelete→V d {T}               2
    /// V d {T}   cancel→I d {T}   success→X -   fail→V -      3
    /// I d {T}   load→V d {T}     success→X -   fail→I -      3
    /// X - {}    (nothing: no load, no tap)                   0
    /// ```
    /// 5 states, 9 transitions; X has no successor.
    @Test func aDismissedScreenTakesNoFurtherEvent() throws {
        let (system, result) = try exploreModel(Self.dismissDelete)
        #expect(result.stateCount == 5)
        #expect(result.transitionCount == 9)
        let dismissed = result.states.filter { system.isDismissed($0) }
        #expect(dismissed.count == 1)
        for s in dismissed {
            #expect(!s.visible)
            var successors = 0
            system.forEachSuccessor(of: s) { _ in successors += 1 }
            #expect(successors == 0)
        }
        #expect(system.variables(of: dismissed[0]).map(\.name) == ["deleting", "dismissed"])
    }

    /// `dismiss()` cancels the `.task`: a fetch answered after it sees
    /// `Task.isCancelled` (a `fail` throws `CancellationError`), exactly as
    /// after `cancel`, but the screen never loads again. State = (visible
    /// V/I/X, sawCancel s, the `.task` T awaiting `fetchItem`, Tc once
    /// cancelled); maxTasks = 1 refuses a `load` while Tc is still alive.
    ///
    /// ```text
    /// I f {}     load→V f {T}                                              1
    /// V f {T}    cancel→I f {Tc}  tapClose→X f {Tc}  success→V f {}  fail→V f {}   4
    /// I f {Tc}   success→I f {}   fail→I t {}   (load refused)                2
    /// X f {Tc}   success→X f {}   fail→X t {}                              2
    /// V f {}     cancel→I f {}    tapClose→X f {}                          2
    /// I t {}     load→V t {T}                                              1
    /// X f {}     (nothing)                                                 0
    /// X t {}     (nothing)                                                 0
    /// V t {T}    cancel→I t {Tc}  tapClose→X t {Tc}  success→V t {}  fail→V f {}   4
    /// I t {Tc}   success→I t {}   fail→I t {}   (load refused)                2
    /// X t {Tc}   success→X t {}   fail→X t {}                              2
    /// V t {}     cancel→I t {}    tapClose→X t {}                          2
    /// ```
    /// 12 states, 22 transitions, 2 `load` refused.
    @Test func dismissCancelsTheTask() throws {
        let source = """
        model DismissCancels
        api fetchItem()
        var sawCancel = false
        on load .task {
            do { try await fetchItem() } catch { sawCancel = Task.isCancelled }
        }
        on tapClose sync { dismiss() }
        bound maxTasks = 1
        view { blank }
        """
        let (system, result) = try exploreModel(source)
        #expect(result.stateCount == 12)
        #expect(result.transitionCount == 22)
        #expect(result.boundHits == [BoundHit(bound: "maxTasks", label: EventLabel("load"), count: 2)])
        #expect(Set(result.states.filter { system.isDismissed($0) }.map { rendered(system, $0) }) == [
            "sawCancel=false dismissed=true", "sawCancel=true dismissed=true",
        ])
    }

    /// `dismiss()` takes the view away as `cancel` does: the screen's
    /// `on cancel` handlers (its `.onDisappear`) run, with their `when` read
    /// as the run stands after `dismiss()`, and the shown elements'
    /// `on disappear` handlers run. State = (visible V/I/X (dismissed),
    /// closedTwice c, disappeared d, editorClosed e); `on cancel` counts a
    /// second disappearance of the screen in `closedTwice`.
    ///
    /// ```text
    /// I - - -    load→V - - -                               1
    /// V - - -    cancel→I - d e    tapClose→X - d e         2
    /// I - d e    load→V - d e                               1
    /// V - d e    cancel→I c d e    tapClose→X c d e         2
    /// I c d e    load→V c d e                               1
    /// V c d e    cancel→I c d e    tapClose→X c d e         2
    /// X - d e, X c d e   (nothing)                          0
    /// ```
    /// 8 states, 9 transitions. Were the handlers not run on `dismiss()`,
    /// `tapClose` from V - - - would reach X - - - (and no further X).
    @Test func dismissRunsTheDisappearHandlers() throws {
        let source = """
        model DismissDisappears
        var closedTwice = false
        var disappeared = false
        var editorClosed = false
        on cancel sync when disappeared { closedTwice = true }
        on cancel sync { disappeared = true }
        on disappear(mark("editor")) sync { editorClosed = true }
        on tapClose sync { dismiss() }
        view { mark("editor") }
        """
        let (system, result) = try exploreModel(source)
        #expect(result.stateCount == 8)
        #expect(result.transitionCount == 9)
        #expect(Set(result.states.filter { system.isDismissed($0) }.map { rendered(system, $0) }) == [
            "closedTwice=false disappeared=true editorClosed=true dismissed=true",
            "closedTwice=true disappeared=true editorClosed=true dismissed=true",
        ])
    }

    /// `dismiss()` changes the screen: it is an error where code may not
    /// change state (the view, a `when` clause).
    @Test func dismissInTheViewIsAnError() throws {
        let source = """
        model DismissInView
        var x = false
        view { if x { dismiss() } }
        """
        #expect(throws: ModelError.self) { try ModelSystem.compile(source: source, file: "dismiss-in-view.model") }
    }

    /// A model function or api named `dismiss` would never be called by
    /// `dismiss()`, which closes the screen: an error asks to rename it.
    @Test func aModelDismissFunctionIsAnError() throws {
        let source = """
        model OwnDismiss
        var open = true
        func dismiss() { open = false }
        on tapClose sync { dismiss() }
        view { blank }
        """
        do {
            _ = try ModelSystem.compile(source: source, file: "own-dismiss.model")
            Issue.record("a model function named dismiss compiled")
        } catch {
            #expect(error.diagnostics.map(\.message).contains("'dismiss()' closes the screen; the model's own 'dismiss' is never called by it: rename it"))
        }
    }
}
