import Foundation
import Testing
@testable import StateCheck
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

/// `--max-states`, `--max-depth` and `--timeout` end every exploring command
/// cleanly with a partial result that says so, and name what keeps growing.
@Suite struct LimitsTests {
    static func write(_ source: String, _ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-limits-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent(name).path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func run(_ arguments: [String]) -> (StateCheckCommands.ExitCode, CapturedOutput) {
        let out = CapturedOutput()
        return (StateCheckCLI.main(arguments, context: out.context()), out)
    }

    /// A counter a button increments: only `intRange` bounds it.
    static let counter = """
    model Counter
    var count: Int = 0
    on tap sync { count += 1 }
    view { blank }
    bound intRange = 0...1000000
    """

    @Test func stateLimitNamesTheGrowingVariable() throws {
        let path = try Self.write(Self.counter, "counter.model")
        let (status, out) = Self.run(["check", path, "--max-states", "200"])
        #expect(status == .success)
        #expect(out.stdout.contains("warning: Counter: stopped at the state limit (--max-states 200): the result is partial; 'count' keeps growing (0 … 99)"))
        #expect(out.stdout.contains("(partial)"))
    }

    @Test func depthLimitNamesTheGrowingVariable() throws {
        let path = try Self.write(Self.counter, "counter-depth.model")
        let (_, out) = Self.run(["check", path, "--max-depth", "20"])
        #expect(out.stdout.contains("(--max-depth 20): the result is partial; 'count' keeps growing (0 … 19)"))
    }

    @Test func growingValueAndTasksAreNamed() throws {
        let source = """
        model Pages
        api more() -> Value
        var items: Value? = nil
        on tap Task {
            if let page = try? await more() { items = (items ?? page) + page }
        }
        view { blank }
        bound maxPages = 1000
        bound maxTasks = 1000
        """
        let path = try Self.write(source, "pages.model")
        let (_, out) = Self.run(["check", path, "--max-states", "3000"])
        #expect(out.stdout.contains("'items' keeps taking new values (nil … ["))
        #expect(out.stdout.contains("the number of live tasks keeps growing (0 … "))
    }

    @Test func aFiniteModelNamesNothing() throws {
        let (_, out) = Self.run(["check", modelsFolder.path + "/case1-after.model", "--max-states", "5"])
        #expect(out.stdout.contains("stopped at the state limit (--max-states 5): the result is partial\n"))
    }

    /// Regression (engine): the clock was read every 1024 states, so a model
    /// whose every state costs milliseconds overshot `--timeout` by minutes.
    @Test func timeoutStopsSlowStatesPromptly() throws {
        let source = """
        model Slow
        var count: Int = 0
        on tap sync {
            var i = 0
            while i < 20000 { i += 1 }
            count += 1
        }
        view { blank }
        bound intRange = 0...100000
        """
        let path = try Self.write(source, "slow.model")
        let start = Date()
        // 2 seconds: the deadline now stops inside a state's expansion, so
        // the run no longer overshoots into the four depths the growth note
        // needs; a debug build under load explores them within 2 seconds.
        let (status, out) = Self.run(["check", path, "--timeout", "2"])
        #expect(Date().timeIntervalSince(start) < 15)
        #expect(status == .success)
        #expect(out.stdout.contains("stopped at the time limit (--timeout 2s): the result is partial; 'count' keeps growing"))
    }

    @Test func explainHasTheLimitsToo() throws {
        let path = try Self.write(Self.counter, "counter-explain.model")
        let (_, out) = Self.run(["explain", path, "recoverable", "--max-states", "50"])
        #expect(out.stdout.contains("Note: stopped at the state limit (--max-states 50): the result is partial; 'count' keeps growing"))
        for command in ["check", "explain"] {
            let help = Self.run([command, "--help"]).1.stdout
            #expect(help.contains("--max-states") && help.contains("--max-depth") && help.contains("--timeout"))
        }
    }

    /// Regression (interpreter): `a - b` with an `intRange` near Int.max
    /// trapped; it is now refused as a bound hit.
    @Test func intArithmeticNearIntMaxIsABoundHit() throws {
        let source = """
        model Overflow
        var n: Int = 0
        on down sync { n = n - 9223372036854775807
            n = n - 5 }
        view { blank }
        bound intRange = -9223372036854775807...9223372036854775807
        """
        let path = try Self.write(source, "overflow.model")
        let (status, out) = Self.run(["check", path])
        #expect(status == .success)
        #expect(out.stdout.contains("bound intRange refused 1 'down' transition"))
    }
}
