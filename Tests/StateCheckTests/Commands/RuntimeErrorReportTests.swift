import Foundation
import Testing
@testable import StateCheckCommands
@testable import StateCheckReports

/// A run that fails does not discard the model's finished check: `check`
/// reports the verdicts with the runtime error, and still exits 2.
@Suite struct RuntimeErrorReportTests {
    static let model = """
    model Boom
    var x: Int? = nil
    on boom sync { x = x! + 1 }
    view { blank }
    expect holds noLeakedTask
    """

    static func file() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-runtime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("boom.model").path
        try model.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func checkKeepsTheVerdictsAndReportsTheError() throws {
        let path = try Self.file()
        let text = runCLI(["check", path])
        #expect(text.status == .usageOrModelError)
        #expect(text.stderr.hasPrefix("\(path):3:20: error: force-unwrapped a nil value\n"))
        #expect(text.stdout.hasPrefix("Boom   "))
        // 14 standard properties: noLeakedTask holds, the other 13 (noMixedListings among them: Boom never pages) do not apply.
        #expect(text.stdout.contains(" 2 states        2 transitions   holds 1  violated 0  n/a 13   FAILED\n"))
        #expect(text.stdout.contains("\n\(path):3:20: error: force-unwrapped a nil value\n"))
        #expect(text.stdout.hasSuffix("\n1 of 1 model stopped runs with a runtime error (see the errors above; their verdicts speak only of the runs that finished).\n"))

        let json = runCLI(["check", path, "--format", "json"])
        #expect(json.status == .usageOrModelError)
        #expect(json.stdout.contains("\"runtimeErrors\": [\n        {\n          \"line\": 3,\n          \"column\": 20,"))
        #expect(json.stdout.contains("\"expectationsMet\": false"))
        #expect(json.stdout.contains("\"unchecked\": []"))

        let junit = runCLI(["check", path, "--format", "junit"])
        // One test case per standard property (14) and one for the run.
        #expect(junit.stdout.contains("<testsuites name=\"statecheck\" tests=\"15\" failures=\"0\" errors=\"1\">"))
        #expect(junit.stdout.contains("name=\"run\""))

        let github = runCLI(["check", path, "--format", "github"])
        #expect(github.stdout.hasPrefix("::error file=\(path),line=3,col=20,"))
        #expect(github.stdout.hasSuffix("statecheck: 1 of 1 models stopped runs with a runtime error\n"))
    }

    @Test func commandsThatDrawFromTheRunStillRefuseIt() throws {
        let path = try Self.file()
        #expect(runCLI(["coverage", path]).status == .usageOrModelError)
        #expect(runCLI(["diagram", path]).status == .usageOrModelError)
        #expect(runCLI(["diagram", path]).stdout.isEmpty)
    }
}
