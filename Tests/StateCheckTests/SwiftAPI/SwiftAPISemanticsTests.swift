import Testing
@testable import StateCheck
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

/// A configurable one-api design to pin the environment semantics down.
private struct Probe: ScreenDesign {
    enum Intent: CaseIterable { case load, spawnTwo }
    enum Pending: Hashable, PageFree { case first, second }

    /// What the code does on a failure.
    enum OnFailure { case stop, retryOnce, retryAlways }

    var onFailure = OnFailure.stop
    var isThrowing = true

    var initialState: Int { 0 }

    func handler(for intent: Intent) -> Handler {
        switch intent {
        case .load: return Handler(.load, .task)
        case .spawnTwo: return Handler(.custom("spawnTwo"), .task)
        }
    }

    func isEnabled(_ intent: Intent, in state: Int) -> Bool { true }

    func start(_ intent: Intent, state: inout Int, task: TaskContext) -> TaskStep<Pending> {
        switch intent {
        case .load:
            if state != 0 { return .done }
            state = 1
            return .call("get", isThrowing: isThrowing, then: .first)
        case .spawnTwo:
            // `Task { await get() }` twice, then its own call.
            guard state == 2 else { return .done }
            state = 3
            return TaskStep.call("get", then: .first)
                .spawning(Request("other", pending: .second))
                .spawning(Request("other", pending: .second))
        }
    }

    func finish(_ pending: Pending, with result: Result<PageList, ErrorValue>, state: inout Int, task: TaskContext) -> TaskStep<Pending> {
        switch result {
        case .success:
            state = 2
            return .done
        case .failure(let error):
            switch onFailure {
            case .stop:
                state = error == .cancellationError ? -2 : -1
                return .done
            case .retryOnce:
                if pending == .first { return .call("get", then: .second) }
                state = error == .cancellationError ? -2 : -1
                return .done
            case .retryAlways:
                return .call("get", then: .first)
            }
        }
    }

    func screen(of state: Int) -> [ScreenElement] { [.mark("\(state)")] }
}

private func successors<D: ScreenDesign>(_ system: SwiftScreenSystem<D>, after events: String) throws -> [(label: String, state: SwiftScreenState<D>)] {
    let replay = try #require(Replay(line: events))
    let walk = try #require(RandomExplorer.replay(replay, in: system))
    #expect(walk.notEnabledAt == nil)
    var out: [(label: String, state: SwiftScreenState<D>)] = []
    system.forEachSuccessor(of: walk.steps.last?.state ?? walk.initial) { out.append(($0.label.description, $0.target)) }
    return out
}

@Suite("Swift API: environment semantics")
struct SwiftAPISemanticsTests {
    @Test func aCancelledCallMayStillSucceedOrFailWithCancellationError() throws {
        let system = SwiftScreenSystem(Probe())
        let next = try successors(system, after: "load, cancel")
        #expect(next.map(\.label) == ["load", "success get", "fail get"])
        #expect(next[1].state.value == 2)
        #expect(next[2].state.value == -2)
        #expect(system.tasks(of: next[0].state) == [TaskSummary(role: .reload, kind: .task, isCancelled: true, waitingFor: .api("get"))])
    }

    @Test func aCancelledTaskCallingAgainFailsAtOnce() throws {
        // fail → retry in a cancelled task: the new call throws CancellationError in the same run.
        let system = SwiftScreenSystem(Probe(onFailure: .retryOnce))
        let next = try successors(system, after: "load, cancel")
        #expect(next.first { $0.label == "fail get" }?.state.value == -2)
        var notes: [StepNote] = []
        let replay = try #require(Replay(line: "load, cancel"))
        let walk = try #require(RandomExplorer.replay(replay, in: system))
        let last = try #require(walk.steps.last?.state)
        system.forEachSuccessor(of: last) { notes.append($0.note) }
        #expect(notes.map(\.threwCancellation) == [false, false, true])
    }

    @Test func aTaskRetryingForeverIsStoppedAndReported() throws {
        let system = SwiftScreenSystem(Probe(onFailure: .retryAlways))
        let next = try successors(system, after: "load, cancel")
        #expect(!next.contains { $0.label == "fail get" })
        // The expansion that stopped the run returns it: the system keeps nothing.
        let replay = try #require(Replay(line: "load, cancel"))
        let walk = try #require(RandomExplorer.replay(replay, in: system))
        let issues = system.expand(try #require(walk.steps.last?.state)) { _ in }
        #expect(issues.filter { if case .failed = $0 { true } else { false } }.count == 1)
    }

    @Test func aNonThrowingCallOnlySucceeds() throws {
        let system = SwiftScreenSystem(Probe(isThrowing: false))
        let next = try successors(system, after: "load")
        #expect(next.map(\.label) == ["cancel", "spawnTwo", "success get"])
    }

    @Test func spawnedTasksAreUnstructuredAndIssueAfterTheirParent() throws {
        let system = SwiftScreenSystem(Probe())
        let after = try successors(system, after: "load, success get").first { $0.label == "spawnTwo" }
        let state = try #require(after?.state)
        #expect(system.tasks(of: state).map(\.kind) == [.task, .unstructured, .unstructured])
        #expect(system.callsInFlight(of: state) == ["get", "other", "other"])
        // The parent's call reserved p1, the spawned ones p2 and p3 (issue order).
        #expect(system.taskDescriptions(of: state).map { $0.contains("→ p1") } == [true, false, false])
        // Answering either spawned task is one transition: tasks are a multiset.
        let answers = try successors(system, after: "load, success get, spawnTwo").filter { $0.label == "success other" }
        #expect(answers.count == 1)
        // Cancelling the view cancels the .task, not the spawned tasks.
        let cancelled = try successors(system, after: "load, success get, spawnTwo, cancel")
        let anyState = try #require(cancelled.first?.state)
        #expect(system.tasks(of: anyState).filter(\.isCancelled).count <= 1)
    }

    @Test func aBoundRefusesTheTransitionAndIsCounted() throws {
        let system = SwiftScreenSystem(Case3Swift.Design())
        let result = try check(system)
        // ×6 (×4 while `page` was enabled whenever the footer showed): the
        // states at three pages with a page pending come in two versions,
        // footer appeared or inserted anew after the view came back.
        #expect(result.boundHits.map(\.description) == ["maxPages: success getPosts ×6"])
    }
}
