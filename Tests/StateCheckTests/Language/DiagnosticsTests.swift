import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckScreens

/// One diagnostic (or a few that belong together) and its exact rendering.
struct GoldenCase: Sendable, CustomTestStringConvertible {
    let name: String
    let source: String
    let expected: String
    var testDescription: String { name }
}

/// Golden texts: every diagnostic of the lexer, parser and checker, rendered
/// as the CLI prints it (position, message, source line, caret), one
/// parameterised test per family of diagnostics.
@Suite struct DiagnosticsTests {
    /// Renders `c`'s diagnostics as the CLI prints them and compares them with
    /// the expected text; a model with an error must not compile.
    private func expectRendering(_ c: GoldenCase) {
        let (model, diagnostics) = analyzeModel(source: c.source, file: "Models/t.model")
        let rendered = diagnostics.map { $0.rendered(source: c.source) }.joined(separator: "\n")
        #expect(rendered == c.expected)
        if diagnostics.contains(where: { $0.severity == .error }) {
            #expect(model == nil)
            #expect(throws: ModelError.self) { try loadModel(source: c.source, file: "Models/t.model") }
        }
    }

    /// The lexer: string literals, characters, escapes and identifiers it cannot read.
    @Test(arguments: DiagnosticCases.lexer)
    func lexer(_ c: GoldenCase) { expectRendering(c) }

    /// The parser: what it expected where the text went wrong.
    @Test(arguments: DiagnosticCases.syntax)
    func syntax(_ c: GoldenCase) { expectRendering(c) }

    /// Swift the model language leaves out, each with what to write instead.
    @Test(arguments: DiagnosticCases.unsupportedSwift)
    func unsupportedSwift(_ c: GoldenCase) { expectRendering(c) }

    /// Name resolution: unknown names, cases and members, redeclarations, did-you-mean.
    @Test(arguments: DiagnosticCases.names)
    func names(_ c: GoldenCase) { expectRendering(c) }

    /// Types: values used where another type is expected, optionals, operators, patterns.
    @Test(arguments: DiagnosticCases.types)
    func types(_ c: GoldenCase) { expectRendering(c) }

    /// Who may change what: `let`, `mutating`, the view, continuations.
    @Test(arguments: DiagnosticCases.mutation)
    func mutation(_ c: GoldenCase) { expectRendering(c) }

    /// Effects: `async`/`await`, `throws`/`try`, errors that would escape.
    @Test(arguments: DiagnosticCases.effects)
    func effects(_ c: GoldenCase) { expectRendering(c) }

    /// Control flow: exhaustive `switch`, returns, `break`/`continue`, `guard`.
    @Test(arguments: DiagnosticCases.controlFlow)
    func controlFlow(_ c: GoldenCase) { expectRendering(c) }

    /// Model declarations: `model`, `api`, `view`, handlers, `expect`, `bound`, custom properties.
    @Test(arguments: DiagnosticCases.modelDeclarations)
    func modelDeclarations(_ c: GoldenCase) { expectRendering(c) }

    /// Warnings: code that compiles but probably does not do what was meant.
    @Test(arguments: DiagnosticCases.warnings)
    func warnings(_ c: GoldenCase) { expectRendering(c) }

    /// `defer`, `catch` clauses and error enums: what may not leave a `defer`, which types a `catch` names.
    @Test(arguments: DiagnosticCases.errorHandling)
    func errorHandling(_ c: GoldenCase) { expectRendering(c) }
}

/// The golden cases, one list per family of diagnostics (one file each).
enum DiagnosticCases {}
