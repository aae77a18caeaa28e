import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands

/// `check --format github` as a GitHub Actions step runs it: the step
/// summary file, and standard error that the runner cannot mistake for
/// workflow commands.
@Suite struct GitHubCheckTests {
    /// Runs `statecheck ARGS` with `environment`.
    static func run(_ args: [String], environment: [String: String]) -> (status: ExitCode, stdout: String, stderr: String) {
        let captured = CapturedOutput()
        var context = captured.context()
        context.environment = environment
        let status = StateCheckCLI.main(args, context: context)
        return (status, captured.stdout, captured.stderr)
    }

    static func temporaryFile(_ name: String, contents: String? = nil) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-gh-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent(name).path
        if let contents { try contents.write(toFile: path, atomically: true, encoding: .utf8) }
        return path
    }

    /// The flipped expectation of `case1-before` (as in the `check-flipped`
    /// goldens) fails: the summary appended after an earlier step's text
    /// holds the comparison table and the failing trace.
    @Test func theStepSummaryHoldsTheTableAndTheFailingTrace() throws {
        let model = try editedModel("case1-before.model") {
            $0.replacingOccurrences(of: "expect violated contentKeptWhileReloading", with: "expect holds contentKeptWhileReloading")
        }
        let summary = try Self.temporaryFile("summary.md", contents: "earlier step\n")
        let run = Self.run(["check", "--format", "github", model], environment: ["GITHUB_STEP_SUMMARY": summary])
        #expect(run.status == .expectationFailed)
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let text = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(text.hasPrefix("earlier step\n## StateCheck\n\n**1 verdict differs from its expectation** (1 model checked).\n\n| Design | Cases | States | Transitions |"))
        #expect(text.contains("\n| Case1Before | "))
        #expect(text.contains("\n#### Case1Before: `contentKeptWhileReloading`\n\n```text\n\(model):"))
        #expect(text.contains("   3. refresh           content([p1]) → blank + spinner + refreshSpinner\n"))
        // Standard output is the same as without the variable.
        #expect(run.stdout == runCLI(["check", "--format", "github", model]).stdout)
    }

    /// A missing file is created; every expectation met says so.
    @Test func theStepSummaryFileIsCreatedWhenMissing() throws {
        let summary = try Self.temporaryFile("new-summary.md")
        let run = Self.run(["check", "--format", "github", "Models/save-photo-button.model"], environment: ["GITHUB_STEP_SUMMARY": summary])
        #expect(run.status == .success)
        let text = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(text.hasPrefix("## StateCheck\n\n1 model checked, every expectation met.\n\n| Design |"))
        #expect(!text.contains("### Unmet expectations"))
    }

    /// Only the github format writes it.
    @Test func otherFormatsLeaveTheSummaryAlone() throws {
        let summary = try Self.temporaryFile("untouched.md")
        for format in ["text", "json", "junit"] {
            _ = Self.run(["check", "--format", format, "Models/save-photo-button.model"], environment: ["GITHUB_STEP_SUMMARY": summary])
        }
        #expect(!FileManager.default.fileExists(atPath: summary))
    }

    /// A summary that cannot be written warns, and the exit status stays the verdicts'.
    @Test func anUnwritableSummaryIsAWarning() throws {
        // The folder that would hold the file does not exist.
        let path = try Self.temporaryFile("missing") + "/summary.md"
        let run = Self.run(["check", "--format", "github", "Models/save-photo-button.model"], environment: ["GITHUB_STEP_SUMMARY": path])
        #expect(run.status == .success)
        #expect(run.stderr.hasPrefix("\(path): warning: the step summary cannot be written ("))
    }

    /// A model whose broken line starts with `::` echoes that line with its
    /// diagnostic: in the github format no line of standard error starts a
    /// workflow command, while the text format shows the line as written.
    @Test func echoedSourceLinesCannotStartCommands() throws {
        let model = try Self.temporaryFile("echo.model", contents: "model Echo\n  ::error file=x::injected\nview { blank }\n")
        let github = runCLI(["check", "--format", "github", model])
        #expect(github.status == .usageOrModelError)
        #expect(github.stderr.contains("error file=x::injected"))
        for line in github.stderr.split(separator: "\n") {
            #expect(!line.drop { $0.isWhitespace }.hasPrefix("::"), "\(line)")
        }
        let text = runCLI(["check", model])
        #expect(text.stderr.contains("\n  ::error file=x::injected\n"))
    }
}
