import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands

/// `statecheck reports` reads SwiftUI screens where it reads `.model` designs.
@Suite struct SwiftScreensReportsTests {
    static let fixtures = SwiftScreensCommandTests.fixtures

    /// The reports of a Swift folder (SplitFeed: one screen, Feed) and a
    /// `.model` beside it: README.md compares both and has a section per
    /// design, and each design has its DOT and Mermaid diagrams, named after
    /// its type (`Feed`: a Swift file may declare several screens) or its
    /// file (`case1-before`), and a filmstrip per violated property (both
    /// designs violate the same four properties).
    @Test func reportsOfASwiftFolderAndAModel() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let model = modelsFolder.appendingPathComponent("case1-before.model").path
        let run = runCLI(["reports", "--output", dir.path, Self.fixtures + "/SplitFeed", model])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout == "Wrote \(dir.path)/: 13 files, 13 changed.\n")
        let written = ReportsCommand.existingFiles(in: dir.path)
        let violated = ["contentKeptWhileReloading", "errorKeptWhileRetrying", "noDoubleSpinner", "silentCancellation"]
        #expect(written == ["README.md", "diagrams/Feed.dot", "diagrams/Feed.md", "diagrams/case1-before.dot", "diagrams/case1-before.md"]
            + violated.map { "filmstrips/Feed-\($0).svg" } + violated.map { "filmstrips/case1-before-\($0).svg" })
        let readme = try String(contentsOf: dir.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("SplitFeed/Feed.swift"))
        #expect(readme.contains("Case1Before"))
        let dot = try String(contentsOf: dir.appendingPathComponent("diagrams/Feed.dot"), encoding: .utf8)
        #expect(dot.hasPrefix("digraph"))

        // The same inputs again: nothing is stale.
        let again = runCLI(["reports", "--check", "--output", dir.path, Self.fixtures + "/SplitFeed", model])
        #expect(again.status == .success, "\(again.stderr)")
    }

    /// A screen that cannot be read stops the reports, as a `.model` with an error does: nothing is written.
    @Test func anUnreadableScreenWritesNoReports() {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = runCLI(["reports", "--output", dir.path, Self.fixtures + "/Unsupported"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("SettingsScreen.swift:16:46: error: '.alert' is read bound to a @State variable of the screen"))
        #expect(!FileManager.default.fileExists(atPath: dir.path))
    }
}
