import Foundation
import Testing
@testable import StateCheck
@testable import StateCheckCLI
@testable import StateCheckCommands

/// Inputs that are not regular files, and an output that cannot be written:
/// each is one clear message and exit 2, never a crash or a system error code.
@Suite struct SpecialFileTests {
    static func scratch(_ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("statecheck-special-\(name)-\(ProcessInfo.processInfo.processIdentifier)").path
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    static func run(_ arguments: [String]) -> (StateCheckCommands.ExitCode, CapturedOutput) {
        let out = CapturedOutput()
        return (StateCheckCLI.main(arguments, context: out.context()), out)
    }

    /// A named pipe is refused before it is opened (opening one waits for a writer).
    @Test func aFIFOIsNamedAsSuch() throws {
        let dir = try Self.scratch("fifo")
        let path = dir + "/piped.model"
        #expect(mkfifo(path, 0o644) == 0)
        let (status, out) = Self.run(["check", path])
        #expect(status == .usageOrModelError)
        #expect(out.stderr == "\(path): error: is a named pipe (FIFO), not a file; save the model to a .model file and pass its path\n")
        #expect(out.stdout == "\n1 model file could not be checked (see the errors above); 0 models checked.\n")
        let (explained, explain) = Self.run(["explain", path, "recoverable"])
        #expect(explained == .usageOrModelError)
        #expect(explain.stderr == "\(path): error: is a named pipe (FIFO), not a file; save the model to a .model file and pass its path\n")
    }

    /// `explain`, `replay` and `diagram` read one file: a folder is said to be one.
    @Test func aFolderGivenToAOneFileCommand() throws {
        let folder = modelsFolder.path
        let message = "\(folder): error: is a folder; this command reads one .model or .swift file (check, compare, coverage and minimize take folders)\n"
        for arguments in [["explain", folder, "recoverable"], ["replay", folder, "load"], ["diagram", folder]] {
            let (status, out) = Self.run(arguments)
            #expect(status == .usageOrModelError, "\(arguments[0])")
            #expect(out.stderr == message, "\(arguments[0])")
            #expect(out.stdout == "", "\(arguments[0])")
        }
    }

    /// A write that fails (here to `/dev/full`) is remembered, not a trap.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "/dev/full exists on Linux"))
    func aFullDeviceIsAMessage() throws {
        let handle = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let writer = StreamWriter(handle, name: "standard output")
        writer.write("Case1After ...\n")
        writer.write("more\n")
        #expect(writer.failure == "error: cannot write standard output: No space left on device")
        let fine = StreamWriter(try #require(FileHandle(forWritingAtPath: "/dev/null")), name: "standard output")
        fine.write("ok\n")
        #expect(fine.failure == nil)
    }

    /// `statecheck check Models > /dev/full` crashed with a backtrace (exit 132).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")
                   && FileManager.default.isExecutableFile(atPath: InterruptTests.executable), "needs /dev/full and the built executable"))
    func theExecutableExitsTwoWhenStandardOutputIsFull() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: InterruptTests.executable)
        process.arguments = ["check", modelsFolder.path + "/case1-after.model"]
        let full: FileHandle = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        process.standardOutput = full
        let err = Pipe()
        process.standardError = err
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 2)
        #expect(stderr == "error: cannot write standard output: No space left on device\n")
    }
}
