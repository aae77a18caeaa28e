import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@_spi(ScreenRuntime) @testable import StateCheckScreens

/// `nonisolated func f() async` in the `.model` language: the caller's
/// `await f()` leaves the main actor, and the function's return reaches the
/// caller on the main actor in a `hop` step of its own (Swift 6 runs a
/// nonisolated async function off the caller's actor). Each test pins a hand count.
@Suite struct NonisolatedSemanticsTests {
    /// A submit guarded by `isSubmitting`, set only after the nonisolated
    /// `encode()` returned. A configuration is (isSubmitting, tasks): H = a
    /// tap's task waiting to return from `encode` to the main actor, S = a
    /// task awaiting `submit`. A tap while `isSubmitting` returns at the
    /// guard in its own step (a self-loop); a tap that would leave a third
    /// task live is refused (maxTasks = 2).
    ///
    /// ```text
    /// 1 F {}     tap→2                      success: —   hop: —
    /// 2 F {H}    tap→3                      hop→4
    /// 3 F {H,H}  (tap refused)              hop→5 (the two tasks equal)
    /// 4 T {S}    tap→4                      success→1
    /// 5 T {H,S}  tap→5   hop→6              success→2
    /// 6 T {S,S}  tap→6                      success→7 (the two tasks equal)
    /// 7 F {S}    tap→8                      success→1
    /// 8 F {S,H}  (tap refused)  hop→6       success→2
    /// ```
    /// Each configuration on screen (V) and off it (I, after `cancel`,
    /// which cancels no unstructured task): 16 states. V: 8 `cancel` + 6
    /// taps + 4 `hop` + 5 `success` = 23; I: 8 `load` + 4 `hop` + 5
    /// `success` = 17; 40 transitions, the tap refused in 2 states. In 6 two
    /// submits are in flight: the second tap landed between the first
    /// tap's call of `encode()` and its return.
    @Test func aNonisolatedCallReturnsInAStepOfItsOwn() throws {
        let (system, result) = try exploreModel(Self.submit(nonisolated: true))
        #expect(system.declaredLabels.contains(EventLabel("hop")))
        #expect(result.stateCount == 16)
        #expect(result.transitionCount == 40)
        #expect(result.boundHits == [BoundHit(bound: "maxTasks", label: EventLabel("tapSubmit"), count: 2)])
        let checked = try check(system, properties: ["singleFlight"])
        #expect(checked.properties.first?.verdict == .violated)
        #expect(checked.properties.first?.trace?.labels == ["load", "tapSubmit", "tapSubmit", "hop", "hop"])
    }

    /// The same `encode()` on the main actor runs in the tap's step: a tap
    /// sets `isSubmitting` before any other event. Configurations F {} and
    /// T {S}: 4 states; V: 2 `cancel` + 2 taps + 1 `success`, I: 2 `load` +
    /// 1 `success`; 8 transitions, and one submit at a time.
    @Test func theSameFunctionOnTheMainActorHasNoRace() throws {
        let (system, result) = try exploreModel(Self.submit(nonisolated: false))
        #expect(!system.declaredLabels.contains(EventLabel("hop")))
        #expect(result.stateCount == 4)
        #expect(result.transitionCount == 8)
        #expect(try check(system, properties: ["singleFlight"]).properties.first?.verdict == .holds)
    }

    /// A nonisolated function runs off the main actor: it cannot change
    /// the model's variables.
    @Test func aNonisolatedFunctionCannotChangeTheState() throws {
        let source = Self.submit(nonisolated: true).replacingOccurrences(of: "async -> Int { 1 }", with: "async -> Int {\n    isSubmitting = true\n    return 1\n}")
        do {
            _ = try ModelSystem.compile(source: source, file: "t.model")
            Issue.record("a nonisolated function that writes the state compiled")
        } catch {
            #expect(error.diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [
                "6:5: cannot assign to 'isSubmitting': 'encode' is 'nonisolated' and runs off the main actor, where the model's variables are not",
            ])
        }
    }

    static func submit(nonisolated: Bool) -> String {
        """
        model Submit
        api submit() nonthrowing
        var isSubmitting: Bool = false
        bound maxTasks = 2
        \(nonisolated ? "nonisolated " : "")func encode() async -> Int { 1 }
        func send() async {
            guard !isSubmitting else { return }
            _ = await encode()
            isSubmitting = true
            await submit()
            isSubmitting = false
        }
        on tapSubmit Task { await send() }
        view { blank }
        """
    }
}
