import Foundation
import StateCheck
import StateCheckTesting
import Testing

/// A partial exploration never passes silently through the Swift API: its
/// unrefuted verdicts are `unknown`, which meets no expectation.
@Suite("Swift API: a partial exploration is unknown, never a pass")
struct PartialExplorationTests {
    let property = StandardProperty.pagesKeptOnPagingFailure

    @Test func checkGivesUnknownAndUnmetExpectations() throws {
        // LongFeed's bug needs 14 steps; 200 states do not reach it.
        let result = try check(
            SwiftScreenSystem(LongFeed()), properties: [property.rawValue],
            expectations: [property.rawValue: .holds],
            options: ExplorationOptions(limits: ExplorationLimits(maxStates: 200)))
        #expect(result.limitHit == .maxStates(200))
        #expect(result[property]?.verdict == .unknown)
        #expect(result[property]?.reason == "no violation in the 200 states explored before the exploration stopped")
        #expect(!result.expectationsMet)
        #expect(result.unknownExpectations.map(\.name) == [property.rawValue])
    }

    @Test func assertScreenFailsOnUnknown() {
        let expectedLine = #line + 2
        let failures = FailureCapture.collect {
            assertScreen(LongFeed(), expect: [property: .holds], maxStates: 200)
        }
        #expect(failures.map(\.line) == [expectedLine])
        #expect(failures.first?.message == "pagesKeptOnPagingFailure: expected to hold, but it is unknown: no violation in the 200 states explored before the exploration stopped; stopped at the state limit (maxStates 200): the result is partial; 'list' keeps taking new values (.idle … .pagingFailed([p1, p2, p3], URLError)). Raise maxStates (or pass nil) to decide it.\n")
    }
}
