import Testing

extension DiagnosticCases {
    /// Name resolution: unknown names, cases and members, redeclarations, did-you-mean.
    static let names: [GoldenCase] = [
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
            name: "valueMember",
            source: #"""
            model T
            var v: Value? = nil
            view {
                if let v, v.first != nil { blank }
            }
            """#,
            expected: #"""
            Models/t.model:4:15: error: 'first' of a Value is one of its elements, which are opaque; test 'isEmpty' instead ('if !items.isEmpty { … }')
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
    ]
}
