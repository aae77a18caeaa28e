import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckScreens

/// Any text ends in diagnostics or a tree: no crash, no hang, bounded depth.
@Suite struct ParserRobustnessTests {
    private func wrap(_ body: String) -> String { "model T\nvar a = true\nfunc f() async {\n\(body)\n}\nview { blank }\n" }

    @Test(arguments: [
        String(repeating: "(", count: 1000) + "a" + String(repeating: ")", count: 1000),
        String(repeating: "!", count: 1000) + "a",
        String(repeating: "-", count: 1000) + "1",
        "a" + String(repeating: ".b", count: 1000),
        "a" + String(repeating: " + a", count: 1000),
        "a" + String(repeating: " ?? a", count: 1000),
        String(repeating: "a ? a : ", count: 1000) + "a",
        String(repeating: "await ", count: 1000) + "a",
        String(repeating: "try ", count: 1000) + "a",
        String(repeating: "f(", count: 1000) + String(repeating: ")", count: 1000),
        String(repeating: ".a(", count: 1000) + String(repeating: ")", count: 1000),
        "a" + String(repeating: "!", count: 1000),
    ].map(Abbreviated.init))
    func deepExpressionsAreDiagnosed(_ expression: Abbreviated) {
        let source = wrap("let x = \(expression.text)")
        let (_, diagnostics) = analyzeModel(source: source, file: "t.model")
        #expect(diagnostics.contains { $0.message.hasPrefix("nesting is too deep") })
    }

    @Test(arguments: [
        String(repeating: "if a {\n", count: 1000) + String(repeating: "}\n", count: 1000),
        String(repeating: "while a {\n", count: 1000) + String(repeating: "}\n", count: 1000),
        String(repeating: "Task {\n", count: 1000) + String(repeating: "}\n", count: 1000),
        String(repeating: "do {\n", count: 1000) + String(repeating: "} catch { }\n", count: 1000),
        "if a { }" + String(repeating: " else if a { }", count: 1000),
        String(repeating: "switch a {\ncase true:\n", count: 1000) + String(repeating: "default: break\n}\n", count: 1000),
        String(repeating: "await withCheckedContinuation { c in\n", count: 1000) + String(repeating: "}\n", count: 1000),
        "if case " + String(repeating: ".a(", count: 1000) + String(repeating: ")", count: 1000) + " = a { }",
        "let x: Bool" + String(repeating: "?", count: 1000) + " = nil",
        "let x: " + String(repeating: "(", count: 1000) + "Bool" + String(repeating: ")", count: 1000) + " = nil",
        "let x: " + String(repeating: "CheckedContinuation<", count: 1000) + "Bool" + String(repeating: ">", count: 1000) + "? = nil",
    ].map(Abbreviated.init))
    func deepStatementsAreDiagnosed(_ body: Abbreviated) {
        let (_, diagnostics) = analyzeModel(source: wrap(body.text), file: "t.model")
        #expect(diagnostics.contains { $0.message.hasPrefix("nesting is too deep") })
    }

    @Test func nestingBelowTheBoundParsesAndChecks() {
        let source = wrap(String(repeating: "if a {\n", count: 60) + "a = false\n" + String(repeating: "}\n", count: 60))
        let (model, diagnostics) = analyzeModel(source: source, file: "t.model")
        #expect(diagnostics.isEmpty)
        #expect(model != nil)
    }

    /// The deepest trees the parser accepts go through the checker without trouble.
    @Test(arguments: [
        String(repeating: "!", count: 190) + "a",
        String(repeating: "(", count: 95) + "a" + String(repeating: ")", count: 95),
        "a" + String(repeating: " && a", count: 190),
        "a" + String(repeating: "!", count: 190),
    ].map(Abbreviated.init))
    func treesJustBelowTheBoundAreChecked(_ expression: Abbreviated) {
        let (_, diagnostics) = analyzeModel(source: wrap("a = \(expression.text)"), file: "t.model")
        #expect(!diagnostics.contains { $0.message.hasPrefix("nesting is too deep") })
    }

    @Test func unbalancedInputTerminates() {
        for source in [
            String(repeating: "{", count: 5000),
            String(repeating: "}", count: 5000),
            String(repeating: "(", count: 5000),
            "model T\n" + String(repeating: "func f() {\n", count: 2000),
            "model T\nenum E {" + String(repeating: " case", count: 2000),
            "model T\nview { switch a {" + String(repeating: " case", count: 2000),
            String(repeating: "\"", count: 999),
            String(repeating: "/*", count: 1000),
            String(repeating: "///\n", count: 1000),
            "",
            "\n\n\n",
            "model",
            "model T\non",
            "model T\nview",
            "model T\nbound intRange = -",
        ] {
            let (_, diagnostics) = analyzeModel(source: source, file: "t.model")
            #expect(!diagnostics.isEmpty, "\(source.prefix(40))")
        }
    }

    /// Fragments of real models, shuffled and cut: every mix must terminate.
    @Test func randomTokenSoupTerminates() {
        let fragments = [
            "model T", "api g() -> Value", "enum E {", "case a, b(Value)", "}", "{", "extension E {", "var x: Bool {",
            "mutating func m() {", "self = .a", "switch self {", "case .a:", "default:", "return", "true", "nil",
            "var d: E = .a", "func f() async {", "await", "try", "g()", "do {", "} catch {", "error", "if", "let",
            "guard", "else", "while", "for i in 0..<3", "Task {", "withCheckedContinuation { c in", "c.resume(returning: true)",
            "on load .task", "on tap sync when", "as page", "view {", "content(v)", "spinner", "expect holds singleFlight",
            "bound maxTasks = 4", "invariant p:", "step q:", "screen.spinner", "before.screen.content", "&&", "||", "!",
            "==", "??", "?", ".", ":", ",", ";", "(", ")", "\n", "\n", "\n", "\"s\"", "42", "-1", "@MainActor", "struct",
            "/*", "*/", "//", "///", "`x`", "$0", "#if", "[", "]", "->", "...", "_",
        ]
        var rng = SplitMix(seed: 42)
        for _ in 0..<150 {
            var text = ""
            for _ in 0..<rng.below(120) {
                text += fragments[rng.below(fragments.count)] + (rng.below(3) == 0 ? "" : " ")
            }
            _ = analyzeModel(source: text, file: "t.model")
        }
    }

    /// The seed designs with characters deleted, duplicated or swapped.
    @Test func mutatedModelsTerminate() {
        var rng = SplitMix(seed: 3)
        for base in [ModelFixtures.case1After, ModelFixtures.case3Paging, ModelFixtures.submitRetry] {
            let chars = Array(base)
            for _ in 0..<25 {
                var mutated = chars
                for _ in 0..<(1 + rng.below(6)) {
                    let i = rng.below(mutated.count)
                    switch rng.below(3) {
                    case 0: mutated.remove(at: i)
                    case 1: mutated.insert(mutated[rng.below(mutated.count)], at: i)
                    default: mutated.swapAt(i, rng.below(mutated.count))
                    }
                }
                _ = analyzeModel(source: String(mutated), file: "t.model")
            }
        }
    }

    @Test func multiErrorFileReportsEveryError() {
        let source = """
        import SwiftUI
        model Many

        struct User { var name: String }

        enum DataState<V, E: Error> {
            case idle, loading, success(V), failure(E)
        }

        var dataState: DataState = .idle

        func fetch() {
            let user = await getUser()
            dataState = .succes(user)
        }

        func other() async {
            x = = 1
            switch dataState {
            case .idle: break
            }
        }

        on load .onAppear { await fetch() }
        view {
            spinner
        }
        expect holds contentKeptWhileReload
        """
        let (model, diagnostics) = analyzeModel(source: source, file: "Models/many.model")
        #expect(model == nil)
        #expect(diagnostics.map(\.description) == [
            "Models/many.model:1:1: error: 'import' is not needed in models; delete it",
            // A model's struct is an api's answer: its fields are 'let's.
            "Models/many.model:4:15: error: the field 'name' of struct 'User' must be declared with 'let': a struct's values are api answers, and a model changes its state through its own 'var's",
            "Models/many.model:6:15: error: generic parameters are not supported in models; write the payload types as Value and Error",
            "Models/many.model:13:16: error: 'await' in a function that is not 'async'; declare it 'func fetch(...) async'",
            "Models/many.model:13:22: error: cannot find 'getUser' in scope",
            "Models/many.model:14:17: error: enum 'DataState' has no case '.succes' (did you mean '.success'?)",
            "Models/many.model:18:9: error: expected an expression, found '='",
            "Models/many.model:19:5: error: switch must be exhaustive (missing .loading, .success, .failure)",
            "Models/many.model:24:9: error: expected a handler kind after 'on load': '.task', '.refreshable', 'Task' or 'sync'",
            "Models/many.model:28:1: error: unknown property 'contentKeptWhileReload'; expect a standard property or an 'invariant'/'step' declared in this file (did you mean 'contentKeptWhileReloading'?)",
        ])
    }
}
