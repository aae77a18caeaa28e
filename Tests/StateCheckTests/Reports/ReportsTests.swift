import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

/// A hand-built report: one model meeting every expectation, one whose
/// `contentKeptWhileReloading` expectation fails with a three-step trace.
/// Renderers are pure functions of it, so their output is pinned by golden files.
let sampleReport = CheckReport(models: [
    ModelReport(
        name: "Case1After", file: "Models/case1-after.model", documentation: "Case 1 (After) of the talk.",
        states: 14, transitions: 22,
        properties: [
            PropertyReport(name: "contentKeptWhileReloading", verdict: .holds, expected: .holds, expectLine: 40),
            PropertyReport(name: "pagesKeptOnPagingFailure", verdict: .notApplicable, reason: "no fail ever answers a paging task"),
        ]
    ),
    ModelReport(
        name: "Case1Before", file: "Models/case1-before.model", states: 11, transitions: 17,
        boundsHit: [BoundReport(bound: "maxTasks", event: "refresh", count: 2)],
        properties: [
            PropertyReport(
                name: "contentKeptWhileReloading", verdict: .violated, expected: .holds, expectLine: 41,
                trace: [
                    TraceStepReport(event: "load", lines: [30, 18, 19], changes: [VariableChange(name: "dataState", before: ".idle", after: ".loading")], screenBefore: "(invisible)", screenAfter: "blank + spinner"),
                    TraceStepReport(event: "success getUser", lines: [21], changes: [VariableChange(name: "dataState", before: ".loading", after: ".success([p1])")], screenBefore: "blank + spinner", screenAfter: "content([p1])"),
                    TraceStepReport(event: "refresh", lines: [31, 18, 19], changes: [VariableChange(name: "dataState", before: ".success([p1])", after: ".loading")], screenBefore: "content([p1])", screenAfter: "blank + spinner + refreshSpinner"),
                ]
            ),
            PropertyReport(name: "noDoubleSpinner", verdict: .violated, expected: .violated, expectLine: 42),
        ]
    ),
])

@Suite struct ReportRendering {
    @Test func text() { expectGolden(TextReport.render(sampleReport), "Reports/check.txt") }
    @Test func json() { expectGolden(JSONReport.render(sampleReport), "Reports/check.json") }
    @Test func junit() { expectGolden(JUnitReport.render(sampleReport), "Reports/check.xml") }
    @Test func github() { expectGolden(GitHubReport.render(sampleReport), "Reports/check.github.txt") }

    @Test func explain() {
        let m = sampleReport.models[1]
        expectGolden(ExplainReport.render(m.properties[0], of: m, definition: "content never disappears while reloading."), "Reports/explain.txt")
    }

    @Test func allMetIsFalseWhenOneExpectationFails() {
        #expect(!sampleReport.allMet)
        #expect(sampleReport.models[0].allMet)
    }
}

/// Names from models are untrusted: every format must neutralise them.
@Suite struct HostileNames {
    static let hostile = "a\"b\\c\nd<script>alert(1)</script>|e%0Af,g:h\u{7}"

    @Test func jsonEscapesQuotesBackslashesNewlinesAndControls() {
        #expect(Escape.json(Self.hostile) == #""a\"b\\c\nd<script>alert(1)</script>|e%0Af,g:h\u0007""#)
    }

    @Test func xmlEscapesMarkupAndReplacesControls() {
        #expect(Escape.xml(Self.hostile) == "a&quot;b\\c\nd&lt;script&gt;alert(1)&lt;/script&gt;|e%0Af,g:h\u{FFFD}")
    }

    @Test func htmlEscapesMarkup() {
        #expect(Escape.html("<b a='x'>&</b>") == "&lt;b a=&#39;x&#39;&gt;&amp;&lt;/b&gt;")
    }

    @Test func dotEscapesQuotesBackslashesAndNewlines() {
        #expect(Escape.dot(Self.hostile) == #"a\"b\\c\nd<script>alert(1)</script>|e%0Af,g:h "#)
    }

    @Test func markdownCellCannotBreakTheTable() {
        #expect(Escape.markdownCell(Self.hostile) == "a\"b\\c d&lt;script&gt;alert(1)&lt;/script&gt;\\|e%0Af,g:h ")
    }

    @Test func githubCommandsCannotBeInjected() {
        // A literal "%0A" in a name must not become a newline in the annotation.
        #expect(Escape.githubMessage(Self.hostile) == "a\"b\\c%0Ad<script>alert(1)</script>|e%250Af,g:h\u{7}")
        #expect(Escape.githubProperty("a,b:c") == "a%2Cb%3Ac")
    }

    @Test func junitWithHostileModelNameIsWellFormed() {
        let report = CheckReport(models: [ModelReport(
            name: Self.hostile, file: "Models/x\".model", states: 1, transitions: 0,
            properties: [PropertyReport(name: "p<1>", verdict: .violated, expected: .holds, expectLine: 3)]
        )])
        let xml = JUnitReport.render(report)
        #expect(!xml.contains("<script>"))
        #expect(xml.contains("name=\"p&lt;1&gt;\""))
    }
}

/// A CRLF file's diagnostic shows the right source line and caret.
@Test func diagnosticsOfCRLFFilesShowTheirLine() {
    let d = Diagnostic(file: "x.model", line: 2, column: 5, message: "oops")
    #expect(d.rendered(source: "model X\r\nvar y: Int = 0\r\n") == "x.model:2:5: error: oops\nvar y: Int = 0\n    ^")
    #expect(d.rendered(source: "model X\rvar y: Int = 0\r") == "x.model:2:5: error: oops\nvar y: Int = 0\n    ^")
}

/// A model with classic Mac line endings compiles, and its errors point at
/// the right line and column.
@Test func aModelWithLoneCarriageReturnsCompiles() throws {
    let good = "model CR\rvar n: Int = 0\ron tap sync { n = 1 }\rview { blank }\r"
    let (_, result) = try exploreModel(good)
    #expect(result.stateCount == 4)
    let bad = good.replacingOccurrences(of: "n = 1", with: "n = m")
    do {
        _ = try ModelSystem.compile(source: bad, file: "cr.model")
        Issue.record("compiled")
    } catch {
        #expect(error.diagnostics.map(\.description) == ["cr.model:3:19: error: cannot find 'm' in scope"])
    }
}
