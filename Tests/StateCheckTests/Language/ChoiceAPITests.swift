import Testing
@testable import StateCheckScreens
@testable import StateCheckLanguage

/// `api next() -> Value nonthrowing choice`: the environment's choice,
/// awaited, not a request. A task the view left and the new one may both
/// wait at it, and `singleFlight` does not count that as a call made twice;
/// the exploration is the same as without `choice`.
@Suite struct ChoiceAPITests {
    /// A `.task` that awaits the choice until it answers empty: `load,
    /// cancel, load` leaves the cancelled task and the new one both waiting.
    static func loop(_ modifiers: String) -> String {
        """
        model Loop
        api next() -> Value\(modifiers)
        on load .task {
            while !(await next()).isEmpty {
            }
        }
        view { blank }
        """
    }

    @Test func aChoiceIsNoCallInFlight() throws {
        let choice = try DesignOutcome.of(ModelSystem.compile(source: Self.loop(" nonthrowing choice"), file: "loop.model"))
        let request = try DesignOutcome.of(ModelSystem.compile(source: Self.loop(" nonthrowing"), file: "loop.model"))
        #expect(choice.states == request.states)
        #expect(choice.transitions == request.transitions)
        #expect(request.verdicts["singleFlight"] == .violated)
        #expect(choice.verdicts["singleFlight"] == .notApplicable)
        var others = choice.verdicts, requestOthers = request.verdicts
        others["singleFlight"] = nil
        requestOthers["singleFlight"] = nil
        #expect(others == requestOthers)
    }

    /// The printer spells it back, so `translate` keeps the meaning.
    @Test func aChoiceIsPrintedBack() throws {
        let source = Self.loop(" nonthrowing choice")
        let (tree, diagnostics) = parseModel(source: source, file: "loop.model")
        #expect(diagnostics == [])
        let model = try #require(tree)
        #expect(ModelPrinter.print(model).text.contains("api next() -> Value nonthrowing choice\n"))
    }
}
