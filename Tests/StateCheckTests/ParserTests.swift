import Testing
@testable import StateCheck

@Suite struct ParserTests {
    @Test func sectionOneExampleParses() throws {
        let (model, diagnostics) = parseModel(source: ModelFixtures.case1After, file: "Models/case1-after.model")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let m = try #require(model)
        #expect(m.name == "Case1After")
        #expect(m.documentation == "Case 1 (After) of the talk: keep showing data while reloading.")
        #expect(m.apis.map(\.name) == ["getUser"])
        #expect(m.apis.first?.returnType == .value)
        #expect(m.enums.map(\.name) == ["DataState"])
        #expect(m.enums.first?.cases.map(\.name) == ["idle", "initialLoading", "reLoading", "success", "failure"])
        #expect(m.extensions.first?.properties.map(\.name) == ["isLoading"])
        #expect(m.extensions.first?.methods.map(\.name) == ["startLoading"])
        #expect(m.extensions.first?.methods.first?.isMutating == true)
        #expect(m.variables.map(\.name) == ["dataState"])
        #expect(m.functions.map(\.name) == ["fetchUser"])
        #expect(m.functions.first?.isAsync == true)
        #expect(m.handlers.map(\.event) == ["load", "refresh"])
        #expect(m.handlers.map(\.kind) == [.task, .refreshable])
        #expect(m.view?.count == 2)
        #expect(m.expectations.map(\.property) == ["contentKeptWhileReloading", "errorKeptWhileRetrying", "noDoubleSpinner"])
        #expect(m.expectations.map(\.verdict) == [.holds, .violated, .violated])
    }
}
