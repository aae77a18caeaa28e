import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// Any bytes end in a tree and diagnostics: no crash, no hang, bounded time.
@Suite struct SwiftParserRobustnessTests {
    /// Characters random text is drawn from: Swift's punctuation and operators,
    /// keywords' letters, quotes, `#`, `@`, `\`, line ends, Japanese text.
    private static let alphabet: [Character] = Array("{}()[]<>.,:;?!=+-*/%&|^~#@\\\"'`$_ \n\r\t0x1e9abfiltrwsvcmdouyn日本語") + ["\r\n"]

    /// Source files that fuzzing starts from.
    private static func fixtures() throws -> [String] {
        try ["Loadable", "ItemListView", "ItemsModel"].map { name in
            let url = testTargetFolder.appendingPathComponent("Swift/Fixtures/\(name).swift")
            return try String(contentsOf: url, encoding: .utf8)
        }
    }

    /// Parses and checks what every tree must satisfy: diagnostics point into the text.
    private func parseChecked(_ source: String) {
        let file = SwiftParser.parse(source, file: "fuzz.swift")
        let lines = source.split(omittingEmptySubsequences: false, whereSeparator: \.endsModelLine).count
        for diagnostic in file.diagnostics {
            #expect(diagnostic.line >= 1 && diagnostic.line <= lines + 1, "\(diagnostic)")
            #expect(diagnostic.column >= 1, "\(diagnostic)")
        }
        _ = SwiftSyntaxDump.dump(file)
    }

    @Test func randomBytesNeverCrash() {
        var random = SplitMix64(seed: 0x5EED_5317)
        let start = ContinuousClock.now
        for _ in 0..<300 {
            let count = random.next(below: 400)
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            parseChecked(String(decoding: bytes, as: UTF8.self))
        }
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    @Test func randomSwiftishTextNeverCrashes() {
        var random = SplitMix64(seed: 42)
        let start = ContinuousClock.now
        for _ in 0..<300 {
            let count = random.next(below: 600)
            parseChecked(String((0..<count).map { _ in Self.alphabet[random.next(below: Self.alphabet.count)] }))
        }
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    @Test func mutatedFixturesNeverCrash() throws {
        let fixtures = try Self.fixtures()
        var random = SplitMix64(seed: 7)
        let start = ContinuousClock.now
        for round in 0..<150 {
            var chars = Array(fixtures[round % fixtures.count])
            for _ in 0..<(1 + random.next(below: 8)) {
                guard !chars.isEmpty else { break }
                let at = random.next(below: chars.count)
                switch random.next(below: 4) {
                case 0: chars.remove(at: at)
                case 1: chars.insert(Self.alphabet[random.next(below: Self.alphabet.count)], at: at)
                case 2: chars.swapAt(at, random.next(below: chars.count))
                default:
                    let end = min(chars.count, at + random.next(below: 40))
                    chars.insert(contentsOf: chars[at..<end], at: random.next(below: chars.count))
                }
            }
            parseChecked(String(chars))
        }
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    @Test func largeInputsStayLinear() throws {
        let fixtures = try Self.fixtures()
        let big = String(repeating: fixtures.joined(separator: "\n"), count: 40)
        let start = ContinuousClock.now
        let file = SwiftParser.parse(big, file: "big.swift")
        #expect(file.diagnostics.isEmpty)
        #expect(ContinuousClock.now - start < .seconds(10))
        for source in [
            "x = " + String(repeating: "a < b, ", count: 3000) + "c",
            "let s = " + String(repeating: "\"\\(", count: 100) + String(repeating: ")\"", count: 100),
            String(repeating: "{ a in ", count: 150) + String(repeating: "}", count: 150),
            String(repeating: "case ", count: 3000),
            String(repeating: "@A ", count: 3000),
            String(repeating: "a.b<c>(", count: 150),
        ] {
            let t0 = ContinuousClock.now
            parseChecked(source)
            #expect(ContinuousClock.now - t0 < .seconds(5), "slow: \(source.prefix(40))")
        }
    }
}
