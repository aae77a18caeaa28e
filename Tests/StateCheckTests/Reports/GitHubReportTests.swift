import Foundation
import Testing
@testable import StateCheckReports
@testable import StateCheckScreens
@testable import StateCheckLanguage

/// `check --format github` within what GitHub shows: at most ten
/// annotations of each kind, one notice counting the rest, and no other
/// line the runner would read as a workflow command.
@Suite struct GitHubReportTests {
    /// One model with `failing` unmet expectations (`p1`, `p2`, ...).
    static func report(failing: Int, diagnostics: [Diagnostic] = []) -> CheckReport {
        CheckReport(models: [ModelReport(
            name: "Many", file: "Models/many.model", states: 2, transitions: 1,
            properties: (1...max(1, failing)).map { i in
                PropertyReport(name: "p\(i)", verdict: i <= failing ? .violated : .holds, expected: .holds, expectLine: i + 10)
            }
        )], diagnostics: diagnostics)
    }

    static func lines(_ out: String, starting prefix: String) -> [Substring] {
        out.split(separator: "\n").filter { $0.hasPrefix(prefix) }
    }

    /// 13 unmet expectations: 10 annotated, the other 3 (p11...p13) written as
    /// plain lines, then one notice counting them.
    @Test func errorsPastTheLimitAreCountedByOneNotice() {
        let out = GitHubReport.render(Self.report(failing: 13))
        let errors = Self.lines(out, starting: "::error ")
        #expect(errors.count == 10)
        #expect(errors.last?.hasPrefix("::error file=Models/many.model,line=20,col=1,title=StateCheck%3A p10::") == true)
        #expect(out.contains("\nModels/many.model:21:1: error: [p11] Many: expected to hold, but it is violated\n"))
        #expect(out.contains("\nModels/many.model:23:1: error: [p13] Many: expected to hold, but it is violated\n"))
        #expect(Self.lines(out, starting: "::notice ") == [
            "::notice title=StateCheck%3A more findings::3 more errors not annotated: GitHub shows at most 10 annotations of each kind per step; they are in the log above",
        ])
        #expect(out.hasSuffix("they are in the log above\nstatecheck: 13 verdicts differ from their expectations\n"))
    }

    /// Exactly 10 errors: all annotated, no counting notice.
    @Test func tenErrorsNeedNoNotice() {
        let out = GitHubReport.render(Self.report(failing: 10))
        #expect(Self.lines(out, starting: "::error ").count == 10)
        #expect(Self.lines(out, starting: "::notice ").isEmpty)
    }

    /// Warnings have their own ten: 12 model warnings and 11 unmet
    /// expectations give 10 of each, and the notice counts 1 error and 2 warnings.
    @Test func warningsHaveTheirOwnLimit() {
        let warnings = (1...12).map { Diagnostic(file: "Models/many.model", line: $0, column: 1, severity: .warning, message: "w\($0)") }
        let out = GitHubReport.render(Self.report(failing: 11, diagnostics: warnings))
        #expect(Self.lines(out, starting: "::warning ").count == 10)
        #expect(Self.lines(out, starting: "::error ").count == 10)
        #expect(out.contains("\nModels/many.model:12:1: warning: w12\n"))
        let notices = Self.lines(out, starting: "::notice ")
        #expect(notices.count == 1)
        #expect(notices.first?.contains("::1 more error, 2 more warnings not annotated: ") == true)
    }

    /// 11 notes: the counting notice is a notice too, so 9 notes are
    /// annotated and it counts the other 2, ten notices in all.
    @Test func theCountingNoticeKeepsNoticesWithinTheLimit() {
        let notes = (1...11).map { Diagnostic(file: "Models/many.model", line: $0, column: 1, severity: .note, message: "n\($0)") }
        let out = GitHubReport.render(CheckReport(models: [], unchecked: ["Models/many.model"], diagnostics: notes))
        let notices = Self.lines(out, starting: "::notice ")
        #expect(notices.count == 10)
        #expect(notices.last?.contains("::2 more notes not annotated") == true)
    }

    /// Lines that would start a workflow command (after leading blanks, as
    /// the runner trims them) are broken by a zero-width space; the others
    /// are left as they are.
    @Test func linesThatLookLikeCommandsAreNeutralized() {
        let text = "::error file=x::injected\n  \t::warning::y\nfine ::x::\n::\n"
        let out = GitHubReport.neutralizingCommands(text)
        #expect(out == ":\u{200B}:error file=x::injected\n  \t:\u{200B}:warning::y\nfine ::x::\n:\u{200B}:\n")
        for line in out.split(separator: "\n") {
            #expect(!line.drop { $0.isWhitespace }.hasPrefix("::"))
        }
        #expect(GitHubReport.neutralizingCommands("a: b\n") == "a: b\n")
    }

    /// Hidden findings go to the log as plain text, neutralized too: a
    /// model file whose name starts with "::" cannot start a command.
    @Test func plainLinesPastTheLimitCannotStartCommands() {
        let diagnostics = (1...11).map { Diagnostic(file: "::error file=x::y.model", line: $0, column: 1, message: "e\($0)") }
        let out = GitHubReport.render(CheckReport(models: [], unchecked: ["::error file=x::y.model"], diagnostics: diagnostics))
        let commands = out.split(separator: "\n").filter { $0.drop { $0.isWhitespace }.hasPrefix("::") }
        #expect(commands.count == 11)   // 10 errors and the notice
        #expect(out.contains("\n:\u{200B}:error file=x::y.model:11:1: error: e11\n"))
    }

    /// The step summary of the sample report, pinned: outcome, comparison
    /// table, and the failing expectation's trace in a code block.
    @Test func stepSummaryGolden() {
        let comparison = Comparison(properties: ["contentKeptWhileReloading", "noDoubleSpinner"], rows: [
            Comparison.Row(name: "Case1After", file: "Models/case1-after.model", enumCases: 5, states: 14, transitions: 22,
                           verdicts: ["contentKeptWhileReloading": (.holds, 0), "noDoubleSpinner": (.violated, 3)]),
            Comparison.Row(name: "Case1Before", file: "Models/case1-before.model", enumCases: 4, states: 11, transitions: 17,
                           verdicts: ["contentKeptWhileReloading": (.violated, 3), "noDoubleSpinner": (.violated, 3)]),
        ])
        expectGolden(GitHubReport.stepSummary(sampleReport, comparison: comparison), "Reports/check.summary.md")
    }

    /// A trace holding backticks cannot close its code block early.
    @Test func codeBlocksOutgrowTheirBackticks() {
        #expect(GitHubReport.codeBlock("a ``` b\n") == "````text\na ``` b\n````\n\n")
        #expect(GitHubReport.codeBlock("plain") == "```text\nplain\n```\n\n")
    }
}
