import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckScreens

@Suite struct LexerTests {
    private func kinds(_ source: String) -> [TokenKind] {
        Lexer.tokenize(source, file: "t.model").tokens.map(\.kind)
    }

    @Test func operatorsUseMaximalMunch() {
        #expect(kinds("a..<b c...d e?.f g ?? h -> += -= == != <= >= && ||") == [
            .identifier("a", escaped: false), .symbol("..<"), .identifier("b", escaped: false),
            .identifier("c", escaped: false), .symbol("..."), .identifier("d", escaped: false),
            .identifier("e", escaped: false), .symbol("?"), .symbol("."), .identifier("f", escaped: false),
            .identifier("g", escaped: false), .symbol("??"), .identifier("h", escaped: false),
            .symbol("->"), .symbol("+="), .symbol("-="), .symbol("=="), .symbol("!="), .symbol("<="),
            .symbol(">="), .symbol("&&"), .symbol("||"), .endOfFile,
        ])
    }

    @Test func integersAndRanges() {
        #expect(kinds("0...3 -16 1_000 0x1F") == [
            .integer(0), .symbol("..."), .integer(3), .symbol("-"), .integer(16), .integer(1000), .integer(31), .endOfFile,
        ])
    }

    @Test func stringsResolveEscapes() {
        #expect(kinds(#""a\n\"b\" \u{1F600}""#) == [.string("a\n\"b\" 😀"), .endOfFile])
    }

    @Test func commentsAreSkippedAndNest() {
        #expect(kinds("a /* x /* nested */ y */ b // tail\nc") == [
            .identifier("a", escaped: false), .identifier("b", escaped: false), .identifier("c", escaped: false), .endOfFile,
        ])
    }

    @Test func docCommentsAttachToTheNextToken() {
        let tokens = Lexer.tokenize("/// First line.\n///   Second.\nmodel X", file: "t.model").tokens
        #expect(tokens.first?.documentation == ["First line.", "  Second."])
        #expect(tokens.first?.keyword == "model")
    }

    @Test func locationsCountCharactersAndLines() {
        let tokens = Lexer.tokenize("é = 1\r\n  ünï", file: "t.model").tokens
        #expect(tokens.map(\.location) == [
            SourceLocation(line: 1, column: 1), SourceLocation(line: 1, column: 3), SourceLocation(line: 1, column: 5),
            SourceLocation(line: 2, column: 3), SourceLocation(line: 2, column: 6),
        ])
        #expect(tokens[3].newlineBefore)
    }

    /// Classic Mac text: a lone `\r` ends a line too.
    @Test func aLoneCarriageReturnEndsALine() {
        let tokens = Lexer.tokenize("a = 1\rb\r\rc", file: "t.model").tokens
        #expect(tokens.prefix(5).map(\.location) == [
            SourceLocation(line: 1, column: 1), SourceLocation(line: 1, column: 3), SourceLocation(line: 1, column: 5),
            SourceLocation(line: 2, column: 1), SourceLocation(line: 4, column: 1),
        ])
        #expect(tokens[3].newlineBefore && tokens[4].newlineBefore)
    }

    @Test func whitespaceFactsTellPrefixFromInfix() {
        let tokens = Lexer.tokenize("a - b -c x!", file: "t.model").tokens
        #expect(tokens[1].spaceBefore && tokens[1].spaceAfter)
        #expect(tokens[3].spaceBefore && !tokens[3].spaceAfter)
        #expect(!tokens[6].spaceBefore)
    }

    @Test func braceDepthIsTracked() {
        let tokens = Lexer.tokenize("{ a { b } c }", file: "t.model").tokens
        #expect(tokens.map(\.braceDepth) == [0, 1, 1, 2, 1, 1, 0, 0])
    }

    @Test func backtickIdentifiersAreEscaped() {
        #expect(kinds("`default`") == [.identifier("default", escaped: true), .endOfFile])
    }

    @Test func malformedInputEndsInDiagnostics() {
        let cases: [(String, String)] = [
            ("\"abc", "t.model:1:1: error: unterminated string literal"),
            ("/* open", "t.model:1:1: error: unterminated '/*' comment"),
            ("x = 1.5", "t.model:1:5: error: floating-point numbers are not supported in models; use Int"),
            ("99999999999999999999", "t.model:1:1: error: integer literal '99999999999999999999' overflows Int"),
            ("a 😀 b", "t.model:1:3: error: unexpected character '😀' in model"),
            ("\"a\\(b)\"", "t.model:1:3: error: string interpolation is not supported in models"),
            ("\"\\q\"", "t.model:1:2: error: invalid escape sequence '\\q' in string literal"),
            ("12ab", "t.model:1:1: error: '12ab' is not a valid integer literal"),
            ("\u{0}", "t.model:1:1: error: unexpected character '\\u{0}' in model"),
        ]
        for (source, expected) in cases {
            let (tokens, diagnostics) = Lexer.tokenize(source, file: "t.model")
            #expect(diagnostics.map(\.description) == [expected], "\(source)")
            #expect(tokens.last?.kind == .endOfFile)
        }
    }

    @Test func everyByteSequenceLexes() {
        var rng = SplitMix(seed: 7)
        for _ in 0..<200 {
            let bytes = (0..<rng.below(200)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let text = String(decoding: bytes, as: UTF8.self)
            let (tokens, _) = Lexer.tokenize(text, file: "t.model")
            #expect(tokens.last?.kind == .endOfFile)
        }
    }
}

/// A small deterministic random generator for fuzz-style tests.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
}
