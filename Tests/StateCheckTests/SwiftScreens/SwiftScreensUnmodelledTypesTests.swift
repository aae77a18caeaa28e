import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// What the Swift front end has no model for — tuples, a per-row
/// dictionary read as a whole — is never dropped from the screen's state
/// silently: each is a diagnostic at the property or expression that names
/// the construct and what to write instead, and the screen is not checked.
/// (Per-row dictionaries and sets themselves are read: RowDetails.)
@Suite struct SwiftScreensUnmodelledTypesTests {
    /// RowProgress: ProgressModel's tuple-returning helpers, the
    /// `let (loaded, failed) = …` destructuring and `.0` are each named;
    /// ArrivalsModel's `arrived.keys` (which row comes first is not
    /// decidable over row identities) is named by the row expansion.
    /// Neither screen is checked.
    @Test func tuplesAndWholeDictionaryReadsAreDiagnosed() throws {
        let folder = SwiftScreensFixtureTests.fixtures.appendingPathComponent("RowProgress")
        let loaded = SwiftScreenLoader.load(folder: folder.path, configuration: ScreenConfiguration())
        // ArrivalsScreen translates; the row expansion, run when it is
        // compiled, names 'arrived.keys', so it is not checked either.
        #expect(loaded.screens.map(\.name) == ["ArrivalsScreen"])
        var diagnostics = loaded.diagnostics
        for screen in loaded.screens {
            do throws(ModelError) { _ = try ModelSystem.compile(model: screen.model, file: screen.file) } catch { diagnostics += error.diagnostics }
        }
        let text = diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }.joined(separator: "\n") + "\n"
        let golden = try String(contentsOf: folder.appendingPathComponent("diagnostics.txt"), encoding: .utf8)
        #expect(text == golden)
    }
}
