import Testing

extension DiagnosticCases {
    /// The lexer: string literals, characters, escapes and identifiers it cannot read.
    static let lexer: [GoldenCase] = [
        GoldenCase(
            name: "unterminatedString",
            source: #"""
            model T
            view { mark("abc) }
            """#,
            expected: #"""
            Models/t.model:2:13: error: unterminated string literal
            view { mark("abc) }
                        ^
            """#
        ),
        GoldenCase(
            name: "unexpectedCharacter",
            source: #"""
            model T
            var x: Int = 1 § 2
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:16: error: unexpected character '§' in model
            var x: Int = 1 § 2
                           ^
            """#
        ),
        GoldenCase(
            name: "unterminatedBacktick",
            source: #"""
            model T
            var `x: Int = 1
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:5: error: unterminated '`' in identifier
            var `x: Int = 1
                ^
            """#
        ),
        GoldenCase(
            name: "multiLineString",
            source: #"""
            model T
            view {
                mark("""
                x
                """)
            }
            """#,
            expected: #"""
            Models/t.model:3:10: error: multi-line string literals are not supported in models; use a one-line "string"
                mark("""
                     ^
            """#
        ),
        GoldenCase(
            name: "badUnicodeScalar",
            source: #"""
            model T
            view { mark("\u{D800}") }
            """#,
            expected: #"""
            Models/t.model:2:14: error: invalid unicode scalar '\u{D800}'
            view { mark("\u{D800}") }
                         ^
            """#
        ),
        GoldenCase(
            name: "keyPath",
            source: #"""
            model T
            func f() async {
                let x = \S.a
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:13: error: unexpected character '\' in model
                let x = \S.a
                        ^
            """#
        ),
    ]
}
