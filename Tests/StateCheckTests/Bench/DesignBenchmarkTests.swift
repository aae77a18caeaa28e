import Foundation
import Testing
@testable import StateCheck
@testable import StateCheckBench
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

@Suite("bench --design: the interpreter against the Swift-API twin")
struct DesignBenchmarkTests {
    /// The shipped `Models/case4-paging.model`, the text the benchmark reads by default.
    static func shippedSource() throws -> String {
        try String(contentsOf: modelsFolder.appendingPathComponent("case4-paging.model"), encoding: .utf8)
    }

    static func run(bounds: ModelBounds = ModelBounds()) throws -> DesignBenchmarkResult? {
        try DesignBenchmark.run(design: "case4-paging", source: try shippedSource(), file: "Models/case4-paging.model", bounds: bounds)
    }

    @Test func theDefaultModelIsTheShippedFile() throws {
        #expect(DesignBenchmark.defaultModelFile(of: "case4-paging") == "Models/case4-paging.model")
        _ = FileManager.default.changeCurrentDirectoryPath(packageRoot)
        let shipped = try ModelFiles.read(DesignBenchmark.defaultModelFile(of: "case4-paging"))
        #expect(shipped == (try Self.shippedSource()))
    }

    @Test func bothSidesAgreeOnTheDefaultBounds() throws {
        let result = try #require(try Self.run())
        #expect(result.countsAgree)
        #expect(result.interpreter.states == result.swift.states)
        #expect(result.interpreter.transitions == result.swift.transitions)
        // The same counts as `statecheck check Models/case4-paging.model`.
        let shipped = try check(try shippedModel("case4-paging.model"))
        #expect(result.interpreter.states == shipped.stateCount)
        #expect(result.interpreter.transitions == shipped.transitionCount)
        #expect(result.bounds == ModelBounds())
    }

    @Test func bothSidesAgreeOnRaisedBounds() throws {
        var bounds = ModelBounds()
        bounds.maxPages = 4
        bounds.maxTasks = 5
        let result = try #require(try Self.run(bounds: bounds))
        #expect(result.bounds == bounds)
        #expect(result.countsAgree)
        #expect(result.interpreter.states > (try check(try shippedModel("case4-paging.model"))).stateCount)
    }

    @Test func boundLinesAreReplacedNotDuplicated() {
        var bounds = ModelBounds()
        bounds.maxPages = 6
        let text = DesignBenchmark.source("model M\nbound maxPages = 2\nbound intRange = 0...3\n", withBounds: bounds)
        #expect(!text.contains("maxPages = 2"))
        #expect(text.contains("bound intRange = 0...3"))
        #expect(text.contains("bound maxPages = 6"))
        #expect(text.contains("bound maxTasks = 4"))
    }

    @Test func unknownDesignIsNil() throws {
        #expect(try DesignBenchmark.run(design: "nope", source: try Self.shippedSource(), file: "nope.model") == nil)
    }

    @Test func commandPrintsBothSidesAndTheRatio() {
        _ = FileManager.default.changeCurrentDirectoryPath(packageRoot)
        let run = runCLI(["bench", "--design", "case4-paging", "--format", "json"])
        #expect(run.status == .success)
        #expect(run.stdout.contains("\"countsAgree\":true"))
        #expect(run.stdout.contains("\"ratio\":"))
    }

    @Test func commandReadsTheModelGiven() {
        let path = modelsFolder.appendingPathComponent("case4-paging.model").path
        let run = runCLI(["bench", "--design", "case4-paging", "--model", path, "--format", "json"])
        #expect(run.status == .success)
        #expect(run.stdout.contains("\"countsAgree\":true"))
    }

    @Test func aMissingModelIsAClearError() {
        let run = runCLI(["bench", "--design", "case4-paging", "--model", "/nonexistent/case4-paging.model"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("/nonexistent/case4-paging.model: error: cannot be read ("))
        #expect(run.stderr.hasSuffix("\nbench --design case4-paging reads the design's model file: run it from the package root, or pass --model PATH\n"))
    }

    @Test func modelIsAnOptionOfDesignOnly() {
        let run = runCLI(["bench", "--model", "Models/case4-paging.model"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("'--model' applies only with --design"))
    }
}
