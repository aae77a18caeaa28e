import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// Malformed Swift gets one diagnostic per problem, in the compiler's format,
/// and parsing resumes at the next statement or declaration.
@Suite struct SwiftDiagnosticsTests {
    /// The rendered diagnostics and the outline of what was still parsed.
    private func check(_ source: String) -> (diagnostics: String, outline: String) {
        let file = SwiftParser.parse(source, file: "View.swift")
        let outline = SwiftSyntaxDump.dump(SwiftSourceFile(path: file.path, items: file.items, diagnostics: []))
        return (Diagnostic.rendered(file.diagnostics, source: source), outline)
    }

    @Test func missingTypeSkipsToTheNextMember() {
        let result = check("struct A {\n    var x: = 1\n    func ok() {}\n}\n")
        #expect(result.diagnostics == """
        View.swift:2:12: error: expected a type, found '='
            var x: = 1
                   ^

        """)
        #expect(result.outline == "struct A 1:1\n  func ok() 3:5\n")
    }

    @Test func unclosedParenthesisStopsAtTheEnclosingBrace() {
        let result = check("func f() {\n    let y = (1, 2\n    g()\n}\nfunc h() {}\n")
        #expect(result.diagnostics == """
        View.swift:3:5: error: expected ')' in parenthesized expression, found 'g'
            g()
            ^

        """)
        #expect(result.outline == "func f() 1:1\nfunc h() 5:1\n")
    }

    @Test func missingColonInCaseResumesAtTheNextCase() {
        let result = check("switch x {\ncase .a\n    foo()\ncase .b:\n    bar()\n}\n")
        #expect(result.diagnostics == """
        View.swift:3:5: error: expected ':' in 'case' label, found 'foo'
            foo()
            ^

        """)
        #expect(result.outline == "switch x 1:1\n  case .b 4:1\n    expression bar() 5:5\n")
    }

    @Test func unclosedCallInsideAViewBuilderKeepsTheModifierChain() {
        let result = check("var body: some View {\n    List {\n        Text(\"a\"\n    }\n    .task { await load() }\n}\n")
        #expect(result.diagnostics == """
        View.swift:4:5: error: expected ')' in call, found '}'
            }
            ^

        """)
        #expect(result.outline.contains("callee member .task 2:5"))
    }

    @Test func statementErrors() {
        #expect(check("guard let x = y { return }\nlet a = 1\n").diagnostics == """
        View.swift:1:17: error: expected 'else' in 'guard' statement, found '{'
        guard let x = y { return }
                        ^

        """)
        #expect(check("class C {\n    42\n    var y = 2\n}\n").diagnostics == """
        View.swift:2:5: error: expected a declaration in class body, found '42'
            42
            ^

        """)
        #expect(check("let t = 1 2\n").diagnostics == """
        View.swift:1:11: error: consecutive statements on a line must be separated by ';', found '2'
        let t = 1 2
                  ^

        """)
        #expect(check("#if DEBUG\nlet a = 1\n").diagnostics.hasPrefix("View.swift:3:1: error: expected '#endif' to close '#if', found end of file"))
    }

    @Test func lexicalErrors() {
        #expect(check("let s = \"abc\nlet t = 「x」 ' \n").diagnostics == """
        View.swift:1:9: error: unterminated string literal
        let s = "abc
                ^
        View.swift:2:13: error: unexpected character '''
        let t = 「x」 ' 
                    ^

        """)
    }

    @Test func unclosedInterpolationEndsAtTheLineBreak() {
        let result = check("let a = Text(\"Hi \\(name\")\nlet b = 1\n")
        #expect(result.diagnostics == """
        View.swift:1:14: error: unterminated string literal
        let a = Text("Hi \\(name")
                     ^
        View.swift:1:24: error: unterminated string literal
        let a = Text("Hi \\(name")
                               ^
        View.swift:1:24: error: expected ')' to end string interpolation, found string literal
        let a = Text("Hi \\(name")
                               ^
        View.swift:1:26: error: unterminated string interpolation
        let a = Text("Hi \\(name")
                                 ^
        View.swift:2:1: error: expected ')' in call, found 'let'
        let b = 1
        ^

        """)
        #expect(result.outline.hasSuffix("let b = 1 2:1\n"))
    }

    @Test(arguments: [
        String(repeating: "(", count: 5000) + "a" + String(repeating: ")", count: 5000),
        String(repeating: "[", count: 5000),
        String(repeating: "f {", count: 3000) + String(repeating: "}", count: 3000),
        String(repeating: "if a {\n", count: 1000) + String(repeating: "}\n", count: 1000),
        "x = a" + String(repeating: ".b", count: 1000),
        "let x: " + String(repeating: "[", count: 1000) + "Int" + String(repeating: "]", count: 1000),
        "if case " + String(repeating: ".a(", count: 1000) + String(repeating: ")", count: 1000) + " = a { }",
        "x = " + String(repeating: "-(", count: 1000) + "1" + String(repeating: ")", count: 1000),
        String(repeating: "try ", count: 3000) + "a",
    ].map(Abbreviated.init))
    func deepNestingIsDiagnosed(_ source: Abbreviated) {
        let file = SwiftParser.parse(source.text, file: "t.swift")
        #expect(file.diagnostics.contains { $0.message.hasPrefix("nesting is too deep (more than 200 levels)") })
        #expect(file.diagnostics.count < 10)
    }
}
