import Testing
@testable import StateCheck
@testable import StateCheckBench
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckFuzz
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

/// Parses `source` and fails the test on any diagnostic.
func parseClean(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ModelDecl? {
    let (model, diagnostics) = parseModel(source: source, file: "t.model")
    #expect(diagnostics.isEmpty, "\(diagnostics.map { $0.rendered(source: source) })", sourceLocation: sourceLocation)
    return model
}

/// The body of `func f` holding `code`.
func statements(_ code: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [StmtKind] {
    let source = "model T\nfunc f() async throws {\n\(code)\n}\n"
    return parseClean(source, sourceLocation: sourceLocation)?.functions.first?.body.map(\.kind) ?? []
}

/// The expression `code` (the value of `let x = code`).
func expression(_ code: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ExprKind? {
    guard case .local(_, _, _, let value?)? = statements("let x = \(code)", sourceLocation: sourceLocation).first else { return nil }
    return value.kind
}

private func id(_ name: String) -> ExprKind { .identifier(name) }

/// Compares expression trees ignoring locations.
func shape(_ e: ExprKind) -> String {
    switch e {
    case .boolLiteral(let b): return "\(b)"
    case .intLiteral(let i): return "\(i)"
    case .stringLiteral(let s): return "\"\(s)\""
    case .nilLiteral: return "nil"
    case .emptyValueLiteral: return "[]"
    case .identifier(let n): return n
    case .implicitMember(let n, let args): return "." + n + (args.map { "(" + $0.map(argShape).joined(separator: ", ") + ")" } ?? "")
    case .member(let b, let n, let o): return shape(b.kind) + (o ? "?." : ".") + n
    case .call(let c, let args): return shape(c.kind) + "(" + args.map(argShape).joined(separator: ", ") + ")"
    case .unary(let op, let x): return "(\(op.rawValue)\(shape(x.kind)))"
    case .binary(let op, let a, let b): return "(\(shape(a.kind)) \(op.rawValue) \(shape(b.kind)))"
    case .ternary(let c, let t, let f): return "(\(shape(c.kind)) ? \(shape(t.kind)) : \(shape(f.kind)))"
    case .isType(let x, let t): return "(\(shape(x.kind)) is \(t))"
    case .await(let x): return "await \(shape(x.kind))"
    case .try(let x, let o): return (o ? "try? " : "try ") + shape(x.kind)
    case .withCheckedContinuation(let p, let body): return "withCheckedContinuation(\(p), \(body.count))"
    case .taskIsCancelled: return "Task.isCancelled"
    case .taskCheckCancellation: return "Task.checkCancellation()"
    case .taskSleep(let nanoseconds): return "Task.sleep(nanoseconds: \(nanoseconds))"
    case .spawnValue: return "Task { … }"
    case .mainActorHop: return "hop"
    case .dismissScreen: return "dismiss()"
    case .forceUnwrap(let x): return shape(x.kind) + "!"
    case .closure(let ps, let body): return "{\(ps.joined(separator: ",")) in \(body.count)}"
    case .subscript(let b, let k): return shape(b.kind) + "[" + shape(k.kind) + "]"
    }
}

private func argShape(_ a: Argument) -> String { (a.label.map { "\($0): " } ?? "") + shape(a.value.kind) }

@Suite struct ParserTests {
    @Test func sectionOneExampleParses() throws {
        let (model, diagnostics) = parseModel(source: ModelFixtures.case1After, file: "Models/case1-after.model")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let m = try #require(model)
        #expect(m.name == "Case1After")
        #expect(m.documentation == "Case 1 (After) of the talk: keep showing data while reloading.")
        #expect(m.location == StateCheck.SourceLocation(line: 2, column: 1))
        #expect(m.apis.map(\.name) == ["getUser"])
        #expect(m.apis.first?.returnType == .value)
        #expect(m.apis.first?.nonthrowing == false)
        #expect(m.enums.map(\.name) == ["DataState"])
        #expect(m.enums.first?.cases.map(\.name) == ["idle", "initialLoading", "reLoading", "success", "failure"])
        #expect(m.enums.first?.cases.map { $0.payload.map(\.type) } == [[], [], [.value], [.value], [.error]])
        #expect(m.extensions.first?.typeName == "DataState")
        #expect(m.extensions.first?.properties.map(\.name) == ["isLoading"])
        #expect(m.extensions.first?.properties.first?.type == .bool)
        #expect(m.extensions.first?.methods.map(\.name) == ["startLoading"])
        #expect(m.extensions.first?.methods.first?.isMutating == true)
        #expect(m.variables.map(\.name) == ["dataState"])
        #expect(m.variables.first?.type == .named("DataState"))
        #expect(m.variables.first?.initial.kind == .implicitMember(name: "idle", arguments: nil))
        #expect(m.functions.map(\.name) == ["fetchUser"])
        #expect(m.functions.first?.isAsync == true)
        #expect(m.functions.first?.isThrows == false)
        #expect(m.functions.first?.body.count == 3)
        #expect(m.handlers.map(\.event) == ["load", "refresh"])
        #expect(m.handlers.map(\.kind) == [.task, .refreshable])
        #expect(m.view?.count == 2)
        #expect(m.viewLocation == StateCheck.SourceLocation(line: 45, column: 1))
        #expect(m.expectations.map(\.property) == ["contentKeptWhileReloading", "errorKeptWhileRetrying", "noDoubleSpinner"])
        #expect(m.expectations.map(\.verdict) == [.holds, .violated, .violated])
        #expect(m.bounds.isEmpty && m.properties.isEmpty)
        // The view: a switch with 3 clauses, then `if case`.
        guard case .switchStatement(let subject, let cases)? = m.view?.first?.kind else {
            Issue.record("view does not start with a switch"); return
        }
        #expect(subject.kind == id("dataState"))
        #expect(cases.map(\.patterns.count) == [2, 2, 1])
        #expect(cases[1].patterns.first?.kind == .enumCase(type: nil, name: "success", arguments: [
            PatternArgument(label: nil, pattern: Pattern(kind: .binding("value"), location: StateCheck.SourceLocation(line: 48, column: 19))),
        ]))
        guard case .ifStatement(let conditions, let then, nil, false)? = m.view?.last?.kind,
              case .matches(let pattern, let value)? = conditions.first else {
            Issue.record("view does not end with 'if case'"); return
        }
        #expect(pattern.kind == .enumCase(type: nil, name: "initialLoading", arguments: nil))
        #expect(value.kind == id("dataState"))
        #expect(then.map(\.kind) == [.expression(Expr(kind: id("spinner"), location: StateCheck.SourceLocation(line: 51, column: 43)))])
    }

    @Test func seedDesignsParse() {
        for source in [ModelFixtures.case3Paging, ModelFixtures.submitRetry, ModelFixtures.case0Before, ModelFixtures.case4] {
            _ = parseClean(source)
        }
    }

    // MARK: - Declarations

    @Test func apiForms() throws {
        let m = try #require(parseClean("""
        model T
        api getUser() -> Value
        api save(id: Int, _ value: Value)
        api log(label name: String) nonthrowing
        api fetch() async throws -> Value
        """))
        #expect(m.apis.map(\.name) == ["getUser", "save", "log", "fetch"])
        #expect(m.apis.map(\.returnType) == [.value, nil, nil, .value])
        #expect(m.apis.map(\.nonthrowing) == [false, false, true, false])
        #expect(m.apis[1].parameters.map(\.label) == ["id", nil])
        #expect(m.apis[1].parameters.map(\.name) == ["id", "value"])
        #expect(m.apis[2].parameters.map(\.label) == ["label"])
        #expect(m.apis[2].parameters.map(\.type) == [.string])
    }

    @Test func enumForms() throws {
        let m = try #require(parseClean("""
        model T
        enum E: Equatable {
            case a, b(Value), c(Value, Error)
            case paging(value: Value), d(CheckedContinuation<Bool, Never>), e(Int?)
            var isA: Bool { if case .a = self { return true }; return false }
        }
        """))
        let e = try #require(m.enums.first)
        #expect(e.cases.map(\.name) == ["a", "b", "c", "paging", "d", "e"])
        #expect(e.cases[2].payload.map(\.type) == [.value, .error])
        #expect(e.cases[3].payload.map(\.label) == ["value"])
        #expect(e.cases[4].payload.map(\.type) == [.continuation(.bool)])
        #expect(e.cases[5].payload.map(\.type) == [.optional(.int)])
        // Members written inside the enum become an extension.
        #expect(m.extensions.map(\.typeName) == ["E"])
        #expect(m.extensions.first?.properties.map(\.name) == ["isA"])
    }

    @Test func extensionMembers() throws {
        let m = try #require(parseClean("""
        model T
        enum E { case a }
        extension E {
            var x: Bool { true }
            var y: Int { get { return 1 } }
            var z: Value? {
                switch self {
                case .a: nil
                }
            }
            mutating func reset() { self = .a }
            func twice(_ n: Int) -> Int { n + n }
        }
        """))
        let x = try #require(m.extensions.first)
        #expect(x.properties.map(\.name) == ["x", "y", "z"])
        #expect(x.properties.map(\.type) == [.bool, .int, .optional(.value)])
        // Implicit returns become explicit.
        #expect(x.properties[0].body.map(\.kind) == [.returnStatement(Expr(kind: .boolLiteral(true), location: .init(line: 4, column: 19)))])
        #expect(x.properties[1].body.count == 1)
        guard case .switchStatement(_, let cases)? = x.properties[2].body.first?.kind,
              case .returnStatement(let value?)? = cases.first?.body.first?.kind else {
            Issue.record("switch expression not converted"); return
        }
        #expect(value.kind == .nilLiteral)
        #expect(x.methods.map(\.name) == ["reset", "twice"])
        #expect(x.methods.map(\.isMutating) == [true, false])
        #expect(x.methods[0].location == .init(line: 11, column: 5))
        #expect(x.methods[1].returnType == .int)
        #expect(x.methods[1].parameters.first?.label == nil)
    }

    @Test func variablesAndFunctions() throws {
        let m = try #require(parseClean("""
        model T
        enum S { case a }
        var a: Bool = false
        var b = 3
        var c: S? 
        var d = S.a
        var e: Int = -2
        func f(x: Int) async throws -> Int { return x }
        func g() {}
        """))
        #expect(m.variables.map(\.name) == ["a", "b", "c", "d", "e"])
        // The parser keeps the types as written; the checker infers `b` and `d`
        // (SymbolTableTests.variableTypesAreInferredByTheChecker).
        #expect(m.variables.map(\.type) == [.bool, nil, .optional(.named("S")), nil, .int])
        #expect(m.variables[2].initial.kind == .nilLiteral)
        #expect(m.variables[4].initial.kind == .intLiteral(-2))
        #expect(m.functions.map(\.isAsync) == [true, false])
        #expect(m.functions.map(\.isThrows) == [true, false])
        #expect(m.functions.map(\.returnType) == [.int, nil])
    }

    @Test func handlers() throws {
        let m = try #require(parseClean("""
        model T
        var isSaving = false
        on load .task { }
        on refresh .refreshable { }
        on page Task { }
        on tapSave Task when !isSaving { isSaving = true; isSaving = false }
        on tapRetry sync when isSaving { }
        on tapFooterRetry Task as page { }
        on tapSubmit Task as action when true { }
        on cancel sync { }
        """))
        #expect(m.handlers.map(\.event) == ["load", "refresh", "page", "tapSave", "tapRetry", "tapFooterRetry", "tapSubmit", "cancel"])
        #expect(m.handlers.map(\.kind) == [.task, .refreshable, .unstructured, .unstructured, .sync, .unstructured, .unstructured, .sync])
        #expect(m.handlers.map(\.role) == [nil, nil, nil, nil, nil, .page, .action, nil])
        #expect(m.handlers[3].condition.map { shape($0.kind) } == "(!isSaving)")
        #expect(m.handlers[3].body.count == 2)
    }

    @Test func propertiesExpectationsBounds() throws {
        let m = try #require(parseClean("""
        model T
        invariant noSpinnerOverError: !(screen.spinner && screen.errorView)
        step pagesNeverShrink: before.screen.content == nil
            || after.screen.content != nil
        expect holds singleFlight
        expect violated pagesNeverShrink
        bound maxTasks = 4
        bound maxPages = 3
        bound intRange = -16...16
        """))
        #expect(m.properties.map(\.name) == ["noSpinnerOverError", "pagesNeverShrink"])
        #expect(m.properties.map(\.kind) == [.invariant, .step])
        #expect(m.properties.map { shape($0.expression.kind) } == [
            "(!(screen.spinner && screen.errorView))",
            "((before.screen.content == nil) || (after.screen.content != nil))",
        ])
        #expect(m.expectations.map(\.verdict) == [.holds, .violated])
        #expect(m.bounds.map(\.name) == ["maxTasks", "maxPages", "intRange"])
        #expect(m.bounds.map(\.lower) == [4, 3, -16])
        #expect(m.bounds.map(\.upper) == [4, 3, 16])
    }

    @Test func acceptedSwiftSpellings() throws {
        let m = try #require(parseClean("""
        /// Doc.
        @MainActor
        model T
        private enum E { case a }
        fileprivate extension E { }
        @MainActor final var x: E = .a
        private func f() { }
        var e: (any Error)? = nil
        """))
        #expect(m.documentation == "Doc.")
        #expect(m.variables.map(\.type) == [.named("E"), .optional(.error)])
    }

    // MARK: - Statements

    @Test func localsAndAssignments() {
        #expect(statements("let a = 1; var b: Int = 2; var c: Bool?\n_ = await g()\na = 3\nb += 1\nb -= 1\nself = .x") .map { s -> String in
            switch s {
            case .local(let isLet, let name, let type, let value):
                return "\(isLet ? "let" : "var") \(name)\(type.map { ": \(Parser.describe($0))" } ?? "")\(value.map { " = " + shape($0.kind) } ?? "")"
            case .assign(let t, let op, let v): return "\(shape(t.kind)) \(op.rawValue) \(shape(v.kind))"
            case .expression(let e): return "expr \(shape(e.kind))"
            default: return "?"
            }
        } == ["let a = 1", "var b: Int = 2", "var c: Bool?", "expr await g()", "a = 3", "b += 1", "b -= 1", "self = .x"])
    }

    @Test func ifForms() {
        let s = statements("""
        if let x = a, let y, case .some(let z) = c, z > 1 { } else if b { } else { }
        if a { }
        """)
        guard case .ifStatement(let conditions, _, let elseBody?, true)? = s.first,
              case .ifStatement(_, _, _?, false)? = elseBody.first?.kind else {
            Issue.record("bad if shape: \(s)"); return
        }
        #expect(conditions.count == 4)
        if case .optionalBinding("x", let v, true) = conditions[0] { #expect(v.kind == id("a")) } else { Issue.record("if let") }
        if case .optionalBinding("y", let v, true) = conditions[1] { #expect(v.kind == id("y")) } else { Issue.record("if let shorthand") }
        if case .matches(let p, _) = conditions[2] {
            #expect(p.kind == .enumCase(type: nil, name: "some", arguments: [PatternArgument(label: nil, pattern: Pattern(kind: .binding("z"), location: .init(line: 3, column: 33)))]))
        } else { Issue.record("if case") }
        guard case .ifStatement(_, _, nil, false)? = s.last else { Issue.record("plain if"); return }
    }

    @Test func guardForms() {
        let s = statements("guard let users = dataState.value, !users.isEmpty else { return }\nguard case .a = x else { throw CancellationError() }")
        guard case .guardStatement(let conditions, let body)? = s.first else { Issue.record("guard"); return }
        #expect(conditions.count == 2)
        #expect(body.map(\.kind) == [.returnStatement(nil)])
        guard case .guardStatement(let c2, let b2)? = s.last, case .matches? = c2.first, case .throwStatement? = b2.first?.kind else {
            Issue.record("guard case"); return
        }
    }

    @Test func switchForms() {
        let s = statements("""
        switch x {
        case .a, .b(let v) where v > 0: break
        case let .c(p, q): return
        case .loading(nil): return
        case .loading(let value?): return
        case .paging(value: _): return
        case E.d: return
        case true, 3, -1: return
        @unknown default: return
        }
        """)
        guard case .switchStatement(_, let cases)? = s.first else { Issue.record("switch"); return }
        #expect(cases.count == 8)
        #expect(cases[0].patterns.count == 2)
        #expect(cases[0].whereClause != nil)
        #expect(cases[1].patterns.first?.kind == .enumCase(type: nil, name: "c", arguments: [
            PatternArgument(label: nil, pattern: Pattern(kind: .binding("p"), location: .init(line: 5, column: 13))),
            PatternArgument(label: nil, pattern: Pattern(kind: .binding("q"), location: .init(line: 5, column: 16))),
        ]))
        if case .enumCase(nil, "loading", let args?)? = cases[2].patterns.first?.kind {
            #expect(args.first?.pattern.kind == .expression(Expr(kind: .nilLiteral, location: .init(line: 6, column: 15))))
        } else { Issue.record("loading(nil)") }
        if case .enumCase(nil, "loading", let args?)? = cases[3].patterns.first?.kind {
            #expect(args.first?.pattern.kind == .optionalSome(.binding("value")))
        } else { Issue.record("loading(let value?)") }
        if case .enumCase(nil, "paging", let args?)? = cases[4].patterns.first?.kind {
            #expect(args.first?.label == "value")
            #expect(args.first?.pattern.kind == .wildcard)
        } else { Issue.record("labelled pattern") }
        #expect(cases[5].patterns.first?.kind == .enumCase(type: "E", name: "d", arguments: nil))
        #expect(cases[6].patterns.count == 3)
        #expect(cases[7].isDefault)
    }

    @Test func loopsAndJumps() {
        let s = statements("while a { continue }\nfor i in 0..<n { break }\nfor j in 1...3 { }")
        guard case .whileLoop(_, let body)? = s.first else { Issue.record("while"); return }
        #expect(body.map(\.kind) == [.continueStatement])
        guard case .forLoop("i", let range, let forBody) = s[1] else { Issue.record("for"); return }
        #expect(shape(range.kind) == "(0 ..< n)")
        #expect(forBody.map(\.kind) == [.breakStatement])
        guard case .forLoop("j", let r2, _) = s[2] else { Issue.record("for ..."); return }
        #expect(shape(r2.kind) == "(1 ... 3)")
    }

    @Test func doCatchThrowTask() {
        let s = statements("do { try await g() } catch { dataState = .failure(error) }\nthrow CancellationError()\nTask { await f() }\nreturn")
        guard case .doCatch(let body, let catchBody)? = s.first else { Issue.record("do"); return }
        #expect(body.count == 1 && catchBody.count == 1)
        guard case .throwStatement(let e) = s[1] else { Issue.record("throw"); return }
        #expect(shape(e.kind) == "CancellationError()")
        guard case .spawnTask(let taskBody) = s[2] else { Issue.record("Task"); return }
        #expect(taskBody.count == 1)
        #expect(s[3] == .returnStatement(nil))
    }

    @Test func continuations() {
        let s = statements("""
        await withCheckedContinuation { c in alert = .retry(c) }
        let ok = await withCheckedContinuation { (c: CheckedContinuation<Bool, Never>) in
            pending = c
            c.resume(returning: true)
        }
        c.resume()
        """)
        guard case .expression(let e)? = s.first else { Issue.record("statement form"); return }
        #expect(shape(e.kind) == "await withCheckedContinuation(c, 1)")
        guard case .local(true, "ok", nil, let v?) = s[1] else { Issue.record("let form"); return }
        #expect(shape(v.kind) == "await withCheckedContinuation(c, 2)")
        guard case .expression(let r) = s[2] else { Issue.record("resume"); return }
        #expect(shape(r.kind) == "c.resume()")
    }

    @Test func optionalSemicolonsAndComments() {
        #expect(statements("a = 1; b = 2 ;\n/* c */ c = 3 // d\n;").count == 3)
    }

    // MARK: - Expressions

    @Test func precedenceFollowsSwift() {
        let cases: [(String, String)] = [
            ("a || b && c", "(a || (b && c))"),
            ("a && b == c", "(a && (b == c))"),
            ("a == b + c", "(a == (b + c))"),
            ("a ?? b ?? c", "(a ?? (b ?? c))"),
            ("a ?? b == c", "((a ?? b) == c)"),
            ("a + b - c", "((a + b) - c)"),
            ("!a && b", "((!a) && b)"),
            ("a ? b : c ? d : e", "(a ? b : (c ? d : e))"),
            ("x is CancellationError || y", "((x is CancellationError) || y)"),
            ("-a + 1", "((-a) + 1)"),
            ("-1", "-1"),
            ("(a + b) + c", "((a + b) + c)"),
            ("users + newUsers", "(users + newUsers)"),
        ]
        for (source, expected) in cases {
            #expect(expression(source).map(shape) == expected, "\(source)")
        }
    }

    @Test func postfixAndPrimaries() {
        let cases: [(String, String)] = [
            ("a?.b.resume(returning: true)", "a?.b.resume(returning: true)"),
            ("dataState.value?.count", "dataState.value?.count"),
            ("value.isEmpty", "value.isEmpty"),
            ("x!", "x!"),
            ("x!.y", "x!.y"),
            (".loading(nil)", ".loading(nil)"),
            (".idle", ".idle"),
            ("DataState.success(v)", "DataState.success(v)"),
            ("try await getUser()", "try await getUser()"),
            ("try? await getUser()", "try? await getUser()"),
            ("await f() ?? false", "await (f() ?? false)"),
            ("Task.isCancelled", "Task.isCancelled"),
            ("\"Save\"", "\"Save\""),
            ("button(\"Save\", disabled: isSaving)", "button(\"Save\", disabled: isSaving)"),
            ("alert(\"retry\", e)", "alert(\"retry\", e)"),
            ("before.screen.content", "before.screen.content"),
            ("event.name", "event.name"),
            ("`default`", "default"),
        ]
        for (source, expected) in cases {
            #expect(expression(source).map(shape) == expected, "\(source)")
        }
    }

    @Test func lineBreaksEndExpressions() {
        // A '(' or prefix operator on the next line starts a new statement.
        #expect(statements("a = b\n(c)").count == 2)
        #expect(statements("a = b\n-1").count == 2)
        // An infix operator on the next line continues the expression; so does '.member'.
        #expect(statements("a = b\n    || c\n    .d").count == 1)
    }
}

@Suite struct ParserBlockOrClosureTests {
    @Test func blocksAfterConditionsAreNotClosures() {
        #expect(statements("if dataState.first { }\nif items.contains { }\nwhile x.map { }").count == 3)
    }

    /// Trailing closures parse as the call's last argument (the checker
    /// accepts them only on a Value's transforms).
    @Test func trailingClosuresParse() {
        let cases = [
            ("let n = v.map { $0.count }", "v.map({ in 1})"),
            ("let n = v.first { x in x }", "v.first({x in 1})"),
            ("f() { [weak self] in }", "f({ in 0})"),
            ("let s = v.sorted(by: { a, b in a < b })", "v.sorted(by: {a,b in 1})"),
            ("let s = v.filter { (x: Int) -> Bool in x > 0 }.count", "v.filter({x in 1}).count"),
        ]
        for (code, expected) in cases {
            let (m, d) = parseModel(source: "model T\nfunc f() {\n\(code)\n}\n", file: "t.model")
            #expect(d.isEmpty, "\(code): \(d.map(\.message))")
            let s = m?.functions.first?.body.first
            switch s?.kind {
            case .local(_, _, _, let value?)?: #expect(shape(value.kind) == expected, "\(code)")
            case .expression(let e)?: #expect(shape(e.kind) == expected, "\(code)")
            default: Issue.record("\(code): \(String(describing: s))")
            }
        }
    }

    @Test func byteOrderMarkIsIgnored() {
        let (_, d) = parseModel(source: "\u{FEFF}model T\n", file: "t.model")
        #expect(d.isEmpty)
    }
}
