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

/// The checker's symbol table of `source`, which must load without errors.
private func symbols(of source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> SymbolTable {
    let (checked, diagnostics) = analyzeCheckedModel(source: source, file: "t.model")
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))", sourceLocation: sourceLocation)
    return try #require(checked, sourceLocation: sourceLocation).symbols
}

@Suite struct SymbolTableTests {
    /// `var b = 3` has no written type: the checker takes it from the initial
    /// value, and the table (not the parser) holds it.
    @Test func variableTypesAreInferredByTheChecker() throws {
        let table = try symbols(of: """
        model T
        enum S { case a }
        var a: Bool = false
        var b = 3
        var c: S?
        var d = S.a
        var e: Int = -2
        var f = "x"
        view { blank }
        """)
        #expect(table.variables.map(\.name) == ["a", "b", "c", "d", "e", "f"])
        #expect(table.variables.map(\.type) == [.bool, .int, .optional(.named("S")), .named("S"), .int, .string])
        #expect(table.variableIndex("d") == 3)
    }

    /// A type-less variable whose initial value names no type is one error,
    /// and nothing more is said about the name.
    @Test func aVariableWithoutAnInferableTypeIsOneError() {
        let (checked, diagnostics) = analyzeCheckedModel(source: """
        model T
        var x = nil
        on load sync { x = 3 }
        view { blank }
        """, file: "t.model")
        #expect(checked == nil)
        #expect(diagnostics.map(\.description) == ["t.model:2:1: error: model variable 'x' needs a type: 'var x: Type = ...'"])
    }

    /// Declarations and signatures, in source order.
    @Test func declarationsAndSignatures() throws {
        let table = try symbols(of: """
        model T
        api fetch(id: Int) -> Value
        api ping() nonthrowing
        enum S { case a, b(Value) }
        extension S {
            var isA: Bool { self == .a }
            mutating func reset() { self = .a }
        }
        func twice(_ n: Int) -> Int { n + n }
        view { blank }
        """)
        #expect(table.enums.map(\.name) == ["S"])
        #expect(table.enumSymbol("S")?.cases.map(\.name) == ["a", "b"])
        #expect(table.enumSymbol("S")?.cases[1].payload.map(\.type) == [.value])
        #expect(table.apis.map(\.name) == ["fetch", "ping"])
        #expect(table.api("ping")?.nonthrowing == true)
        #expect(table.functions["twice"]?.returnType == .int)
        #expect(table.functions["twice"]?.parameters.map(\.label) == [nil])
        #expect(table.property("isA", of: "S")?.type == .bool)
        #expect(table.method("reset", of: "S")?.isMutating == true)
        #expect(table.anyMethodIsMutating("reset"))
        #expect(!table.anyMethodIsMutating("isA"))
    }

    /// Every bare name that is not a local is recorded with what it means,
    /// read, assigned or called; lowering emits from these records.
    @Test func bareNamesRecordTheirTargets() throws {
        let table = try symbols(of: """
        model T
        api fetch() -> Value
        var items: Value? = nil
        func reset() { items = nil }
        on load .task { reset(); items = try? await fetch() }
        view { if let v = items { content(v) } else { spinner } }
        """)
        func target(_ name: String, _ line: Int, _ column: Int) -> SymbolTable.NameTarget? {
            table.nameTarget(name, at: SourceLocation(line: line, column: column))
        }
        #expect(target("items", 4, 16) == .variable(index: 0))
        #expect(target("reset", 5, 17) == .function)
        #expect(target("items", 5, 26) == .variable(index: 0))
        #expect(target("fetch", 5, 45) == .api(index: 0))
        #expect(target("items", 6, 19) == .variable(index: 0))
        #expect(target("content", 6, 27) == .viewElement(.content))
        #expect(target("spinner", 6, 47) == .viewElement(.spinner))
        #expect(target("v", 6, 35) == nil) // `v` is a local
        #expect(target("items", 5, 17) == nil) // another name at a resolved location
    }

    /// The key tells apart the expressions of a chain, which all start at the
    /// same token.
    @Test func expressionKeysTellNestedExpressionsApart() throws {
        let m = try #require(parseClean("""
        model T
        func f() -> Int { a.b.c() }
        """))
        guard case .returnStatement(let e?) = m.functions[0].body[0].kind,
              case .call(let callee, _) = e.kind, case .member(let ab, _, _) = callee.kind,
              case .member(let a, _, _) = ab.kind else {
            Issue.record("unexpected tree")
            return
        }
        let keys = [e, callee, ab, a].map(SymbolTable.ExpressionKey.init)
        #expect(Set(keys.map(\.location)).count == 1)
        #expect(keys.map(\.depth) == [3, 2, 1, 0])
        #expect(SymbolTable.ExpressionKey(memberOf: ab, at: e.location) == SymbolTable.ExpressionKey(callee))
    }

    /// The checker records what each `.name` constructs; lowering builds
    /// exactly that. `.none` where an optional is expected is `nil` (Swift's
    /// `Optional.none`), even when the enum has a case named `none`: the
    /// checker typed it so, and the lowering used to build `S.none` instead.
    @Test func dotNoneOfAnOptionalIsNilForTheCheckerAndTheInterpreter() throws {
        let source = """
        model T
        enum S { case none, a }
        var s: S? = .none
        var t: S = .none
        view { blank }
        invariant sIsNil: s == nil
        invariant tIsACase: t == S.none
        """
        let table = try symbols(of: source)
        let m = try #require(parseClean(source))
        #expect(table.caseTarget(SymbolTable.ExpressionKey(m.variables[0].initial)) == .optionalNone)
        #expect(table.caseTarget(SymbolTable.ExpressionKey(m.variables[1].initial)) == .enumCase(enumName: "S"))
        let (_, result) = try exploreModel(source)
        #expect(result.violations["sIsNil"] == nil)
        #expect(result.violations["tIsACase"] == nil)
    }

    /// A method the checker resolved on an enum is a method call even when it
    /// is called `resume` (the lowering used to take every `x.resume(...)`
    /// for a continuation).
    @Test func anEnumMethodCalledResumeIsAMethod() throws {
        let (_, result) = try exploreModel("""
        model T
        enum S { case a, b }
        extension S {
            mutating func resume() { self = .b }
        }
        var s: S = .a
        on load sync { s.resume() }
        view { blank }
        invariant bAfterLoad: !screen.visible || s == .b
        """)
        #expect(result.violations["bAfterLoad"] == nil)
        #expect(result.isComplete)
    }

    /// Inside an extension member a computed property of `self` hides a
    /// model variable of the same name, as in Swift. The interpreter always
    /// read the property; the checker typed the variable, so a model it
    /// accepted could fail at run time.
    @Test func aPropertyOfSelfHidesAModelVariable() throws {
        let clash = """
        model T
        enum S { case a, b }
        extension S {
            var flag: Bool { self == .b }
            func read() -> Int { BODY }
        }
        var flag: Int = 0
        var s: S = .b
        var r: Int = 0
        on load sync { r = s.read() }
        view { blank }
        invariant readTheProperty: !screen.visible || r == 1
        """
        let misread = analyzeModel(source: clash.replacingOccurrences(of: "BODY", with: "flag + 1"), file: "t.model").1
        #expect(misread.map(\.description) == ["t.model:5:26: error: '+' needs two Ints or two Values, not Bool and Int"])
        let assigned = analyzeModel(source: clash.replacingOccurrences(of: "BODY", with: "flag = 1; return 0"), file: "t.model").1
        #expect(assigned.map(\.description) == ["t.model:5:26: error: cannot assign to 'flag': it is a computed property"])
        let (_, result) = try exploreModel(clash.replacingOccurrences(of: "BODY", with: "flag ? 1 : 0"))
        #expect(result.violations["readTheProperty"] == nil)
        #expect(result.isComplete)
    }

    /// `screen.visible` is the one name of the visibility fact: the language
    /// reference lists it, and so does the checker's error. `screen.isVisible`
    /// (the Swift API's spelling) was accepted by separate copies of the list
    /// in the checker and the lowering; it is an unknown screen property like
    /// any other, in an invariant and on either side of a step.
    @Test func screenVisibleIsTheOnlyNameOfVisibility() throws {
        let properties = LanguageNames.screenProperties.map(\.name).joined(separator: ", ")
        #expect(properties == "content, spinner, refreshSpinner, footerSpinner, errorView, footerError, banner, alert, blank, visible")
        let rejected = analyzeModel(source: """
        model T
        view { blank }
        invariant a: screen.isVisible
        step b: before.screen.isVisible || after.screen.visible
        """, file: "t.model").1.map(\.description)
        #expect(rejected == [
            "t.model:3:14: error: the screen has no property 'isVisible'; properties are \(properties)",
            "t.model:4:9: error: the screen has no property 'isVisible'; properties are \(properties)",
        ])
        // `screen.visible` reads the visibility: false before `load`, true after, false after `cancel`.
        let (_, result) = try exploreModel("""
        model T
        var shown: Bool = false
        on load sync { shown = true }
        on cancel sync { shown = false }
        view { blank }
        invariant visibleIffShown: screen.visible == shown
        invariant neverVisible: !screen.visible
        step appearsOnLoad: event.name != "load" || (!before.screen.visible && after.screen.visible)
        """)
        #expect(result.violations["visibleIffShown"] == nil)
        #expect(result.violations["appearsOnLoad"] == nil)
        #expect(result.violations["neverVisible"] != nil)
    }
}
