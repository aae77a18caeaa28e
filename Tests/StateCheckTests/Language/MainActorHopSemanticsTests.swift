import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@_spi(ScreenRuntime) @testable import StateCheckScreens

/// `Task.detached { }`: its body runs off the main actor, so what it does
/// to the screen happens in a step of its own (`hop`), and a second tap
/// can land between the spawn and the body. Pinned by a hand count.
@Suite struct MainActorHopSemanticsTests {
    /// State = (visible V/I, taps, saved, d = detached bodies waiting to
    /// hop; they are alike, so either hop reaches one state). `tapSave`
    /// (while taps < 2) counts a tap and spawns a detached task that
    /// copies `taps` into `saved` when it reaches the main actor.
    ///
    /// ```text
    /// I 0 0 d0   load→V 0 0 d0                              1
    /// V 0 0 d0   cancel→I 0 0 d0  tapSave→V 1 0 d1          2
    /// V 1 0 d1   cancel→I 1 0 d1  tapSave→V 2 0 d2  hop→V 1 1 d0   3
    /// I 1 0 d1   load→V 1 0 d1  hop→I 1 1 d0                2
    /// V 2 0 d2   cancel→I 2 0 d2  hop→V 2 2 d1              2
    /// V 1 1 d0   cancel→I 1 1 d0  tapSave→V 2 1 d1          2
    /// I 1 1 d0   load→V 1 1 d0                              1
    /// I 2 0 d2   load→V 2 0 d2  hop→I 2 2 d1                2
    /// V 2 2 d1   cancel→I 2 2 d1  hop→V 2 2 d0              2
    /// V 2 1 d1   cancel→I 2 1 d1  hop→V 2 2 d0              2
    /// I 2 2 d1   load→V 2 2 d1  hop→I 2 2 d0                2
    /// V 2 2 d0   cancel→I 2 2 d0                            1
    /// I 2 1 d1   load→V 2 1 d1  hop→I 2 2 d0                2
    /// I 2 2 d0   load→V 2 2 d0                              1
    /// ```
    /// 14 states, 25 transitions. saved = 1 only when the first body ran
    /// before the second tap; tap, tap, hop gives saved = 2 at once.
    @Test func aDetachedBodyReachesTheMainActorInAStepOfItsOwn() throws {
        let source = Self.detached
        let (system, result) = try exploreModel(source)
        #expect(result.stateCount == 14)
        #expect(result.transitionCount == 25)
        #expect(system.declaredLabels.contains(EventLabel("hop")))
        #expect(Set(result.states.map { rendered(system, $0) }) == [
            "taps=0 saved=0", "taps=1 saved=0", "taps=2 saved=0", "taps=1 saved=1", "taps=2 saved=1", "taps=2 saved=2",
        ])
    }

    /// `await MainActor.run { body }` in a task is the same step: the task
    /// reaches the main actor in a `hop` of its own, then runs the body. A
    /// `Task { }` whose body is that call is the detached task above (neither
    /// inherits cancellation here): the same 14 states and 25 transitions.
    @Test func aMainActorRunIsTheSameHopAsADetachedBody() throws {
        let source = Self.detached.replacingOccurrences(
            of: "Task.detached { saved = taps }",
            with: "Task { await MainActor.run { saved = taps } }")
        #expect(source != Self.detached)
        let (system, result) = try exploreModel(source)
        #expect(result.stateCount == 14)
        #expect(result.transitionCount == 25)
        #expect(system.declaredLabels.contains(EventLabel("hop")))
    }

    /// Outside async code the hop cannot wait: a synchronous handler's
    /// `await MainActor.run { }` is an error naming why.
    @Test func aMainActorRunInSyncCodeIsAnError() {
        let source = Self.detached.replacingOccurrences(
            of: "Task.detached { saved = taps }",
            with: "await MainActor.run { saved = taps }")
        #expect(source != Self.detached)
        #expect(throws: (any Error).self) { _ = try ModelSystem.compile(source: source, file: "test.model") }
        do {
            _ = try ModelSystem.compile(source: source, file: "test.model")
        } catch {
            #expect("\(error)".contains("6:5: error: 'MainActor.run' is async: 'await' cannot be used in a 'sync' handler; declare it 'on tapSave Task' or spawn 'Task { }'"), "\(error)")
        }
    }

    static let detached = """
        model Detached
        var taps: Int = 0
        var saved: Int = 0
        on tapSave sync when taps < 2 {
            taps += 1
            Task.detached { saved = taps }
        }
        bound maxTasks = 2
        view { blank }
        """
}
