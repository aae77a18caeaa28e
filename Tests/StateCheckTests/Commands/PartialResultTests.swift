import Foundation
import Testing
@testable import StateCheck
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckReports
@testable import StateCheckScreens

/// A partial exploration proves no `holds`: an expectation it did not refute
/// is unknown (exit 3), in every format; a violation it found is still one.
@Suite struct PartialResultTests {
    /// A fresh folder holding `files` (name → text).
    static func scratch(_ name: String, _ files: [String: String]) throws -> String {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("statecheck-partial-\(name)-\(ProcessInfo.processInfo.processIdentifier)").path
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for (file, text) in files { try text.write(toFile: dir + "/" + file, atomically: true, encoding: .utf8) }
        return dir
    }

    static func run(_ arguments: [String]) -> (StateCheckCommands.ExitCode, CapturedOutput) {
        let out = CapturedOutput()
        return (StateCheckCLI.main(arguments, context: out.context()), out)
    }

    /// A counter a button increments: `small` is false once `count` is 11,
    /// after `load` and eleven taps (depth 12), far past 8 states.
    static func counter(expect verdict: String) -> String {
        """
        model Counter
        var count: Int = 0
        on tap sync { count += 1 }
        view { blank }
        invariant small: count < 11
        expect \(verdict) small
        """
    }

    @Test func anUnrefutedHoldsOnAPartialExplorationIsUnknown() throws {
        let dir = try Self.scratch("holds", ["counter.model": Self.counter(expect: "holds")])
        let file = dir + "/counter.model"
        let (status, out) = Self.run(["check", file, "--property", "small", "--max-states", "8"])
        #expect(status == .incomplete)
        // 8 states: the limit; 'count' is 0 … 3 in them (each value with the
        // screen visible or not, as the engine explores them).
        #expect(out.stdout == """
            Counter            8 states       10 transitions   holds 0  violated 0  n/a 0  unknown 1   UNKNOWN (partial)

            \(file): warning: Counter: stopped at the state limit (--max-states 8): the result is partial; 'count' keeps growing (0 … 3)

            \(file):6:1: warning: [small] Counter: expected to hold, but it is unknown (no violation in the 8 states explored before the exploration stopped)

            1 model checked (1 partially): 1 expectation unknown (the exploration stopped before deciding it).

            """)
        // Explored completely, the same model fails: the unknown was no false green.
        let (complete, full) = Self.run(["check", file, "--property", "small"])
        #expect(complete == .expectationFailed)
        #expect(full.stdout.contains("\(file):6:1: error: [small] Counter: expected to hold, but it is violated"))
    }

    @Test func aViolatedExpectationNotYetFoundIsUnknownToo() throws {
        let dir = try Self.scratch("violated", ["counter.model": Self.counter(expect: "violated")])
        let file = dir + "/counter.model"
        let (status, out) = Self.run(["check", file, "--property", "small", "--max-states", "8"])
        #expect(status == .incomplete)
        #expect(out.stdout.contains("\(file):6:1: warning: [small] Counter: expected to be violated, but it is unknown (no violation in the 8 states explored before the exploration stopped)\n"))
        // Found before the stop (depth 12 is stored, only not expanded), it is definite: met.
        let (found, deep) = Self.run(["check", file, "--property", "small", "--max-depth", "12"])
        #expect(found == .success)
        #expect(deep.stdout.hasPrefix("Counter           "))
        #expect(deep.stdout.contains("holds 0  violated 1  n/a 0  unknown 0   ok (partial)"))
        #expect(deep.stdout.hasSuffix("1 model checked (1 partially): no expectation failed or was left unknown (the result is partial).\n"))
    }

    @Test func aViolationFoundBeforeTheStopStillFails() throws {
        let dir = try Self.scratch("fails", ["counter.model": Self.counter(expect: "holds") + "\ninvariant zero: count < 1\nexpect holds zero\n"])
        let file = dir + "/counter.model"
        // `zero` breaks after load, tap (depth 2, within 8 states); `small` is unknown.
        let (status, out) = Self.run(["check", file, "--property", "small", "--property", "zero", "--max-states", "8"])
        #expect(status == .expectationFailed)
        #expect(out.stdout.contains("holds 0  violated 1  n/a 0  unknown 1   FAILED (partial)"))
        // Line 8: the counter's six lines, then the invariant, then its expect line.
        #expect(out.stdout.contains("\(file):8:1: error: [zero] Counter: expected to hold, but it is violated"))
        #expect(out.stdout.contains("\(file):6:1: warning: [small] Counter: expected to hold, but it is unknown"))
        #expect(out.stdout.hasSuffix("1 model checked (1 partially): 1 verdict differs from its expectation; 1 expectation unknown (the exploration stopped before deciding it).\n"))
    }

    @Test func jsonJUnitAndGitHubSayWhichExpectationAndWhy() throws {
        let dir = try Self.scratch("formats", ["counter.model": Self.counter(expect: "holds")])
        let file = dir + "/counter.model"
        let limit = "stopped at the state limit (--max-states 8): the result is partial; 'count' keeps growing (0 … 3)"
        let why = "no violation in the 8 states explored before the exploration stopped"

        let (jsonStatus, json) = Self.run(["check", file, "--property", "small", "--max-states", "8", "--format", "json"])
        #expect(jsonStatus == .incomplete)
        // The document starts with its schema version and command; line 6 is
        // the counter's expect line (as in the text output above).
        #expect(json.stdout == """
            {
              "schemaVersion": 1,
              "command": "check",
              "models": [
                {
                  "name": "Counter",
                  "file": "\(file)",
                  "documentation": "",
                  "states": 8,
                  "transitions": 10,
                  "boundsHit": [],
                  "partial": "\(limit)",
                  "expectationsMet": false,
                  "expectationsUnknown": [
                    "small"
                  ],
                  "properties": [
                    {
                      "name": "small",
                      "verdict": "unknown",
                      "expected": "holds",
                      "expectLine": 6,
                      "met": false,
                      "reason": "\(why)",
                      "trace": []
                    }
                  ]
                }
              ],
              "unchecked": []
            }

            """)

        let (junitStatus, junit) = Self.run(["check", file, "--property", "small", "--max-states", "8", "--format", "junit"])
        #expect(junitStatus == .incomplete)
        let xmlLimit = limit.replacingOccurrences(of: "'", with: "&apos;")
        #expect(junit.stdout == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="statecheck" tests="1" failures="0" errors="0">
              <testsuite name="Counter" tests="1" failures="0" errors="0" skipped="1" file="\(file)">
                <properties>
                  <property name="states" value="8"/>
                  <property name="transitions" value="10"/>
                  <property name="partial" value="\(xmlLimit)"/>
                </properties>
                <testcase classname="Counter" name="small">
                  <skipped message="Counter: expected to hold, but it is unknown: \(why); \(xmlLimit)"/>
                </testcase>
              </testsuite>
            </testsuites>

            """)

        #expect(JUnitSchema.violations(of: junit.stdout) == [])

        let (githubStatus, github) = Self.run(["check", file, "--property", "small", "--max-states", "8", "--format", "github"])
        #expect(githubStatus == .incomplete)
        #expect(github.stdout == """
            ::warning file=\(file),line=1,title=StateCheck%3A partial result::Counter: \(limit)
            ::warning file=\(file),line=6,col=1,title=StateCheck%3A small unknown::Counter: expected to hold, but it is unknown: \(why); \(limit)
            statecheck: 1 model checked (1 partially): 1 expectation unknown (the exploration stopped before deciding it).

            """)
    }

    @Test func explainAndCompareSayUnknownAndExitThree() throws {
        let dir = try Self.scratch("explain", ["counter.model": Self.counter(expect: "holds")])
        let file = dir + "/counter.model"
        let (status, out) = Self.run(["explain", file, "small", "--max-states", "8"])
        #expect(status == .incomplete)
        #expect(out.stdout == """
            small is unknown for Counter (\(file):6): no violation in the 8 states explored before the exploration stopped.

            Note: stopped at the state limit (--max-states 8): the result is partial; 'count' keeps growing (0 … 3).

            """)
        let (compared, table) = Self.run(["compare", file, "--max-states", "8"])
        #expect(compared == .incomplete)
        // Every column of the partial design is '?': nothing was violated in 8 states.
        #expect(table.stdout.contains("| Counter (partial) | 0 | 8 | 10 |" + String(repeating: " ? |", count: 13)))
        #expect(table.stdout.contains(" · ? unknown (the exploration was partial)\n"))
        #expect(table.stderr.hasSuffix("\(file): warning: Counter: stopped at the state limit (--max-states 8): the result is partial; 'count' keeps growing (0 … 3); its verdicts are unknown (?) except violations\n"))
    }

    @Test func helpAndOverviewDocumentExitThree() {
        for command in ["check", "compare", "explain", "baseline"] {
            let help = Self.run([command, "--help"]).1.stdout.replacingOccurrences(of: "\n", with: " ")
            #expect(help.contains(" 3 "), "\(command) --help documents exit status 3")
        }
        #expect(Self.run(["--help"]).1.stdout.contains("3 incomplete: none\ndiffers, but a limit or an interrupt left an expectation unknown."))
    }
}
