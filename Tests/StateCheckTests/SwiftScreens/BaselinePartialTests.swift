import Foundation
import Testing
@testable import StateCheck
@testable import StateCheckCLI
@testable import StateCheckCommands

/// A baseline records only definite verdicts: a partial exploration (a limit,
/// an interrupt) writes nothing and exits 3, so a violation it did not reach
/// is never dropped from the baseline.
@Suite struct BaselinePartialTests {
    @Test func aPartialExplorationWritesNoBaseline() throws {
        let folder = try BaselineCommandTests.copy("FeedScreen")
        let file = folder + "/statecheck.json"
        let team = try String(contentsOfFile: file, encoding: .utf8)
        let run = runCLI(["baseline", folder, "--max-states", "5"])
        #expect(run.status == .incomplete)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            \(folder)/FeedScreen.swift:78:1: note: FeedScreen: read with 13 abstractions and 0 constructs as presentation (statecheck inspect lists each)
            \(folder)/FeedScreen.swift: warning: FeedScreen: stopped at the state limit (--max-states 5): the result is partial
            error: \(file) not written: the exploration of FeedScreen is partial (see above), so its verdicts are unknown; a baseline records only complete checks (raise --max-states or --timeout, or let the run finish)

            """)
        // The team's file beside the sources (its api facts) is left as it was.
        #expect(try String(contentsOfFile: file, encoding: .utf8) == team)
        // Explored completely, the same folder is baselined.
        #expect(runCLI(["baseline", folder]).status == .success)
    }

    @Test func anInterruptedRunWritesNoBaseline() throws {
        let folder = try BaselineCommandTests.copy("FeedScreen")
        let team = try String(contentsOfFile: folder + "/statecheck.json", encoding: .utf8)
        let flag = StopFlag()
        flag.stop()
        let out = CapturedOutput()
        let status = StateCheckCLI.main(["baseline", folder], context: out.context(stopFlag: flag))
        // Every file of the screen's module is listed: none was read.
        #expect(status == .incomplete)
        #expect(out.stderr == """
            \(folder)/FeedScreen.swift: note: not checked: the run was interrupted before its turn
            \(folder)/Models.swift: note: not checked: the run was interrupted before its turn
            error: \(folder)/statecheck.json not written: the run was interrupted; a baseline records only complete checks (raise --max-states or --timeout, or let the run finish)

            """)
        #expect(try String(contentsOfFile: folder + "/statecheck.json", encoding: .utf8) == team)
    }
}
