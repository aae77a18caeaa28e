import Testing

extension DiagnosticCases {
    /// Warnings: code that compiles but probably does not do what was meant.
    static let warnings: [GoldenCase] = [
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
