import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// Tokens of Swift text as apps write it: operators by whitespace, literals,
/// interpolation, regex literals, attributes, `#` words, comments, line ends.
@Suite struct SwiftLexerTests {
    private func tokens(_ source: String) -> [SwiftToken] {
        SwiftLexer.tokenize(source, file: "t.swift").tokens
    }

    /// `kind:text` of every token but the end.
    private func spelled(_ source: String) -> [String] {
        tokens(source).dropLast().map { "\($0.kind):\($0.text)" }
    }

    @Test func operatorFixityFollowsWhitespace() {
        #expect(spelled("a+b -x y! z?.w a ?? b c ? d : e") == [
            "identifier:a", "binaryOperator:+", "identifier:b", "prefixOperator:-", "identifier:x",
            "identifier:y", "postfixOperator:!", "identifier:z", "postfixOperator:?", "punctuation:.", "identifier:w",
            "identifier:a", "binaryOperator:??", "identifier:b", "identifier:c", "binaryOperator:?", "identifier:d",
            "punctuation::", "identifier:e",
        ])
        #expect(spelled("0..<n items[1...] f(&x) a != b x!.y -> = ==") == [
            "integer:0", "binaryOperator:..<", "identifier:n", "identifier:items", "punctuation:[", "integer:1",
            "postfixOperator:...", "punctuation:]", "identifier:f", "punctuation:(", "prefixOperator:&", "identifier:x",
            "punctuation:)", "identifier:a", "binaryOperator:!=", "identifier:b", "identifier:x", "postfixOperator:!",
            "punctuation:.", "identifier:y", "punctuation:->", "binaryOperator:=", "binaryOperator:==",
        ])
    }

    @Test func numberLiterals() {
        #expect(spelled("0x1F 0b1010 0o17 1_000 1.5e-3 2E10 0x1p4 t.0.1 1..<2") == [
            "integer:0x1F", "integer:0b1010", "integer:0o17", "integer:1_000", "float:1.5e-3", "float:2E10",
            "float:0x1p4", "identifier:t", "punctuation:.", "integer:0", "punctuation:.", "integer:1",
            "integer:1", "binaryOperator:..<", "integer:2",
        ])
    }

    @Test func namesKeywordsAndContextualKeywords() {
        #expect(spelled("`default` $0 $text _ self Self await some get class") == [
            "identifier:default", "identifier:$0", "identifier:$text", "identifier:_", "keyword:self", "keyword:Self",
            "identifier:await", "identifier:some", "identifier:get", "keyword:class",
        ])
        #expect(tokens("`default`")[0].escaped)
    }

    @Test func attributesAndPoundWords() {
        #expect(spelled("@State @available(iOS 17, *) #if DEBUG #Preview #selector(f) #endif") == [
            "attribute:State", "attribute:available", "punctuation:(", "identifier:iOS", "integer:17", "punctuation:,",
            "binaryOperator:*", "punctuation:)", "pound:if", "identifier:DEBUG", "pound:Preview", "pound:selector",
            "punctuation:(", "identifier:f", "punctuation:)", "pound:endif",
        ])
    }

    @Test func stringsResolveEscapesAndKeepInterpolations() throws {
        let token = try #require(tokens(#""a\n\"b\" \u{1F600} \(f("x)", { $0 }(1)))!""#).first)
        #expect(token.kind == .string)
        #expect(token.segments.count == 3)
        #expect(token.segments.first == .text("a\n\"b\" 😀 "))
        #expect(token.segments.last == .text("!"))
        guard case .interpolation(let inner) = token.segments[1] else {
            Issue.record("no interpolation")
            return
        }
        #expect(inner.dropLast().map(\.text) == ["f", "(", #""x)""#, ",", "{", "$0", "}", "(", "1", ")", ")"])
    }

    @Test func rawStrings() throws {
        let one = try #require(tokens(##"#"C:\path "q" \#(x)"#"##).first)
        #expect(one.segments.first == .text(#"C:\path "q" "#))
        #expect(one.segments.count == 2)
        let two = try #require(tokens(###"##"a"#b"##"###).first)
        #expect(two.segments == [.text(##"a"#b"##)])
    }

    @Test func multiLineStringsDropTheClosingIndentation() throws {
        let source = "let s = \"\"\"\n    first\n      second \\(n)\n    \"\"\"\nnext"
        let all = tokens(source)
        let string = try #require(all.first { $0.kind == .string })
        #expect(string.multiline)
        #expect(string.segments.first == .text("first\n  second "))
        #expect(string.segments.count == 2)
        #expect(all.first { $0.text == "next" }?.location == SourceLocation(line: 5, column: 1))
    }

    @Test func regexLiterals() {
        #expect(spelled("let r = /a+b(c)/") == ["keyword:let", "identifier:r", "binaryOperator:=", "regex:/a+b(c)/"])
        #expect(spelled("x = a / b / c") == [
            "identifier:x", "binaryOperator:=", "identifier:a", "binaryOperator:/", "identifier:b", "binaryOperator:/",
            "identifier:c",
        ])
        #expect(spelled("f(/ 2)").contains("binaryOperator:/")) // a space after `/`: not a regex
        #expect(spelled("#/a/b/# ##/x/#/##") == ["regex:#/a/b/#", "regex:##/x/#/##"])
        // After `try?` and `try!` an operand begins (swift-paperless' OTP check was "unexpected character '$'").
        #expect(spelled("(try? /^[0-9]*$/.wholeMatch(in: code))").contains("regex:/^[0-9]*$/"))
        #expect(spelled("try! /a+/.firstMatch(in: s)").contains("regex:/a+/"))
        // A value's `?` and `!` end it: division follows.
        #expect(spelled("x = a! / b / c").contains("binaryOperator:/"))
    }

    @Test func commentsNestAndDocCommentsAreKept() {
        let all = tokens("/* a /* b */ c */ x // y\n/// Docs.\n/// More.\nlet z")
        #expect(all.map(\.text) == ["x", "let", "z", ""])
        #expect(all[1].documentation == ["Docs.", "More."])
        #expect(all[1].newlineBefore)
    }

    @Test func lineEndsAndColumnsCountCharacters() {
        let all = tokens("a\r\nb\rc\n\"日本語\" d")
        #expect(all.map(\.location) == [
            SourceLocation(line: 1, column: 1), SourceLocation(line: 2, column: 1), SourceLocation(line: 3, column: 1),
            SourceLocation(line: 4, column: 1), SourceLocation(line: 4, column: 7), SourceLocation(line: 4, column: 8),
        ])
    }

    @Test func malformedTextIsDiagnosedNotFatal() {
        let (tokens, diagnostics) = SwiftLexer.tokenize("let s = \"open\n/* never closed", file: "t.swift")
        #expect(tokens.last?.kind == .endOfFile)
        #expect(diagnostics.map(\.description) == [
            "t.swift:1:9: error: unterminated string literal",
            "t.swift:2:1: error: unterminated '/*' comment",
        ])
    }
}
