import Testing

extension DiagnosticCases {
    /// The parser: what it expected where the text went wrong.
    static let syntax: [GoldenCase] = [
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
    ]
}
