import Testing

extension DiagnosticCases {
    /// Control flow: exhaustive `switch`, returns, `break`/`continue`, `guard`.
    static let controlFlow: [GoldenCase] = [
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
    ]
}
