import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// App-style SwiftUI screens (Golden/SwiftScreens) read as designs: each twin
/// of a `.model` gets its verdicts and exploration size; a screen the
/// translator does not understand gets diagnostics naming each construct.
@Suite struct SwiftScreensFixtureTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = package.appendingPathComponent("Tests/StateCheckTests/Golden/SwiftScreens")

    static func screen(_ folder: String, _ name: String) throws -> TranslatedScreen {
        let loaded = SwiftScreenLoader.load(folder: fixtures.appendingPathComponent(folder).path, configuration: ScreenConfiguration())
        #expect(loaded.diagnostics == [], "\(loaded.diagnostics.map(\.description))")
        return try #require(loaded.screens.first { $0.name == name })
    }

    @Test(arguments: [("ProfileScreen", "ProfileScreen", "case1-after"), ("FeedScreen", "FeedScreen", "case3-paging"),
                      ("ProfileObjectScreen", "ProfileObjectScreen", "case1-after"),
                      ("ProfileObservableScreen", "ProfileObservableScreen", "case1-after")])
    func twinMatchesItsModel(folder: String, name: String, model: String) throws {
        let s = try Self.screen(folder, name)
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.ofModel(Self.package.appendingPathComponent("Models/\(model).model").path)
        #expect(swift == reference)
    }

    /// A view model no view of the folder holds is a screen that shows nothing,
    /// with one `Task` event per non-private async method (`sync`; the private
    /// `reset` is none). Derived by hand: a state is visibility (the runtime's
    /// `load`/`cancel`) × `lastSyncFailed` × {idle, one `sync` task awaiting
    /// `syncInbox`} (the `isSyncing` guard keeps a second `sync` from starting
    /// a request), so 2 × 2 × 2 = 8 states. Transitions per `lastSyncFailed`
    /// value: idle and visible `cancel`, `sync` (2); idle and invisible `load`
    /// (1); syncing and visible `cancel`, `sync` (its task returns at the
    /// guard: a self-loop), `success`, `fail` (4); syncing and invisible
    /// `load`, `success`, `fail` (3, the unstructured task outlives the
    /// disappearance): 10, so 20 in all. Nothing is ever shown, so every
    /// property about what the screen shows is notApplicable; only
    /// `singleFlight` (one request at a time) and `noLeakedTask` (the task
    /// ends) apply, and both hold.
    @Test func aViewModelWithoutAViewIsAScreenThatShowsNothing() throws {
        let s = try Self.screen("InboxModel", "InboxModel")
        #expect(s.model.handlers.map(\.event) == ["sync"])
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(outcome.states == 8)
        #expect(outcome.transitions == 20)
        var expected: [String: Verdict] = [:]
        for p in StandardProperty.allCases { expected[p.rawValue] = .notApplicable }
        expected["singleFlight"] = .holds
        expected["noLeakedTask"] = .holds
        #expect(outcome.verdicts == expected)
    }

    @Test func unsupportedConstructsAreDiagnosed() throws {
        let folder = Self.fixtures.appendingPathComponent("Unsupported")
        let loaded = SwiftScreenLoader.load(folder: folder.path, configuration: ScreenConfiguration())
        #expect(loaded.screens.isEmpty)
        let text = loaded.diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }.joined(separator: "\n") + "\n"
        let golden = try String(contentsOf: folder.appendingPathComponent("diagnostics.txt"), encoding: .utf8)
        #expect(text == golden)
    }

    @Test(arguments: ["ProfileScreen", "FeedScreen", "ProfileObjectScreen"])
    func inspectOutputIsGolden(folder: String) throws {
        let s = try Self.screen(folder, folder)
        let prefix = Self.fixtures.path + "/"
        let text = ScreenInspection.render(s, file: s.file.replacingOccurrences(of: prefix, with: "")) + "\n"
        let golden = try String(contentsOf: Self.fixtures.appendingPathComponent("\(folder)/inspect.txt"), encoding: .utf8)
        #expect(text == golden)
    }
}
