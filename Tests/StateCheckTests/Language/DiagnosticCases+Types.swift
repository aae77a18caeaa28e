import Testing

extension DiagnosticCases {
    /// Types: values used where another type is expected, optionals, operators, patterns.
    static let types: [GoldenCase] = [
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
    ]
}
