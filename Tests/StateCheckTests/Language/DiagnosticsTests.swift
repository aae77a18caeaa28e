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
/// as the CLI prints it (position, message, source line, caret).
@Suite struct DiagnosticsTests {
    @Test(arguments: DiagnosticsTests.cases)
    func rendersExactly(_ c: GoldenCase) {
        let (model, diagnostics) = analyzeModel(source: c.source, file: "Models/t.model")
        let rendered = diagnostics.map { $0.rendered(source: c.source) }.joined(separator: "\n")
        #expect(rendered == c.expected)
        if diagnostics.contains(where: { $0.severity == .error }) {
            #expect(model == nil)
            #expect(throws: ModelError.self) { try loadModel(source: c.source, file: "Models/t.model") }
        }
    }

    static let cases: [GoldenCase] = [
        GoldenCase(
            name: "initialValueOutsideIntRange",
            source: #"""
            model T
            var n: Int = 100
            var m: Int = 3
            on set sync { n = 40 }
            view { blank }
            bound intRange = 0...3
            """#,
            expected: #"""
            Models/t.model:2:14: error: integer literal 100 is outside intRange 0...3
            var n: Int = 100
                         ^
            """#
        ),
        GoldenCase(
            name: "swiftUIViewInView",
            source: #"""
            model T
            var isLoading = false
            view {
                List {
                    Text("Hello")
                }
                .overlay { if isLoading { ProgressView() } }
                blank
            }
            """#,
            expected: #"""
            Models/t.model:4:5: error: SwiftUI views are not part of models; describe the screen with the view elements blank, content(v), spinner, errorView(e), footerSpinner, footerError(e), banner(e), alert("name"), button("name", disabled: b) and mark("name")
                List {
                ^
            Models/t.model:7:5: error: view modifiers ('.overlay') are not part of models; handle events with 'on EVENT KIND { }' and describe the screen with the view elements blank, content(v), spinner, errorView(e), footerSpinner, footerError(e), banner(e), alert("name"), button("name", disabled: b) and mark("name")
                .overlay { if isLoading { ProgressView() } }
                ^
            """#
        ),
        GoldenCase(
            name: "apiReturnsNonValue",
            source: #"""
            model T
            api count() -> Int
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:1: error: api 'count' returns 'Int'; an api returns 'Value' (data the screen shows) or nothing: write 'api count(...) -> Value' or drop '-> Int'
            api count() -> Int
            ^
            """#
        ),
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
            name: "missingModel",
            source: #"""
            var x: Int = 1
            view { blank }
            """#,
            expected: #"""
            Models/t.model:1:1: error: a model file must start with 'model Name'
            var x: Int = 1
            ^
            """#
        ),
        GoldenCase(
            name: "secondModel",
            source: #"""
            model T
            model U
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:1: error: a file holds one model; this is a second 'model' declaration
            model U
            ^
            """#
        ),
        GoldenCase(
            name: "importIsNotNeeded",
            source: #"""
            import SwiftUI
            model T
            view { blank }
            """#,
            expected: #"""
            Models/t.model:1:1: error: 'import' is not needed in models; delete it
            import SwiftUI
            ^
            """#
        ),
        GoldenCase(
            name: "struct",
            source: #"""
            model T
            struct User { var name: String }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:1: error: 'struct' is not supported in models; use an enum with payloads, or separate 'var's
            struct User { var name: String }
            ^
            """#
        ),
        GoldenCase(
            name: "class",
            source: #"""
            model T
            final class Store { }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:7: error: 'class' is not supported in models; declare the view model's properties as model 'var's and its methods as 'func's
            final class Store { }
                  ^
            """#
        ),
        GoldenCase(
            name: "protocol",
            source: #"""
            model T
            protocol Loading { }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:1: error: 'protocol' is not supported in models; write the concrete enum and its extension
            protocol Loading { }
            ^
            """#
        ),
        GoldenCase(
            name: "actor",
            source: #"""
            model T
            actor Cache { }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:1: error: 'actor' is not supported in models; all model code already runs on the main actor
            actor Cache { }
            ^
            """#
        ),
        GoldenCase(
            name: "init",
            source: #"""
            model T
            init() { }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:1: error: 'init' is not supported in models; give each 'var' an initial value
            init() { }
            ^
            """#
        ),
        GoldenCase(
            name: "static",
            source: #"""
            model T
            static var shared = 1
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:1: error: 'static' is not supported in models; declare a model 'var' or 'func' instead
            static var shared = 1
            ^
            """#
        ),
        GoldenCase(
            name: "typealias",
            source: #"""
            model T
            typealias User = Value
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:1: error: 'typealias' is not supported in models; write the type itself
            typealias User = Value
            ^
            """#
        ),
        GoldenCase(
            name: "genericEnum",
            source: #"""
            model T
            enum DataState<V, E: Error> {
                case idle, success(V), failure(E)
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:15: error: generic parameters are not supported in models; write the payload types as Value and Error
            enum DataState<V, E: Error> {
                          ^
            """#
        ),
        GoldenCase(
            name: "genericTypeUse",
            source: #"""
            model T
            enum S { case a }
            var s: Result<Value, Error> = .a
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:14: error: generic types are not supported in models; write the payload types as Value and Error
            var s: Result<Value, Error> = .a
                         ^
            """#
        ),
        GoldenCase(
            name: "stateWrapperWarning",
            source: #"""
            model T
            @State var isSaving = false
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:1: warning: '@State' is ignored: model variables are the screen's state
            @State var isSaving = false
            ^
            """#
        ),
        GoldenCase(
            name: "unknownAttribute",
            source: #"""
            model T
            @Binding var isSaving = false
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:1: error: attribute '@Binding' is not supported in models; delete it
            @Binding var isSaving = false
            ^
            """#
        ),
        GoldenCase(
            name: "topLevelLet",
            source: #"""
            model T
            let limit = 3
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:1: error: model variables are declared with 'var'
            let limit = 3
            ^
            """#
        ),
        GoldenCase(
            name: "computedModelVariable",
            source: #"""
            model T
            var busy: Bool { true }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:16: error: computed model variables are not supported; declare 'var busy' in an extension of an enum, or write a 'func'
            var busy: Bool { true }
                           ^
            """#
        ),
        GoldenCase(
            name: "variableNeedsType",
            source: #"""
            model T
            var x = nil
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:1: error: model variable 'x' needs a type: 'var x: Type = ...'
            var x = nil
            ^
            """#
        ),
        GoldenCase(
            name: "handlerKindMissing",
            source: #"""
            model T
            on load .onAppear { }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:9: error: expected a handler kind after 'on load': '.task', '.refreshable', 'Task' or 'sync'
            on load .onAppear { }
                    ^
            """#
        ),
        GoldenCase(
            name: "unknownRole",
            source: #"""
            model T
            on tapMore Task as paging { }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:20: error: unknown role 'paging'; a handler's role is 'reload', 'page' or 'action'
            on tapMore Task as paging { }
                               ^
            """#
        ),
        GoldenCase(
            name: "expectVerdict",
            source: #"""
            model T
            view { blank }
            expect passes singleFlight
            """#,
            expected: #"""
            Models/t.model:3:8: error: expected 'holds' or 'violated' after 'expect', found 'passes'
            expect passes singleFlight
                   ^
            """#
        ),
        GoldenCase(
            name: "secondView",
            source: #"""
            model T
            view { blank }
            view { spinner }
            """#,
            expected: #"""
            Models/t.model:3:1: error: a model has exactly one 'view'; the first is at line 2
            view { spinner }
            ^
            """#
        ),
        GoldenCase(
            name: "storedPropertyInExtension",
            source: #"""
            model T
            enum S { case a }
            extension S {
                var count: Int = 0
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:20: error: extensions may not contain stored properties; use a computed 'var count: Type { ... }'
                var count: Int = 0
                               ^
            """#
        ),
        GoldenCase(
            name: "caseInExtension",
            source: #"""
            model T
            enum S { case a }
            extension S {
                case b
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:5: error: enum cases must be declared in the enum 'S', not in an extension
                case b
                ^
            """#
        ),
        GoldenCase(
            name: "rawValues",
            source: #"""
            model T
            enum S: Int { case a = 1 }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:22: error: raw values are not supported in models; delete '= ...'
            enum S: Int { case a = 1 }
                                 ^
            """#
        ),
        GoldenCase(
            name: "defaultParameter",
            source: #"""
            model T
            func f(x: Int = 1) { }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:15: error: default parameter values are not supported in models; pass the argument explicitly
            func f(x: Int = 1) { }
                          ^
            """#
        ),
        GoldenCase(
            name: "inoutParameter",
            source: #"""
            model T
            func f(x: inout Int) { }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:11: error: 'inout' parameters are not supported in models; use a 'mutating func' in an extension
            func f(x: inout Int) { }
                      ^
            """#
        ),
        GoldenCase(
            name: "declarationOnSameLine",
            source: #"""
            model T
            var x = 1 var y = 2
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:11: error: expected a line break after the declaration, found 'var'
            var x = 1 var y = 2
                      ^
            """#
        ),
        GoldenCase(
            name: "unclosedBlock",
            source: #"""
            model T
            func f() {
                if true {
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:1: error: expected '}' to close the block opened at line 2 before this declaration
            view { blank }
            ^
            """#
        ),
        GoldenCase(
            name: "strayClosingBrace",
            source: #"""
            model T
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:1: error: unexpected '}' at file level (no block is open)
            }
            ^
            """#
        ),
        GoldenCase(
            name: "closure",
            source: #"""
            model T
            func f() {
                let g = { x in x }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:13: error: closures are not supported in models (only the bodies of 'Task { }' and 'withCheckedContinuation { c in ... }')
                let g = { x in x }
                        ^
            """#
        ),
        GoldenCase(
            name: "mapClosure",
            source: #"""
            model T
            var v: Value? = nil
            func f() {
                let n = v.map { $0.count }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:19: error: closures are not supported in models; instead of '.map { }' unwrap with 'if let x = ... { } else { }'
                let n = v.map { $0.count }
                              ^
            """#
        ),
        GoldenCase(
            name: "asyncLet",
            source: #"""
            model T
            func f() async {
                async let x = g()
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:5: error: 'async let' is not supported in models; await the calls one after another, or spawn 'Task { }'
                async let x = g()
                ^
            """#
        ),
        GoldenCase(
            name: "forAwait",
            source: #"""
            model T
            func f() async {
                for await x in updates { }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:9: error: 'for await' is not supported in models; await the api calls one by one
                for await x in updates { }
                    ^
            """#
        ),
        GoldenCase(
            name: "tupleLet",
            source: #"""
            model T
            func f() {
                let (a, b) = (1, 2)
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:9: error: tuples are not supported in models; declare one 'let' per value
                let (a, b) = (1, 2)
                    ^
            """#
        ),
        GoldenCase(
            name: "tupleType",
            source: #"""
            model T
            var pair: (Int, Int) = 0
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:11: error: tuple types are not supported in models; use an enum case with payloads
            var pair: (Int, Int) = 0
                      ^
            """#
        ),
        GoldenCase(
            name: "tryBang",
            source: #"""
            model T
            api g()
            func f() async {
                try! await g()
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:5: error: 'try!' is not supported in models; use 'try' inside 'do { } catch { }', or 'try?'
                try! await g()
                ^
            """#
        ),
        GoldenCase(
            name: "asCast",
            source: #"""
            model T
            func f() {
                let n = x as Int
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:15: error: 'as' casts are not supported in models; use 'is' to test an error's type
                let n = x as Int
                          ^
            """#
        ),
        GoldenCase(
            name: "taskSleep",
            source: #"""
            model T
            func f() async {
                try? await Task.sleep(nanoseconds: 1)
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:16: error: 'Task.sleep' is not supported in models (only 'Task.isCancelled'); model waiting as an 'api' call
                try? await Task.sleep(nanoseconds: 1)
                           ^
            """#
        ),
        GoldenCase(
            name: "storedTask",
            source: #"""
            model T
            func f() {
                let t = Task { }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:13: error: 'Task { }' is a statement in models; its handle cannot be stored or awaited
                let t = Task { }
                        ^
            """#
        ),
        GoldenCase(
            name: "throwingContinuation",
            source: #"""
            model T
            func f() async {
                await withCheckedThrowingContinuation { c in }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:11: error: 'withCheckedThrowingContinuation' is not supported in models; use 'withCheckedContinuation' (model continuations do not throw)
                await withCheckedThrowingContinuation { c in }
                      ^
            """#
        ),
        GoldenCase(
            name: "continuationWithoutName",
            source: #"""
            model T
            func f() async {
                await withCheckedContinuation { $0.resume() }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:37: error: name the continuation: 'withCheckedContinuation { c in ... }'
                await withCheckedContinuation { $0.resume() }
                                                ^
            """#
        ),
        GoldenCase(
            name: "subscript",
            source: #"""
            model T
            func f() {
                let x = pages[0]
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:18: error: subscripts are not supported in models; 'Value' offers 'isEmpty', 'count' and '+'
                let x = pages[0]
                             ^
            """#
        ),
        GoldenCase(
            name: "arrayLiteral",
            source: #"""
            model T
            var pages: Value = []
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:20: error: array literals are not supported in models; 'Value' is the list of pages an api returns
            var pages: Value = []
                               ^
            """#
        ),
        GoldenCase(
            name: "floatLiteral",
            source: #"""
            model T
            var x: Int = 1.5
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:14: error: floating-point numbers are not supported in models; use Int
            var x: Int = 1.5
                         ^
            """#
        ),
        GoldenCase(
            name: "repeatLoop",
            source: #"""
            model T
            func f() {
                repeat { } while true
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:5: error: 'repeat' loops are not supported in models; use 'while'
                repeat { } while true
                ^
            """#
        ),
        GoldenCase(
            name: "deferStatement",
            source: #"""
            model T
            func f() {
                defer { }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:5: error: 'defer' is not supported in models; write the statements at each exit
                defer { }
                ^
            """#
        ),
        GoldenCase(
            name: "fallthrough",
            source: #"""
            model T
            func f() {
                switch 1 {
                case 1: fallthrough
                default: break
                }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:13: error: 'fallthrough' is not supported in models; list the patterns in one 'case'
                case 1: fallthrough
                        ^
            """#
        ),
        GoldenCase(
            name: "doWithoutCatch",
            source: #"""
            model T
            func f() {
                do { }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:5: error: 'do' without 'catch' is not supported in models; add 'catch { }' or remove 'do'
                do { }
                ^
            """#
        ),
        GoldenCase(
            name: "typedCatch",
            source: #"""
            model T
            func f() {
                do { } catch let e { }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:18: error: only a plain 'catch { }' is supported in models; test the implicit 'error' inside (e.g. 'if error is CancellationError')
                do { } catch let e { }
                             ^
            """#
        ),
        GoldenCase(
            name: "emptyCaseBody",
            source: #"""
            model T
            func f() {
                switch true {
                case true:
                case false: break
                }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:5: error: 'case' label in a 'switch' must have at least one statement; write 'break' for nothing
                case true:
                ^
            """#
        ),
        GoldenCase(
            name: "consecutiveStatements",
            source: #"""
            model T
            var a = 1
            func f() {
                a = 1 a = 2
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:11: error: consecutive statements on a line must be separated by ';'
                a = 1 a = 2
                      ^
            """#
        ),
        GoldenCase(
            name: "danglingQuestionMark",
            source: #"""
            model T
            var a: Int? = nil
            func f() {
                let b = a?
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:14: error: '?' after a value must be followed by '.member' (optional chaining); use '??' or 'if let' to unwrap
                let b = a?
                         ^
            """#
        ),
        GoldenCase(
            name: "unsupportedOperator",
            source: #"""
            model T
            var a = 2
            func f() {
                a = a * 2
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:11: error: operator '*' is not supported in models (only + and - on Int, + on Value)
                a = a * 2
                      ^
            """#
        ),
        GoldenCase(
            name: "tooDeep",
            source: #"""
            model T
            var a = true
            func f() {
                let b = ((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((a))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:112: error: nesting is too deep (more than 200 levels); split the code into functions
            …(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((a))))))))))))))))))))))))))))))))))))))))))))))))))))))))))…
                                                                                             ^
            """#
        ),
        GoldenCase(
            name: "switchNotExhaustive",
            source: #"""
            model T
            enum DataState { case idle, reLoading(Value), success(Value) }
            var d: DataState = .idle
            view {
                switch d {
                case .idle: blank
                case .success(let v): content(v)
                }
            }
            """#,
            expected: #"""
            Models/t.model:5:5: error: switch must be exhaustive (missing .reLoading)
                switch d {
                ^
            """#
        ),
        GoldenCase(
            name: "switchBoolNotExhaustive",
            source: #"""
            model T
            var b = false
            view {
                switch b {
                case true: spinner
                }
            }
            """#,
            expected: #"""
            Models/t.model:4:5: error: switch must be exhaustive (missing false)
                switch b {
                ^
            """#
        ),
        GoldenCase(
            name: "switchOptionalNotExhaustive",
            source: #"""
            model T
            var v: Value? = nil
            view {
                switch v {
                case let v?: content(v)
                }
            }
            """#,
            expected: #"""
            Models/t.model:4:5: error: switch must be exhaustive (missing nil)
                switch v {
                ^
            """#
        ),
        GoldenCase(
            name: "switchNestedPayload",
            source: #"""
            model T
            enum L { case loading(Value?), done }
            var l: L = .done
            view {
                switch l {
                case .loading(let v?): content(v)
                case .done: blank
                }
            }
            """#,
            expected: #"""
            Models/t.model:5:5: error: switch must be exhaustive (missing .loading)
                switch l {
                ^
            """#
        ),
        GoldenCase(
            name: "switchIntNeedsDefault",
            source: #"""
            model T
            var n = 0
            view {
                switch n {
                case 0: blank
                }
            }
            """#,
            expected: #"""
            Models/t.model:4:5: error: switch must be exhaustive (missing default)
                switch n {
                ^
            """#
        ),
        GoldenCase(
            name: "missingView",
            source: #"""
            model T
            var x = 1
            """#,
            expected: #"""
            Models/t.model:1:1: error: model 'T' has no 'view { ... }'; every model describes what its screen shows
            model T
            ^
            """#
        ),
        GoldenCase(
            name: "unknownName",
            source: #"""
            model T
            var isLoading = false
            view {
                if isLoadin { spinner }
            }
            """#,
            expected: #"""
            Models/t.model:4:8: error: cannot find 'isLoadin' in scope (did you mean 'isLoading'?)
                if isLoadin { spinner }
                   ^
            """#
        ),
        GoldenCase(
            name: "unknownNameIsACase",
            source: #"""
            model T
            enum S { case a, b(Value), c(Value, Error) }
            var s: S = .a
            func f() {
                s = b(1)
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:9: error: cannot find 'b' in scope; did you mean the case '.b' of 'S'?
                s = b(1)
                    ^
            """#
        ),
        GoldenCase(
            name: "unknownType",
            source: #"""
            model T
            var user: User? = nil
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:1: error: cannot find type 'User' in scope; data from an api is 'Value', errors are 'Error'
            var user: User? = nil
            ^
            """#
        ),
        GoldenCase(
            name: "unknownCase",
            source: #"""
            model T
            enum S { case a, b(Value), c(Value, Error) }
            var s: S = .a
            func f() {
                s = .succes
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:9: error: enum 'S' has no case '.succes'
                s = .succes
                    ^
            """#
        ),
        GoldenCase(
            name: "casePayloadMissing",
            source: #"""
            model T
            enum S { case a, b(Value), c(Value, Error) }
            var s: S = .a
            func f() {
                s = .b
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:9: error: enum case '.b' needs 1 associated value: '.b(Value)'
                s = .b
                    ^
            """#
        ),
        GoldenCase(
            name: "caseHasNoPayload",
            source: #"""
            model T
            enum S { case a, b(Value), c(Value, Error) }
            var s: S = .a
            func f() {
                s = .a(1)
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:9: error: enum case '.a' has no associated values; write '.a'
                s = .a(1)
                    ^
            """#
        ),
        GoldenCase(
            name: "patternArity",
            source: #"""
            model T
            enum S { case a, b(Value), c(Value, Error) }
            var s: S = .a
            view {
                if case .c(let v) = s { content(v) }
            }
            """#,
            expected: #"""
            Models/t.model:5:13: error: enum case '.c' has 2 associated values; the pattern has 1
                if case .c(let v) = s { content(v) }
                        ^
            """#
        ),
        GoldenCase(
            name: "assignmentType",
            source: #"""
            model T
            var n: Int = 0
            func f() {
                n = true
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:9: error: cannot use a value of type 'Bool' where 'Int' is expected
                n = true
                    ^
            """#
        ),
        GoldenCase(
            name: "conditionNotBool",
            source: #"""
            model T
            var n: Int = 0
            view {
                if n { blank }
            }
            """#,
            expected: #"""
            Models/t.model:4:8: error: a condition must be Bool, not Int
                if n { blank }
                   ^
            """#
        ),
        GoldenCase(
            name: "optionalNotUnwrapped",
            source: #"""
            model T
            var v: Value? = nil
            view {
                content(v)
            }
            """#,
            expected: #"""
            Models/t.model:4:13: error: value of optional type 'Value?' must be unwrapped to a value of type 'Value'; use 'if let', 'guard let' or '??'
                content(v)
                        ^
            """#
        ),
        GoldenCase(
            name: "optionalMember",
            source: #"""
            model T
            var v: Value? = nil
            view {
                if v.isEmpty { blank }
            }
            """#,
            expected: #"""
            Models/t.model:4:8: error: value of optional type 'Value?' must be unwrapped to use 'isEmpty'; use '?.isEmpty', 'if let' or 'guard let'
                if v.isEmpty { blank }
                   ^
            """#
        ),
        GoldenCase(
            name: "assignSelfNotMutating",
            source: #"""
            model T
            enum S { case a, b }
            extension S {
                func reset() { self = .a }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:20: error: cannot assign to 'self' in a method that is not 'mutating'; declare it 'mutating func'
                func reset() { self = .a }
                               ^
            """#
        ),
        GoldenCase(
            name: "mutatingOnLet",
            source: #"""
            model T
            enum S { case a, b }
            extension S {
                mutating func reset() { self = .a }
            }
            func f() {
                let s: S = .b
                s.reset()
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:8:5: error: cannot call mutating method 'reset' on 's': it is a 'let' constant
                s.reset()
                ^
            """#
        ),
        GoldenCase(
            name: "mutatingFromNonMutating",
            source: #"""
            model T
            enum S { case a, b }
            extension S {
                mutating func reset() { self = .a }
                func again() { reset() }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:20: error: cannot call mutating method 'reset' from a method that is not 'mutating'
                func again() { reset() }
                               ^
            """#
        ),
        GoldenCase(
            name: "mutatingInView",
            source: #"""
            model T
            enum S { case a, b }
            extension S {
                mutating func reset() { self = .a }
            }
            var s: S = .a
            view {
                s.reset()
                blank
            }
            """#,
            expected: #"""
            Models/t.model:8:5: error: cannot call mutating method 'reset' on 's': the view cannot change model variables
                s.reset()
                ^
            """#
        ),
        GoldenCase(
            name: "viewAssigns",
            source: #"""
            model T
            var n = 0
            view {
                n = 1
                blank
            }
            """#,
            expected: #"""
            Models/t.model:4:5: error: cannot assign to 'n': the view cannot change model variables
                n = 1
                ^
            """#
        ),
        GoldenCase(
            name: "awaitInSyncFunction",
            source: #"""
            model T
            api g()
            func f() {
                try? await g()
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:10: error: 'await' in a function that is not 'async'; declare it 'func f(...) async'
                try? await g()
                     ^
            """#
        ),
        GoldenCase(
            name: "awaitInSyncHandler",
            source: #"""
            model T
            func g() async { }
            on tapSave sync { await g() }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:19: error: 'await' cannot be used in a 'sync' handler; declare it 'on tapSave Task' or spawn 'Task { }'
            on tapSave sync { await g() }
                              ^
            """#
        ),
        GoldenCase(
            name: "awaitInContinuationBody",
            source: #"""
            model T
            func g() async { }
            func f() async {
                await withCheckedContinuation { c in
                    await g()
                    c.resume()
                }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:9: error: 'await' cannot be used in a 'withCheckedContinuation' body: it runs synchronously
                    await g()
                    ^
            """#
        ),
        GoldenCase(
            name: "missingAwait",
            source: #"""
            model T
            func g() async { }
            func f() async {
                g()
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:5: error: 'g' is async and must be marked with 'await'
                g()
                ^
            """#
        ),
        GoldenCase(
            name: "missingTry",
            source: #"""
            model T
            api getUser() -> Value
            var v: Value? = nil
            func f() async {
                v = await getUser()
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:15: error: api 'getUser' can throw but is not marked with 'try'
                v = await getUser()
                          ^
            """#
        ),
        GoldenCase(
            name: "unhandledThrowInHandler",
            source: #"""
            model T
            api save()
            on tapSave Task { try await save() }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:29: error: errors thrown here are not handled (handlers cannot throw); use 'do { } catch { }' or 'try?'
            on tapSave Task { try await save() }
                                        ^
            """#
        ),
        GoldenCase(
            name: "unhandledThrowInTaskBody",
            source: #"""
            model T
            api save()
            func f() async throws {
                Task { try await save() }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:22: error: errors thrown in a 'Task { }' body would be silently discarded; catch them with 'do { } catch { }'
                Task { try await save() }
                                 ^
            """#
        ),
        GoldenCase(
            name: "unhandledThrowStatement",
            source: #"""
            model T
            api g()
            func f() async {
                do { try await g() } catch {
                    throw error
                }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:9: error: errors thrown here are not handled; use 'do { } catch { }' or 'try?', or declare 'f' 'throws'
                    throw error
                    ^
            """#
        ),
        GoldenCase(
            name: "uselessTry",
            source: #"""
            model T
            var n = 0
            func f() {
                n = try 1
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:9: warning: no calls to throwing functions occur within 'try' expression
                n = try 1
                    ^
            """#
        ),
        GoldenCase(
            name: "uselessAwait",
            source: #"""
            model T
            var n = 0
            func f() async {
                n = await 1
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:9: warning: no 'async' operations occur within 'await' expression
                n = await 1
                    ^
            """#
        ),
        GoldenCase(
            name: "unreachableCatch",
            source: #"""
            model T
            var n = 0
            func f() {
                do { n = 1 } catch { n = 2 }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:5: warning: 'catch' block is unreachable because no errors are thrown in 'do' block
                do { n = 1 } catch { n = 2 }
                ^
            """#
        ),
        GoldenCase(
            name: "breakOutsideLoop",
            source: #"""
            model T
            func f() {
                break
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:5: error: 'break' is only allowed inside a loop or a switch
                break
                ^
            """#
        ),
        GoldenCase(
            name: "continueOutsideLoop",
            source: #"""
            model T
            func f() {
                switch 1 {
                default: continue
                }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:14: error: 'continue' is only allowed inside a loop
                default: continue
                         ^
            """#
        ),
        GoldenCase(
            name: "guardFallsThrough",
            source: #"""
            model T
            var v: Value? = nil
            var n = 0
            func f() {
                guard let x = v else { n = 1 }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:5: error: 'guard' body must not fall through; end it with 'return', 'break', 'continue' or 'throw'
                guard let x = v else { n = 1 }
                ^
            """#
        ),
        GoldenCase(
            name: "missingReturn",
            source: #"""
            model T
            enum S { case a, b }
            extension S {
                var isA: Bool {
                    if case .a = self { return true }
                }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:5: error: missing return in computed property 'isA' (expected to return Bool)
                var isA: Bool {
                ^
            """#
        ),
        GoldenCase(
            name: "unexpectedReturnValue",
            source: #"""
            model T
            func f() {
                return 1
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:12: error: unexpected return value: this code returns nothing
                return 1
                       ^
            """#
        ),
        GoldenCase(
            name: "missingReturnValue",
            source: #"""
            model T
            func f() -> Int {
                return
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:5: error: missing return value (expected Int)
                return
                ^
            """#
        ),
        GoldenCase(
            name: "unknownExpectation",
            source: #"""
            model T
            view { blank }
            expect holds contentKeptWhileReload
            """#,
            expected: #"""
            Models/t.model:3:1: error: unknown property 'contentKeptWhileReload'; expect a standard property or an 'invariant'/'step' declared in this file (did you mean 'contentKeptWhileReloading'?)
            expect holds contentKeptWhileReload
            ^
            """#
        ),
        GoldenCase(
            name: "duplicateExpectation",
            source: #"""
            model T
            view { blank }
            expect holds singleFlight
            expect violated singleFlight
            """#,
            expected: #"""
            Models/t.model:4:1: error: 'singleFlight' is already expected at line 3
            expect violated singleFlight
            ^
            """#
        ),
        GoldenCase(
            name: "unknownBound",
            source: #"""
            model T
            view { blank }
            bound maxTask = 3
            """#,
            expected: #"""
            Models/t.model:3:1: error: unknown bound 'maxTask'; the bounds are maxTasks, maxPages and intRange (did you mean 'maxTasks'?)
            bound maxTask = 3
            ^
            """#
        ),
        GoldenCase(
            name: "boundTakesOneNumber",
            source: #"""
            model T
            view { blank }
            bound maxTasks = 1...4
            """#,
            expected: #"""
            Models/t.model:3:1: error: 'maxTasks' takes one number: 'bound maxTasks = 4'
            bound maxTasks = 1...4
            ^
            """#
        ),
        GoldenCase(
            name: "intRangeTakesRange",
            source: #"""
            model T
            view { blank }
            bound intRange = 16
            """#,
            expected: #"""
            Models/t.model:3:1: error: 'intRange' takes a range with lower < upper: 'bound intRange = -16...16'
            bound intRange = 16
            ^
            """#
        ),
        GoldenCase(
            name: "duplicateVariable",
            source: #"""
            model T
            var n = 0
            func n() { }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:1: error: invalid redeclaration of function 'n' (first declared at line 2)
            func n() { }
            ^
            """#
        ),
        GoldenCase(
            name: "duplicateCase",
            source: #"""
            model T
            enum S { case a, a }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:18: error: invalid redeclaration of case 'a' in 'S' (first declared at line 2)
            enum S { case a, a }
                             ^
            """#
        ),
        GoldenCase(
            name: "duplicateMember",
            source: #"""
            model T
            enum S { case a }
            extension S {
                var x: Bool { true }
                func x() { }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:5: error: invalid redeclaration of 'x' in 'S' (first declared at line 4)
                func x() { }
                ^
            """#
        ),
        GoldenCase(
            name: "duplicateLocal",
            source: #"""
            model T
            func f() {
                let a = 1
                let a = 2
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:5: error: invalid redeclaration of 'a' (first declared at line 3)
                let a = 2
                ^
            """#
        ),
        GoldenCase(
            name: "customPropertyStandardName",
            source: #"""
            model T
            view { blank }
            invariant singleFlight: true
            """#,
            expected: #"""
            Models/t.model:3:1: error: 'singleFlight' is a standard property; give the custom invariant another name
            invariant singleFlight: true
            ^
            """#
        ),
        GoldenCase(
            name: "viewElementOutsideView",
            source: #"""
            model T
            func f() {
                spinner
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:5: error: 'spinner' is a view element; use it inside 'view { }'
                spinner
                ^
            """#
        ),
        GoldenCase(
            name: "viewElementArguments",
            source: #"""
            model T
            view {
                content()
            }
            """#,
            expected: #"""
            Models/t.model:3:5: error: wrong arguments for 'content'; write content(value)
                content()
                ^
            """#
        ),
        GoldenCase(
            name: "errorOutsideCatch",
            source: #"""
            model T
            view {
                errorView(error)
            }
            """#,
            expected: #"""
            Models/t.model:3:15: error: 'error' is only available inside 'catch { }'
                errorView(error)
                          ^
            """#
        ),
        GoldenCase(
            name: "beforeInInvariant",
            source: #"""
            model T
            var n = 0
            view { blank }
            invariant grows: after.n >= before.n
            """#,
            expected: #"""
            Models/t.model:4:18: error: 'after' is only available in a 'step' property
            invariant grows: after.n >= before.n
                             ^
            Models/t.model:4:29: error: 'before' is only available in a 'step' property
            invariant grows: after.n >= before.n
                                        ^
            """#
        ),
        GoldenCase(
            name: "propertyNotBool",
            source: #"""
            model T
            var n = 0
            view { blank }
            invariant positive: n
            """#,
            expected: #"""
            Models/t.model:4:21: error: an invariant property must be Bool, not Int
            invariant positive: n
                                ^
            """#
        ),
        GoldenCase(
            name: "resumeWrongType",
            source: #"""
            model T
            enum A { case retry(CheckedContinuation<Bool>) }
            var a: A? = nil
            func f() {
                if case .retry(let c)? = a { c.resume(returning: 1) }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:54: error: cannot use a value of type 'Int' where 'Bool' is expected
                if case .retry(let c)? = a { c.resume(returning: 1) }
                                                                 ^
            """#
        ),
        GoldenCase(
            name: "resumeNeedsValue",
            source: #"""
            model T
            enum A { case retry(CheckedContinuation<Bool>) }
            var a: A? = nil
            func f() {
                if case .retry(let c)? = a { c.resume() }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:34: error: this continuation resumes with Bool: write 'resume(returning: value)'
                if case .retry(let c)? = a { c.resume() }
                                             ^
            """#
        ),
        GoldenCase(
            name: "plusTypes",
            source: #"""
            model T
            var n = 0
            var v: Value? = nil
            func f() {
                if let x = v { n = n + x }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:24: error: '+' needs two Ints or two Values, not Int and Value
                if let x = v { n = n + x }
                                   ^
            """#
        ),
        GoldenCase(
            name: "nilCoalescingNotOptional",
            source: #"""
            model T
            var n = 0
            func f() {
                n = n ?? 1
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:9: error: the left side of '??' must be optional, not Int
                n = n ?? 1
                    ^
            """#
        ),
        GoldenCase(
            name: "nilComparison",
            source: #"""
            model T
            var n = 0
            view {
                if n == nil { blank }
            }
            """#,
            expected: #"""
            Models/t.model:4:8: error: comparing a non-optional Int with 'nil' is always false
                if n == nil { blank }
                   ^
            """#
        ),
        GoldenCase(
            name: "ifLetNotOptional",
            source: #"""
            model T
            var n = 0
            view {
                if let m = n { blank }
            }
            """#,
            expected: #"""
            Models/t.model:4:16: error: 'if let' needs an optional value, but this is Int
                if let m = n { blank }
                           ^
            """#
        ),
        GoldenCase(
            name: "extensionOfUnknownType",
            source: #"""
            model T
            extension DataState { }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:1: error: cannot find enum 'DataState' to extend; extensions add members to the model's enums
            extension DataState { }
            ^
            """#
        ),
        GoldenCase(
            name: "pageWithoutFooterSpinner",
            source: #"""
            model T
            on page Task { }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:1: warning: 'page' events happen only while the view shows 'footerSpinner', and this view never does
            on page Task { }
            ^
            """#
        ),
        GoldenCase(
            name: "forOverNonRange",
            source: #"""
            model T
            var v: Value? = nil
            func f() {
                for x in v { }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:14: error: 'for' loops in models run over an Int range: 'for x in 0..<n'
                for x in v { }
                         ^
            """#
        ),
        GoldenCase(
            name: "argumentLabel",
            source: #"""
            model T
            api getPosts(minId: Int) -> Value
            var v: Value? = nil
            func f() async {
                v = try? await getPosts(0)
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:29: error: missing argument label 'minId:' in call to 'getPosts'
                v = try? await getPosts(0)
                                        ^
            """#
        ),
        GoldenCase(
            name: "argumentCount",
            source: #"""
            model T
            func g(a: Int) { }
            func f() {
                g()
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:5: error: 'g' takes 1 argument: 'g(a: Int)'
                g()
                ^
            """#
        ),
        GoldenCase(
            name: "multiPatternBindings",
            source: #"""
            model T
            enum S { case a, b(Value), c(Value, Error) }
            var s: S = .a
            view {
                switch s {
                case .b(let v), .a: content(v)
                default: blank
                }
            }
            """#,
            expected: #"""
            Models/t.model:6:21: error: every pattern of a case must bind the same names ('v' is not bound by all)
                case .b(let v), .a: content(v)
                                ^
            """#
        ),
        GoldenCase(
            name: "forceUnwrapNonOptional",
            source: #"""
            model T
            var n = 0
            func f() {
                n = n!
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:9: error: cannot force unwrap a value of non-optional type 'Int'
                n = n!
                    ^
            """#
        ),
        GoldenCase(
            name: "isOtherType",
            source: #"""
            model T
            api g()
            func f() async {
                do { try await g() } catch {
                    if error is DecodingError { return }
                }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:12: error: 'is' can only test 'CancellationError' or 'URLError'
                    if error is DecodingError { return }
                       ^
            """#
        ),
        GoldenCase(
            name: "selfOutsideExtension",
            source: #"""
            model T
            api g()
            var failure: Error? = nil
            func f() async {
                do { try await g() } catch {
                    self.failure = error
                }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:6:9: error: model variables are not members of 'self'; write 'failure' (and rename any local that hides it)
                    self.failure = error
                    ^
            """#
        ),
        GoldenCase(
            name: "letAssignment",
            source: #"""
            model T
            func f() {
                let a = 1
                a = 2
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:5: error: cannot assign to 'a': it is a 'let' constant
                a = 2
                ^
            """#
        ),
        GoldenCase(
            name: "nilNeedsType",
            source: #"""
            model T
            func f() {
                var a = nil
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:13: error: 'nil' needs a type: write 'var a: T? = nil'
                var a = nil
                        ^
            """#
        ),
        GoldenCase(
            name: "initialValueCall",
            source: #"""
            model T
            func g() -> Int { 1 }
            var n: Int = g()
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:14: error: initial values cannot call functions; write a literal or an enum case
            var n: Int = g()
                         ^
            """#
        ),
        GoldenCase(
            name: "taskInView",
            source: #"""
            model T
            view {
                Task { }
                blank
            }
            """#,
            expected: #"""
            Models/t.model:3:5: error: 'Task { }' cannot be used here; spawn tasks from handlers and functions
                Task { }
                ^
            """#
        ),
        GoldenCase(
            name: "builtinTypeName",
            source: #"""
            model T
            enum Value { case a }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:1: error: 'Value' is a built-in type; give the enum another name
            enum Value { case a }
            ^
            """#
        ),
        GoldenCase(
            name: "printIsUnsupported",
            source: #"""
            model T
            func f() {
                print(1)
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:5: error: 'print' is not supported in models; delete it
                print(1)
                ^
            """#
        ),
        GoldenCase(
            name: "errorConstruction",
            source: #"""
            model T
            func f() throws {
                throw CancellationError()
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:11: error: errors cannot be constructed in models; rethrow the 'error' of a 'catch', or let an api call fail
                throw CancellationError()
                      ^
            """#
        ),
        GoldenCase(
            name: "mutatingThroughOptionalChain",
            source: #"""
            model T
            enum S { case a, b }
            extension S {
                mutating func reset() { self = .a }
            }
            var s: S? = nil
            func f() {
                s?.reset()
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:8:5: error: cannot call mutating method 'reset' through optional chaining; copy the value into a 'var' local, call 'reset' on it, and assign it back
                s?.reset()
                ^
            """#
        ),
        GoldenCase(
            name: "recursiveEnum",
            source: #"""
            model T
            enum Tree { case leaf, node(Tree?) }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:1: error: enum 'Tree' contains itself through its associated values; recursive enums are not supported in models
            enum Tree { case leaf, node(Tree?) }
            ^
            """#
        ),
        GoldenCase(
            name: "implicitMemberWithoutContext",
            source: #"""
            model T
            enum S { case a, b(Value), c(Value, Error) }
            var s: S = .a
            func f() {
                let x = .a
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:13: error: cannot infer the enum of '.a' here; write 'S.a'
                let x = .a
                        ^
            """#
        ),
        GoldenCase(
            name: "screenPropertyUnknown",
            source: #"""
            model T
            view { blank }
            invariant x: !screen.toast
            """#,
            expected: #"""
            Models/t.model:3:15: error: the screen has no property 'toast'; properties are content, spinner, refreshSpinner, footerSpinner, errorView, footerError, banner, alert, blank, visible
            invariant x: !screen.toast
                          ^
            """#
        ),
        GoldenCase(
            name: "duplicateEnum",
            source: #"""
            model T
            enum S { case a }
            enum S { case b }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:1: error: invalid redeclaration of enum 'S' (first declared at line 2)
            enum S { case b }
            ^
            """#
        ),
        GoldenCase(
            name: "continuationOfContinuation",
            source: #"""
            model T
            var c: CheckedContinuation<CheckedContinuation<Bool>>? = nil
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:1: error: a continuation cannot resume with another continuation
            var c: CheckedContinuation<CheckedContinuation<Bool>>? = nil
            ^
            """#
        ),
        GoldenCase(
            name: "voidPayload",
            source: #"""
            model T
            enum S { case a(Void) }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:15: error: a payload cannot be 'Void'; remove it
            enum S { case a(Void) }
                          ^
            """#
        ),
        GoldenCase(
            name: "voidVariable",
            source: #"""
            model T
            var v: Void = ()
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:15: error: '()' (an empty tuple) is not supported in models
            var v: Void = ()
                          ^
            """#
        ),
        GoldenCase(
            name: "voidComputedProperty",
            source: #"""
            model T
            enum S { case a }
            extension S {
                var x: Void { return }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:5: error: a computed property cannot be 'Void'
                var x: Void { return }
                ^
            """#
        ),
        GoldenCase(
            name: "duplicateParameter",
            source: #"""
            model T
            func g(a: Int, a: Int) { }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:16: error: invalid redeclaration of parameter 'a'
            func g(a: Int, a: Int) { }
                           ^
            """#
        ),
        GoldenCase(
            name: "duplicateCustomProperty",
            source: #"""
            model T
            view { blank }
            invariant p: true
            invariant p: false
            """#,
            expected: #"""
            Models/t.model:4:1: error: invalid redeclaration of property 'p' (first declared at line 3)
            invariant p: false
            ^
            """#
        ),
        GoldenCase(
            name: "duplicateBound",
            source: #"""
            model T
            view { blank }
            bound maxTasks = 2
            bound maxTasks = 3
            """#,
            expected: #"""
            Models/t.model:4:1: error: bound 'maxTasks' is already set at line 3
            bound maxTasks = 3
            ^
            """#
        ),
        GoldenCase(
            name: "boundAtLeastOne",
            source: #"""
            model T
            view { blank }
            bound maxPages = 0
            """#,
            expected: #"""
            Models/t.model:3:1: error: 'maxPages' must be at least 1
            bound maxPages = 0
            ^
            """#
        ),
        GoldenCase(
            name: "ternaryBranchTypes",
            source: #"""
            model T
            func f() async {
                let x = true ? 1 : false
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:13: error: the branches of '?:' have different types (Int and Bool)
                let x = true ? 1 : false
                        ^
            """#
        ),
        GoldenCase(
            name: "isOnNonError",
            source: #"""
            model T
            func f() async {
                let x = 1 is CancellationError
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:13: error: 'is CancellationError' tests an Error, not Int
                let x = 1 is CancellationError
                        ^
            """#
        ),
        GoldenCase(
            name: "asyncCallInSyncContext",
            source: #"""
            model T
            func g() async { }
            func f() {
                g()
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:5: error: 'g' is async: 'await' in a function that is not 'async'; declare it 'func f(...) async'
                g()
                ^
            """#
        ),
        GoldenCase(
            name: "selfOutsideExtensionRead",
            source: #"""
            model T
            func f() {
                let x = self
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:13: error: 'self' is only available in extension members
                let x = self
                        ^
            """#
        ),
        GoldenCase(
            name: "functionNotCalled",
            source: #"""
            model T
            func g() { }
            func f() {
                let x = g
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:13: error: 'g' must be called: 'g(...)'
                let x = g
                        ^
            """#
        ),
        GoldenCase(
            name: "typeAsValue",
            source: #"""
            model T
            enum S { case a, b(Value), c(Value, Error) }
            var s: S = .a
            func f() {
                let x = S
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:13: error: 'S' is a type; write one of its cases, e.g. '.a'
                let x = S
                        ^
            """#
        ),
        GoldenCase(
            name: "refreshSpinnerIdentifier",
            source: #"""
            model T
            view {
                refreshSpinner
            }
            """#,
            expected: #"""
            Models/t.model:3:5: error: 'refreshSpinner' is shown by the checker while a '.refreshable' task is alive; read it as 'screen.refreshSpinner' in properties
                refreshSpinner
                ^
            """#
        ),
        GoldenCase(
            name: "elementTakesNoArguments",
            source: #"""
            model T
            view {
                spinner()
            }
            """#,
            expected: #"""
            Models/t.model:3:5: error: 'spinner' takes no arguments; write 'spinner'
                spinner()
                ^
            """#
        ),
        GoldenCase(
            name: "caseWhereOtherTypeExpected",
            source: #"""
            model T
            var n: Int = .a
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:14: error: '.a' is an enum case, but Int is expected here
            var n: Int = .a
                         ^
            """#
        ),
        GoldenCase(
            name: "noSuchCaseAnywhere",
            source: #"""
            model T
            enum S { case a, b(Value), c(Value, Error) }
            var s: S = .a
            func f() {
                s = .zzz
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:9: error: enum 'S' has no case '.zzz'
                s = .zzz
                    ^
            """#
        ),
        GoldenCase(
            name: "casePayloadMissingTwo",
            source: #"""
            model T
            enum S { case a, b(Value), c(Value, Error) }
            var s: S = .a
            func f() {
                s = .c
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:9: error: enum case '.c' needs 2 associated values: '.c(Value, Error)'
                s = .c
                    ^
            """#
        ),
        GoldenCase(
            name: "optionalChainOnNonOptional",
            source: #"""
            model T
            enum S { case a, b(Value), c(Value, Error) }
            var s: S = .a
            view {
                if s?.x { blank }
            }
            """#,
            expected: #"""
            Models/t.model:5:8: error: cannot use optional chaining on non-optional value of type 'S'; write '.x'
                if s?.x { blank }
                   ^
            """#
        ),
        GoldenCase(
            name: "valueMember",
            source: #"""
            model T
            var v: Value? = nil
            view {
                if let v, v.first != nil { blank }
            }
            """#,
            expected: #"""
            Models/t.model:4:15: error: 'Value' has no member 'first'; a Value offers 'isEmpty', 'count' and '+'
                if let v, v.first != nil { blank }
                          ^
            """#
        ),
        GoldenCase(
            name: "methodNotCalled",
            source: #"""
            model T
            enum S { case a }
            extension S {
                func m() -> Bool { true }
            }
            var s: S = .a
            view {
                if s.m { blank }
            }
            """#,
            expected: #"""
            Models/t.model:8:8: error: method 'm' must be called: '.m()'
                if s.m { blank }
                   ^
            """#
        ),
        GoldenCase(
            name: "enumHasNoMember",
            source: #"""
            model T
            enum S { case a }
            extension S {
                var isA: Bool { true }
            }
            var s: S = .a
            view {
                if s.isB { blank }
            }
            """#,
            expected: #"""
            Models/t.model:8:8: error: value of type 'S' has no member 'isB' (did you mean 'isA'?)
                if s.isB { blank }
                   ^
            """#
        ),
        GoldenCase(
            name: "caseUsedAsMember",
            source: #"""
            model T
            enum S { case a, b }
            var s: S = .a
            view {
                if s.a { blank }
            }
            """#,
            expected: #"""
            Models/t.model:5:8: error: value of type 'S' has no member 'a'; to test the case write 'if case .a = value'
                if s.a { blank }
                   ^
            """#
        ),
        GoldenCase(
            name: "snapshotNoVariable",
            source: #"""
            model T
            view { blank }
            step p: after.missing == 1
            """#,
            expected: #"""
            Models/t.model:3:9: error: 'missing' is neither 'screen' nor a model variable
            step p: after.missing == 1
                    ^
            """#
        ),
        GoldenCase(
            name: "eventMember",
            source: #"""
            model T
            view { blank }
            step p: event.kind == "load"
            """#,
            expected: #"""
            Models/t.model:3:9: error: an event has 'name' and 'api'; there is no 'kind'
            step p: event.kind == "load"
                    ^
            """#
        ),
        GoldenCase(
            name: "continuationMember",
            source: #"""
            model T
            enum A { case r(CheckedContinuation<Bool>) }
            var a: A? = nil
            func f() {
                if case .r(let c)? = a, c.isDone { }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:29: error: use 'resume(returning: value)' or 'resume()' on a continuation
                if case .r(let c)? = a, c.isDone { }
                                        ^
            """#
        ),
        GoldenCase(
            name: "intHasNoMember",
            source: #"""
            model T
            var n = 0
            view {
                if n.isEmpty { blank }
            }
            """#,
            expected: #"""
            Models/t.model:4:8: error: value of type 'Int' has no member 'isEmpty'
                if n.isEmpty { blank }
                   ^
            """#
        ),
        GoldenCase(
            name: "localIsNotAFunction",
            source: #"""
            model T
            func f() {
                let g = 1
                g()
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:5: error: 'g' is not a function
                g()
                ^
            """#
        ),
        GoldenCase(
            name: "enumInitializer",
            source: #"""
            model T
            enum S { case a, b(Value), c(Value, Error) }
            var s: S = .a
            func f() {
                s = S()
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:9: error: enums have no initializers in models; write a case such as '.a'
                s = S()
                    ^
            """#
        ),
        GoldenCase(
            name: "cannotCallExpression",
            source: #"""
            model T
            func f() {
                (1)(2)
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:6: error: cannot call this expression; call a function, an api, a method or a view element
                (1)(2)
                 ^
            """#
        ),
        GoldenCase(
            name: "propertyCalledAsMethod",
            source: #"""
            model T
            enum S { case a }
            extension S {
                var isA: Bool { true }
            }
            var s: S = .a
            view {
                if s.isA() { blank }
            }
            """#,
            expected: #"""
            Models/t.model:8:8: error: 'isA' is a property, not a method; remove '()'
                if s.isA() { blank }
                   ^
            """#
        ),
        GoldenCase(
            name: "enumHasNoMethod",
            source: #"""
            model T
            enum S { case a }
            var s: S = .a
            func f() {
                s.go()
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:5: error: value of type 'S' has no method 'go'
                s.go()
                ^
            """#
        ),
        GoldenCase(
            name: "screenCall",
            source: #"""
            model T
            view { blank }
            invariant p: screen.alert("x")
            """#,
            expected: #"""
            Models/t.model:3:14: error: screen properties take no arguments: 'screen.alert'
            invariant p: screen.alert("x")
                         ^
            """#
        ),
        GoldenCase(
            name: "intHasNoMethod",
            source: #"""
            model T
            var n = 0
            func f() {
                n.go()
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:5: error: value of type 'Int' has no method 'go'
                n.go()
                ^
            """#
        ),
        GoldenCase(
            name: "continuationOtherMethod",
            source: #"""
            model T
            enum A { case r(CheckedContinuation<Bool>) }
            var a: A? = nil
            func f() {
                if case .r(let c)? = a { c.cancel() }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:30: error: a continuation has only 'resume(returning:)' and 'resume()'
                if case .r(let c)? = a { c.cancel() }
                                         ^
            """#
        ),
        GoldenCase(
            name: "resumeInView",
            source: #"""
            model T
            enum A { case r(CheckedContinuation<Bool>) }
            var a: A? = nil
            view {
                if case .r(let c)? = a { c.resume(returning: true) }
                blank
            }
            """#,
            expected: #"""
            Models/t.model:5:30: error: cannot resume a continuation here: the view cannot change model variables
                if case .r(let c)? = a { c.resume(returning: true) }
                                         ^
            """#
        ),
        GoldenCase(
            name: "resumeLabel",
            source: #"""
            model T
            enum A { case r(CheckedContinuation<Bool>) }
            var a: A? = nil
            func f() {
                if case .r(let c)? = a { c.resume(true) }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:30: error: write 'resume(returning: value)' or 'resume()'
                if case .r(let c)? = a { c.resume(true) }
                                         ^
            """#
        ),
        GoldenCase(
            name: "resumeVoidWithValue",
            source: #"""
            model T
            enum A { case r(CheckedContinuation<Void>) }
            var a: A? = nil
            func f() {
                if case .r(let c)? = a { c.resume(returning: true) }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:30: error: this continuation resumes with no value: write 'resume()'
                if case .r(let c)? = a { c.resume(returning: true) }
                                         ^
            """#
        ),
        GoldenCase(
            name: "mutatingOnSelfInNonMutating",
            source: #"""
            model T
            enum S { case a }
            extension S {
                mutating func m() { }
                func n() { self.m() }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:16: error: cannot call mutating method 'm' on 'self' in a method that is not 'mutating'
                func n() { self.m() }
                           ^
            """#
        ),
        GoldenCase(
            name: "mutatingOnNonVariable",
            source: #"""
            model T
            enum S { case a }
            extension S {
                mutating func m() { }
                var copy: S { self }
            }
            var s: S = .a
            func f() {
                s.copy.m()
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:9:5: error: cannot call mutating method 'm' on a value that is not a variable
                s.copy.m()
                ^
            """#
        ),
        GoldenCase(
            name: "mutatingOnParameter",
            source: #"""
            model T
            enum S { case a }
            extension S {
                mutating func m() { }
            }
            func f(x: S) {
                x.m()
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:7:5: error: cannot call mutating method 'm' on 'x': it is a 'let' constant
                x.m()
                ^
            """#
        ),
        GoldenCase(
            name: "propertyCallsAsync",
            source: #"""
            model T
            func g() async -> Bool { true }
            view { blank }
            invariant p: g()
            """#,
            expected: #"""
            Models/t.model:4:14: error: properties may only read the state; 'g' is async
            invariant p: g()
                         ^
            """#
        ),
        GoldenCase(
            name: "initialValueCallsApi",
            source: #"""
            model T
            api g() -> Value
            var v: Value = g()
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:16: error: initial values cannot call apis
            var v: Value = g()
                           ^
            """#
        ),
        GoldenCase(
            name: "argumentLabelExtraneous",
            source: #"""
            model T
            func g(_ a: Int) { }
            func f() {
                g(a: 1)
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:10: error: extraneous argument label 'a:' in call to 'g'
                g(a: 1)
                     ^
            """#
        ),
        GoldenCase(
            name: "cannotCompare",
            source: #"""
            model T
            enum S { case a, b(Value), c(Value, Error) }
            var s: S = .a
            view {
                if s == 1 { blank }
            }
            """#,
            expected: #"""
            Models/t.model:5:8: error: cannot compare S with Int
                if s == 1 { blank }
                   ^
            """#
        ),
        GoldenCase(
            name: "rangeOutsideFor",
            source: #"""
            model T
            func f() async {
                let r = 0..<3
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:13: error: ranges can only be used in 'for i in a..<b'
                let r = 0..<3
                        ^
            """#
        ),
        GoldenCase(
            name: "lessThanOnBool",
            source: #"""
            model T
            func f() async {
                let x = true < false
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:13: error: the operand of '<' must be Int, not Bool
                let x = true < false
                        ^
            Models/t.model:3:20: error: the operand of '<' must be Int, not Bool
                let x = true < false
                               ^
            """#
        ),
        GoldenCase(
            name: "minusOnValue",
            source: #"""
            model T
            var v: Value? = nil
            func f() {
                if let v { let x = v - v }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:24: error: the operand of '-' must be Int, not Value
                if let v { let x = v - v }
                                   ^
            Models/t.model:4:28: error: the operand of '-' must be Int, not Value
                if let v { let x = v - v }
                                       ^
            """#
        ),
        GoldenCase(
            name: "notOnInt",
            source: #"""
            model T
            func f() async {
                let x = !1
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:14: error: the operand of '!' must be Bool, not Int
                let x = !1
                         ^
            """#
        ),
        GoldenCase(
            name: "negateBool",
            source: #"""
            model T
            func f() async {
                let x = -true
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:14: error: the operand of '-' must be Int, not Bool
                let x = -true
                         ^
            """#
        ),
        GoldenCase(
            name: "andOnInt",
            source: #"""
            model T
            func f() async {
                let x = 1 && true
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:13: error: the operand of '&&' must be Bool, not Int
                let x = 1 && true
                        ^
            """#
        ),
        GoldenCase(
            name: "somePatternOnNonOptional",
            source: #"""
            model T
            var n = 0
            view {
                if case let m? = n { blank }
            }
            """#,
            expected: #"""
            Models/t.model:4:13: error: '?' pattern needs an optional value, but this is Int
                if case let m? = n { blank }
                        ^
            """#
        ),
        GoldenCase(
            name: "nilPatternOnNonOptional",
            source: #"""
            model T
            var n = 0
            view {
                switch n {
                case nil: blank
                default: blank
                }
            }
            """#,
            expected: #"""
            Models/t.model:5:10: error: 'nil' pattern needs an optional value, but this is Int
                case nil: blank
                     ^
            """#
        ),
        GoldenCase(
            name: "patternTypeMismatch",
            source: #"""
            model T
            var n = 0
            view {
                switch n {
                case true: blank
                default: blank
                }
            }
            """#,
            expected: #"""
            Models/t.model:5:10: error: pattern of type Bool cannot match a value of type Int
                case true: blank
                     ^
            """#
        ),
        GoldenCase(
            name: "nonePatternWithPayload",
            source: #"""
            model T
            var n: Int? = nil
            view {
                switch n {
                case .none(1): blank
                default: blank
                }
            }
            """#,
            expected: #"""
            Models/t.model:5:10: error: '.none' has no associated values
                case .none(1): blank
                     ^
            """#
        ),
        GoldenCase(
            name: "somePatternWithoutPayloadIsFine",
            source: #"""
            model T
            var n: Int? = nil
            view {
                if case .some = n { blank }
            }
            """#,
            expected: #"""

            """#
        ),
        GoldenCase(
            name: "typedPatternOtherEnum",
            source: #"""
            model T
            enum S { case a }
            enum U { case a }
            var s: S = .a
            view {
                if case U.a = s { blank }
            }
            """#,
            expected: #"""
            Models/t.model:6:13: error: pattern of type 'U' cannot match a value of type 'S'
                if case U.a = s { blank }
                        ^
            """#
        ),
        GoldenCase(
            name: "casePatternOnInt",
            source: #"""
            model T
            var n = 0
            view {
                if case .a = n { blank }
            }
            """#,
            expected: #"""
            Models/t.model:4:13: error: enum case pattern '.a' cannot match a value of type 'Int'
                if case .a = n { blank }
                        ^
            """#
        ),
        GoldenCase(
            name: "patternNoSuchCase",
            source: #"""
            model T
            enum S { case a, b(Value), c(Value, Error) }
            var s: S = .a
            view {
                if case .d = s { blank }
            }
            """#,
            expected: #"""
            Models/t.model:5:13: error: enum 'S' has no case '.d'
                if case .d = s { blank }
                        ^
            """#
        ),
        GoldenCase(
            name: "patternOnCaseWithoutPayload",
            source: #"""
            model T
            enum S { case a, b(Value), c(Value, Error) }
            var s: S = .a
            view {
                if case .a(let x) = s { blank }
            }
            """#,
            expected: #"""
            Models/t.model:5:13: error: enum case '.a' has no associated values; write '.a'
                if case .a(let x) = s { blank }
                        ^
            """#
        ),
        GoldenCase(
            name: "patternLabelMismatch",
            source: #"""
            model T
            enum P { case paging(value: Value) }
            var p: P? = nil
            view {
                if case .paging(items: let v) = p { content(v) }
            }
            """#,
            expected: #"""
            Models/t.model:5:28: error: 'items:' does not match the label of '.paging' ('value:')
                if case .paging(items: let v) = p { content(v) }
                                       ^
            """#
        ),
        GoldenCase(
            name: "defaultNotLast",
            source: #"""
            model T
            var b = true
            view {
                switch b {
                default: blank
                case true: blank
                }
            }
            """#,
            expected: #"""
            Models/t.model:6:5: error: 'default' must be the last case of a switch
                case true: blank
                ^
            """#
        ),
        GoldenCase(
            name: "boundTwice",
            source: #"""
            model T
            enum S { case a, b(Value), c(Value, Error) }
            var s: S = .a
            view {
                switch s {
                case .c(let x, let x): blank
                default: blank
                }
            }
            """#,
            expected: #"""
            Models/t.model:6:20: error: 'x' is bound twice in the same pattern
                case .c(let x, let x): blank
                               ^
            """#
        ),
        GoldenCase(
            name: "bindingTypesDiffer",
            source: #"""
            model T
            enum S { case a, b(Value), c(Value, Error) }
            var s: S = .a
            view {
                switch s {
                case .b(let x), .c(_, let x): blank
                default: blank
                }
            }
            """#,
            expected: #"""
            Models/t.model:6:21: error: 'x' has different types in the patterns of this case
                case .b(let x), .c(_, let x): blank
                                ^
            """#
        ),
        GoldenCase(
            name: "emptySwitch",
            source: #"""
            model T
            var b = true
            view {
                switch b {
                }
            }
            """#,
            expected: #"""
            Models/t.model:4:5: error: a switch must have at least one case
                switch b {
                ^
            """#
        ),
        GoldenCase(
            name: "voidLocal",
            source: #"""
            model T
            func g() { }
            func f() {
                let x = g()
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:13: error: 'x' would have type Void; the expression has no value
                let x = g()
                        ^
            """#
        ),
        GoldenCase(
            name: "plusAssignTypes",
            source: #"""
            model T
            var b = true
            func f() {
                b += 1
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:5: error: '+=' needs two Ints or two Values, not Bool and Int
                b += 1
                ^
            """#
        ),
        GoldenCase(
            name: "minusAssignTypes",
            source: #"""
            model T
            var v: Value? = nil
            func f() {
                v -= 1
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:5: error: the target of '-=' must be Int, not Value?
                v -= 1
                ^
            """#
        ),
        GoldenCase(
            name: "assignSelfOutsideExtension",
            source: #"""
            model T
            func f() {
                self = 1
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:5: error: 'self' is only available in extension members
                self = 1
                ^
            """#
        ),
        GoldenCase(
            name: "assignComputedProperty",
            source: #"""
            model T
            enum S { case a }
            extension S {
                var isA: Bool { true }
                mutating func m() { isA = false }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:25: error: cannot assign to 'isA': it is a computed property
                mutating func m() { isA = false }
                                    ^
            """#
        ),
        GoldenCase(
            name: "assignMemberOfComputed",
            source: #"""
            model T
            enum S { case a }
            extension S {
                var isA: Bool { true }
            }
            var s: S = .a
            func f() {
                s.isA = false
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:8:5: error: cannot assign to 'isA': it is a computed property; assign a whole new value instead
                s.isA = false
                ^
            """#
        ),
        GoldenCase(
            name: "assignStoredMember",
            source: #"""
            model T
            var n = 0
            func f() {
                n.value = 1
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:5: error: cannot assign to 'value': model values have no stored properties; assign a whole new value instead
                n.value = 1
                ^
            """#
        ),
        GoldenCase(
            name: "assignUnknown",
            source: #"""
            model T
            func f() {
                missing = 1
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:5: error: cannot find 'missing' in scope
                missing = 1
                ^
            """#
        ),
        GoldenCase(
            name: "nilWhereNonOptional",
            source: #"""
            model T
            var n: Int = nil
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:14: error: 'nil' cannot be used where Int is expected; declare the type optional (Int?)
            var n: Int = nil
                         ^
            """#
        ),
        GoldenCase(
            name: "whenNotBool",
            source: #"""
            model T
            var n = 0
            on tap sync when n { }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:18: error: a 'when' condition must be Bool, not Int
            on tap sync when n { }
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
            name: "badUnicodeEscapeBrace",
            source: #"""
            model T
            view { mark("\u41") }
            """#,
            expected: #"""
            Models/t.model:2:14: error: expected '{' in '\u{...}' escape
            view { mark("\u41") }
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
            name: "expectedSymbol",
            source: #"""
            model T
            func f( { }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:9: error: expected a parameter name, found '{'
            func f( { }
                    ^
            """#
        ),
        GoldenCase(
            name: "expectedIdentifier",
            source: #"""
            model T
            enum { case a }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:6: error: expected the enum's name, found '{'
            enum { case a }
                 ^
            """#
        ),
        GoldenCase(
            name: "compilerDirective",
            source: #"""
            model T
            #if DEBUG
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:1: error: compiler directives ('#if', '#available') are not supported in models
            #if DEBUG
            ^
            """#
        ),
        GoldenCase(
            name: "expectedDeclaration",
            source: #"""
            model T
            fetch()
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:1: error: expected a declaration (model, api, enum, extension, var, func, on, view, invariant, step, expect, bound), found 'fetch'
            fetch()
            ^
            """#
        ),
        GoldenCase(
            name: "mutatingTopLevel",
            source: #"""
            model T
            mutating func f() { }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:1: error: 'mutating' is only allowed on methods inside an 'extension'
            mutating func f() { }
            ^
            """#
        ),
        GoldenCase(
            name: "underscoreWithoutName",
            source: #"""
            model T
            func f(_: Int) { }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:9: error: expected a parameter name after '_'
            func f(_: Int) { }
                    ^
            """#
        ),
        GoldenCase(
            name: "unclosedEnum",
            source: #"""
            model T
            enum S {
                case a
            """#,
            expected: #"""
            Models/t.model:1:1: error: model 'T' has no 'view { ... }'; every model describes what its screen shows
            model T
            ^
            Models/t.model:3:11: error: expected '}' to close the enum body opened at line 2
                case a
                      ^
            """#
        ),
        GoldenCase(
            name: "indirectCase",
            source: #"""
            model T
            enum S {
                indirect case a
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:5: error: 'indirect' is not supported in models
                indirect case a
                ^
            """#
        ),
        GoldenCase(
            name: "defaultPayloadValue",
            source: #"""
            model T
            enum S {
                case a(Int = 1)
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:16: error: default payload values are not supported in models
                case a(Int = 1)
                           ^
            """#
        ),
        GoldenCase(
            name: "extensionWhere",
            source: #"""
            model T
            enum S { case a }
            extension S where Self: Equatable { }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:13: error: 'where' clauses are not supported in models
            extension S where Self: Equatable { }
                        ^
            """#
        ),
        GoldenCase(
            name: "unclosedExtension",
            source: #"""
            model T
            enum S { case a }
            extension S {
                var x: Bool { true }
            """#,
            expected: #"""
            Models/t.model:1:1: error: model 'T' has no 'view { ... }'; every model describes what its screen shows
            model T
            ^
            Models/t.model:4:25: error: expected '}' to close the extension opened at line 3
                var x: Bool { true }
                                    ^
            """#
        ),
        GoldenCase(
            name: "letInExtension",
            source: #"""
            model T
            enum S { case a }
            extension S {
                let x = 1
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:5: error: extensions may not contain stored properties; use a computed 'var name: Type { ... }'
                let x = 1
                ^
            """#
        ),
        GoldenCase(
            name: "mutatingWithoutFunc",
            source: #"""
            model T
            enum S { case a }
            extension S {
                mutating var x: Bool { true }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:14: error: expected 'func' after 'mutating'
                mutating var x: Bool { true }
                         ^
            """#
        ),
        GoldenCase(
            name: "memberOnSameLine",
            source: #"""
            model T
            enum S { case a }
            extension S {
                var x: Bool { true } var y: Bool { false }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:26: error: expected a line break after the member, found 'var'
                var x: Bool { true } var y: Bool { false }
                                     ^
            """#
        ),
        GoldenCase(
            name: "computedPropertyWithoutType",
            source: #"""
            model T
            enum S { case a }
            extension S {
                var x { true }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:11: error: computed property 'x' needs a type: 'var x: Type { ... }'
                var x { true }
                      ^
            """#
        ),
        GoldenCase(
            name: "computedPropertyWithoutBody",
            source: #"""
            model T
            enum S { case a }
            extension S {
                var x: Bool
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:1: error: expected '{' to start the body of computed property 'x'
            }
            ^
            """#
        ),
        GoldenCase(
            name: "asyncGetter",
            source: #"""
            model T
            enum S { case a }
            extension S {
                var x: Bool { get async { true } }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:23: error: computed properties in models cannot be 'async' or 'throws'; use a 'func'
                var x: Bool { get async { true } }
                                  ^
            """#
        ),
        GoldenCase(
            name: "setter",
            source: #"""
            model T
            enum S { case a }
            extension S {
                var x: Bool { get { true } set { } }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:32: error: setters are not supported in models; use a 'mutating func'
                var x: Bool { get { true } set { } }
                                           ^
            """#
        ),
        GoldenCase(
            name: "typedThrows",
            source: #"""
            model T
            func f() throws(URLError) { }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:16: error: typed throws are not supported in models; write 'throws'
            func f() throws(URLError) { }
                           ^
            """#
        ),
        GoldenCase(
            name: "functionWhere",
            source: #"""
            model T
            func f() where T: Equatable { }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:10: error: 'where' clauses are not supported in models
            func f() where T: Equatable { }
                     ^
            """#
        ),
        GoldenCase(
            name: "functionWithoutBody",
            source: #"""
            model T
            func f()
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:1: error: expected '{' to start the body of 'f'
            view { blank }
            ^
            """#
        ),
        GoldenCase(
            name: "tupleVariable",
            source: #"""
            model T
            var (a, b) = (1, 2)
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:5: error: tuples are not supported in models; declare one 'var' per value
            var (a, b) = (1, 2)
                ^
            """#
        ),
        GoldenCase(
            name: "didSet",
            source: #"""
            model T
            var n: Int = 0 { didSet { } }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:16: error: property observers ('didSet', 'willSet') are not supported in models
            var n: Int = 0 { didSet { } }
                           ^
            """#
        ),
        GoldenCase(
            name: "variableWithoutValue",
            source: #"""
            model T
            var n: Int
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:1: error: model variable 'n' needs an initial value: 'var n: ... = ...'
            var n: Int
            ^
            """#
        ),
        GoldenCase(
            name: "handlerWithoutBody",
            source: #"""
            model T
            on load .task
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:1: error: expected '{' to start the handler's body, found 'view'
            view { blank }
            ^
            """#
        ),
        GoldenCase(
            name: "viewWithoutBody",
            source: #"""
            model T
            view
            """#,
            expected: #"""
            Models/t.model:2:5: error: expected '{' after 'view'
            view
                ^
            """#
        ),
        GoldenCase(
            name: "boundHalfOpen",
            source: #"""
            model T
            view { blank }
            bound intRange = 0..<10
            """#,
            expected: #"""
            Models/t.model:3:19: error: write the bound's range with '...' (both ends included)
            bound intRange = 0..<10
                              ^
            """#
        ),
        GoldenCase(
            name: "boundNotInteger",
            source: #"""
            model T
            view { blank }
            bound maxTasks = many
            """#,
            expected: #"""
            Models/t.model:3:18: error: expected an integer, found 'many'
            bound maxTasks = many
                             ^
            """#
        ),
        GoldenCase(
            name: "caseListAtTopLevel",
            source: #"""
            model T
            case a
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:1: error: 'case' must be inside an 'enum'
            case a
            ^
            """#
        ),
        GoldenCase(
            name: "tupleMember",
            source: #"""
            model T
            func f() async {
                let x = a.0
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:14: error: tuples are not supported in models; use an enum case with payloads
                let x = a.0
                         ^
            """#
        ),
        GoldenCase(
            name: "endOfFileInExpression",
            source: #"""
            model T
            var n: Int =
            """#,
            expected: #"""
            Models/t.model:1:1: error: model 'T' has no 'view { ... }'; every model describes what its screen shows
            model T
            ^
            Models/t.model:2:13: error: expected an expression, found end of file
            var n: Int =
                        ^
            """#
        ),
        GoldenCase(
            name: "dotWithoutName",
            source: #"""
            model T
            func f() async {
                let x = . a
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:13: error: expected a case name after '.'
                let x = . a
                        ^
            """#
        ),
        GoldenCase(
            name: "emptyTuple",
            source: #"""
            model T
            func f() async {
                let x = ()
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:13: error: '()' (an empty tuple) is not supported in models
                let x = ()
                        ^
            """#
        ),
        GoldenCase(
            name: "tupleExpression",
            source: #"""
            model T
            func f() async {
                let x = (1, 2)
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:13: error: tuples are not supported in models; use an enum case with payloads
                let x = (1, 2)
                        ^
            """#
        ),
        GoldenCase(
            name: "hashInExpression",
            source: #"""
            model T
            func f() async {
                let x = #line
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:13: error: compiler directives and macros ('#') are not supported in models
                let x = #line
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
        GoldenCase(
            name: "taskAlone",
            source: #"""
            model T
            func f() async {
                let x = Task
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:13: error: 'Task' is used as 'Task { ... }' (a statement) or 'Task.isCancelled'
                let x = Task
                        ^
            """#
        ),
        GoldenCase(
            name: "taskGroup",
            source: #"""
            model T
            func f() async {
                await withTaskGroup(of: Void.self) { g in }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:11: error: 'withTaskGroup' is not supported in models; spawn 'Task { }' or await the calls one after another
                await withTaskGroup(of: Void.self) { g in }
                      ^
            """#
        ),
        GoldenCase(
            name: "dollarIdentifier",
            source: #"""
            model T
            func f() async {
                let x = $0
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:13: error: closures (and '$0') are not supported in models
                let x = $0
                        ^
            """#
        ),
        GoldenCase(
            name: "continuationArguments",
            source: #"""
            model T
            func f() async {
                await withCheckedContinuation(isolation: nil) { c in }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:34: error: write 'withCheckedContinuation { c in ... }' (arguments are not supported)
                await withCheckedContinuation(isolation: nil) { c in }
                                             ^
            """#
        ),
        GoldenCase(
            name: "continuationWithoutBody",
            source: #"""
            model T
            func f() async {
                await withCheckedContinuation
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:1: error: expected '{ c in ... }' after 'withCheckedContinuation'
            }
            ^
            """#
        ),
        GoldenCase(
            name: "continuationWithoutIn",
            source: #"""
            model T
            func f() async {
                await withCheckedContinuation { c
                }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:37: error: name the continuation: 'withCheckedContinuation { c in ... }'
                await withCheckedContinuation { c
                                                ^
            """#
        ),
        GoldenCase(
            name: "arrayType",
            source: #"""
            model T
            var a: [Int] = 0
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:8: error: array types are not supported in models; 'Value' is the list of pages an api returns
            var a: [Int] = 0
                   ^
            """#
        ),
        GoldenCase(
            name: "someType",
            source: #"""
            model T
            var a: some View = 0
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:8: error: opaque types ('some ...') are not supported in models; the screen is described by the 'view' block
            var a: some View = 0
                   ^
            """#
        ),
        GoldenCase(
            name: "throwingContinuationType",
            source: #"""
            model T
            var c: CheckedContinuation<Bool, Error>? = nil
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:34: error: continuations in models never throw; write 'CheckedContinuation<T, Never>' or 'CheckedContinuation<T>'
            var c: CheckedContinuation<Bool, Error>? = nil
                                             ^
            """#
        ),
        GoldenCase(
            name: "doubleType",
            source: #"""
            model T
            var d: Double = 0
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:8: error: 'Double' is not supported in models; use Int
            var d: Double = 0
                   ^
            """#
        ),
        GoldenCase(
            name: "nestedType",
            source: #"""
            model T
            var d: Foo.Bar = 0
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:8: error: nested types ('Foo.Bar') are not supported in models
            var d: Foo.Bar = 0
                   ^
            """#
        ),
        GoldenCase(
            name: "expectedType",
            source: #"""
            model T
            var d: 1 = 0
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:8: error: expected a type, found '1'
            var d: 1 = 0
                   ^
            """#
        ),
        GoldenCase(
            name: "implicitlyUnwrapped",
            source: #"""
            model T
            var d: Int! = 0
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:11: error: implicitly unwrapped optionals are not supported in models; write 'Int?'
            var d: Int! = 0
                      ^
            """#
        ),
        GoldenCase(
            name: "functionType",
            source: #"""
            model T
            var d: () -> Void = 0
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:11: error: function types are not supported in models (no closures)
            var d: () -> Void = 0
                      ^
            """#
        ),
        GoldenCase(
            name: "guardWithoutElse",
            source: #"""
            model T
            func f() async {
                guard let x = a { return }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:21: error: expected 'else' after the 'guard' condition
                guard let x = a { return }
                                ^
            """#
        ),
        GoldenCase(
            name: "captureList",
            source: #"""
            model T
            func f() async {
                Task { [weak self] in }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:12: error: capture lists are not needed in models; delete '[...] in'
                Task { [weak self] in }
                       ^
            """#
        ),
        GoldenCase(
            name: "localFunc",
            source: #"""
            model T
            func f() async {
                func g() { }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:5: error: local 'func' declarations are not supported in models; declare it at file level
                func g() { }
                ^
            """#
        ),
        GoldenCase(
            name: "statementAttribute",
            source: #"""
            model T
            func f() async {
                @MainActor let x = 1
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:5: error: attributes are not supported on statements
                @MainActor let x = 1
                ^
            """#
        ),
        GoldenCase(
            name: "timesAssign",
            source: #"""
            model T
            var n = 1
            func f() {
                n *= 2
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:7: error: operator '*=' is not supported in models; use '=', '+=' or '-='
                n *= 2
                  ^
            """#
        ),
        GoldenCase(
            name: "assignToCall",
            source: #"""
            model T
            func f() async {
                f() = 1
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:5: error: cannot assign to this expression; assign to a variable, 'self', or a member
                f() = 1
                ^
            """#
        ),
        GoldenCase(
            name: "underscoreWithoutValue",
            source: #"""
            model T
            func f() async {
                let _: Int
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:9: error: expected '= expression' after '_'
                let _: Int
                    ^
            """#
        ),
        GoldenCase(
            name: "localWithoutTypeOrValue",
            source: #"""
            model T
            func f() async {
                var x
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:9: error: 'x' needs a type or an initial value
                var x
                    ^
            """#
        ),
        GoldenCase(
            name: "localObserver",
            source: #"""
            model T
            func f() async {
                var x: Int = 1 { didSet { } }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:20: error: local computed variables and observers are not supported in models
                var x: Int = 1 { didSet { } }
                               ^
            """#
        ),
        GoldenCase(
            name: "conditionMissing",
            source: #"""
            model T
            func f() async {
                if { }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:8: error: expected a condition, found '{'
                if { }
                   ^
            """#
        ),
        GoldenCase(
            name: "unclosedSwitch",
            source: #"""
            model T
            var b = true
            view {
                switch b {
                case true: blank
            """#,
            expected: #"""
            Models/t.model:5:21: error: expected '}' to close the block opened at line 4
                case true: blank
                                ^
            """#
        ),
        GoldenCase(
            name: "switchWithoutCase",
            source: #"""
            model T
            var b = true
            view {
                switch b {
                blank
                }
            }
            """#,
            expected: #"""
            Models/t.model:5:5: error: expected 'case' or 'default' in the switch, found 'blank'
                blank
                ^
            """#
        ),
        GoldenCase(
            name: "forCase",
            source: #"""
            model T
            func f() async {
                for case let x in a { }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:9: error: 'for case' is not supported in models
                for case let x in a { }
                    ^
            """#
        ),
        GoldenCase(
            name: "forWithoutIn",
            source: #"""
            model T
            func f() async {
                for x a { }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:11: error: expected 'in' after the loop variable
                for x a { }
                      ^
            """#
        ),
        GoldenCase(
            name: "forWhere",
            source: #"""
            model T
            func f() async {
                for i in 0..<3 where i > 1 { }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:20: error: 'for ... where' is not supported in models; use 'if' inside the loop
                for i in 0..<3 where i > 1 { }
                               ^
            """#
        ),
        GoldenCase(
            name: "secondCatch",
            source: #"""
            model T
            api g()
            func f() async {
                do { try await g() } catch { } catch { }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:36: error: a second 'catch' is not supported in models; one 'catch { }' handles every error
                do { try await g() } catch { } catch { }
                                               ^
            """#
        ),
        GoldenCase(
            name: "tuplePattern",
            source: #"""
            model T
            var b = true
            view {
                switch b {
                case (true, false): blank
                default: blank
                }
            }
            """#,
            expected: #"""
            Models/t.model:5:10: error: tuple patterns are not supported in models; switch over one value at a time
                case (true, false): blank
                     ^
            """#
        ),
        GoldenCase(
            name: "isPattern",
            source: #"""
            model T
            api g()
            func f() async {
                do { try await g() } catch {
                    switch error {
                    case is CancellationError: return
                    default: return
                    }
                }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:6:14: error: 'is' patterns are not supported in models; test with 'if error is CancellationError'
                    case is CancellationError: return
                         ^
            """#
        ),
        GoldenCase(
            name: "unreachableCode",
            source: #"""
            model T
            var n = 0
            func f() {
                return
                n = 1
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:5: warning: code after 'return', 'throw', 'break' or 'continue' will never be executed
                n = 1
                ^
            """#
        ),
    ]
}
