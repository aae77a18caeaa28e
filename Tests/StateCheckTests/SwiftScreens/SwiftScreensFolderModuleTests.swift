import Foundation
import Testing
@testable import StateCheckCLI
@testable import StateCheckCommands

/// A folder named on the command line is one module with its subfolders,
/// whatever sits beside it: an app laid out in feature folders with no
/// `.xcodeproj` (XcodeGen, Tuist) reads as the same app in one folder does.
@Suite struct SwiftScreensFolderModuleTests {
    static let app = SwiftScreensCommandTests.fixtures + "/FolderModule"

    @Test func aScreenUsesTypesOfSiblingFolders() throws {
        let nested = runCLI(["check", Self.app])
        #expect(!nested.stderr.contains("not understood"), "\(nested.stderr)")
        #expect(nested.stdout.contains("NotesScreen "), "\(nested.stdout)")

        // The same files in one folder: the same screen, the same verdicts.
        let flat = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-flat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: flat, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: flat) }
        for path in ["Models/Note.swift", "Networking/NotesClient.swift", "Features/Notes/NotesScreen.swift"] {
            let source = URL(fileURLWithPath: Self.app + "/NotesApp/" + path)
            try FileManager.default.copyItem(at: source, to: flat.appendingPathComponent(source.lastPathComponent))
        }
        let single = runCLI(["check", flat.path])
        #expect(nested.status == single.status)
        let rows = { (out: String) in out.split(separator: "\n").filter { $0.hasPrefix("NotesScreen ") } }
        #expect(rows(nested.stdout) == rows(single.stdout))
        #expect(!rows(nested.stdout).isEmpty)
    }

    @Test func theModuleIsTheFolderNamedNotEachFileFolder() {
        let files = [Self.app + "/NotesApp/Models/Note.swift", Self.app + "/NotesApp/Features/Notes/NotesScreen.swift"]
        let roots = ModelChecking.moduleRoots(of: files, named: [Self.app])
        #expect(Set(roots.values) == [Self.app])
    }
}
