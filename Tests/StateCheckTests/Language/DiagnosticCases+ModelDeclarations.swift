import Testing

extension DiagnosticCases {
    /// Model declarations: `model`, `api`, `view`, handlers, `expect`, `bound`, custom properties.
    static let modelDeclarations: [GoldenCase] = [
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
    ]
}
