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
    @Test func embeddedCase4PagingIsTheShippedFile() throws {
        let file = try String(contentsOf: modelsFolder.appendingPathComponent("case4-paging.model"), encoding: .utf8)
        #expect(EmbeddedModels.case4Paging == file)
    }

    @Test func bothSidesAgreeOnTheDefaultBounds() throws {
        let result = try #require(try DesignBenchmark.run(design: "case4-paging"))
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
        let result = try #require(try DesignBenchmark.run(design: "case4-paging", bounds: bounds))
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
        #expect(try DesignBenchmark.run(design: "nope") == nil)
    }

    @Test func commandPrintsBothSidesAndTheRatio() {
        let run = runCLI(["bench", "--design", "case4-paging", "--format", "json"])
        #expect(run.status == .success)
        #expect(run.stdout.contains("\"countsAgree\":true"))
        #expect(run.stdout.contains("\"ratio\":"))
    }
}
