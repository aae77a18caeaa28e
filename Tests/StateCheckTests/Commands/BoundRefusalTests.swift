import Foundation
import Testing
@testable import StateCheck
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckReports

/// A transition an `intRange` bound refuses is reported, and a verdict that
/// holds says it is no proof beyond the bound.
@Suite struct BoundRefusalTests {
    /// `f` recurses forever on `n + 1`: the argument leaves the default
    /// intRange (-16...16) after 17 calls, so `tap` is refused in the one
    /// state after `load` (2 states: the initial one and the loaded one).
    static let recursion = """
        model Rec
        var count: Int = 0
        func f(_ n: Int) -> Int { return f(n + 1) }
        on tap sync { count = f(count) }
        view { blank }
        invariant zero: count == 0
        expect holds zero
        """

    static func file() throws -> String {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("statecheck-bounds-\(ProcessInfo.processInfo.processIdentifier)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let path = dir + "/rec.model"
        try recursion.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let note = "bound intRange refused 1 'tap' transition (an Int left intRange): a verdict that holds is proven only for Int values inside intRange, not beyond it"

    @Test func checkSaysTheHoldsVerdictStopsAtTheBound() throws {
        let file = try Self.file()
        let run = runCLI(["check", file, "--property", "zero"])
        #expect(run.status == .success)
        #expect(run.stdout == """
            Rec                2 states        2 transitions   holds 1  violated 0  n/a 0   ok

            \(file):1:1: note: Rec: \(Self.note)

            1 model checked: every expectation met.

            """)
        let github = runCLI(["check", file, "--property", "zero", "--format", "github"])
        #expect(github.stdout.hasPrefix("::notice file=\(file),line=1,title=StateCheck%3A bound intRange::Rec: \(Self.note)\n"))
    }

    @Test func explainSaysItToo() throws {
        let file = try Self.file()
        let run = runCLI(["explain", file, "zero"])
        #expect(run.status == .success)
        #expect(run.stdout == """
            Rec keeps zero (\(file):7): no explored trace breaks it (2 states, 2 transitions).

            Note: \(Self.note).

            """)
    }

    /// maxTasks and maxPages are part of a design, and a violated verdict
    /// needs no caveat: their notes stay as they were.
    @Test func otherBoundsAndViolationsKeepTheShortNote() {
        let model = ModelReport(name: "M", file: "m.model", states: 1, transitions: 0, properties: [PropertyReport(name: "p", verdict: .violated)])
        #expect(TextReport.boundNote(BoundReport(bound: "maxTasks", event: "refresh", count: 2), in: model) == "bound maxTasks refused 2 'refresh' transitions")
        #expect(TextReport.boundNote(BoundReport(bound: "intRange", event: "tap", count: 1), in: model) == "bound intRange refused 1 'tap' transition (an Int left intRange)")
    }
}
