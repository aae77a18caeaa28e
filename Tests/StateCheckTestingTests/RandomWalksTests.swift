import Foundation
import StateCheck
import StateCheckTesting
import Testing

@Suite("Random mode: a planted bug too deep to reach under a small maxStates")
struct RandomWalksTests {
    let property = StandardProperty.pagesKeptOnPagingFailure.rawValue

    @Test func exhaustiveSearchUnderASmallMaxStatesMissesIt() throws {
        let result = try check(
            SwiftScreenSystem(LongFeed()), properties: [property],
            options: ExplorationOptions(limits: ExplorationLimits(maxStates: 200)))
        #expect(result.limitHit == .maxStates(200))
        #expect(result[property]?.verdict != .violated)
    }

    @Test func seededWalksFindItShrinkItAndReplayIt() throws {
        let system = SwiftScreenSystem(LongFeed())
        let run = try randomCheck(system, properties: [property], options: RandomWalkOptions(seed: 7, walks: 300, maxSteps: 80))
        let v = try #require(run.walks.violations[property])
        // Found by walk 129 in 79 steps, shrunk to the shortest trace (the
        // exhaustive search's over all 625 states has 14 steps too).
        #expect(v.found.steps.count == 79)
        #expect(v.shrunk.steps.count == 14)
        #expect(v.shrunk.line == "load, success getPosts" + String(repeating: ", page, success getPosts", count: 5) + ", page, fail getPosts")
        // Replaying the printed line violates the property again, at its last step.
        let replayed = try #require(Replay(line: v.shrunk.line))
        let again = try replayCheck(system, replay: replayed, properties: [property])
        #expect(again.walks.violations[property]?.shrunk == v.shrunk)
        // The same seed finds the same walk.
        let rerun = try randomCheck(system, properties: [property], options: RandomWalkOptions(seed: 7, walks: 300, maxSteps: 80))
        #expect(rerun.walks.violations[property] == v)
    }

    @Test func theFailureEndsWithTheLineThatReplaysIt() throws {
        let expectedLine = #line + 2
        let failures = FailureCapture.collect {
            assertRandomWalks(LongFeed(), properties: [property], seed: 7, walks: 300, maxSteps: 80)
        }
        let failure = try #require(failures.count == 1 ? failures.first : nil)
        #expect(failure.line == expectedLine)
        #expect(failure.message.contains("Step 1: load"))
        let printed = try #require(failure.message.split(separator: "\n").last.map(String.init))
        // Paste the printed line back: the replay fails the same way.
        let prefix = "Replay: assertRandomWalks(LongFeed(), properties: [\"pagesKeptOnPagingFailure\"], seed: 7, replay: \""
        #expect(printed.hasPrefix(prefix) && printed.hasSuffix("\")"))
        let walk = String(printed.dropFirst(prefix.count).dropLast(2))
        let replayed = FailureCapture.collect {
            assertRandomWalks(LongFeed(), properties: ["pagesKeptOnPagingFailure"], seed: 7, replay: walk)
        }
        #expect(replayed.count == 1)
        #expect(replayed.first?.message.hasPrefix("pagesKeptOnPagingFailure: violated by a replayed walk") == true)
        #expect(replayed.first?.message.hasSuffix(printed + "\n") == true)
    }
}
