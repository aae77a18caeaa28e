import Foundation
import Testing
@testable import StateCheck
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

/// Every file-system problem is one clear message and exit 2, through the
/// same entry point as the executable (`StateCheckCLI.main`).
@Suite struct FileHandlingTests {
    /// A fresh folder under the system's temporary directory.
    static func scratch(_ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("statecheck-files-\(name)-\(ProcessInfo.processInfo.processIdentifier)").path
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    static func check(_ arguments: [String]) -> (StateCheckCommands.ExitCode, CapturedOutput) {
        let out = CapturedOutput()
        return (StateCheckCLI.main(arguments, context: out.context()), out)
    }

    static let validModel = "model M\nvar n: Int = 0\nview { blank }\n"

    @Test func missingFile() throws {
        let dir = try Self.scratch("missing")
        let (status, out) = Self.check(["check", dir + "/nope.model"])
        #expect(status == .usageOrModelError)
        #expect(out.stderr == "\(dir)/nope.model: error: no such file or folder\n")
    }

    @Test func folderWithoutModels() throws {
        let dir = try Self.scratch("empty")
        try "not a model".write(toFile: dir + "/notes.txt", atomically: true, encoding: .utf8)
        let (status, out) = Self.check(["check", dir])
        #expect(status == .usageOrModelError)
        #expect(out.stderr == "\(dir): error: contains no .model files\n")
    }

    @Test func symbolicLinkLoop() throws {
        let dir = try Self.scratch("loop")
        try FileManager.default.createSymbolicLink(atPath: dir + "/a.model", withDestinationPath: dir + "/b.model")
        try FileManager.default.createSymbolicLink(atPath: dir + "/b.model", withDestinationPath: dir + "/a.model")
        let (status, out) = Self.check(["check", dir + "/a.model"])
        #expect(status == .usageOrModelError)
        #expect(out.stderr == "\(dir)/a.model: error: is a symbolic link to a missing file (or a symbolic link loop)\n")
    }

    @Test func folderLinkLoopIsWalkedOnce() throws {
        let dir = try Self.scratch("folderloop")
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
        try Self.validModel.write(toFile: dir + "/sub/m.model", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/sub/again", withDestinationPath: dir)
        let (status, out) = Self.check(["check", dir])
        #expect(status == .success)
        #expect(out.stdout.contains("1 model checked"))
    }

    @Test func nonUTF8Text() throws {
        let dir = try Self.scratch("latin1")
        let bytes: [UInt8] = Array("model M\nview { mark(\"caf".utf8) + [0xE9, 0xFF] + Array("\") }\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: dir + "/m.model"))
        let (status, out) = Self.check(["check", dir + "/m.model"])
        #expect(status == .usageOrModelError)
        #expect(out.stderr == "\(dir)/m.model: error: is not UTF-8 text; save the model as UTF-8\n")
    }

    @Test func fileLargerThanTheLimit() throws {
        let dir = try Self.scratch("large")
        let size = ModelFiles.maximumBytes + 1
        try Data(repeating: UInt8(ascii: " "), count: size).write(to: URL(fileURLWithPath: dir + "/big.model"))
        let (status, out) = Self.check(["check", dir + "/big.model"])
        #expect(status == .usageOrModelError)
        #expect(out.stderr == "\(dir)/big.model: error: is \(size) bytes; model files are limited to \(ModelFiles.maximumBytes) bytes\n")
    }

    /// A folder where a file is expected (`explain` reads its one path directly).
    @Test func folderGivenAsTheModelFile() throws {
        let dir = try Self.scratch("dirfile")
        try FileManager.default.createDirectory(atPath: dir + "/x.model", withIntermediateDirectories: true)
        let (status, out) = Self.check(["explain", dir + "/x.model", "recoverable"])
        #expect(status == .usageOrModelError)
        // Said before reading (reading a folder gave "NSCocoaErrorDomain error 256").
        #expect(out.stderr == "\(dir)/x.model: error: is a folder; this command reads one .model or .swift file (check, compare, coverage and minimize take folders)\n")
    }

    /// `chmod 000` blocks reading, except for root, who reads any file: the
    /// test then has nothing to show and is skipped.
    @Test(.enabled(if: getuid() != 0, "tests run as root here, and root reads files whatever their mode"))
    func unreadableFile() throws {
        let dir = try Self.scratch("unreadable")
        let path = dir + "/m.model"
        try Self.validModel.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
        let (status, out) = Self.check(["check", path])
        #expect(status == .usageOrModelError)
        #expect(out.stderr == "\(path): error: cannot be read (permission denied)\n" || out.stderr.contains("cannot be read"))
    }

    @Test func emptyFile() throws {
        let dir = try Self.scratch("emptyfile")
        try "".write(toFile: dir + "/m.model", atomically: true, encoding: .utf8)
        let (status, out) = Self.check(["check", dir + "/m.model"])
        #expect(status == .usageOrModelError)
        #expect(out.stderr.hasPrefix("\(dir)/m.model:1:1: error: "))
    }

    /// A file with errors is not "checked": the summary no longer says
    /// "0 models checked: every expectation met."
    @Test func summaryCountsFilesThatCouldNotBeChecked() throws {
        let dir = try Self.scratch("summary")
        try "model M\nview { blank\n".write(toFile: dir + "/bad.model", atomically: true, encoding: .utf8)
        try Self.validModel.write(toFile: dir + "/good.model", atomically: true, encoding: .utf8)
        let (status, out) = Self.check(["check", dir])
        #expect(status == .usageOrModelError)
        #expect(out.stdout.hasSuffix("\n1 model file could not be checked (see the errors above); 1 model checked.\n"))
        #expect(out.stderr.hasPrefix("\(dir)/bad.model:3:1: error: "))
    }
}
