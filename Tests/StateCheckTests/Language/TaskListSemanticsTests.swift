import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@_spi(ScreenRuntime) @testable import StateCheckScreens

/// Bags of task handles in the `.model` language: `[Task<Void, Never>]`
/// with `append`, `removeAll()`, `forEach { $0.cancel() }`, `for t in tasks`,
/// `count` and `isEmpty`; emptying the bag releases its handles and cancels
/// nothing (Swift's rule). Each test pins a hand count.
@Suite struct TaskListSemanticsTests {
    /// A bag that only empties itself. A configuration is (bag, live tasks):
    /// h = the handle of a live task, f = a finished task's handle; U = a
    /// live task the bag refers to, U- = a live task nothing refers to.
    /// `tapLoad` appends (refused when the bag holds 2 handles, or when a
    /// third task would be live: maxTasks = 2), `tapRelease` empties a
    /// non-empty bag, a task's `success` finishes it.
    ///
    /// ```text
    ///  1 [] {}          tapLoad→2                                         success: 0
    ///  2 [h] {U}        tapLoad→3  tapRelease→4  success→5                         1
    ///  3 [h,h] {U,U}    (tapLoad refused)  tapRelease→8  success→7, success→9      2
    ///  4 [] {U-}        tapLoad→6  success→1                                       1
    ///  5 [f] {}         tapLoad→7  tapRelease→1                                    0
    ///  6 [h] {U-,U}     (tapLoad refused: 3 live)  tapRelease→8  success→2, →10    2
    ///  7 [f,h] {U}      (tapLoad refused)  tapRelease→4  success→11                1
    ///  8 [] {U-,U-}     (tapLoad refused: 3 live)  success→4 (the two tasks equal) 1
    ///  9 [h,f] {U}      (tapLoad refused)  tapRelease→4  success→11                1
    /// 10 [f] {U-}       tapLoad→12  tapRelease→4  success→5                        1
    /// 11 [f,f] {}       (tapLoad refused)  tapRelease→1                            0
    /// 12 [f,h] {U-,U}   (tapLoad refused)  tapRelease→8  success→7, →13            2
    /// 13 [f,f] {U-}     (tapLoad refused)  tapRelease→4  success→11                1
    /// ```
    /// Each configuration is a state on screen (V) and off it (I, after
    /// `cancel`, which cancels no unstructured task): 26 states. V: 13
    /// `cancel` + 5 `tapLoad` + 10 `tapRelease` + 13 `success` = 41; I: 13
    /// `load` + 13 `success` = 26; 67 transitions. `tapLoad` is refused in 8
    /// states (3, 6, 7, 8, 9, 11, 12, 13 on screen). No task is ever cancelled.
    @Test func emptyingABagDoesNotCancelItsTasks() throws {
        let (_, result) = try exploreModel(Self.bag(release: "tasks.removeAll()"))
        #expect(result.stateCount == 26)
        #expect(result.transitionCount == 67)
        #expect(result.boundHits == [BoundHit(bound: "maxTasks", label: EventLabel("tapLoad"), count: 8)])
        #expect(!result.states.contains { $0.tasks.contains(where: \.cancelled) })
    }

    /// The same bag cancelling each handle before it empties itself: the
    /// same 13 configurations with every released task cancelled (a
    /// nonthrowing call is still answered), so the same 26 states and 67
    /// transitions, and now exactly the tasks nothing refers to are cancelled.
    @Test func cancellingEachHandleFirstCancelsTheReleasedTasks() throws {
        let (_, result) = try exploreModel(Self.bag(release: "tasks.forEach { $0.cancel() }\n    tasks.removeAll()"))
        #expect(result.stateCount == 26)
        #expect(result.transitionCount == 67)
        #expect(result.boundHits == [BoundHit(bound: "maxTasks", label: EventLabel("tapLoad"), count: 8)])
        #expect(result.states.allSatisfy { s in s.tasks.allSatisfy { $0.cancelled == ($0.handle < 0) } })
        #expect(result.states.contains { $0.tasks.contains(where: \.cancelled) })
    }

    /// `for t in tasks { t.cancel() }` and a named closure parameter are the
    /// same loop as `forEach { $0.cancel() }`: the same counts.
    @Test(arguments: ["for t in tasks { t.cancel() }", "tasks.forEach { task in task.cancel() }"])
    func aLoopOverTheBagCancelsEachHandle(_ loop: String) throws {
        let (_, result) = try exploreModel(Self.bag(release: "\(loop)\n    tasks.removeAll()"))
        #expect(result.stateCount == 26)
        #expect(result.transitionCount == 67)
        #expect(result.states.allSatisfy { s in s.tasks.allSatisfy { $0.cancelled == ($0.handle < 0) } })
    }

    /// A `Set<Task<Void, Never>>` with `insert` is the same bag, in insertion
    /// order, and `count > 0` is `!isEmpty`: the same 26 states and 67 transitions.
    @Test func aSetOfHandlesIsTheSameBag() throws {
        let source = Self.bag(release: "tasks.removeAll()")
            .replacingOccurrences(of: "var tasks: [Task<Void, Never>] = []", with: "var tasks: Set<Task<Void, Never>> = []")
            .replacingOccurrences(of: "tasks.append(", with: "tasks.insert(")
            .replacingOccurrences(of: "when !tasks.isEmpty", with: "when tasks.count > 0")
        let (_, result) = try exploreModel(source)
        #expect(result.stateCount == 26)
        #expect(result.transitionCount == 67)
    }

    /// Traces show a bag by its handles: a finished task's as `<finished task>`.
    @Test func aBagIsDescribedByItsHandles() throws {
        let (system, result) = try exploreModel(Self.bag(release: "tasks.removeAll()"))
        let shown = Set(result.states.flatMap { s in system.variables(of: s).filter { $0.0 == "tasks" }.map(\.1) })
        #expect(shown.contains("[<finished task>, <task t0>]"))
        #expect(shown.contains("[]"))
    }

    /// A bag offers no member but its size: `first` is an error naming what it has.
    @Test func aBagHasNoOtherMembers() throws {
        let source = """
            model T
            var tasks: [Task<Void, Never>] = []
            on tapLoad sync when tasks.first == nil { tasks.append(Task { }) }
            view { if tasks.isEmpty { blank } }
            """
        do {
            _ = try ModelSystem.compile(source: source, file: "t.model")
            Issue.record("a bag's unknown member compiled")
        } catch {
            #expect(error.diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [
                "3:22: a bag of task handles has 'count', 'isEmpty', 'append(_:)', 'insert(_:)', 'removeAll()' and 'forEach { $0.cancel() }'; there is no 'first'",
            ])
        }
    }

    static func bag(release: String) -> String {
        """
        model Bag
        api fetch() nonthrowing
        var tasks: [Task<Void, Never>] = []
        on tapLoad sync { tasks.append(Task { await fetch() }) }
        on tapRelease sync when !tasks.isEmpty {
            \(release)
        }
        bound maxTasks = 2
        view { blank }
        """
    }
}
