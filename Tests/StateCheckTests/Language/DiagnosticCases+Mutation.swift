import Testing

extension DiagnosticCases {
    /// Who may change what: `let`, `mutating`, the view, continuations.
    static let mutation: [GoldenCase] = [
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
    ]
}
