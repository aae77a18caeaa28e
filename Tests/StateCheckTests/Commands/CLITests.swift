import Foundation
import Testing
@testable import StateCheck
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

/// Runs `statecheck ARGS` in-process from the package root; returns the exit
/// status and what it wrote.
func runCLI(_ args: [String]) -> (status: ExitCode, stdout: String, stderr: String) {
    let captured = CapturedOutput()
    let status = StateCheckCLI.main(args, context: captured.context())
    return (status, captured.stdout, captured.stderr)
}

/// The package root (tests pass relative paths such as `Models` so that
/// outputs name files as users see them).
let packageRoot = modelsFolder.deletingLastPathComponent().path

/// A temporary folder holding a copy of one shipped model, edited.
func editedModel(_ file: String, _ edit: (String) -> String) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let source = try String(contentsOf: modelsFolder.appendingPathComponent(file), encoding: .utf8)
    let path = dir.appendingPathComponent(file).path
    try edit(source).write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

@Suite(.serialized) struct CLITests {
    init() {
        // Outputs name model files relative to the package root, as users run them.
        _ = FileManager.default.changeCurrentDirectoryPath(packageRoot)
    }

    /// From a fresh clone, `swift run statecheck check` exits 0 on Models/.
    @Test func checkOfShippedModelsMeetsEveryExpectation() {
        let run = runCLI(["check"])
        #expect(run.status == .success, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix("14 models checked: every expectation met.\n"))
    }

    /// Flipping one expectation fails the run with exit 1 and prints the trace
    /// that breaks the property (the talk's Case 1 Before refresh trace).
    @Test func flippedExpectationFailsWithTheTrace() throws {
        let path = try editedModel("case1-before.model") {
            $0.replacingOccurrences(of: "expect violated contentKeptWhileReloading", with: "expect holds contentKeptWhileReloading")
        }
        let run = runCLI(["check", path])
        #expect(run.status == .expectationFailed)
        #expect(run.stdout.contains("error: [contentKeptWhileReloading] Case1Before: expected to hold, but it is violated"))
        #expect(run.stdout.contains("3. refresh           content([p1]) → blank + spinner + refreshSpinner"))
        #expect(run.stdout.contains("replay: statecheck replay"))
    }

    /// The four machine formats of the same failing run, pinned by golden files.
    @Test(arguments: ["text", "json", "junit", "github"])
    func failingCheckGolden(format: String) throws {
        let path = try editedModel("case1-before.model") {
            $0.replacingOccurrences(of: "expect violated contentKeptWhileReloading", with: "expect holds contentKeptWhileReloading")
        }
        let run = runCLI(["check", "--format", format, path])
        #expect(run.status == .expectationFailed)
        let stable = run.stdout.replacingOccurrences(of: path, with: "Models/case1-before.model")
        expectGolden(stable, "CLI/check-flipped.\(format)")
    }

    /// A model that does not compile beside one that passes: every machine
    /// format says so (a JUnit error, GitHub annotations at the diagnostics'
    /// positions, JSON's "unchecked"), and the run exits 2.
    @Test(arguments: ["text", "json", "junit", "github"])
    func uncheckedModelGolden(format: String) throws {
        let broken = try editedModel("case1-after.model") {
            $0.replacingOccurrences(of: "case .idle, .failure: self = .initialLoading", with: "case .idle, .failure: self = .initialLoadin")
        }
        let run = runCLI(["check", "--format", format, broken, "Models/save-photo-button.model"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("case1-after.model:"))
        let stable = run.stdout.replacingOccurrences(of: broken, with: "Broken/case1-after.model")
        expectGolden(stable, "CLI/check-unchecked.\(format)")
    }

    @Test func explainGolden() {
        let run = runCLI(["explain", "Models/case1-before.model", "contentKeptWhileReloading"])
        #expect(run.status == .success)
        expectGolden(run.stdout, "CLI/explain-case1-before-contentKeptWhileReloading.txt")
    }

    /// The replay line that `explain` prints reproduces the trace.
    @Test func replayLineReproducesTheTrace() {
        let explain = runCLI(["explain", "Models/case1-before.model", "contentKeptWhileReloading"])
        let line = explain.stdout.split(separator: "\n").first { $0.hasPrefix("Replay: statecheck replay ") }
        let events = line.flatMap { $0.split(separator: "\"").dropFirst().first }.map(String.init)
        #expect(events == "load, success getUser, refresh")
        let replay = runCLI(["replay", "Models/case1-before.model", events ?? ""])
        #expect(replay.status == .success)
        #expect(replay.stdout.contains("+ blank + spinner + refreshSpinner"))
    }

    /// A trace that answers the second of two calls of one api prints `@1`,
    /// and `replay` reads the line `explain` printed back, step for step.
    @Test func replayReadsTheChoiceOfAPendingCall() throws {
        let explain = runCLI(["explain", "Models/photos-catalog.model", "noStaleOverwrite"])
        let line = try #require(explain.stdout.split(separator: "\n").first { $0.hasPrefix("Replay: statecheck replay ") })
        let events = try #require(line.split(separator: "\"").dropFirst().first.map(String.init))
        #expect(events.contains("@1"))
        let replay = runCLI(["replay", "Models/photos-catalog.model", events])
        #expect(replay.status == .success)
        let explained = explain.stdout.components(separatedBy: "\nStep ").dropFirst().map { "Step " + $0 }
        let replayed = replay.stdout.components(separatedBy: "\nStep ").dropFirst().map { "Step " + $0 }
        #expect(explained.count == replayed.count)
        // The same steps, but for the marker on explain's last one and what follows it.
        for (a, b) in zip(explained.dropLast(), replayed.dropLast()) { #expect(a == b) }
    }

    @Test func replayRejectsWhatIsNotAReplayLine() {
        let empty = runCLI(["replay", "Models/case1-before.model", "load,, refresh"])
        #expect(empty.status == .usageOrModelError)
        #expect(empty.stderr == "error: empty event in 'load,, refresh'; separate events with commas: \"load, success getUser\"\n")
        let choice = runCLI(["replay", "Models/case1-before.model", "load, success getUser@x"])
        #expect(choice.stderr == "error: 'success getUser@x': after '@' comes the number of the transition to take (0 for the first)\n")
        let initial = runCLI(["replay", "Models/case1-before.model", "initial 1: load"])
        #expect(initial.status == .usageOrModelError)
        #expect(initial.stderr == "error: Case1Before has 1 initial state; 'initial 1:' names none of them\n")
        let tooMany = runCLI(["replay", "Models/case1-before.model", "load, success getUser@1"])
        #expect(tooMany.status == .expectationFailed)
        #expect(tooMany.stderr.hasPrefix("error: step 2: 'success getUser' has only 1 transition (choices @0…@0); enabled: "))
    }

    @Test func replayOfADisabledEventFails() {
        let run = runCLI(["replay", "Models/case1-before.model", "load, page"])
        #expect(run.status == .expectationFailed)
        #expect(run.stderr == "error: step 2: 'page' is not enabled; enabled: cancel, refresh, success getUser, fail getUser\n")
    }

    /// The committed Reports/ are what `statecheck reports` writes.
    @Test func committedReportsAreFresh() {
        let run = runCLI(["reports", "--check"])
        #expect(run.status == .success, "\(run.stderr)")
    }

    @Test(arguments: ["case1-after", "case4-paging"])
    func diagramGolden(model: String) {
        let dot = runCLI(["diagram", "Models/\(model).model"])
        #expect(dot.status == .success)
        expectGolden(dot.stdout, "CLI/\(model).dot")
        let mermaid = runCLI(["diagram", "--format", "mermaid", "Models/\(model).model"])
        #expect(mermaid.status == .success)
        expectGolden(mermaid.stdout, "CLI/\(model).mermaid")
    }

    /// `dot -Tsvg` accepts every DOT file StateCheck writes (runs when
    /// Graphviz is installed; `.ci/run` installs it).
    @Test(.enabled(if: Graphviz.dotPath != nil, "Graphviz is not installed"))
    func graphvizAcceptsEveryDiagram() throws {
        let files = try ModelFiles.collect(["Models"])
        for file in files {
            for extra in [[], ["--collapse"], ["--highlight", "silentCancellation"]] {
                let dot = runCLI(["diagram"] + extra + [file])
                #expect(dot.status == .success)
                let svg = Graphviz.svg(dot.stdout)
                if case .failure(let problem) = svg { Issue.record("\(file) \(extra): \(problem)") }
            }
        }
    }

    /// Same input, same bytes: check (every format), compare and diagram twice.
    @Test func outputIsDeterministic() {
        for args in [["check"], ["check", "--format", "json"], ["check", "--format", "junit"], ["compare"], ["compare", "--format", "json"],
                     ["diagram", "Models/case4-paging.model"], ["diagram", "--format", "mermaid", "Models/photos-catalog.model"]] {
            let a = runCLI(args), b = runCLI(args)
            #expect(a.stdout == b.stdout, "\(args)")
            #expect(a.status == b.status)
        }
    }

    @Test func unknownPropertyIsAUsageError() {
        let run = runCLI(["check", "--property", "contentKept", "Models/case1-after.model"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("unknown property 'contentKept'"))
    }

    @Test func everyCommandHasHelp() {
        for command in StateCheckCLI.commands {
            let run = runCLI([command.spec.name, "--help"])
            #expect(run.status == .success)
            #expect(run.stdout.hasPrefix("OVERVIEW: "), "\(command.spec.name)")
            #expect(run.stdout.contains("USAGE: statecheck \(command.spec.name)"))
        }
    }
}

/// The README's comparison table is the real output of `statecheck compare`.
@Test func readmeTableIsFresh() throws {
    _ = FileManager.default.changeCurrentDirectoryPath(packageRoot)
    let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
    let table = runCLI(["compare"]).stdout
    #expect(readme.contains(table.trimmingCharacters(in: .newlines)), "update the README's table from `swift run statecheck compare`")
    // The explain transcript is real output too.
    let explain = runCLI(["explain", "Models/case1-before.model", "contentKeptWhileReloading"]).stdout
    #expect(readme.contains(explain), "update the README's explain transcript")
    // So is the first lines of the Swift-folder check.
    let swift = runCLI(["check", "Tests/StateCheckTests/Golden/SwiftScreens/ProfileScreen"]).stdout
    let shown = swift.split(separator: "\n", omittingEmptySubsequences: false).prefix(8).joined(separator: "\n")
    #expect(readme.contains(shown), "update the README's Swift-folder transcript")
}

/// The README's "A failing check" transcript works from the repository
/// root as written: its `sed` line flips the one `expect` line into a copy in
/// /tmp, and the output shown is what `check` prints for that copy.
@Test func readmeFailingCheckTranscriptIsReal() throws {
    _ = FileManager.default.changeCurrentDirectoryPath(packageRoot)
    let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
    let flip = "sed 's/^expect violated contentKeptWhileReloading/expect holds contentKeptWhileReloading/' "
        + "Models/case1-before.model > /tmp/case1-before.model"
    let command = "$ swift run statecheck check /tmp/case1-before.model\n"
    #expect(readme.contains("$ " + flip + "\n" + command), "the README's failing check starts with the sed line, then the check")
    // The edit the sed line makes (one line starts with the pattern), on a
    // copy in this test's own folder; the output then names /tmp's copy.
    let original = try String(contentsOf: modelsFolder.appendingPathComponent("case1-before.model"), encoding: .utf8)
    let pattern = "\nexpect violated contentKeptWhileReloading"
    #expect(original.components(separatedBy: pattern).count == 2)
    let path = try editedModel("case1-before.model") {
        $0.replacingOccurrences(of: pattern, with: "\nexpect holds contentKeptWhileReloading")
    }
    let run = runCLI(["check", path])
    #expect(run.status == .expectationFailed)
    let shown = run.stdout.replacingOccurrences(of: path, with: "/tmp/case1-before.model")
    #expect(readme.contains(command + shown + "```"), "update the README's failing-check transcript:\n\(shown)")
}

/// Without `--max-states`, exploring commands stop at 1,000,000 states, so an
/// unbounded model ends with a partial result (and the growth message that
/// LimitsTests checks) instead of exhausting memory.
@Test func commandsHaveADefaultStateLimit() throws {
    #expect(try ExplorationLimits(ParsedArguments()).maxStates == 1_000_000)
    var given = ParsedArguments()
    given.values["--max-states"] = ["50"]
    #expect(try ExplorationLimits(given).maxStates == 50)
}

/// Ctrl-C (the executable's SIGINT handler sets the stop flag) before a
/// model's turn leaves it not checked: neither met nor failed, exit status 3
/// (incomplete), never "every expectation met".
@Test func interruptedCheckPrintsAPartialResult() {
    _ = FileManager.default.changeCurrentDirectoryPath(packageRoot)
    let captured = CapturedOutput()
    let flag = StopFlag()
    flag.stop()
    let status = StateCheckCLI.main(["check", "Models/case1-after.model"], context: captured.context(stopFlag: flag))
    #expect(status == .incomplete)
    #expect(captured.stdout == """

        Models/case1-after.model: note: not checked: the run was interrupted before its turn

        0 models checked, 1 not checked (interrupted): nothing was decided.

        """)
}

/// Reports are pure renderers of a check's result: no file of the reports
/// layer expands a state, replays a walk or explores (traces are built once,
/// when a verdict is read, and carried by the result).
@Test func reportsNeverExpandAState() throws {
    let folder = packageRoot + "/Sources/StateCheckReports"
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
    #expect(!files.isEmpty)
    var problems: [String] = []
    for file in files {
        let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
        for call in ["forEachSuccessor(", "transition(taking:", "RandomExplorer.", "Explorer.explore(", ".trace(to:", ".trace(start:"] where text.contains(call) {
            problems.append("\(file) calls \(call)")
        }
    }
    #expect(problems == [])
}

/// The README opens with the two commands a newcomer runs, and CI runs exactly
/// the second one (after installing what the tests need).
@Test func readmeTestCommandIsWhatCIRuns() throws {
    let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
    let ci = try String(contentsOfFile: packageRoot + "/.ci/run", encoding: .utf8)
    let block = try #require(readme.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first)
    let commands = block.split(separator: "\n").map { $0.components(separatedBy: "#").first?.trimmingCharacters(in: .whitespaces) ?? "" }
    #expect(commands.count == 2)
    #expect(commands.first == "swift run statecheck compare")
    let testCommand = try #require(commands.last)
    #expect(ci.split(separator: "\n").contains { $0.hasPrefix(testCommand) }, ".ci/run must run the README's test command, \(testCommand)")
}
