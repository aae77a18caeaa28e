import Foundation
import Testing
@testable import StateCheckSwift

/// Every shipped design in Models/ has a committed Swift twin: a fixture
/// screen whose verdicts, states and transitions a twin test compares with
/// the `.model`'s (`twinMatchesItsModel` in SwiftScreensFixtureTests and
/// SwiftScreensTwinTests).
@Suite struct SwiftScreensTwinCoverageTests {
    /// The models the twin tests compare against, from their argument lists.
    static let twinnedModels: Set<String> = Set(SwiftScreensFixtureTests.twins.map(\.model) + SwiftScreensTwinTests.twins.map(\.model))

    @Test func everyShippedModelHasASwiftTwin() throws {
        let models = SwiftScreensFixtureTests.package.appendingPathComponent("Models")
        let shipped = try FileManager.default.contentsOfDirectory(atPath: models.path)
            .filter { $0.hasSuffix(".model") }.map { String($0.dropLast(".model".count)) }.sorted()
        #expect(!shipped.isEmpty, "no .model file found in \(models.path)")
        let missing = shipped.filter { !Self.twinnedModels.contains($0) }
        #expect(missing.isEmpty, "shipped models without a Swift twin test: \(missing.joined(separator: ", "))")
    }

    /// A twin names a shipped model: a renamed or removed model leaves no
    /// twin comparing against a file that is gone.
    @Test func everyTwinNamesAShippedModel() {
        let models = SwiftScreensFixtureTests.package.appendingPathComponent("Models")
        let stale = Self.twinnedModels.sorted().filter {
            !FileManager.default.fileExists(atPath: models.appendingPathComponent("\($0).model").path)
        }
        #expect(stale.isEmpty, "twin tests naming no shipped model: \(stale.joined(separator: ", "))")
    }
}
