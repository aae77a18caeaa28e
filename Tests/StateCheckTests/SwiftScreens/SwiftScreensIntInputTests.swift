import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `Stepper(value: $x, in: a...b)` and `Picker` over `Int` tags read as one
/// synchronous event per value the input sets; `Slider` (a `Double`) is an error.
@Suite struct SwiftScreensIntInputTests {
    static let twin = SwiftScreensFixtureTests.fixtures.appendingPathComponent("IntInput/print-options-screen.model").path

    /// PrintOptionsScreen.swift and its twin. States: copies (1, 2, 3) ×
    /// paper (the tags 4, 5) × whether the screen is shown (2) = 12, all
    /// reachable (disappear keeps the values). Transitions: in each of the 6
    /// shown states two Stepper events (to the other two copies) and one
    /// Picker event (to the other tag) are enabled, as an input sets no value
    /// it already holds: 18; plus appear from the 6 hidden states and
    /// disappear from the 6 shown ones: 12; 30 in all.
    @Test func stepperAndIntPickerMatchTheirTwin() throws {
        let s = try SwiftScreensFixtureTests.screen("IntInput", "PrintOptionsScreen")
        #expect(s.model.handlers.map(\.event) == ["setCopies1", "setCopies2", "setCopies3", "setPaper4", "setPaper5"])
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.ofModel(Self.twin)
        #expect(swift == reference)
        #expect(reference.states == 12)
        #expect(reference.transitions == 30)
    }

    /// A Stepper's `step:` picks the values of its range it reaches, a
    /// negative bound names its events `Minus…`.
    @Test func aStepperSetsTheValuesOfItsSteps() throws {
        let (stepped, d1) = try SwiftScreensFixtureTests.translated("IntInput", replacing: "in: 1...3)", with: "in: -2...4, step: 3)")
        #expect(d1 == [], "\(d1.map(\.description))")
        let events = try #require(stepped.first).model.handlers.map(\.event)
        #expect(events.prefix(3) == ["setCopiesMinus2", "setCopies1", "setCopies4"])
    }

    /// Values a design cannot hold, a Stepper without a literal range, a
    /// Picker over an Int without Int tags and a Slider are errors saying what is read.
    @Test(arguments: [
        ("in: 1...3)", "in: 1...100)", "the Stepper sets 17, outside the Ints a design holds (-16...16)"),
        ("in: 1...3)", "in: range)", "a Stepper bound to an Int is read with a closed range of Int literals"),
        (".tag(5)", ".tag(50)", "the Picker sets 50, outside the Ints a design holds (-16...16)"),
        ("Text(\"A4\").tag(4)\n                Text(\"A5\").tag(5)", "Text(\"A4\")", "a Picker bound to an Int is read with the Int literals of its rows' tags"),
        ("Stepper(\"Copies\", value: $copies, in: 1...3)", "Slider(value: $copies)", "a Slider is not understood: it sets a Double"),
    ])
    func anIntInputItCannotReadIsDiagnosed(old: String, new: String, message: String) throws {
        let (_, diagnostics) = try SwiftScreensFixtureTests.translated("IntInput", replacing: old, with: new)
        #expect(diagnostics.contains { $0.message.hasPrefix(message) }, "\(diagnostics.map(\.description))")
    }
}
