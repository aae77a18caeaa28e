import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// What the Swift front end has no model for — a per-row dictionary read
/// as a whole — is never dropped from the screen's state silently: each is
/// a diagnostic at the property or expression that names the construct and
/// what to write instead, and the screen is not checked. (Per-row
/// dictionaries and sets themselves are read: RowDetails; tuples are read:
/// SwiftScreensTupleTests.)
@Suite struct SwiftScreensUnmodelledTypesTests {
    /// RowProgress: ArrivalsModel's `arrived.keys` (which row comes first is
    /// not decidable over row identities) is named by the row expansion, so
    /// ArrivalsScreen is not checked. ProgressModel's tuples are read, so
    /// ProgressScreen translates and compiles without a diagnostic. The
    /// folder's statecheck.json is strict: every member is read, even those
    /// no view or event of the screen mentions.
    @Test func wholeDictionaryReadsAreDiagnosed() throws {
        let folder = SwiftScreensFixtureTests.fixtures.appendingPathComponent("RowProgress")
        let loaded = SwiftScreenLoader.load(folder: folder.path, configuration: try ScreenConfiguration.lookUp(from: folder.path))
        // Both screens translate; the row expansion, run when a screen is
        // compiled, names 'arrived.keys' of ArrivalsScreen.
        #expect(Set(loaded.screens.map(\.name)) == ["ArrivalsScreen", "ProgressScreen"])
        var diagnostics = loaded.diagnostics
        for screen in loaded.screens {
            do throws(ModelError) { _ = try ModelSystem.compile(model: screen.model, file: screen.file) } catch { diagnostics += error.diagnostics }
        }
        let text = diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }.joined(separator: "\n") + "\n"
        let golden = try String(contentsOf: folder.appendingPathComponent("diagnostics.txt"), encoding: .utf8)
        #expect(text == golden)
    }
}
