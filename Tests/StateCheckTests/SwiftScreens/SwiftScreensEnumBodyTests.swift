import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// Methods and computed properties written inside an enum's body read as
/// the same members written in an extension (as in `.model` files).
@Suite struct SwiftScreensEnumBodyTests {
    /// TransactionsScreen with `Loadable`'s extension folded into the enum
    /// body (`isLoading`, `mutating func startLoading()`): the same design as
    /// the fixture, so the twin's verdicts, states and transitions
    /// (Models/case2-before.model).
    @Test func membersInTheEnumBodyReadAsAnExtension() throws {
        let extensionStart = "    case failure(any Error)\n}\n\nextension Loadable {\n"
        let loadable = SwiftScreensFixtureTests.fixtures.appendingPathComponent("TransactionsScreen/Loadable.swift")
        #expect(try String(contentsOf: loadable, encoding: .utf8).contains(extensionStart))
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated(
            "TransactionsScreen", replacing: extensionStart, with: "    case failure(any Error)\n\n")
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first { $0.name == "TransactionsScreen" })
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.ofModel(SwiftScreensFixtureTests.package.appendingPathComponent("Models/case2-before.model").path)
        #expect(swift == reference)
    }
}
