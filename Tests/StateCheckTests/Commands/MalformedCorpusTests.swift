import Foundation
import Testing
@testable import StateCheck
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

/// Every `Malformed/NN-name.model` is checked with `statecheck check` and its
/// exit status and standard error are compared with `NN-name.expected`
/// (`exit N` on the first line, then standard error, with the folder's
/// absolute path written as `Malformed/`). Record after an intended change
/// with `STATECHECK_RECORD_GOLDEN=1 swift test --filter MalformedCorpus`,
/// then read every changed file: each diagnostic must name file:line:col and
/// say what to write instead.
@Suite struct MalformedCorpusTests {
    static let folder = testTargetFolder.appendingPathComponent("Malformed")

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".model") }.sorted()
    }

    /// What `check` prints for one case, as stored in its `.expected` file.
    static func run(_ name: String) -> String {
        let path = folder.appendingPathComponent(name).path
        let out = CapturedOutput()
        let status = StateCheckCLI.main(["check", path, "--max-states", "5000"], context: out.context())
        let stderr = out.stderr.replacingOccurrences(of: folder.path + "/", with: "Malformed/")
        return "exit \(status.rawValue)\n" + stderr
    }

    @Test func thereAreAtLeastFiftyCases() {
        #expect(Self.cases.count >= 50)
    }

    @Test(arguments: cases) func diagnosticMatchesGolden(_ name: String) throws {
        let actual = Self.run(name)
        let expectedURL = Self.folder.appendingPathComponent(String(name.dropLast(".model".count)) + ".expected")
        if ProcessInfo.processInfo.environment["STATECHECK_RECORD_GOLDEN"] == "1" {
            try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(actual == expected, "\(name): stderr differs from its .expected file")
        // Every case is a model error (exit 2) except where the .expected says otherwise,
        // and every error line names the file, a line and a column.
        let errorLines = actual.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(!errorLines.isEmpty || !actual.hasPrefix("exit 2"))
        for line in errorLines {
            #expect(line.hasPrefix("Malformed/\(name):"), "\(line)")
            let fields = line.split(separator: ":", maxSplits: 3)
            #expect(fields.count == 4 && Int(fields[1]) != nil && Int(fields[2]) != nil, "no line:col in \(line)")
        }
    }
}
