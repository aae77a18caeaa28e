import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// Per-row state read from Swift (Golden/SwiftScreens/RowDetails):
/// OrdersModel keeps `details: [Order.ID: Loadable<OrderDetail>]` and
/// `inFlight: Set<Order.ID>`, and each List row's Track button calls
/// `expand(order.id)`. `Order.ID` is the row identities `row1`, `row2`; the
/// dictionary is one optional `Loadable` per row, the set one Bool per row,
/// the Track button one event per row (`tapTrack(row1)`, `tapTrack(row2)`),
/// and the row is kept with its `detail(for:)` request.
@Suite struct SwiftScreensRowStateTests {
    static let folder = SwiftScreensFixtureTests.fixtures.appendingPathComponent("RowDetails")

    static func twin(_ bound: String = "") throws -> ModelSystem {
        var source = try String(contentsOf: folder.appendingPathComponent("orders-screen.model"), encoding: .utf8)
        if !bound.isEmpty { source = source.replacingOccurrences(of: "model OrdersScreen\n", with: "model OrdersScreen\n\(bound)\n") }
        return try ModelSystem.compile(source: source, file: "orders-screen.model")
    }

    @Test func inspectOutputIsGolden() throws {
        let s = try SwiftScreensFixtureTests.screen("RowDetails", "OrdersScreen")
        let text = ScreenInspection.render(s, file: s.file.replacingOccurrences(of: SwiftScreensFixtureTests.fixtures.path + "/", with: "")) + "\n"
        let golden = try String(contentsOf: Self.folder.appendingPathComponent("inspect.txt"), encoding: .utf8)
        #expect(text == golden)
    }

    /// The screen is its `.model` twin (orders-screen.model, written with
    /// `[Row: Loadable]`, `Set<Row>` and `on tapTrack(row)`): equal verdicts,
    /// 3351 states and 25511 transitions (the twin's counts; the per-row
    /// parts alone are derived by hand in RowStateTests). `detail(for:)` is
    /// `nonempty` in the twin because `OrderDetail` is a struct, never an
    /// empty collection.
    @Test func theScreenIsItsModelTwin() throws {
        let s = try SwiftScreensFixtureTests.screen("RowDetails", "OrdersScreen")
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let model = try DesignOutcome.of(Self.twin())
        #expect(swift == model)
        #expect(swift.states == 3351)
        #expect(swift.transitions == 25511)
    }

    /// Loading two rows' details at once is no double request (each row has
    /// its own): singleFlight is violated only by `load()`, which starts a
    /// second `orders()` when the list reappears while the first is still
    /// on its way (it has no guard).
    @Test func twoRowsLoadingAtOnceAreNotADoubleRequest() throws {
        let s = try SwiftScreensFixtureTests.screen("RowDetails", "OrdersScreen")
        let result = try check(ModelSystem.compile(model: s.model, file: s.file), properties: ["singleFlight"])
        let single = try #require(result.properties.first)
        #expect(single.verdict == .violated)
        #expect(single.description.contains("two calls of ordersClientOrders are in flight at once"), "\(single.description)")
    }

    /// `"bounds": {"rows": 1}` in statecheck.json explores one row identity:
    /// the counts are the twin's with `bound rows = 1`.
    @Test func theConfigurationBoundsTheRows() throws {
        var configuration = ScreenConfiguration()
        configuration.bounds["rows"] = 1
        let loaded = SwiftScreenLoader.load(folder: Self.folder.path, configuration: configuration)
        #expect(loaded.diagnostics == [], "\(loaded.diagnostics.map(\.description))")
        let s = try #require(loaded.screens.first { $0.name == "OrdersScreen" })
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let model = try DesignOutcome.of(Self.twin("bound rows = 1"))
        #expect(swift == model)
        #expect(swift.states < 3351)
    }
}
