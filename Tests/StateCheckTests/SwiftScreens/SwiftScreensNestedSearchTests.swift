import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `.searchable` on a view below the root (the list inside a
/// `NavigationStack`) reads as on the root view while that view is in no branch.
@Suite struct SwiftScreensNestedSearchTests {
    static let twin = SwiftScreensFixtureTests.fixtures.appendingPathComponent("SearchInput/note-index-screen.model").path

    /// NoteIndexScreen.swift and its twin. States: query (3 texts) × whether
    /// the screen is shown (2) = 6, all reachable. Transitions: in each of the
    /// 3 shown states the two search events to the other texts: 6; plus
    /// appear from the 3 hidden states and disappear from the 3 shown ones:
    /// 6; 12 in all.
    @Test func searchableInsideTheNavigationStackMatchesItsTwin() throws {
        let s = try SwiftScreensFixtureTests.screen("SearchInput", "NoteIndexScreen")
        #expect(s.model.handlers.map(\.event) == ["setQueryEmpty", "setQueryA", "setQueryB"])
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.ofModel(Self.twin)
        #expect(swift == reference)
        #expect(reference.states == 6)
        #expect(reference.transitions == 12)
    }

    /// A search field on a view shown only in some states would come and go
    /// with it: an error naming where to put it instead.
    @Test func searchableInABranchIsDiagnosed() throws {
        let (_, diagnostics) = try SwiftScreensFixtureTests.translated(
            "SearchInput", replacing: "            List {\n                Text(\"All notes\")\n            }\n            .searchable(text: $query)",
            with: "            if query == \"\" {\n                List {\n                    Text(\"All notes\")\n                }\n                .searchable(text: $query)\n            }")
        #expect(diagnostics.contains { $0.message.hasPrefix("'.searchable' on a view shown only in some states (in an if, a switch or a List's rows) is not understood") },
                "\(diagnostics.map(\.description))")
    }
}
