import Foundation
import Testing
@testable import StateCheckSwift

/// Stored properties whose type the Swift front end has no model for — a
/// dictionary of per-row loading states, a `Set` of ids in flight — and
/// tuples are never dropped from the screen's state silently: each is a
/// diagnostic at the property or expression that names the type and what
/// to write instead, and the screen is not checked.
@Suite struct SwiftScreensUnmodelledTypesTests {
    /// RowDetails: OrdersModel's `details` (`[Order.ID: Loadable<OrderDetail>]`)
    /// and `inFlight` (`Set<Order.ID>`), its tuple-returning helpers and the
    /// `let (loaded, failed) = …` destructuring are each named; OrdersScreen
    /// holds the model, so neither OrdersScreen nor OrdersModel is checked.
    @Test func dictionariesSetsAndTuplesAreDiagnosed() throws {
        let folder = SwiftScreensFixtureTests.fixtures.appendingPathComponent("RowDetails")
        let loaded = SwiftScreenLoader.load(folder: folder.path, configuration: ScreenConfiguration())
        #expect(loaded.screens.map(\.name) == [])
        let text = loaded.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }.joined(separator: "\n") + "\n"
        let golden = try String(contentsOf: folder.appendingPathComponent("diagnostics.txt"), encoding: .utf8)
        #expect(text == golden)
    }
}
