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
                      ("ProfileObservableScreen", "ProfileObservableScreen", "case1-after"),
                      ("FeedModelScreen", "FeedModelScreen", "case3-paging")])
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

    /// The fixture's files read from memory, with `holder` written in place of the view's property.
    static func translated(_ folder: String, replacing old: String, with holder: String) throws -> (screens: [TranslatedScreen], diagnostics: [Diagnostic]) {
        let dir = fixtures.appendingPathComponent(folder).path
        var files: [SwiftSourceFile] = []
        for path in SwiftScreenLoader.swiftFiles(in: dir) {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            files.append(SwiftParser.parse(text.replacingOccurrences(of: old, with: holder), file: path))
        }
        return ScreenTranslator(module: SwiftModule(files: files)).translate()
    }

    /// Every way a view holds its view model reads the same design.
    @Test(arguments: [("ProfileObjectScreen", "@StateObject private var model = ProfileModel()", "@ObservedObject var model: ProfileModel"),
                      ("ProfileObservableScreen", "@State private var model = ProfileModel()", "@Bindable var model: ProfileModel"),
                      ("ProfileObservableScreen", "@State private var model = ProfileModel()", "let model: ProfileModel")])
    func everyViewModelHolderReadsTheSameDesign(folder: String, old: String, holder: String) throws {
        let (screens, diagnostics) = try Self.translated(folder, replacing: old, with: holder)
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first { $0.name == folder })
        #expect(screens.count == 1)
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.ofModel(Self.package.appendingPathComponent("Models/case1-after.model").path)
        #expect(swift == reference)
    }

    /// A view-less view model's method with a `Bool` parameter is one event
    /// per value. Derived by hand as above: `sync(true)` and `sync(false)` do
    /// what `sync` did (`force` is not read), but a task awaiting
    /// `syncInbox` keeps its argument (a task's locals are part of the
    /// state), so there are two syncing situations: visibility ×
    /// `lastSyncFailed` × {idle, syncing with `force` true, with `force`
    /// false} = 2 × 2 × 3 = 12 states. Transitions per `lastSyncFailed`
    /// value: idle and visible `cancel`, `sync(true)`, `sync(false)` (3);
    /// idle and invisible `load` (1); each syncing and visible `cancel`, the
    /// two `sync` self-loops, `success`, `fail` (5, twice); each syncing and
    /// invisible `load`, `success`, `fail` (3, twice): 20, so 40 in all.
    @Test func aViewlessMethodWithABoolParameterIsAnEventPerValue() throws {
        let (screens, diagnostics) = try Self.translated("InboxModel", replacing: "func sync() async {", with: "func sync(force: Bool) async {")
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first)
        #expect(s.model.handlers.map(\.event) == ["sync(true)", "sync(false)"])
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(outcome.states == 12)
        #expect(outcome.transitions == 40)
    }

    /// What a view model declared in another file does not understand is diagnosed in that file, and the screen gets no verdict.
    @Test func aViewModelsDiagnosticCitesItsOwnFile() throws {
        let (screens, diagnostics) = try Self.translated("FeedModelScreen", replacing: "    private let client: FeedClient\n",
                                                         with: "    var isEmpty: Bool { feed.items == nil }\n    private let client: FeedClient\n")
        #expect(screens.isEmpty)
        #expect(diagnostics.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line):\($0.column): \($0.message)" } == [
            "FeedModel.swift:101:5: the computed property 'isEmpty' of view model 'FeedModel' is not understood; write it as a method",
        ])
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
