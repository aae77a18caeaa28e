import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// The shapes the translator relies on: precedence, trailing closures (and
/// where they are not allowed), generic arguments, patterns, accessors.
@Suite struct SwiftParserTests {
    private func parse(_ source: String) -> SwiftSourceFile {
        SwiftParser.parse(source, file: "t.swift")
    }

    /// The one expression statement of `source`.
    private func expression(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> SwiftExpr? {
        let file = parse(source)
        #expect(file.diagnostics.map(\.description) == [], sourceLocation: sourceLocation)
        guard file.items.count == 1, case .expression(let expr) = file.items[0].kind else {
            Issue.record("not one expression: \(SwiftSyntaxDump.dump(file))", sourceLocation: sourceLocation)
            return nil
        }
        return expr
    }

    /// Fully parenthesised operators, to show how an expression groups.
    private func grouped(_ expr: SwiftExpr) -> String {
        switch expr.kind {
        case .binary(let op, let left, let right): return "(" + grouped(left) + " " + op + " " + grouped(right) + ")"
        case .ternary(let c, let t, let e): return "(" + grouped(c) + " ? " + grouped(t) + " : " + grouped(e) + ")"
        case .cast(let value, let kind, let type): return "(" + grouped(value) + " " + kind + " " + SwiftSyntaxDump.describe(type) + ")"
        case .isType(let value, let type): return "(" + grouped(value) + " is " + SwiftSyntaxDump.describe(type) + ")"
        case .tryExpr(let kind, let inner): return "(" + kind + " " + grouped(inner) + ")"
        case .awaitExpr(let inner): return "(await " + grouped(inner) + ")"
        case .prefixOperator(let op, let inner): return "(" + op + grouped(inner) + ")"
        default: return SwiftSyntaxDump.describe(expr)
        }
    }

    @Test(arguments: [
        ("a + b * c == d && e || f", "((((a + (b * c)) == d) && e) || f)"),
        ("x = a ?? b ?? c", "(x = (a ?? (b ?? c)))"),
        ("x = c ? a : b ? d : e", "(x = (c ? a : (b ? d : e)))"),
        ("y = try await f() + 1", "(y = (try (await (f() + 1))))"),
        ("v = a as? Int ?? 0", "(v = ((a as? Int) ?? 0))"),
        ("ok = x is String && !flag", "(ok = ((x is String) && (!flag)))"),
        ("r = 0..<n + 1", "(r = (0 ..< (n + 1)))"),
        ("z = a <> b + c", "(z = (a <> (b + c)))"),
        ("total += -x * 2", "(total += ((-x) * 2))"),
    ])
    func operatorsFollowSwiftPrecedence(_ source: String, _ expected: String) throws {
        let expr = try #require(expression(source))
        #expect(grouped(expr) == expected)
    }

    /// `@escaping(Result<T, E>) -> Void`, written without a space as real
    /// code often is: the parentheses are the function type's, not the
    /// attribute's arguments.
    @Test func anEscapingAttributeTouchingItsFunctionType() {
        let file = parse("func fetch(completion: @escaping(Result<Movies, APIError>) -> Void) {}")
        #expect(file.diagnostics.map(\.description) == [])
        guard case .declaration(let d)? = file.items.first?.kind, case .function(let f) = d.kind, let t = f.parameters.first?.type else {
            Issue.record("no function: \(SwiftSyntaxDump.dump(file))")
            return
        }
        #expect(SwiftSyntaxDump.describe(t) == "@escaping (Result<Movies, APIError>) -> Void")
    }

    @Test func genericArgumentsInExpressionsAndComparisons() throws {
        let call = try #require(expression("Foo<Bar, [Int]>(x)"))
        guard case .call(let callee, _, _) = call.kind, case .specialized(_, let types) = callee.kind else {
            Issue.record("not a specialized call: \(call)")
            return
        }
        #expect(types.map(SwiftSyntaxDump.describe) == ["Bar", "[Int]"])
        let comparison = try #require(expression("ok = a < b && c > d"))
        #expect(grouped(comparison) == "(ok = ((a < b) && (c > d)))")
    }

    @Test func typesSplitClosingAngleBrackets() throws {
        let file = parse("let a: Set<Array<Int>>? = nil\nlet b: Dictionary<String, [Int]>= [:]\nvar c: (any Error & Sendable)?.Type")
        #expect(file.diagnostics.map(\.description) == [])
        let types = file.items.compactMap { item -> String? in
            guard case .declaration(let decl) = item.kind, case .variable(let variable) = decl.kind else { return nil }
            return variable.bindings.first?.type.map(SwiftSyntaxDump.describe)
        }
        #expect(types == ["Set<Array<Int>>?", "Dictionary<String, [Int]>", "(any Error & Sendable)?.Type"])
    }

    @Test func conditionsTakeNoTrailingClosure() {
        let file = parse("if items.isEmpty { reload() } else if let first = items.first, case .ok(let v) = first { use(v) }")
        #expect(file.diagnostics.map(\.description) == [])
        guard case .ifStmt(let ifStmt)? = file.items.first?.kind else {
            Issue.record("not an if")
            return
        }
        #expect(ifStmt.conditions.count == 1)
        #expect(ifStmt.body.count == 1)
        guard case .elseIf(let next, _)? = ifStmt.elseBranch else {
            Issue.record("no else if")
            return
        }
        #expect(next.conditions.map(SwiftSyntaxDump.describe) == ["let first = items.first", "case .ok(let v) = first"])
        // Parenthesised, a closure may appear in a condition.
        #expect(parse("if items.contains(where: { $0 > 1 }) { go() }\nwhile let x = next() { }").diagnostics == [])
    }

    @Test func multipleTrailingClosures() throws {
        let expr = try #require(expression("Button {\n  save()\n} label: {\n  Text(\"Save\")\n}"))
        guard case .call(_, let arguments, let trailing) = expr.kind else {
            Issue.record("not a call")
            return
        }
        #expect(arguments.isEmpty)
        #expect(trailing.map(\.label) == [nil, "label"])
        #expect(trailing.map(\.closure.body.count) == [1, 1])
    }

    @Test func modifierChainsAreCallsWithTrailingClosures() throws {
        let expr = try #require(expression("List {\n  switch s {\n  case .a: A()\n  default: B()\n  }\n}\n.overlay { if busy { ProgressView() } }\n.task { await load() }"))
        var names: [String] = []
        var current = expr
        while case .call(let callee, _, let trailing) = current.kind {
            #expect(trailing.count == 1)
            if case .member(let base, let name) = callee.kind {
                names.append(name)
                current = base
            } else {
                names.append(SwiftSyntaxDump.describe(callee))
                guard case .switchStmt(let s)? = trailing.first?.closure.body.first?.kind else {
                    Issue.record("List's closure does not hold the switch")
                    return
                }
                #expect(s.cases.count == 2)
                break
            }
        }
        #expect(names == ["task", "overlay", "List"])
    }

    @Test func closureSignatures() throws {
        let file = parse("""
        let a = items.map { $0.id }
        let b = { [weak self, n = count] (x: Int, y) async throws -> Int in x + y }
        let c = list.sorted { lhs, rhs in lhs < rhs }
        let d = Task { @MainActor in work() }
        """)
        #expect(file.diagnostics.map(\.description) == [])
        let closures = file.items.compactMap { item -> SwiftClosure? in
            guard case .declaration(let decl) = item.kind, case .variable(let v) = decl.kind, let value = v.bindings.first?.initializer else { return nil }
            switch value.kind {
            case .closure(let closure): return closure
            case .call(_, _, let trailing): return trailing.first?.closure
            default: return nil
            }
        }
        #expect(closures.map { $0.parameters?.map(SwiftSyntaxDump.describe) } == [nil, ["x: Int", "y"], ["lhs", "rhs"], nil])
        #expect(closures[1].captures.map(\.name) == ["self", "n"])
        #expect(closures[1].effects == SwiftEffects(isAsync: true, throwsKeyword: "throws"))
        #expect(closures[3].attributes.map(\.name) == ["MainActor"])
    }

    @Test func keyPathsAndImplicitMembers() throws {
        let file = parse("let k = \\Item.title\nlet m = items.map(\\.tags[0])\nlet n: Style = .init(size: .large)")
        #expect(file.diagnostics.map(\.description) == [])
        let dump = SwiftSyntaxDump.dump(file)
        #expect(dump == """
        let k = \\Item.title 1:1
        let m = items.map(\\.tags[0]) 2:1
        let n: Style = .init(size: .large) 3:1

        """)
    }

    /// Swift accepts a space between an access level and `(set)`, as apps write it.
    @Test func anAccessLevelsSetterLimitMayFollowASpace() {
        let file = parse("""
        class ViewModel: ObservableObject {
            @Published private (set) var photos: [Photo] = []
            public (set) var count = 0
        }
        """)
        #expect(file.diagnostics.map(\.description) == [])
        #expect(SwiftSyntaxDump.dump(file) == """
        class ViewModel: ObservableObject 1:1
          @Published private(set) var photos: [Photo] = [] 2:5
          public(set) var count = 0 3:5

        """)
    }

    @Test func declarationsKeepAttributesModifiersAndAccessors() {
        let file = parse("""
        @available(iOS 17, *)
        public struct Box<T: Sendable>: Sendable where T: Hashable {
            @State private(set) var value: T
            nonisolated(unsafe) static var shared: Int = 0 { willSet { } didSet(old) { print(old) } }
            var double: Int { get async throws { 2 } }
            subscript<K>(key: K) -> T? { nil }
            init?(_ value: T, label name: String = "x", rest: Int...) async rethrows { self.value = value }
            func run<R>(_ body: @escaping @Sendable (inout T) async throws(MyError) -> R) -> some View {}
            typealias ID = UUID
            indirect enum Node { case leaf(Int), pair(left: Node, right: Node = .leaf(0)); case raw = 1 }
            deinit {}
        }
        """)
        #expect(file.diagnostics.map(\.description) == [])
        #expect(SwiftSyntaxDump.dump(file) == """
        @available(iOS 17, *) public struct Box<T: Sendable>: Sendable where T: Hashable 1:1
          @State private(set) var value: T 3:5
          nonisolated(unsafe) static var shared: Int = 0 4:5
            willSet 4:54
            didSet(old) 4:66
              expression print(old) 4:80
          var double: Int 5:5
            get 5:23
              expression 2 5:42
          subscript<K>(key: K) -> T? 6:5
            get 6:34
              expression nil 6:34
          init?(_ value: T, label name: String = "x", rest: Int...) async rethrows 7:5
            expression self.value = value 7:80
          func run<R>(_ body: @escaping @Sendable (inout T) async throws(MyError) -> R) -> some View 8:5
          typealias ID = UUID 9:5
          indirect enum Node 10:5
            case leaf(Int) 10:31
            case pair(left: Node, right: Node = .leaf(0)) 10:42
            case raw = 1 10:89
          deinit 11:5

        """)
    }

    @Test func patternsInSwitchCatchAndFor() {
        let file = parse("""
        switch (state, flag) {
        case (.loaded(let items), true) where !items.isEmpty, (.idle, _):
            break
        case let (.failed(error), f) as (Loadable, Bool):
            fallthrough
        case Result<Int, Error>.success(let v)?, is Never, 1...5, "a":
            break
        @unknown default:
            break
        }
        for case let .some(x) in values where x > 0 { }
        for (i, (a, b)) in pairs.enumerated() { }
        do { try f() } catch let e as URLError { } catch is CancellationError, MyError.bad { } catch { }
        """)
        #expect(file.diagnostics.map(\.description) == [])
        #expect(SwiftSyntaxDump.dump(file) == """
        switch (state, flag) 1:1
          case (.loaded(let items), true) where !items.isEmpty, (.idle, _) 2:1
            break 3:5
          case let (.failed(error), f) as (Loadable, Bool) 4:1
            fallthrough 5:5
          case Result<Int, Error>.success(let v)?, is Never, 1 ... 5, "a" 6:1
            break 7:5
          @unknown default 8:1
            break 9:5
        for case let .some(x) in values where x > 0 11:1
        for (i, (a, b)) in pairs.enumerated() 12:1
        do 13:1
          expression try f() 13:6
        catch let e as URLError 13:16
        catch is CancellationError, MyError.bad 13:44
        catch 13:88

        """)
    }

    /// `#if` among a switch's cases (`#if DEBUG case .developer: … #endif`)
    /// failed to parse ("expected a name in enum case"): the first clause's
    /// cases are the switch's (the configuration built by default, as for
    /// `#if` in code and among members); a `#if` inside a case's statements
    /// stays a statement of that case.
    @Test func ifConfigAmongSwitchCases() {
        let file = parse("""
        switch page {
        case .general:
            general()
        #if DEBUG
        case .developer:
            developer()
        #endif
        #if os(iOS)
        case .gestures:
            gestures()
        #else
        case .keyboard:
            keyboard()
        #endif
        case .about:
            #if os(iOS)
            about()
            #endif
        }
        """)
        #expect(file.diagnostics.map(\.description) == [])
        #expect(SwiftSyntaxDump.dump(file) == """
        switch page 1:1
          case .general 2:1
            expression general() 3:5
          case .developer 5:1
            expression developer() 6:5
          case .gestures 9:1
            expression gestures() 10:5
          case .about 15:1
            #if os(iOS) 16:5
              expression about() 17:5

        """)
    }

    /// `@Field.Stored("value")` (a wrapper named through its type) failed
    /// to parse ("expected a declaration after attributes"); the name keeps
    /// its qualifier, but SwiftUI's own wrappers are named as written
    /// without the module (`@SwiftUI.State` is `@State`).
    @Test func attributesNamedThroughATypeOrModule() {
        let file = parse("""
        final class StoredToken: CoreStoreObject {
            @Field.Stored("value")
            var value: String = ""
        }
        struct Screen {
            @SwiftUI.State private var isLoading = false
        }
        """)
        #expect(file.diagnostics.map(\.description) == [])
        var names: [String] = []
        for item in file.items {
            guard case .declaration(let d) = item.kind, case .type(let t) = d.kind else { continue }
            for m in t.members { names += m.attributes.map(\.name) }
        }
        #expect(names == ["Field.Stored", "State"])
    }

    @Test func ifConfigInsideAModifierChain() {
        let file = parse("""
        Text("a")
            .font(.title)
        #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
        #elseif os(macOS)
        #else
            .padding().task { await load() }
        #endif
            .bold()
        #if DEBUG
        let debug = true
        #endif
        """)
        #expect(file.diagnostics.map(\.description) == [])
        #expect(SwiftSyntaxDump.dump(file) == """
        expression call 1:1
          callee member .bold 1:1
            base postfix #if 1:1
              base Text("a").font(.title) 1:1
              #if os(iOS) 3:1
                chain .navigationBarTitleDisplayMode(.inline) 4:5
              #elseif os(macOS) 5:1
              #else 6:1
                chain call .padding().task 7:5
                  trailing closure 7:21
                    expression await load() 7:23
        #if DEBUG 10:1
          let debug = true 11:1

        """)
    }

    @Test func contextualKeywordsStayNames() {
        let file = parse("""
        enum Op { case await(Int), async, get }
        func f() async -> Int?? { for await x in stream { _ = x }; return await g(await h) }
        """)
        #expect(file.diagnostics.map(\.description) == [])
        #expect(SwiftSyntaxDump.dump(file) == """
        enum Op 1:1
          case await(Int) 1:16
          case async 1:28
          case get 1:35
        func f() async -> Int?? 2:1
          for await x in stream 2:27
            expression _ = x 2:51
          return await g(await h) 2:60

        """)
    }

    @Test func ifAndSwitchExpressionsAndStatementsOnOneLine() {
        let file = parse("let x = if c { 1 } else { 2 }; let y = switch s { case .a: 1 default: 2 }\nouter: for i in 0..<3 { continue outer }")
        #expect(file.diagnostics.map(\.description) == [])
        #expect(file.items.count == 3)
    }

    /// Swift reads an expression on the line after `return` as its value,
    /// but not a statement or a declaration there.
    @Test func aReturnsValueMayStartOnTheNextLine() {
        let file = parse("""
            func a() -> String? {
                return
                    "Invalid data"
            }
            func b() {
                return
                let unreachable = 1
            }
            """)
        #expect(file.diagnostics.map(\.description) == [])
        let bodies = file.items.compactMap { item -> [SwiftStmt]? in
            guard case .declaration(let d) = item.kind, case .function(let f) = d.kind else { return nil }
            return f.body
        }
        #expect(bodies.map(\.count) == [1, 2])
        guard case .returnStmt(let value)? = bodies.first?.first?.kind, case .returnStmt(nil)? = bodies.last?.first?.kind else {
            Issue.record("not a return with a value, then a bare one")
            return
        }
        #expect(value.map { SwiftSyntaxDump.describe($0) } == "\"Invalid data\"")
    }
}
