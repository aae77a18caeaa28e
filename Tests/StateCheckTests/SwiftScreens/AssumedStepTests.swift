import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckReports
@testable import StateCheckScreens

/// A trace step that exists only because of an abstraction says so: the
/// screen shows its loading overlay only when its parent passes
/// `showsLoadingOverlay: true`, a value the screen tests but does not
/// decide (an assumption, `assume_showsLoadingOverlay`). Its two spinners
/// together need that step, and every report names what it assumed and the
/// line that tests it: the text (and so GitHub annotations and JUnit), JSON
/// and the filmstrip.
@Suite struct AssumedStepTests {
    static let folder = "Tests/StateCheckTests/Golden/SwiftScreens/AssumedStep"

    func check(_ args: [String]) -> (status: ExitCode, stdout: String, stderr: String) {
        _ = FileManager.default.changeCurrentDirectoryPath(packageRoot)
        return runCLI(["check", Self.folder, "--property", "noDoubleSpinner"] + args)
    }

    @Test func theTextTraceSaysWhatTheStepAssumes() {
        let r = check([])
        #expect(r.status == .expectationFailed)
        #expect(r.stdout.contains("""
            \(Self.folder)/NewsScreen.swift:15:1: error: [noDoubleSpinner] NewsScreen: expected to hold, but it is violated \
            (the screen shows blank + spinner + refreshSpinner: spinner and refreshSpinner together)
               1. load                        (invisible) → blank
               2. refresh                     blank → blank + refreshSpinner
               3. assume_showsLoadingOverlay  blank + refreshSpinner → blank + spinner + refreshSpinner
                  assumed: showsLoadingOverlay is true — NewsScreen.swift:31
              replay: statecheck replay \(Self.folder)/NewsScreen.swift "load, refresh, assume_showsLoadingOverlay"

            """), "\(r.stdout)")
        // Only the assumption's step carries the line.
        #expect(r.stdout.components(separatedBy: "assumed:").count == 2)
    }

    @Test func theJSONStepCarriesTheAssumption() throws {
        let r = check(["--format", "json"])
        let document = try JSONValue.parse(r.stdout)
        #expect(try JSONSchemaTests.schema("check").errors(document) == [])
        let trace = document["models"]?[0]?["properties"]?[0]?["trace"]
        #expect(trace?[2]?["assumed"] == .string("showsLoadingOverlay is true — NewsScreen.swift:31"))
        #expect(trace?[1]?["assumed"] == nil)
    }

    @Test func theFilmstripCaptionSaysWhatTheStepAssumes() {
        let step = TraceStepReport(
            event: "assume_showsLoadingOverlay", lines: [31],
            changes: [VariableChange(name: "assume_showsLoadingOverlay", before: "false", after: "true")],
            screenBefore: "blank + refreshSpinner", screenAfter: "blank + spinner + refreshSpinner")
        let p = PropertyReport(name: "noDoubleSpinner", verdict: .violated, reason: nil, trace: [step])
        let m = ModelReport(name: "NewsScreen", file: "App/NewsScreen.swift", states: 2, transitions: 1, properties: [p])
        let svg = Filmstrip.svg(p, of: m, definition: nil)
        #expect(svg.contains(">assumed:"), "\(svg)")
        #expect(svg.contains("NewsScreen.swift:31"), "\(svg)")
        // A step of any other event assumes nothing.
        #expect(TraceStepReport(event: "refresh", lines: [3], changes: [], screenBefore: "", screenAfter: "").assumption(designFile: "a.swift") == nil)
    }
}
