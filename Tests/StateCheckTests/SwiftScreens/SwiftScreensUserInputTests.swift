import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `.searchable(text:)`, `TextField`, `Toggle` and `Picker` bound to a
/// screen's `@State` read as synchronous events setting the bound value.
@Suite struct SwiftScreensUserInputTests {
    static let twin = SwiftScreensFixtureTests.fixtures.appendingPathComponent("SearchInput/note-search-screen.model").path

    /// NoteSearchScreen.swift and its `.model` twin (the three set events
    /// written by hand) get the same exploration and verdicts.
    @Test func searchableMatchesItsTwin() throws {
        let s = try SwiftScreensFixtureTests.screen("SearchInput", "NoteSearchScreen")
        let events = s.model.handlers.map(\.event)
        #expect(events == ["setQueryEmpty", "setQueryA", "setQueryB", "load"])
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.ofModel(Self.twin)
        #expect(swift == reference)
        #expect(swift.verdicts["noStaleOverwrite"] == .holds)
        // The twin's counts (typing restarts the search; the cancelled
        // searches still in flight are bounded by maxTasks).
        #expect(reference.states == 1737)
        #expect(reference.transitions == 11610)
    }

    /// The string domain is "", "a" and "b": "type a, then type b" is a
    /// change and another change, and the empty field is the first value.
    @Test func stringDomainIsEmptyAndTwoTexts() {
        #expect(ScreenBuilder.inputStrings.map(\.text) == ["", "a", "b"])
    }

    /// An input bound to something other than a `@State` variable, a
    /// binding written by hand or a constant is an error naming the binding.
    @Test func anInputBoundToNoStateIsDiagnosed() throws {
        let (_, diagnostics) = try SwiftScreensFixtureTests.translated(
            "SearchInput", replacing: ".searchable(text: $query)", with: ".searchable(text: queryBinding())")
        #expect(diagnostics.contains { $0.message.hasPrefix("the modifier '.searchable' is not understood: its value is bound to a value, which is no @State variable of the screen") },
                "\(diagnostics.map(\.description))")
    }

    /// An input bound to `.constant(…)`, which SwiftUI cannot write, has no
    /// events; under `--strict` it is refused as before.
    @Test func anInputBoundToAConstantHasNoEvents() throws {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated(
            "SearchInput", replacing: ".searchable(text: $query)", with: ".searchable(text: .constant(\"x\"))")
        #expect(diagnostics.filter { $0.severity == .error } == [], "\(diagnostics.map(\.description))")
        let screen = try #require(screens.first { $0.model.name == "NoteSearchScreen" })
        #expect(screen.summary.abstractions.map(\.rule).contains(".searchable is bound to .constant(\"x\"), which SwiftUI cannot write: no event"),
                "\(screen.summary.abstractions.map(\.rule))")
        #expect(!screen.model.handlers.contains { $0.event.hasPrefix("setQuery") })
        let (_, strict) = try SwiftScreensFixtureTests.translated(
            "SearchInput", replacing: ".searchable(text: $query)", with: ".searchable(text: .constant(\"x\"))", strict: true)
        #expect(strict.contains { $0.message.hasPrefix("the modifier '.searchable' is not understood") }, "\(strict.map(\.description))")
    }
}

extension SwiftScreensUserInputTests {
    static let filterTwin = SwiftScreensFixtureTests.fixtures.appendingPathComponent("SearchInput/note-filter-screen.model").path

    /// NoteFilterScreen.swift and its twin: the states are showArchived (2)
    /// × order (2) × whether the screen is shown (2) = 8, all reachable
    /// (disappear keeps the values). Transitions: in each of the 4 shown
    /// states exactly one Toggle event (to the other Bool) and one Picker
    /// event (to the other case) are enabled, as an input sets no value it
    /// already holds and is usable only while shown: 8; plus appear from the
    /// 4 hidden states and disappear from the 4 shown ones: 8; 16 in all.
    @Test func toggleAndPickerMatchTheirTwin() throws {
        let s = try SwiftScreensFixtureTests.screen("SearchInput", "NoteFilterScreen")
        #expect(s.model.handlers.map(\.event) == ["setShowArchivedTrue", "setShowArchivedFalse", "setOrderNewest", "setOrderTitle"])
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.ofModel(Self.filterTwin)
        #expect(swift == reference)
        #expect(reference.states == 8)
        #expect(reference.transitions == 16)
    }
}

extension SwiftScreensUserInputTests {
    static let folder = SwiftScreensFixtureTests.fixtures.appendingPathComponent("SearchInput").path

    /// `inspect` lists the input events with their `when` clauses.
    @Test func inspectListsTheInputEvents() {
        let run = runCLI(["inspect", Self.folder + "/NoteSearchScreen.swift"])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout.contains("setQueryEmpty sync when query != \"\"  (line 29)"))
        #expect(run.stdout.contains("setQueryA sync when query != \"a\"  (line 29)"))
        #expect(run.stdout.contains("setQueryB sync when query != \"b\"  (line 29)"))
    }

    /// `replay` takes the input events' names: typing "a" then "b" restarts
    /// the search twice.
    @Test func replayTypesAThenB() {
        let run = runCLI(["replay", Self.folder + "/NoteSearchScreen.swift", "load, setQueryA, setQueryB"])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout.contains("Replaying 3 events on NoteSearchScreen"))
    }
}
