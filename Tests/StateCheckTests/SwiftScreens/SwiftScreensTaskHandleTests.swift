import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A kept `Task { }` handle in a screen's Swift (`@State var loadTask:
/// Task<Void, Never>?`, `loadTask?.cancel()`) reads as the model language's
/// task handle: releasing it does not cancel the task, as in Swift
/// (CancelBag/: the same screen with two bags).
@Suite struct SwiftScreensTaskHandleTests {
    static func outcome(_ name: String) throws -> (TranslatedScreen, DesignOutcome) {
        let s = try SwiftScreensFixtureTests.screen("CancelBag", name)
        return (s, try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file)))
    }

    /// The bag only releases the handle: Load (task A asks for page 1),
    /// Cancel (A is released, not cancelled), Load (task B asks for page 2),
    /// B's answer shows page 2, then A's answer, never cancelled, passes
    /// `Task.isCancelled` and replaces it by the older page 1.
    @Test func aBagThatOnlyReleasesItsHandlesViolatesNoStaleOverwrite() throws {
        let (s, o) = try Self.outcome("ReleasingOrdersScreen")
        #expect(s.model.variables.map(\.type).contains(.optional(.task)))
        #expect(o.verdicts["noStaleOverwrite"] == .violated, "\(o)")
    }

    /// `Task.detached { }` kept in the same handle: its body reaches the
    /// main actor in a `hop` step of its own; the released, never-cancelled
    /// task still overwrites the newer page (the same trace with a `hop`
    /// after each Load).
    @Test func aDetachedTaskHopsToTheMainActorInAStepOfItsOwn() throws {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated(
            "CancelBag", replacing: "loadTask = Task {", with: "loadTask = Task.detached(priority: .userInitiated) {")
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first { $0.name == "ReleasingOrdersScreen" })
        let system = try ModelSystem.compile(model: s.model, file: s.file)
        #expect(system.declaredLabels.contains(EventLabel("hop")))
        #expect(try DesignOutcome.of(system).verdicts["noStaleOverwrite"] == .violated)
    }

    /// The bag cancels the task before releasing it: every task the screen
    /// no longer holds is cancelled and drops its answer (`Task.isCancelled`);
    /// only the task Load started last, whose page is the newest, writes.
    @Test func aBagThatCancelsItsTasksHoldsNoStaleOverwrite() throws {
        let (_, o) = try Self.outcome("CancellingOrdersScreen")
        #expect(o.verdicts["noStaleOverwrite"] == .holds, "\(o)")
    }
}
