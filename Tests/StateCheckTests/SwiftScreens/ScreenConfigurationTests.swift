import Foundation
import Testing
@_spi(ScreenRuntime) @testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `statecheck.json`: its format, and an actionable error with a line for each mistake.
@Suite struct ScreenConfigurationTests {
    @Test func readsExpectationsEnvironmentAndBounds() throws {
        let c = try ScreenConfiguration.parse("""
            {"expect": {"Case1_After": {"errorKeptWhileRetrying": "violated"}},
             "environment": ["Backend"], "bounds": {"maxTasks": 4}}
            """, path: "statecheck.json")
        #expect(c.expectations == ["Case1_After": ["errorKeptWhileRetrying": .violated]])
        #expect(c.environment == ["Backend"])
        #expect(c.bounds == ["maxTasks": 4])
    }

    /// A bound of 1 (`"rows": 1`, one row is enough for a screen whose rows
    /// never race) is a number, not `true`, though both reach the parser as
    /// an `NSNumber`; `true` is still refused.
    @Test func aBoundOfOneIsANumberNotTrue() throws {
        let c = try ScreenConfiguration.parse(#"{"bounds": {"rows": 1, "maxTasks": 2}}"#, path: "statecheck.json")
        #expect(c.bounds == ["rows": 1, "maxTasks": 2])
        var message = "parsed"
        do { _ = try ScreenConfiguration.parse(#"{"bounds": {"rows": true}}"#, path: "statecheck.json") } catch { message = "\(error)" }
        #expect(message == "statecheck.json:1:1: error: the bound 'rows' must be a positive integer")
    }

    @Test(arguments: [
        (Abbreviated("{\"expect\": [1]}"), "statecheck.json:1:1: error: 'expect' must map screen names to objects of property: \"holds\" or \"violated\""),
        (Abbreviated("{\n\"bounds\": {\"maxPages\": -1}}"), "statecheck.json:2:1: error: the bound 'maxPages' must be a positive integer"),
        (Abbreviated("{\"expect\": {}, \n\"views\": {}}"), "statecheck.json:2:1: error: unknown key 'views'; the keys are expect, environment, bounds, nonempty and strict"),
        (Abbreviated("{\"environment\": \"API\"}"), "statecheck.json:1:1: error: 'environment' must be an array of type names, such as [\"API\"]"),
        (Abbreviated("[1, 2"), "statecheck.json:1:1: error: is not valid JSON; write an object such as {\"expect\": {}, \"environment\": [], \"bounds\": {}, \"nonempty\": []}"),
    ])
    func malformedConfigurationIsAnError(text: Abbreviated, message: String) {
        #expect(throws: ScreenConfigurationError.self) { try ScreenConfiguration.parse(text.text, path: "statecheck.json") }
        do { _ = try ScreenConfiguration.parse(text.text, path: "statecheck.json") } catch { #expect(error.description == message) }
    }

    /// A type the configuration marks as environment is an api, whatever its name.
    @Test func environmentTypesFromConfigurationAreApis() throws {
        let source = """
            import SwiftUI
            struct Item { var id: Int }
            enum Backend { static func items() async throws -> [Item] { [] } }
            struct ItemsScreen: View {
                @State private var items: [Item]? = nil
                @State private var isSaving = false
                var body: some View {
                    VStack {
                        if let items { ForEach(items) { Text("\\($0.id)") } }
                        Button("Save all") { Task { await save() } }
                            .disabled(isSaving)
                    }
                    .task { await load() }
                }
                private func load() async {
                    do { items = try await Backend.items() } catch { items = nil }
                }
                private func save() async {
                    isSaving = true
                    isSaving = false
                }
            }
            """
        var config = ScreenConfiguration()
        config.environment = ["Backend"]
        let module = SwiftModule(files: [SwiftParser.parse(source, file: "ItemsScreen.swift")])
        let (screens, diagnostics) = ScreenTranslator(module: module, configuration: config).translate()
        #expect(diagnostics == [])
        let screen = try #require(screens.first)
        #expect(screen.model.apis.map(\.name) == ["backendItems"])
        #expect(screen.model.handlers.map(\.event) == ["load", "tapSaveAll"])
        let system: ModelSystem
        do { system = try ModelSystem.compile(model: screen.model, file: screen.file) } catch { Issue.record("\(error)"); return }
        #expect(system.screenEvents.custom == ["tapSaveAll"])
    }
}
