import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@_spi(ScreenRuntime) @testable import StateCheckScreens

/// Task handles in the `.model` language: `Task { }` kept in a variable,
/// `t.cancel()`, `await t.value`; releasing a handle does not cancel its
/// task (Swift's rule). Each test pins a hand count.
@Suite struct TaskHandleSemanticsTests {
    /// A bag that only releases its handle. State = (visible V/I, `task`:
    /// nil, h = the handle of a live task, f = a finished task's handle;
    /// tasks: U = live and referenced by `task`, U- = live, referenced by
    /// nothing). `tapLoad` needs `task == nil`, `tapRelease` a handle;
    /// releasing never cancels, and `cancel` never cancels a `Task { }`.
    /// maxTasks = 2.
    ///
    /// ```text
    /// I nil {}       load→V nil {}                                            1
    /// V nil {}       cancel→I nil {}  tapLoad→V h {U}                         2
    /// V h {U}        cancel→I h {U}  tapRelease→V nil {U-}  success→V f {}    3
    /// I h {U}        load→V h {U}  success→I f {}                             2
    /// V nil {U-}     cancel→I nil {U-}  tapLoad→V h {U-,U}  success→V nil {}  3
    /// V f {}         cancel→I f {}  tapRelease→V nil {}                       2
    /// I f {}         load→V f {}                                              1
    /// I nil {U-}     load→V nil {U-}  success→I nil {}                        2
    /// V h {U-,U}     cancel→I h {U-,U}  tapRelease→V nil {U-,U-}
    ///                success U-→V h {U}  success U→V f {U-}                    4
    /// I h {U-,U}     load→V h {U-,U}  success U-→I h {U}  success U→I f {U-}   3
    /// V nil {U-,U-}  cancel→I nil {U-,U-}  success→V nil {U-}                 2  (tapLoad refused)
    /// V f {U-}       cancel→I f {U-}  tapRelease→V nil {U-}  success→V f {}   3
    /// I f {U-}       load→V f {U-}  success→I f {}                            2
    /// I nil {U-,U-}  load→V nil {U-,U-}  success→I nil {U-}                   2
    /// ```
    /// 14 states, 32 transitions, 1 `tapLoad` refused. No task is ever
    /// cancelled: a released handle leaves its task running.
    @Test func releasingAHandleDoesNotCancelItsTask() throws {
        let (_, result) = try exploreModel(Self.bag(release: "task = nil"))
        #expect(result.stateCount == 14)
        #expect(result.transitionCount == 32)
        #expect(result.boundHits == [BoundHit(bound: "maxTasks", label: EventLabel("tapLoad"), count: 1)])
        #expect(!result.states.contains { $0.tasks.contains(where: \.cancelled) })
    }

    /// The same bag calling `cancel()` first: the same shapes with every
    /// released task cancelled (C- for U-), so the same 14 states and 32
    /// transitions (a nonthrowing call is still answered), and now every
    /// task nothing refers to is a cancelled one.
    @Test func cancellingBeforeReleasingCancelsTheTask() throws {
        let (_, result) = try exploreModel(Self.bag(release: "task?.cancel()\n    task = nil"))
        #expect(result.stateCount == 14)
        #expect(result.transitionCount == 32)
        #expect(result.states.allSatisfy { s in s.tasks.allSatisfy { $0.cancelled == ($0.handle < 0) } })
    }

    static func bag(release: String) -> String {
        """
        model Bag
        api fetch() nonthrowing
        var task: Task<Void, Never>? = nil
        on tapLoad sync when task == nil { task = Task { await fetch() } }
        on tapRelease sync when task != nil {
            \(release)
        }
        bound maxTasks = 2
        view { blank }
        """
    }

    /// `await t.value` waits until the task finishes. The `.task` T keeps
    /// the handle of a `Task { }` W awaiting `ping()`, then awaits it;
    /// `done` is set only after W finished. `cancel` cancels T (not W,
    /// unstructured); a cancelled T still waits for W's value (awaiting a
    /// task is not a cancellation point).
    ///
    /// ```text
    /// I f {}        load→V f {T→W, W}                          1
    /// V f {T→W,W}   cancel→I f {T'→W, W}  success→V t {}       2
    /// I f {T'→W,W}  success→I t {}                             1  (load refused)
    /// V t {}        cancel→I t {}                              1
    /// I t {}        load→V t {T→W, W}                          1
    /// V t {T→W,W}   cancel→I t {T'→W, W}  success→V t {}       2
    /// I t {T'→W,W}  success→I t {}                             1  (load refused)
    /// ```
    /// 7 states, 9 transitions, 2 `load` refused (maxTasks = 2).
    @Test func awaitingAHandleWaitsForItsTask() throws {
        let source = """
        model Join
        api ping() nonthrowing
        var done: Bool = false
        on load .task {
            let worker = Task { await ping() }
            await worker.value
            done = true
        }
        bound maxTasks = 2
        view { blank }
        """
        let (system, result) = try exploreModel(source)
        #expect(result.stateCount == 7)
        #expect(result.transitionCount == 9)
        #expect(result.boundHits == [BoundHit(bound: "maxTasks", label: EventLabel("load"), count: 2)])
        #expect(result.states.contains { s in system.tasks(of: s).contains { $0.waitingFor == .task } })
    }
}
