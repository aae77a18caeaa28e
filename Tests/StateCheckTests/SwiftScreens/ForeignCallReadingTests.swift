import Foundation
import Testing
@testable import StateCheckSwift
@testable import StateCheckEngine
@testable import StateCheckCLI
@testable import StateCheckCommands

/// Calls into code the translation does not read, function references as
/// Button actions and content given as arguments: read by default, refused
/// under `--strict`, and a call that hands the screen's own state to the
/// code it calls stays refused.
@Suite struct ForeignCallReadingTests {
    /// `statecheck check` of a folder holding `source` as LogScreen.swift.
    static func check(_ source: String, strict: Bool = false) throws -> (status: ExitCode, stdout: String, stderr: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-foreign-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try source.write(to: dir.appendingPathComponent("LogScreen.swift"), atomically: true, encoding: .utf8)
        return runCLI(["check", dir.path] + (strict ? ["--strict"] : []))
    }

    static func screen(logging call: String) -> String {
        """
        import SwiftUI

        enum AppLog {
            static func note(_ message: String) {}
            static func attach(_ screen: LogScreen) {}
        }

        struct LogScreen: View {
            @State private var isLoading = false

            var body: some View {
                Text("Hello")
                    .task {
                        isLoading = true
                        \(call)
                        isLoading = false
                    }
            }
        }
        """
    }

    @Test func aLogLineIsNoStatement() throws {
        let run = try Self.check(Self.screen(logging: "AppLog.note(\"start\")"))
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout.contains("1 model checked: every expectation met."), "\(run.stdout)")
    }

    @Test func strictKeepsRefusingALogLine() throws {
        let run = try Self.check(Self.screen(logging: "AppLog.note(\"start\")"), strict: true)
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("LogScreen.swift:15:17: error: cannot find 'AppLog' in scope; declare the request as 'api note(...) -> Value' and call 'note(...)'"), "\(run.stderr)")
    }

    @Test func aCallHandedTheScreenIsNotDropped() throws {
        let run = try Self.check(Self.screen(logging: "AppLog.attach(self)"))
        #expect(run.status == .usageOrModelError)
        // The first reading refers to AppLog, which the model has not; read again with it not found, the call that hands out the screen is still refused.
        #expect(run.stderr.contains("LogScreen.swift:15:17: error: cannot find 'AppLog' in scope: it names nothing the model has (a type or value of another module, or a parameter of code the translation does not read)"), "\(run.stderr)")
    }

    @Test func strictKeepsRefusingContentArgumentsAndActionReferences() {
        let folder = SwiftScreensAbstractionSoundnessTests.folder
        let content = runCLI(["check", folder.appendingPathComponent("ContentArgument/Abstracted").path, "--strict"])
        #expect(content.stderr.contains("DraftsScreen.swift:14:13: error: 'Section' without a trailing closure is not understood"), "\(content.stderr)")
        #expect(content.stderr.contains("DraftsScreen.swift:20:10: error: '.overlay' without a trailing closure is not understood"), "\(content.stderr)")
    }
}
