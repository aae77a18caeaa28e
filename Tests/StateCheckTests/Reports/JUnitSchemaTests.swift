import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import StateCheckCommands
@testable import StateCheckReports
@testable import StateCheckScreens

/// `check --format junit` is valid against the JUnit schema CI servers use
/// (``JUnitSchema``, the rules of Jenkins/xunit's `junit-10.xsd`), and its
/// counts agree with its test cases, for every kind of run.
@Suite struct JUnitSchemaTests {
    /// The schema problems of `xml` plus every count that disagrees with
    /// the test cases it counts.
    static func problems(_ xml: String) -> [String] {
        var problems = JUnitSchema.violations(of: xml)
        guard problems.isEmpty, let root = try? XMLDocument(data: Data(xml.utf8), options: []).rootElement() else { return problems }
        func int(_ e: XMLElement, _ name: String) -> Int? { e.attribute(forName: name)?.stringValue.flatMap { Int($0) } }
        var totals = (tests: 0, failures: 0, errors: 0)
        for suite in root.elements(forName: "testsuite") {
            let name = suite.attribute(forName: "name")?.stringValue ?? "?"
            let cases = suite.elements(forName: "testcase")
            let failures = cases.filter { !$0.elements(forName: "failure").isEmpty }.count
            let errors = cases.filter { !$0.elements(forName: "error").isEmpty }.count
            let skipped = cases.filter { !$0.elements(forName: "skipped").isEmpty }.count
            if int(suite, "tests") != cases.count { problems.append("\(name): tests=\(int(suite, "tests") ?? -1), \(cases.count) test cases") }
            if int(suite, "failures") != failures { problems.append("\(name): failures=\(int(suite, "failures") ?? -1), \(failures) failed") }
            if int(suite, "errors") != errors { problems.append("\(name): errors=\(int(suite, "errors") ?? -1), \(errors) in error") }
            if int(suite, "skipped") != skipped { problems.append("\(name): skipped=\(int(suite, "skipped") ?? -1), \(skipped) skipped") }
            totals.tests += cases.count
            totals.failures += failures
            totals.errors += errors
        }
        if int(root, "tests") != totals.tests || int(root, "failures") != totals.failures || int(root, "errors") != totals.errors {
            problems.append("testsuites counts \(int(root, "tests") ?? -1)/\(int(root, "failures") ?? -1)/\(int(root, "errors") ?? -1), cases \(totals)")
        }
        return problems
    }

    /// The checker is not vacuous: the JUnit this renderer used to write
    /// (location attributes on test cases, suites without `errors`) breaks
    /// exactly those rules.
    @Test func theRulesRejectNonSchemaAttributesAndMissingCounts() {
        let old = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="statecheck" tests="1" failures="0">
          <testsuite name="A" tests="1" failures="0" file="a.model">
            <testcase classname="A" name="p" file="a.model" line="3"/>
            <bogus/>
          </testsuite>
        </testsuites>
        """
        #expect(JUnitSchema.violations(of: old) == [
            "testsuites/testsuite[1]: <testsuite> lacks the required attribute 'errors'",
            "testsuites/testsuite[1]/testcase[1]: attribute 'file' is not allowed on <testcase>",
            "testsuites/testsuite[1]/testcase[1]: attribute 'line' is not allowed on <testcase>",
            "testsuites/testsuite[1]: <bogus> is not allowed inside <testsuite>",
            "testsuites/testsuite[1]/bogus[2]: <bogus> is not a JUnit element",
        ])
        #expect(JUnitSchema.violations(of: "<testsuites><testsuite").count == 1)
    }

    @Test func theSampleReportIsValid() {
        #expect(Self.problems(JUnitReport.render(sampleReport)) == [])
    }

    /// Every shipped model (all expectations met), in one run.
    @Test func theShippedModelsAreValid() {
        let run = runCLI(["check", "--format", "junit", "Models"])
        #expect(run.status == .success)
        #expect(Self.problems(run.stdout) == [])
        #expect(!run.stdout.contains(" line="))
    }

    /// A file that does not compile, beside one that checks.
    @Test func anUncheckedModelIsValid() throws {
        let broken = try editedModel("case1-after.model") {
            $0.replacingOccurrences(of: "case .idle, .failure: self = .initialLoading", with: "case .idle, .failure: self = .initialLoadin")
        }
        let run = runCLI(["check", "--format", "junit", broken, "Models/save-photo-button.model"])
        #expect(run.status == .usageOrModelError)
        #expect(Self.problems(run.stdout) == [])
        // The location moved from the test case's attributes into the error's text.
        #expect(run.stdout.contains(">\(broken):27:38: error: enum &apos;DataState&apos;"))
    }

    @Test func aModelWhoseRunsFailIsValid() throws {
        let run = runCLI(["check", "--format", "junit", try RuntimeErrorReportTests.file()])
        #expect(run.status == .usageOrModelError)
        #expect(Self.problems(run.stdout) == [])
    }

    @Test func warningsAndHostileNamesAreValid() throws {
        #expect(Self.problems(runCLI(["check", "--format", "junit", WarningsTests.model]).stdout) == [])
        let (_, hostile) = try HostileModelTests.check("junit")
        #expect(Self.problems(hostile) == [])
    }

    /// A failing expectation's location is the first line of its failure.
    @Test func aFailureStartsWithTheExpectLocation() {
        let xml = JUnitReport.render(sampleReport)
        #expect(xml.contains("<failure message=\"Models/case1-before.model:41:1: error: [contentKeptWhileReloading] Case1Before: expected to hold, but it is violated\" type=\"violated\">Models/case1-before.model:41:1: error: "))
    }

    /// `pagesKeptOnPagingFailure` of the sample's first model is not
    /// applicable and has no expectation: nothing was tested, so it is
    /// skipped with the reason; its suite counts 1 skip out of 2 tests.
    @Test func notApplicableIsSkipped() {
        let xml = JUnitReport.render(sampleReport)
        #expect(xml.contains("""
            <testcase classname="Case1After" name="pagesKeptOnPagingFailure">
              <skipped message="no fail ever answers a paging task"/>
            </testcase>
        """))
        #expect(xml.contains("<testsuite name=\"Case1After\" tests=\"2\" failures=\"0\" errors=\"0\" skipped=\"1\" file=\"Models/case1-after.model\">"))
    }

    /// An expected `notApplicable` that holds instead is a failure, not a skip.
    @Test func anUnmetNotApplicableIsAFailure() {
        let report = CheckReport(models: [ModelReport(
            name: "A", file: "a.model", states: 1, transitions: 0,
            properties: [PropertyReport(name: "p", verdict: .holds, expected: .notApplicable, expectLine: 2)]
        )])
        let xml = JUnitReport.render(report)
        #expect(xml.contains("<failure message=\"a.model:2:1: error: [p] A: expected to be not applicable, but it holds\" type=\"holds\">"))
        #expect(!xml.contains("<skipped"))
        #expect(Self.problems(xml) == [])
    }

    /// Two files declaring `model Case1`: a warning on standard error, and
    /// each suite (and test class) named after its file.
    @Test func duplicateModelNamesAreMadeDistinct() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-dup-\(UUID().uuidString)")
        var paths: [String] = []
        for folder in ["a", "b"] {
            let dir = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let path = dir.appendingPathComponent("case1.model").path
            try "model Case1\nvar n: Int = 0\non tap sync { n = 1 }\nview { blank }\n".write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        let run = runCLI(["check", "--format", "junit"] + paths)
        #expect(run.status == .success)
        #expect(run.stderr == "warning: 2 models are named 'Case1' (\(paths[0]), \(paths[1])); the JUnit report names them 'Case1 (\(paths[0]))', 'Case1 (\(paths[1]))' so that their results stay apart\n")
        for path in paths {
            #expect(run.stdout.contains("<testsuite name=\"Case1 (\(path))\""))
            #expect(run.stdout.contains("<testcase classname=\"Case1 (\(path))\" name=\"noLeakedTask\""))
        }
        #expect(Self.problems(run.stdout) == [])
        // The other formats keep the design's name and say nothing more.
        #expect(runCLI(["check", "--format", "json"] + paths).stderr.isEmpty)
    }
}
