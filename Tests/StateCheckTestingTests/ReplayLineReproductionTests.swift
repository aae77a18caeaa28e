import Foundation
import StateCheck
import StateCheckTesting
import Testing

/// Every `Replay: assertRandomWalks(…)` line an `assertScreen` failure
/// prints fails again when pasted: each design here is checked against
/// every standard property expected to hold, and each failure's replay
/// walk, run with that failure's property, reports the same property.
@Suite("Every printed Swift API replay line reproduces its failure")
struct ReplayLineReproductionTests {
    /// The property a failure message is about (`name: expected …`).
    static func property(_ message: String) -> String { String(message.prefix { $0 != ":" }) }

    /// The events of the failure's `Replay:` line; nil when it has none
    /// (`allCasesReachable`, not-applicable verdicts).
    static func walk(_ message: String) -> String? {
        guard let line = message.split(separator: "\n").first(where: { $0.hasPrefix("Replay: ") }),
              let start = line.range(of: ", replay: \"")?.upperBound else { return nil }
        return String(line[start...].dropLast(2))
    }

    /// Checks `design` against every standard property expected to hold and
    /// replays each printed line; returns how many lines were replayed.
    static func replayEveryLine<D: ScreenDesign>(_ design: D) -> Int {
        var expect: [StandardProperty: Verdict] = [:]
        for p in StandardProperty.allCases { expect[p] = .holds }
        let failures = FailureCapture.collect { assertScreen(design, expect: expect) }
        var replayed = 0
        for failure in failures {
            let name = property(failure.message)
            guard let walk = walk(failure.message) else { continue }
            let again = FailureCapture.collect { assertRandomWalks(design, properties: [name], replay: walk) }
            #expect(again.map { property($0.message) } == [name], "\(D.self) \(name): \(walk)")
            #expect(again.first?.message.hasPrefix("\(name): violated by a replayed walk") == true)
            replayed += 1
        }
        return replayed
    }

    /// UserScreen (Case 1 After's design) breaks errorKeptWhileRetrying,
    /// noDoubleSpinner, contentKeptOnFailedRefresh and silentCancellation,
    /// as Models/case1-after.model does.
    @Test func userScreen() {
        #expect(Self.replayEveryLine(UserScreen()) == 4)
    }

    /// silentCancellation (the `.task` load's cancellation shows) and
    /// contentKeptOnFailedRefresh (a reload after cancel, load that fails
    /// replaces the content by the error view), as for UserScreen.
    @Test func aDesignBuiltWithArguments() {
        #expect(Self.replayEveryLine(DescribedProfileScreen(appearTask: .task)) == 2)
    }

    /// recoverable, a graph property, and noOrphanSpinner (the spinner
    /// stays with no request behind it).
    @Test func aGraphProperty() {
        #expect(Self.replayEveryLine(StuckSpinnerScreen()) == 2)
    }
}
