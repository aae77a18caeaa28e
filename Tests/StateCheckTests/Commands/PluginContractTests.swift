import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands

/// What the plugins in `Plugins/` rely on in the `statecheck` executable: the
/// command plugin reads which options take a value from each command's
/// `--help`, and keeps `--target` for itself; the build-tool plugin runs
/// `check --stamp` and declares the stamp as its output.
@Suite(.serialized) struct PluginContractTests {
    init() {
        _ = FileManager.default.changeCurrentDirectoryPath(packageRoot)
    }

    /// Every option row of every command's help is `  NAMES <value>  help`
    /// exactly when the option takes a value, and no command has a `--target`.
    @Test func helpRowsSayWhichOptionsTakeAValue() {
        for command in StateCheckCLI.commands {
            let help = runCLI([command.spec.name, "--help"]).stdout
            for option in command.spec.options {
                let names = option.names.joined(separator: ", ")
                let row = option.valueName.map { "  \(names) <\($0)>  " } ?? "  \(names)  "
                #expect(help.contains(row), "statecheck \(command.spec.name) --help lacks the row '\(row)'")
                #expect(!option.names.contains("--target"), "statecheck \(command.spec.name) has --target, which the command plugin keeps for itself")
            }
        }
    }

    /// `check --stamp` writes a Swift file of comments only (so compiling it
    /// adds nothing to the target) that records the outcome, and exits as
    /// `check` does.
    @Test func checkWritesTheStamp() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stamp = folder.appendingPathComponent("StateCheckBuildStamp.swift").path
        let passing = runCLI(["check", "--stamp", stamp, "Models/case1-after.model"])
        #expect(passing.status == .success)
        let written = try String(contentsOfFile: stamp, encoding: .utf8)
        #expect(written.contains("1 model checked, every expectation met."))
        #expect(written.split(separator: "\n").allSatisfy { $0.hasPrefix("//") })

        // Case 1 Before with one expectation flipped: one model fails.
        let flipped = try editedModel("case1-before.model") {
            $0.replacingOccurrences(of: "expect violated contentKeptWhileReloading", with: "expect holds contentKeptWhileReloading")
        }
        let failing = runCLI(["check", "--stamp", stamp, flipped])
        #expect(failing.status == .expectationFailed)
        #expect(try String(contentsOfFile: stamp, encoding: .utf8).contains("1 model checked, 1 failed."))
    }

    /// A stamp that cannot be written is a file error (exit 2) naming it.
    @Test func unwritableStampIsAFileError() {
        let run = runCLI(["check", "--stamp", "/nonexistent-folder/Stamp.swift", "Models/case1-after.model"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("/nonexistent-folder/Stamp.swift: error: cannot be written"))
    }

    /// `diagram --output FILE` writes what `diagram` prints, and prints nothing.
    @Test func diagramWritesTheOutputFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-\(UUID().uuidString).dot").path
        let printed = runCLI(["diagram", "Models/case1-after.model"])
        let written = runCLI(["diagram", "Models/case1-after.model", "-o", file])
        #expect(written.status == .success)
        #expect(written.stdout == "")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == printed.stdout)
    }
}
