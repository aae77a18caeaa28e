import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `.task(id:)` and general `.onChange(of:)` on a screen's root view read as
/// the model language's `on load .task(id:)` and `on change(…)` handlers.
@Suite struct SwiftScreensLifecycleTests {
    static let twin = SwiftScreensFixtureTests.fixtures.appendingPathComponent("SearchScreen/search-screen.model").path

    /// SearchScreen.swift and its `.model` twin (search-screen.model, the
    /// same handlers written by hand) get the same verdicts and the same
    /// exploration: 163 states and 721 transitions, the twin's counts.
    @Test func searchScreenMatchesItsTwin() throws {
        let s = try SwiftScreensFixtureTests.screen("SearchScreen", "SearchScreen")
        let kinds = s.model.handlers.map { h -> String in
            switch h.watch {
            case .taskID?: return "\(h.event) task(id:)"
            case .change?: return "change"
            case nil: return h.event
            }
        }
        #expect(kinds == ["load task(id:)", "change", "tapConcurrency"])
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        let reference = try DesignOutcome.ofModel(Self.twin)
        #expect(swift == reference)
        #expect(reference.states == 163)
        #expect(reference.transitions == 721)
        // The restart cancels the previous topic's search, whose late answer
        // the task drops: no stale overwrite. The cancelled call is still in
        // flight as the new one starts: not single-flight.
        #expect(swift.verdicts["noStaleOverwrite"] == .holds)
        #expect(swift.verdicts["singleFlight"] == .violated)
    }

    /// `{ old, new in … }` binds both values: a guard that the value did
    /// change never fails on a change, so the design is the twin's.
    @Test func onChangeWithOldAndNewValues() throws {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated(
            "SearchScreen", replacing: ".onChange(of: topic) {\n            results = nil",
            with: ".onChange(of: topic) { old, new in\n            if old != new { results = nil }")
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first { $0.name == "SearchScreen" })
        guard case .change(let clause)? = s.model.handlers.first(where: { $0.event == "change" })?.watch else {
            Issue.record("no change handler read")
            return
        }
        #expect(clause.oldName == "old")
        #expect(clause.newName == "new")
        let swift = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(swift == (try DesignOutcome.ofModel(Self.twin)))
    }

    /// A `.task` with another argument than `id:` is refused in strict mode;
    /// by default `priority:` is read as no argument (every interleaving is
    /// explored whatever the priority).
    @Test func aTaskWithAnotherArgumentIsDiagnosed() throws {
        let (_, strict) = try SwiftScreensFixtureTests.translated(
            "SearchScreen", replacing: ".task(id: topic)", with: ".task(priority: .low)", strict: true)
        #expect(strict.map(\.message).contains(
            "'.task' with arguments other than 'id:' is not understood; the forms read are .task { … } and .task(id: value) { … }"))
        let (_, read) = try SwiftScreensFixtureTests.translated(
            "SearchScreen", replacing: ".task(id: topic)", with: ".task(priority: .low)")
        #expect(!read.map(\.message).contains(
            "'.task' with arguments other than 'id:' is not understood; the forms read are .task { … } and .task(id: value) { … }"))
    }
}
