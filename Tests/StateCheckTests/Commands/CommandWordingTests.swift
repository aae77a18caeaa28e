import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands

/// The words commands use for what they found say what happened.
@Suite struct CommandWordingTests {
    /// `--highlight` of a property without a trace says the verdict as a sentence.
    @Test func diagramHighlightOfAHoldingPropertySaysItHolds() {
        // Case1After keeps contentKeptWhileReloading (its `expect holds` line).
        let run = runCLI(["diagram", "--highlight", "contentKeptWhileReloading", modelsFolder.appendingPathComponent("case1-after.model").path])
        #expect(run.status == .success)
        #expect(run.stderr.contains("note: contentKeptWhileReloading holds for Case1After: nothing to highlight\n"), "\(run.stderr)")
        #expect(!run.stderr.contains("is holds"))
    }

    @Test func everyVerdictWithoutATraceHasItsSentence() {
        #expect(DiagramCommand.nothingToHighlight("p", verdict: .holds, in: "D") == "p holds for D: nothing to highlight")
        #expect(DiagramCommand.nothingToHighlight("p", verdict: .notApplicable, in: "D") == "p does not apply to D: nothing to highlight")
        #expect(DiagramCommand.nothingToHighlight("p", verdict: .unknown, in: "D") == "p is unknown for D (the exploration stopped early): nothing to highlight")
        #expect(DiagramCommand.nothingToHighlight("p", verdict: .violated, in: "D") == "p is violated for D without a trace (it speaks of every reachable state): nothing to highlight")
    }

    /// A `.task` load is cancelled when the view disappears: `cancel` while
    /// it runs is handled (Case 1 After's initialLoading and reLoading),
    /// while in `success` and `failure` no task runs and only the view goes.
    @Test func coverageCountsCancellingATaskAsHandling() {
        let run = runCLI(["coverage", modelsFolder.appendingPathComponent("case1-after.model").path])
        #expect(run.status == .success)
        #expect(run.stdout.contains("\ninitialLoading  ignored  handled  ignored  handled          handled\n"), "\(run.stdout)")
        #expect(run.stdout.contains("\nsuccess         handled  ignored  handled  -                -\n"))
    }

    /// minimize says what it counts.
    @Test func minimizeSaysWhatABehaviourIs() {
        let run = runCLI(["minimize", modelsFolder.appendingPathComponent("case1-after.model").path])
        // 13: the 4 states holding a cancelled refresh behave as those
        // holding a cancelled `.task` (MinimizationTests.redundantReLoadingIsMerged).
        #expect(run.stdout.hasPrefix("Case1After: 19 states, 13 behaviours (states that no sequence of events tells apart on screen are one behaviour)\n"))
    }
}
