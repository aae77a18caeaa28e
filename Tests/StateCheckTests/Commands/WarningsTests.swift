import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import StateCheck
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckLanguage
@testable import StateCheckReports

/// The front end's warnings reach the user on every command that reads
/// models: on standard error as the compiler prints them, and in the JSON,
/// JUnit and GitHub outputs. They never change the exit status.
@Suite(.serialized) struct WarningsTests {
    init() {
        // Outputs name model files relative to the package root, as users run them.
        _ = FileManager.default.changeCurrentDirectoryPath(packageRoot)
    }

    /// A model with two warnings (an ignored `@State`, `on laod`) and no error.
    static let model = "Tests/StateCheckTests/Golden/CLI/warnings-laod.model"

    /// What every command writes to standard error for `model`.
    static let stderr = """
        Tests/StateCheckTests/Golden/CLI/warnings-laod.model:7:1: warning: '@State' is ignored: model variables are the screen's state
        @State var user: Value? = nil
        ^
        Tests/StateCheckTests/Golden/CLI/warnings-laod.model:9:1: warning: 'laod' is not a standard event, so it is a button or action of its own; did you mean 'load'?
        on laod Task when user == nil { user = try? await getUser() }
        ^

        """

    @Test func compiledModelKeepsItsWarnings() throws {
        let source = try String(contentsOfFile: Self.model, encoding: .utf8)
        let system = try ModelSystem.compile(source: source, file: Self.model)
        #expect(system.warnings.map { "\($0.line):\($0.column): \($0.severity.rawValue)" } == ["7:1: warning", "9:1: warning"])
        #expect(system.warnings.last?.message == "'laod' is not a standard event, so it is a button or action of its own; did you mean 'load'?")
    }

    @Test func checkPrintsWarningsOnStandardError() {
        let run = runCLI(["check", Self.model])
        #expect(run.status == .success)
        #expect(run.stderr == Self.stderr)
        #expect(run.stdout.hasSuffix("1 model checked: every expectation met.\n"))
    }

    @Test func compareDiagramAndExplainPrintWarnings() {
        let compare = runCLI(["compare", Self.model])
        #expect(compare.status == .success)
        #expect(compare.stderr == Self.stderr)

        let diagram = runCLI(["diagram", Self.model])
        #expect(diagram.status == .success)
        #expect(diagram.stderr == Self.stderr)

        let explain = runCLI(["explain", Self.model, "noLeakedTask"])
        #expect(explain.status == .success)
        #expect(explain.stderr == Self.stderr)
    }

    @Test func replayCoverageMinimizeAndReportsPrintWarnings() throws {
        let replay = runCLI(["replay", Self.model, "load"])
        #expect(replay.status == .success)
        #expect(replay.stderr == Self.stderr)

        for command in ["coverage", "minimize"] {
            let run = runCLI([command, Self.model])
            #expect(run.status == .success, "\(command)")
            #expect(run.stderr == Self.stderr, "\(command)")
        }

        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let reports = runCLI(["reports", "--output", dir.path, Self.model])
        #expect(reports.status == .success)
        #expect(reports.stderr == Self.stderr)
    }

    /// The machine formats of `check` carry the warnings, pinned by golden files.
    @Test(arguments: ["json", "junit", "github"])
    func checkFormatsCarryWarnings(format: String) {
        let run = runCLI(["check", "--format", format, Self.model])
        #expect(run.status == .success)
        #expect(run.stderr == Self.stderr)
        expectGolden(run.stdout, "CLI/warnings-check.\(format)")
    }

    @Test func compareJSONCarriesWarnings() {
        let run = runCLI(["compare", "--format", "json", Self.model])
        #expect(run.status == .success)
        expectGolden(run.stdout, "CLI/warnings-compare.json")
    }

    /// Every JSON output ends with the same `warnings` array.
    @Test func everyJSONOutputHasTheWarnings() throws {
        for command in ["check", "compare", "coverage", "minimize"] {
            let run = runCLI([command, "--format", "json", Self.model])
            let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            let warnings = object?["warnings"] as? [[String: Any]]
            #expect(warnings?.count == 2, "\(command)")
            #expect(warnings?.first?["file"] as? String == Self.model, "\(command)")
            #expect(warnings?.first?["line"] as? Int == 7, "\(command)")
            #expect(warnings?.first?["column"] as? Int == 1, "\(command)")
            #expect(warnings?.last?["message"] as? String == "'laod' is not a standard event, so it is a button or action of its own; did you mean 'load'?", "\(command)")
        }
    }

    /// Without warnings the outputs keep their pinned shape: no `warnings`
    /// key, no `<system-err>`, no warning annotation.
    @Test func modelsWithoutWarningsHaveNoWarningsKey() {
        for command in ["check", "compare", "coverage", "minimize"] {
            let run = runCLI([command, "--format", "json", "Models/save-photo-button.model"])
            #expect(run.stderr.isEmpty, "\(command)")
            #expect(!run.stdout.contains("\"warnings\""), "\(command)")
        }
        #expect(!runCLI(["check", "--format", "junit", "Models/save-photo-button.model"]).stdout.contains("<system-err>"))
        #expect(!runCLI(["check", "--format", "github", "Models/save-photo-button.model"]).stdout.contains("::warning"))
    }

    @Test func junitWithWarningsIsWellFormedXML() {
        let xml = runCLI(["check", "--format", "junit", Self.model]).stdout
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "XML error: \(String(describing: parser.parserError))")
    }

    /// A model whose error is found after the front end (an initial value
    /// outside `intRange`, found by lowering) still reports the front end's
    /// warnings; an unchecked file's warnings are among its diagnostics in
    /// JSON, not in the top-level `warnings`.
    @Test func uncheckedModelKeepsItsWarnings() throws {
        let source = try String(contentsOfFile: Self.model, encoding: .utf8)
            .replacingOccurrences(of: "api getUser() -> Value nonempty\n", with: "api getUser() -> Value nonempty\nvar n: Int = 10 + 10\n")
        let (_, frontEnd) = analyzeModel(source: source, file: "w.model")
        #expect(!frontEnd.contains { $0.severity == .error })
        do {
            _ = try ModelSystem.compile(source: source, file: "w.model")
            Issue.record("the initial value outside intRange compiled")
        } catch {
            #expect(error.diagnostics.map(\.severity) == [.error, .warning, .warning])
        }

        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("w.model").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let run = runCLI(["check", "--format", "json", path])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("\(path):8:1: warning: '@State' is ignored"))
        #expect(run.stderr.contains("\(path):6:1: error: the initial value of 'n' exceeds the bound intRange"))
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(object?["warnings"] == nil)
        let unchecked = object?["unchecked"] as? [[String: Any]]
        let severities = (unchecked?.first?["diagnostics"] as? [[String: Any]])?.compactMap { $0["severity"] as? String }
        #expect(severities == ["error", "warning", "warning"])
    }

    /// Errors go through the same sink as warnings: an error about a whole
    /// model (an unknown property) is on standard error and among the
    /// unchecked file's JSON diagnostics.
    @Test func modelErrorsShareTheSink() throws {
        let run = runCLI(["check", "--format", "json", "--property", "contentKept", "Models/case1-after.model"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.hasPrefix("Models/case1-after.model: error: unknown property 'contentKept'"))
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let unchecked = object?["unchecked"] as? [[String: Any]]
        let diagnostic = (unchecked?.first?["diagnostics"] as? [[String: Any]])?.first
        #expect((diagnostic?["message"] as? String)?.hasPrefix("unknown property 'contentKept'") == true)
        #expect(diagnostic?["line"] as? Int == 1)
    }
}
