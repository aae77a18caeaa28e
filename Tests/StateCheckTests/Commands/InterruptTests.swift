import Foundation
import Testing
@testable import StateCheck
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckReports

/// Ctrl-C (SIGINT) or a CI cancel (SIGTERM) sets the stop flag: the model
/// being explored is partial (its unrefuted expectations unknown), the
/// models after it are not checked (neither met nor failed), and the run
/// exits 3, never "every expectation met".
@Suite struct InterruptTests {
    static func scratch(_ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("statecheck-interrupt-\(name)-\(ProcessInfo.processInfo.processIdentifier)").path
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A first model whose compile warning (`laod` is not `load`) is written
    /// just before it is explored: the hook below interrupts the run there.
    static let first = """
        model Misspelt
        var count: Int = 0
        on laod sync { count += 1 }
        view { blank }
        invariant small: count < 11
        expect holds small
        """

    /// Copies the first model and two shipped ones into a scratch folder.
    static func models(_ name: String) throws -> (dir: String, files: [String]) {
        let dir = try scratch(name)
        try first.write(toFile: dir + "/a.model", atomically: true, encoding: .utf8)
        for (shipped, copy) in [("case1-after.model", "b.model"), ("case1-before.model", "c.model")] {
            try FileManager.default.copyItem(atPath: modelsFolder.path + "/" + shipped, toPath: dir + "/" + copy)
        }
        return (dir, ["a.model", "b.model", "c.model"].map { dir + "/" + $0 })
    }

    /// Runs `arguments` with a context whose stop flag is set as the first
    /// warning reaches standard error: an in-process stand-in for Ctrl-C
    /// arriving while the first model is explored.
    static func interrupted(_ arguments: [String]) -> (ExitCode, stdout: String) {
        let flag = StopFlag()
        let stdout = CapturedOutput()
        let context = CommandContext(
            write: { stdout.context().write($0) },
            writeError: { if $0.contains("warning:") { flag.stop() } },
            stopFlag: flag)
        return (StateCheckCLI.main(arguments, context: context), stdout.stdout)
    }

    @Test func theModelsNeverExploredAreNotCheckedAndTheInterruptedOneIsUnknown() throws {
        let (_, files) = try Self.models("text")
        let (status, out) = Self.interrupted(["check"] + files)
        #expect(status == .incomplete)
        // The stop is seen before the first expansion: the initial state only, so
        // all 14 standard properties and the model's own one are unknown.
        #expect(out == """
            Misspelt           1 states        0 transitions   holds 0  violated 0  n/a 0  unknown 15   UNKNOWN (partial)

            \(files[0]): warning: Misspelt: interrupted: the result is partial
            \(files[1]): note: not checked: the run was interrupted before its turn
            \(files[2]): note: not checked: the run was interrupted before its turn

            \(files[0]):6:1: warning: [small] Misspelt: expected to hold, but it is unknown (no violation in the 1 state explored before the exploration stopped)

            1 model checked (1 partially), 2 not checked (interrupted): 1 expectation unknown (the exploration stopped before deciding it).

            """)
    }

    @Test func junitAndGitHubSkipTheModelsNeverExplored() throws {
        let (_, files) = try Self.models("formats")
        let (status, github) = Self.interrupted(["check", "--property", "small", "--format", "github"] + files)
        #expect(status == .incomplete)
        #expect(github == """
            ::warning file=\(files[0]),line=3,col=1,title=StateCheck%3A model warning::'laod' is not a standard event, so it is a button or action of its own; did you mean 'load'?
            ::warning file=\(files[0]),line=1,title=StateCheck%3A partial result::Misspelt: interrupted: the result is partial
            ::warning file=\(files[0]),line=6,col=1,title=StateCheck%3A small unknown::Misspelt: expected to hold, but it is unknown: no violation in the 1 state explored before the exploration stopped; interrupted: the result is partial
            ::warning file=\(files[1]),line=1,title=StateCheck%3A not checked::not checked: the run was interrupted before its turn
            ::warning file=\(files[2]),line=1,title=StateCheck%3A not checked::not checked: the run was interrupted before its turn
            statecheck: 1 model checked (1 partially), 2 not checked (interrupted): 1 expectation unknown (the exploration stopped before deciding it).

            """)
        let (_, junit) = Self.interrupted(["check", "--property", "small", "--format", "junit"] + files)
        #expect(junit.contains("<testsuites name=\"statecheck\" tests=\"3\" failures=\"0\" errors=\"0\">\n"))
        #expect(junit.contains("""
              <testsuite name="\(files[1])" tests="1" failures="0" errors="0" skipped="1" file="\(files[1])">
                <testcase classname="\(files[1])" name="check">
                  <skipped message="not checked: the run was interrupted before its turn"/>
                </testcase>
              </testsuite>

            """))
        #expect(!junit.contains("<failure"))
        #expect(JUnitSchema.violations(of: junit) == [])
        let (_, json) = Self.interrupted(["check", "--property", "small", "--format", "json"] + files)
        #expect(json.contains("""
              "notChecked": [
                "\(files[1])",
                "\(files[2])"
              ]
            """))
    }

    /// The executable's own handler: SIGTERM (what a CI cancel sends) while
    /// the first, slow model is explored. Runs the built `statecheck`.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: InterruptTests.executable), "the statecheck executable is not built"))
    func sigtermStopsTheExecutableWithAPartialReport() throws {
        let dir = try Self.scratch("sigterm")
        // Thousands of slow states: still exploring when the signal comes.
        let slow = """
            model Slow
            var count: Int = 0
            on laod sync {
                var i = 0
                while i < 2000 { i += 1 }
                count += 1
            }
            view { blank }
            invariant small: count < 100000
            expect holds small
            bound intRange = 0...1000000
            """
        try slow.write(toFile: dir + "/a.model", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: modelsFolder.path + "/case1-after.model", toPath: dir + "/b.model")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = ["check", dir + "/a.model", dir + "/b.model"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // The warning of a.model is written just before its exploration, after the handlers are installed.
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("warning:") {
            let chunk = err.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += chunk
        }
        process.terminate()   // SIGTERM
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 3)
        #expect(stdout.contains("   UNKNOWN (partial)\n"))
        #expect(stdout.contains("\(dir)/a.model: warning: Slow: interrupted: the result is partial"))
        #expect(stdout.contains("\(dir)/b.model: note: not checked: the run was interrupted before its turn\n"))
        #expect(stdout.hasSuffix("1 model checked (1 partially), 1 not checked (interrupted): 1 expectation unknown (the exploration stopped before deciding it).\n"))
        #expect(!stdout.contains("every expectation met"))
    }

    /// The debug build's executable, beside the test bundle.
    static var executable: String { repositoryRoot.appendingPathComponent(".build/debug/statecheck").path }
}

/// `reports` shows verdicts: interrupted, it writes nothing and exits 3.
@Test func anInterruptedReportsRunWritesNothing() throws {
    let dir = try InterruptTests.scratch("reports")
    let flag = StopFlag()
    flag.stop()
    let out = CapturedOutput()
    let status = StateCheckCLI.main(["reports", modelsFolder.path + "/case1-after.model", "--output", dir + "/Reports"],
                                    context: out.context(stopFlag: flag))
    #expect(status == .incomplete)
    #expect(out.stderr == """
        \(modelsFolder.path)/case1-after.model: warning: Case1After: interrupted: the result is partial
        error: \(dir)/Reports not written: reports are made only from complete explorations

        """)
    #expect(!FileManager.default.fileExists(atPath: dir + "/Reports"))
}
