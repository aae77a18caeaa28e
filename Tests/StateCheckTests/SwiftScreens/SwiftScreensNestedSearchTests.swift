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

    /// A search field on a view shown only in some states comes and goes
    /// with it: it is read as shown in every state, the same three events
    /// (typing at least whenever the real field is shown), an abstraction
    /// with its line; strictly, an error naming where to put it instead.
    @Test func searchableInABranchIsReadAsAlwaysShown() throws {
        let old = "            List {\n                Text(\"All notes\")\n            }\n            .searchable(text: $query)\n            .navigationTitle(\"Notes\")"
        let new = "            if query == \"\" {\n                List {\n                    Text(\"All notes\")\n                }\n                .searchable(text: $query)\n                .navigationTitle(\"Notes\")\n            }"
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated("SearchInput", replacing: old, with: new)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.description))")
        let s = try #require(screens.first { $0.name == "NoteIndexScreen" })
        #expect(s.model.handlers.map(\.event) == ["setQueryEmpty", "setQueryA", "setQueryB"])
        #expect(s.summary.abstractions.map(\.rule).contains(
            "'.searchable' on a view shown only in some states: its field is read as shown in every state (typing at least whenever the real field is shown)"))
        let (_, strict) = try SwiftScreensFixtureTests.translated("SearchInput", replacing: old, with: new, strict: true)
        #expect(strict.contains { $0.message.hasPrefix("'.searchable' on a view shown only in some states (in an if, a switch or a List's rows) is not understood") },
                "\(strict.map(\.description))")
    }
}
