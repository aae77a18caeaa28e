import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// Inputs bound to a view model's property (`$model.query`) set that
/// property, as inputs bound to a `@State` variable set the variable.
@Suite struct SwiftScreensModelInputTests {
    static let twin = SwiftScreensFixtureTests.fixtures.appendingPathComponent("ModelInput/note-browser-screen.model").path

    /// NoteBrowserScreen.swift and its twin. States: query (3 texts) × tag
    /// (3 texts) × showsArchived (2) × whether the screen is shown (2) = 36,
    /// all reachable (the inputs set any combination while shown; disappear
    /// keeps the values). Transitions: in each of the 18 shown states two
    /// search events and two tag events (to the other two texts) and one
    /// toggle event (to the other Bool) are enabled, as an input sets no value
    /// it already holds: 90; plus appear from the 18 hidden states and
    /// disappear from the 18 shown ones: 36; 126 in all.
    @Test func bindingsThroughAnObservableModelMatchTheTwin() throws {
        let s = try SwiftScreensFixtureTests.screen("ModelInput", "NoteBrowserScreen")
        #expect(Set(s.model.handlers.map(\.event)) == ["setTagEmpty", "setTagA", "setTagB", "setShowsArchivedTrue", "setShowsArchivedFalse",
                                                        "setQueryEmpty", "setQueryA", "setQueryB"])
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.ofModel(Self.twin)
        #expect(swift == reference)
        #expect(reference.states == 36)
        #expect(reference.transitions == 126)
    }

    /// The same screen with its view model held as an `ObservableObject` by
    /// `@StateObject` (`@Published` properties), or handed in as `@Bindable`,
    /// reads the same design: SwiftUI projects `$model.query` for each.
    @Test(arguments: [
        [("@Observable\nfinal class NoteBrowserModel {", "final class NoteBrowserModel: ObservableObject {"),
         ("    var query", "    @Published var query"), ("    var tag", "    @Published var tag"),
         ("    var showsArchived", "    @Published var showsArchived"),
         ("@State private var model = NoteBrowserModel()", "@StateObject private var model = NoteBrowserModel()")],
        [("@State private var model = NoteBrowserModel()", "@Bindable var model: NoteBrowserModel")],
    ])
    func everyHolderOfTheModelBindsItsProperties(_ replacements: [(String, String)]) throws {
        let (screens, diagnostics) = try Self.translated(replacing: replacements)
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first { $0.name == "NoteBrowserScreen" })
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(swift == (try DesignOutcome.ofModel(Self.twin)))
    }

    /// A binding to something of the view model that is not one of its stored
    /// properties is the error naming the binding.
    @Test func aBindingToNoPropertyOfTheModelIsDiagnosed() throws {
        let (_, diagnostics) = try Self.translated(replacing: [("text: $model.tag", "text: $other.tag")])
        #expect(diagnostics.contains { $0.message.hasPrefix("the view 'TextField' is not understood: its value is bound to a value, which is no @State variable of the screen") },
                "\(diagnostics.map(\.description))")
    }

    /// The fixture folder read with every `(old, new)` replacement made in its sources.
    static func translated(replacing replacements: [(String, String)]) throws -> (screens: [TranslatedScreen], diagnostics: [Diagnostic]) {
        let dir = SwiftScreensFixtureTests.fixtures.appendingPathComponent("ModelInput").path
        var files: [SwiftSourceFile] = []
        for path in SwiftScreenLoader.swiftFiles(in: dir) {
            var text = try String(contentsOfFile: path, encoding: .utf8)
            for (old, new) in replacements {
                #expect(text.contains(old), "\(old) is not in \(path)")
                text = text.replacingOccurrences(of: old, with: new)
            }
            files.append(SwiftParser.parse(text, file: path))
        }
        return ScreenTranslator(module: SwiftModule(files: files), configuration: try ScreenConfiguration.lookUp(from: dir)).translate()
    }
}
