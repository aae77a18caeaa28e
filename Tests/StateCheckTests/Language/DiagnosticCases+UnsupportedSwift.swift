import Testing

extension DiagnosticCases {
    /// Swift the model language leaves out, each with what to write instead.
    static let unsupportedSwift: [GoldenCase] = [
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
            Models/t.model:2:15: error: the field 'name' of struct 'User' must be declared with 'let': a struct's values are api answers, and a model changes its state through its own 'var's
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
            name: "closure",
            source: #"""
            model T
            func f() {
                let g = { x in x }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:13: error: a closure is only accepted as the argument of a Value's 'compactMap', 'filter', 'map', 'sorted'; write the code it would run where it runs
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
            Models/t.model:4:13: error: value of optional type 'Value?' must be unwrapped to use 'map'; use '?.map(...)', 'if let' or 'guard let'
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
            name: "tupleLetOfANonTuple",
            source: #"""
            model T
            func f() {
                let (a, b) = 1
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:5: error: cannot destructure a value of type 'Int' into '(a, b)' (2 elements): it is not a tuple of that many elements
                let (a, b) = 1
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
            Models/t.model:2:24: error: cannot use a value of type 'Int' where '(Int, Int)' is expected
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
            // `Task.sleep` waits on the discrete clock; its duration must be a literal.
            name: "taskSleepWithoutALiteralDuration",
            source: #"""
            model T
            var n: Int = 1
            func f() async {
                try? await Task.sleep(nanoseconds: n)
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:16: error: 'Task.sleep' is read as 'Task.sleep(for: .milliseconds(300))' (or .nanoseconds, .microseconds, .seconds), 'Task.sleep(nanoseconds: 300_000_000)' or 'Task.sleep(until: .now + .milliseconds(300))', with an integer literal
                try? await Task.sleep(nanoseconds: n)
                           ^
            """#
        ),
        GoldenCase(
            // A kept `Task { }` handle is read (`Task<Void, Never>`); a task returning a value is not.
            name: "taskReturningAValue",
            source: #"""
            model T
            var t: Task<Int, Never>? = nil
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:13: error: tasks in models return nothing: write 'Task<Void, Never>'
            var t: Task<Int, Never>? = nil
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
            var pages: Value = [page]
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:20: error: array literals other than '[]' are not supported in models; 'Value' is the list of pages an api returns
            var pages: Value = [page]
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
            name: "returnInDefer",
            source: #"""
            model T
            var n = 0
            func f() {
                defer { return }
                n = 1
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:4:13: error: 'return' cannot transfer control out of a 'defer' body
                defer { return }
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
            name: "catchOfANonErrorEnum",
            source: #"""
            model T
            api g()
            enum Mode { case a }
            func f() async {
                do { try await g() } catch let e as Mode { } catch { }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:26: error: 'Mode' is not an error type; declare it 'enum Mode: Error' to throw and catch it
                do { try await g() } catch let e as Mode { } catch { }
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
            name: "fatalErrorIsUnsupported",
            source: #"""
            model T
            func f() {
                fatalError("unreachable")
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:5: error: 'fatalError' is not supported in models; delete it
                fatalError("unreachable")
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
            name: "tupleVariable",
            source: #"""
            model T
            var (a, b) = (1, 2)
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:5: error: a model variable is not destructured; declare one 'var' per value, or one tuple variable ('var pair: (Int, Int) = (0, 0)')
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
            name: "tupleMember",
            source: #"""
            model T
            func f() async {
                let x = a.0
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:13: error: cannot find 'a' in scope
                let x = a.0
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
            name: "tupleExpressionWithNil",
            source: #"""
            model T
            func f() async {
                let x = (nil, 2)
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:3:13: error: cannot infer the type of this tuple (its elements are nil, Int); store it where its type is declared
                let x = (nil, 2)
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
            Models/t.model:3:13: error: '$0' is only available in a closure's body
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
            name: "taskHandleArrayOfOptionals",
            source: #"""
            model T
            var tasks: [Task<Void, Never>?] = []
            view { blank }
            """#,
            expected: #"""
            Models/t.model:2:30: error: expected ']' to close '[Task<Void, Never>]', found '?'
            var tasks: [Task<Void, Never>?] = []
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
            name: "catchPatternWithPayload",
            source: #"""
            model T
            api g()
            enum FeedError: Error { case http(Int) }
            func f() async {
                do { try await g() } catch FeedError.http(let code) { } catch { }
            }
            view { blank }
            """#,
            expected: #"""
            Models/t.model:5:46: error: catching 'FeedError.http(...)' with a payload pattern is not supported in models; write 'catch let e as FeedError' and switch on 'e'
                do { try await g() } catch FeedError.http(let code) { } catch { }
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
            Models/t.model:5:10: error: a tuple pattern cannot match a value of type 'Bool'
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
    ]
}
