import Foundation
import Testing
@testable import StateCheck
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

/// Inputs large enough to make a quadratic pass a hang end quickly.
@Suite struct LargeInputTests {
    static func enumModel(cases n: Int, switchCases m: Int) -> String {
        var text = "model Big\nenum E {\n"
        for i in 0..<n { text += "    case c\(i)\n" }
        text += "}\nvar e: E = .c0\nview {\n    switch e {\n"
        for i in 0..<m { text += "    case .c\(i): blank\n" }
        return text + "    }\n}\n"
    }

    /// Regression (parser/checker): a 20,000-case enum and switch took
    /// minutes (linear case lookups per pattern); enums are now capped.
    @Test func hugeEnumIsRefusedQuickly() {
        let start = Date()
        #expect(throws: ModelError.self) { try ModelSystem.compile(source: Self.enumModel(cases: 20_000, switchCases: 20_000), file: "big.model") }
        do {
            _ = try ModelSystem.compile(source: Self.enumModel(cases: 1_001, switchCases: 1), file: "big.model")
        } catch {
            #expect(error.diagnostics.first?.description == "big.model:2:1: error: enum 'E' has 1001 cases; models support at most 1000 (split the state into several enums or variables)")
        }
        #expect(Date().timeIntervalSince(start) < 20)
    }

    /// The exhaustiveness check indexes rows by case: still exact.
    @Test func largeSwitchIsStillCheckedForExhaustiveness() throws {
        _ = try ModelSystem.compile(source: Self.enumModel(cases: 1_000, switchCases: 1_000), file: "big.model")
        do {
            _ = try ModelSystem.compile(source: Self.enumModel(cases: 1_000, switchCases: 999), file: "big.model")
            Issue.record("a switch missing .c999 compiled")
        } catch {
            #expect(error.diagnostics.contains { $0.message == "switch must be exhaustive (missing .c999)" })
        }
    }

    /// Regression (parser): `Int???…` nested the type once per `?` without
    /// counting it as nesting; two million of them overflowed the stack.
    @Test func longOptionalChainInATypeIsADiagnostic() {
        let source = "model M\nvar b: Int" + String(repeating: "?", count: 2_000_000) + " = nil\nview { blank }\n"
        #expect(throws: ModelError.self) { try ModelSystem.compile(source: source, file: "deep.model") }
    }

    /// Regression (diagnostics, found by the long fuzz run, seed 2 input
    /// 5008): ten thousand errors on one 80 KB line were each printed with the
    /// whole line (800 MB, minutes). Now: twenty, each with a window of the
    /// line, then a note counting the rest.
    @Test func thousandsOfErrorsOnOneLongLineStaySmall() throws {
        let chain = Array(repeating: "case", count: 10_000).joined(separator: " && ")
        let source = "model M\nenum S { case a }\nvar s: S = .a\nview {\n    switch s {\n    \(chain)\n        blank\n    }\n}\n"
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-large-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("chain.model").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let out = CapturedOutput()
        let start = Date()
        #expect(StateCheckCLI.main(["check", path], context: out.context()) == .usageOrModelError)
        #expect(Date().timeIntervalSince(start) < 30)
        #expect(out.stderr.utf8.count < 20_000)
        #expect(out.stderr.components(separatedBy: ": error: ").count - 1 == 20)
        #expect(out.stderr.hasSuffix("\(path): note: 9981 more errors not shown; fix the ones above first\n"))
        let excerpt = out.stderr.split(separator: "\n")[1]
        #expect(excerpt.count <= 162)
    }
}
