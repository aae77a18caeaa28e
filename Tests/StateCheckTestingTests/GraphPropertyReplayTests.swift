import Foundation
import StateCheck
import StateCheckTesting
import Testing

/// UserScreen whose failed load forgets to leave `initialLoading`: after
/// `load, fail getUser` the spinner stays, no task runs, and the guard drops
/// every later `load`, so no settled screen with content or an error view is
/// reachable again (recoverable is violated from that state).
struct StuckSpinnerScreen: ScreenDesign {
    typealias State = DataState<PageList, ErrorValue>
    enum Intent: CaseIterable { case appear }
    enum Pending: Hashable, PageFree { case fetchUser }

    var initialState: State { .idle }

    func handler(for intent: Intent) -> Handler { Handler(.load, .task) }

    func start(_ intent: Intent, state: inout State, task: TaskContext) -> TaskStep<Pending> {
        if state.isLoading { return .done }
        state.startLoading()
        return .call("getUser", then: .fetchUser)
    }

    func finish(_ pending: Pending, with result: Result<PageList, ErrorValue>, state: inout State, task: TaskContext) -> TaskStep<Pending> {
        if case .success(let user) = result { state = .success(user) }
        return .done
    }

    func screen(of state: State) -> [ScreenElement] {
        switch state {
        case .idle: return [.blank]
        case .initialLoading: return [.blank, .spinner]
        case .reLoading(let user), .success(let user): return [.content(user)]
        case .failure(let error): return [.errorView(error)]
        }
    }
}

@Suite("The replay line of a graph property fails again")
struct GraphPropertyReplayTests {
    @Test func theReplayLineOfARecoverableFailureReproducesIt() throws {
        let failures = FailureCapture.collect { assertScreen(StuckSpinnerScreen(), expect: [.recoverable: .holds]) }
        let failure = try #require(failures.count == 1 ? failures.first : nil)
        let line = try #require(failure.message.split(separator: "\n").last.map(String.init))
        // The shortest trace to the stuck state: the load, then its failure.
        #expect(line == "Replay: assertRandomWalks(StuckSpinnerScreen(), properties: [\"recoverable\"], replay: \"load, fail getUser\")")
        // Pasted: the walk ends in the stuck state, from which recoverable is checked.
        let again = FailureCapture.collect {
            assertRandomWalks(StuckSpinnerScreen(), properties: ["recoverable"], replay: "load, fail getUser")
        }
        #expect(again.count == 1)
        #expect(again.first?.message.hasPrefix("recoverable: violated by a replayed walk, from the state it ends in\n") == true)
        // The same replay line, with the seed every assertRandomWalks line names (the default, 0).
        #expect(again.first?.message.hasSuffix("\nReplay: assertRandomWalks(StuckSpinnerScreen(), properties: [\"recoverable\"], seed: 0, replay: \"load, fail getUser\")\n") == true)
        // One step short, the stuck state is one event (the failure) after the end.
        let shorter = FailureCapture.collect {
            assertRandomWalks(StuckSpinnerScreen(), properties: ["recoverable"], replay: "load")
        }
        #expect(shorter.count == 1)
        #expect(shorter.first?.message.hasPrefix("recoverable: violated by a replayed walk, 1 event after it ends\n") == true)
    }

    /// Without `properties`, a replay checks invariants and step properties
    /// only, as random walks do.
    @Test func graphPropertiesAreCheckedOnlyWhenNamed() {
        let failures = FailureCapture.collect {
            assertRandomWalks(StuckSpinnerScreen(), properties: ["noDoubleSpinner"], replay: "load, fail getUser")
        }
        #expect(failures.isEmpty)
    }
}
