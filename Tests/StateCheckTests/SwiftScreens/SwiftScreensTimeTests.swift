import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// `Task.sleep` in a screen's Swift reads as the model language's sleep on
/// the discrete clock, which makes a debounced search exact
/// (DebouncedSearch/: three searches of one app).
@Suite struct SwiftScreensTimeTests {
    static func outcome(_ name: String) throws -> DesignOutcome {
        let s = try SwiftScreensFixtureTests.screen("DebouncedSearch", name)
        return try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
    }

    /// `.task(id: query)` cancels the running search when the query changes.
    /// A search cancelled while it sleeps throws at once; one cancelled
    /// while its answer is on its way is still answered, but checks
    /// `Task.isCancelled` and drops it. Only the live search writes
    /// `results`, and it was requested after every other: no stale overwrite.
    @Test func aDebouncedSearchThatChecksCancellationHoldsNoStaleOverwrite() throws {
        let o = try Self.outcome("DebouncedSearchScreen")
        #expect(o.verdicts["noStaleOverwrite"] == .holds, "\(o)")
    }

    /// Without the check: load, `wake` (the search for "" is sent), Pasta
    /// (that search is cancelled, the new one sleeps), `wake` (the search
    /// for "pasta" is sent), its answer, then the cancelled search's answer,
    /// older, replaces it.
    @Test func aDebouncedSearchWithoutTheCheckViolatesNoStaleOverwrite() throws {
        let o = try Self.outcome("UncheckedSearchScreen")
        #expect(o.verdicts["noStaleOverwrite"] == .violated, "\(o)")
    }

    /// `onChange` + a `Task { }` per change: nothing cancels the earlier
    /// search. Pasta, Pizza, the "pizza" answer, then the older "pasta" one.
    @Test func aTaskPerKeystrokeViolatesNoStaleOverwrite() throws {
        let o = try Self.outcome("KeystrokeSearchScreen")
        #expect(o.verdicts["noStaleOverwrite"] == .violated, "\(o)")
    }
}
