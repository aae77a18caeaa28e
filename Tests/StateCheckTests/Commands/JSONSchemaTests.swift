import Foundation
import Testing
@testable import StateCheckBench
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckEngine

/// Every command with `--format json` writes a document its schema in the
/// DocC catalog (`Resources/schemas/COMMAND.schema.json`) accepts: on the
/// shipped models, a Swift fixture, a partial run, a file that does not
/// compile and a model with warnings.
@Suite struct JSONSchemaTests {
    /// The catalog folder holding the schemas.
    static let schemas = packageRoot + "/Sources/StateCheck/StateCheck.docc/Resources/schemas"

    /// The schema of `command`, parsed.
    static func schema(_ command: String) throws -> JSONSchemaValidator {
        let text = try String(contentsOfFile: schemas + "/\(command).schema.json", encoding: .utf8)
        return JSONSchemaValidator(root: try JSONValue.parse(text))
    }

    /// Runs `statecheck ARGS` from the package root and checks its JSON
    /// against the command's schema; returns the document.
    @discardableResult
    static func validate(_ args: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> JSONValue {
        _ = FileManager.default.changeCurrentDirectoryPath(packageRoot)
        let run = runCLI(args)
        let document = try JSONValue.parse(run.stdout)
        let problems = try schema(args[0]).errors(document)
        #expect(problems.isEmpty, "statecheck \(args.joined(separator: " ")):\n\(problems.joined(separator: "\n"))", sourceLocation: sourceLocation)
        #expect(document["schemaVersion"] == .integer(1), sourceLocation: sourceLocation)
        #expect(document["command"] == .string(args[0]), sourceLocation: sourceLocation)
        return document
    }

    /// A scratch folder holding `files` (name → text).
    static func scratch(_ name: String, _ files: [String: String]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-schema-\(name)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for (file, text) in files { try text.write(toFile: dir + "/" + file, atomically: true, encoding: .utf8) }
        return dir
    }

    /// A model whose `small` invariant fails after eleven taps: a partial
    /// run at 8 states leaves it unknown.
    static let counter = """
        model Counter
        var count: Int = 0
        on tap sync { count += 1 }
        view { blank }
        invariant small: count < 11
        expect holds small
        """

    /// A model that does not compile (`loda` is not a keyword).
    static let broken = """
        model Broken
        var x: Int = 0
        loda { x = 1 }
        view { blank }
        """

    @Test func checkOutputsMatchTheirSchema() throws {
        let models = try Self.validate(["check", "Models", "--format", "json"])
        // Every shipped model states its expectations: each has a line.
        if case .array(let list)? = models["models"], case .array(let properties)? = list.first?["properties"] {
            #expect(properties.contains { if case .integer = $0["expectLine"] { return true } else { return false } })
        } else {
            Issue.record("check --format json has no models")
        }
        try Self.validate(["check", "Tests/StateCheckTests/Golden/SwiftScreens/ProfileScreen", "--format", "json"])
        // A folder of several screens (one refused) ends with the whole app's summary.
        let app = try Self.validate(["check", "Tests/StateCheckTests/Golden/WholeApp", "--format", "json"])
        #expect(app["summary"] != nil)
        let dir = try Self.scratch("check", ["counter.model": Self.counter, "broken.model": Self.broken])
        let partial = try Self.validate(["check", dir + "/counter.model", "--max-states", "8", "--format", "json"])
        // The state limit stopped it: `partial` names the limit.
        if case .array(let list)? = partial["models"], case .string? = list.first?["partial"] {
        } else {
            Issue.record("the partial run's model has no partial limit")
        }
        // `on laod` is a button of its own, not `load`: a warning.
        let warned = try Self.validate(["check", "Tests/StateCheckTests/Golden/CLI/warnings-laod.model", "--format", "json"])
        #expect(warned["warnings"] != nil)
        let unchecked = try Self.validate(["check", dir + "/broken.model", "--format", "json"])
        #expect(unchecked["unchecked"] != .array([]))
        let flag = StopFlag()
        flag.stop()
        let captured = CapturedOutput()
        _ = StateCheckCLI.main(["check", "Models/case1-after.model", "--format", "json"], context: captured.context(stopFlag: flag))
        let interrupted = try JSONValue.parse(captured.stdout)
        #expect(try Self.schema("check").errors(interrupted) == [])
        #expect(interrupted["notChecked"] != nil)
    }

    @Test func compareCoverageAndMinimizeOutputsMatchTheirSchemas() throws {
        try Self.validate(["compare", "--format", "json"])
        try Self.validate(["compare", "Tests/StateCheckTests/Golden/SwiftScreens/ProfileScreen", "--format", "json"])
        try Self.validate(["coverage", "Models", "--format", "json"])
        try Self.validate(["minimize", "Models", "--format", "json"])
        try Self.validate(["coverage", "Tests/StateCheckTests/Golden/SwiftScreens/ProfileScreen", "--format", "json"])
        try Self.validate(["minimize", "Tests/StateCheckTests/Golden/SwiftScreens/ProfileScreen", "--format", "json"])
        let dir = try Self.scratch("others", ["counter.model": Self.counter])
        for command in ["compare", "coverage", "minimize"] {
            try Self.validate([command, dir + "/counter.model", "--max-states", "8", "--format", "json"])
            let warned = try Self.validate([command, "Tests/StateCheckTests/Golden/CLI/warnings-laod.model", "--format", "json"])
            #expect(warned["warnings"] != nil)
        }
    }

    /// Every line `bench --format json` writes, in every mode, on the
    /// smallest sizes (one screen, K=1, P=1: 10 states), is a document of
    /// bench's schema.
    @Test func benchOutputsMatchTheirSchema() throws {
        _ = FileManager.default.changeCurrentDirectoryPath(packageRoot)
        let schema = try Self.schema("bench")
        let tiny = ["--screens", "1", "--in-flight", "1", "--pages", "1"]
        func documents(_ args: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> [JSONValue] {
            let run = runCLI(["bench"] + args + ["--format", "json"])
            let lines = try run.stdout.split(separator: "\n").map { try JSONValue.parse(String($0)) }
            #expect(!lines.isEmpty, "bench \(args.joined(separator: " ")) wrote nothing", sourceLocation: sourceLocation)
            for document in lines {
                let problems = schema.errors(document)
                #expect(problems.isEmpty, "bench \(args.joined(separator: " ")):\n\(problems.joined(separator: "\n"))", sourceLocation: sourceLocation)
                #expect(document["schemaVersion"] == .integer(1), sourceLocation: sourceLocation)
                #expect(document["command"] == .string("bench"), sourceLocation: sourceLocation)
            }
            return lines
        }
        let runs = try documents(tiny + ["--repeat", "2"])
        #expect(runs.count == 2 && runs.allSatisfy { $0["kind"] == .string("run") })
        let threads = try documents(tiny + ["--compare-threads"])
        #expect(threads.map { $0["kind"] } == [.string("run"), .string("run"), .string("compareThreads")])
        #expect(try documents(["--design", "case4-paging"]).first?["kind"] == .string("design"))
        #expect(try documents(["--interpreted"] + tiny).first?["kind"] == .string("interpreted"))
        #expect(try documents(["--models", "Models/case0-after.model"]).first?["kind"] == .string("models"))
        if SpinComparison.which("spin") != nil && SpinComparison.which("gcc") != nil {
            #expect(try documents(tiny + ["--compare-spin", "--repeat", "1"]).first?["kind"] == .string("compareSpin"))
        }
        // A run Ctrl-C stopped, and a series it stopped after one round.
        let system = try #require(PagingSystem(screens: 1, inFlight: 1, pages: 1))
        let flag = StopFlag()
        flag.stop()
        #expect(schema.errors(try JSONValue.parse(PagingBenchmark.run(system, stopFlag: flag).document)) == [])
        let one = PagingBenchmark.run(system)
        let stopped = ThreadScaling(threads: 2, single: [one], parallel: [one], interrupted: true)
        for line in stopped.json.split(separator: "\n") {
            #expect(schema.errors(try JSONValue.parse(String(line))) == [])
        }
        // A line matches exactly one of the documents: its kind decides.
        let design = #"{"schemaVersion":1,"command":"bench","kind":"design","design":"d","maxPages":3,"maxTasks":4,"rounds":1,"interpreter":{"states":1,"transitions":0,"seconds":[0.1],"bestSeconds":0.1,"statesPerSecond":10},"swift":{"states":1,"transitions":0,"seconds":[0.1],"bestSeconds":0.1,"statesPerSecond":10},"countsAgree":true,"ratio":1.0}"#
        #expect(schema.errors(try JSONValue.parse(design)) == [])
        #expect(!schema.errors(try JSONValue.parse(design.replacingOccurrences(of: #""kind":"design""#, with: #""kind":"models""#))).isEmpty)
        #expect(!schema.errors(try JSONValue.parse(design.replacingOccurrences(of: #""schemaVersion":1,"#, with: ""))).isEmpty)
    }

    /// The catalog's JSONSchemas article shows each schema file verbatim
    /// (the published documentation carries articles, not loose files).
    @Test func theArticleShowsEverySchemaFile() throws {
        let article = try String(contentsOfFile: packageRoot + "/Sources/StateCheck/StateCheck.docc/JSONSchemas.md", encoding: .utf8)
        for command in ["check", "compare", "coverage", "minimize", "suggest", "bench"] {
            let file = try String(contentsOfFile: Self.schemas + "/\(command).schema.json", encoding: .utf8)
            #expect(article.contains("### \(command)\n\n```json\n" + file + "```\n"), "copy \(command).schema.json into JSONSchemas.md")
        }
    }

    /// The validator rejects what the schemas forbid, so a pass means something.
    @Test func theValidatorRejectsWhatTheSchemaForbids() throws {
        let schema = try Self.schema("coverage")
        #expect(schema.errors(try JSONValue.parse(#"{"schemaVersion":1,"command":"coverage","matrices":[]}"#)) == [])
        #expect(!schema.errors(try JSONValue.parse(#"{"schemaVersion":2,"command":"coverage","matrices":[]}"#)).isEmpty)
        #expect(!schema.errors(try JSONValue.parse(#"{"schemaVersion":1,"command":"coverage"}"#)).isEmpty)
        #expect(!schema.errors(try JSONValue.parse(#"{"schemaVersion":1,"command":"coverage","matrices":[],"extra":0}"#)).isEmpty)
        #expect(!schema.errors(try JSONValue.parse(#"{"schemaVersion":true,"command":"coverage","matrices":[]}"#)).isEmpty)
        let badCell = #"{"schemaVersion":1,"command":"coverage","matrices":[{"name":"M","variable":null,"type":null,"complete":true,"events":["load"],"rows":[{"case":"*","cells":["sometimes"]}],"deadCases":[],"neverEnabledEvents":[]}]}"#
        #expect(schema.errors(try JSONValue.parse(badCell)) == [#"$.matrices[0].rows[0].cells[0]: "sometimes" is not one of the allowed values"#])
    }

    /// A trace step stays open to fields added within version 1.
    @Test func traceStepsAcceptAddedFields() throws {
        let step = #"{"schemaVersion":1,"command":"check","unchecked":[],"models":[{"name":"M","file":"m.model","documentation":"","states":1,"transitions":0,"boundsHit":[],"partial":null,"expectationsMet":true,"properties":[{"name":"p","verdict":"violated","expected":null,"expectLine":null,"met":true,"reason":null,"trace":[{"event":"load","line":3,"screen":"blank","changes":[],"answered":"getUser"}]}]}]}"#
        #expect(try Self.schema("check").errors(try JSONValue.parse(step)) == [])
    }
}
