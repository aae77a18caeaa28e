import StateCheckLanguage

// `func perform() async { … }` declared inside a method or a closure, then
// called (`Task { await perform() }`, `try await save(item)`): a local
// function is a named block of the code around it. The model has no function
// values, so each call statement reads the function's body where the call
// is, as a method taking a closure is read (``closureMethodCall(_:at:)``):
// its parameters are locals given the call's arguments, the names it
// captures are the caller's (a local function captures them by reference, so
// at the call it sees what the caller has then), its `return` leaves the
// body only, its `defer` runs as the body ends, and `try?` in front of the
// call swallows what it throws. The reading is exact, or refused with what
// to write: a local function that returns a value, is used other than
// called in a statement of its own, calls itself, returns from inside a
// loop, a switch or a do/catch, or whose captured names the call site
// shadows.

/// A local function declared in the code being read, with the scopes its
/// body's names resolve in (``ScreenBuilder/localFunctionCall(_:at:)``).
struct LocalFunction {
    /// The declaration.
    var decl: SwiftFunctionDecl
    /// Where it is declared.
    var location: SourceLocation
    /// For each local visible where it is declared, the index of the scope that declares it.
    var visible: [String: Int]
}

extension ScreenBuilder {
    /// Records the local function `f` declared at `loc` for the calls that
    /// follow it in its block; nil (the refusal kept) in strict mode.
    mutating func localFunctionDeclaration(_ f: SwiftFunctionDecl, at loc: SourceLocation) -> [Stmt]? {
        guard !configuration.strict else { return nil }
        guard f.body != nil, f.genericParameters.isEmpty else {
            error("the local function '\(f.name)' is generic or has no body; declare it as a private method of the type", at: loc)
            return []
        }
        if let result = f.result, result.spelling != "Void", result.spelling != "()" {
            error("the local function '\(f.name)' returns a value (\(result.spelling)); it is read only as a block of statements called in a statement of its own: make it a private method of the type, or a closure of its caller", at: loc)
            return []
        }
        if let p = f.parameters.first(where: { $0.type.map(Self.isFunctionType) ?? false }) {
            error("the local function '\(f.name)' takes a closure ('\(p.name ?? p.label ?? "_")'); declare it as a private method of the type, where a method taking a closure is read at each call", at: loc)
            return []
        }
        var visible: [String: Int] = [:]
        for (i, scope) in scopes.enumerated() { for name in scope.keys { visible[name] = i } }
        localFunctions[f.name] = LocalFunction(decl: f, location: loc, visible: visible)
        abstraction("func \(f.name) is a local function: each call of it in a statement of its own reads its body there, its parameters given the call's arguments", at: loc)
        return []
    }

    /// A statement calling a local function (`await perform()`,
    /// `try? await save(item)`): its body read here (see above). Nil when
    /// `e` calls none; `[]` after a diagnostic.
    mutating func localFunctionCall(_ e: SwiftExpr, at loc: SourceLocation) -> [Stmt]? {
        guard !localFunctions.isEmpty else { return nil }
        let (call, tried, _) = Self.withoutTryAwait(e)
        guard case .call(let callee, let args, let trailing) = call.kind, case .identifier(let name) = callee.kind,
              let function = localFunctions[name], local(name) == nil, let body = function.decl.body else { return nil }
        let f = function.decl
        guard let given = Self.matchArguments(f.parameters, args, trailing) else {
            error("this call of the local function '\(name)' does not match its parameters", at: loc)
            return []
        }
        guard !inliningMethods.contains(Self.localFunctionKey(name)) else {
            error("the local function '\(name)' calls itself: its body is read where it is called, which a recursive call does not allow; write the repetition as a loop", at: loc)
            return []
        }
        // The names the body captures must mean here what they meant where it is declared.
        var declared = Set(f.parameters.compactMap { $0.name ?? $0.label })
        for s in body { declared.formUnion(Self.declaredNames(s)) }
        var bodyNames = Set<String>()
        for s in body { s.forEachExpression { x in bodyNames.formUnion(Self.referencedNames(x)) } }
        for n in bodyNames.subtracting(declared).sorted() {
            let here = scopes.lastIndex(where: { $0[n] != nil })
            guard here == function.visible[n] else {
                error("the local function '\(name)' is read where it is called, but '\(n)' there names a local it does not capture; rename that local", at: loc)
                return []
            }
        }
        // The parameters: locals of the body, given the call's arguments (opaque ones only named).
        var prologue: [Stmt] = []
        var locals: [(String, LocalKind)] = []
        for (i, p) in f.parameters.enumerated() {
            let pname = p.name ?? p.label ?? "_"
            guard let value = given[i] ?? p.defaultValue else { return nil }
            if changesNothing(value), decidedElsewhere(value) {
                locals.append((pname, .constant))
                continue
            }
            guard let st = p.type, let t = modelType(st) else {
                error("the parameter '\(pname)' of the local function '\(name)' has type '\(p.type?.spelling ?? "?")': \(p.type.map(Self.unmodelledAdvice) ?? "a type is needed")", at: p.location)
                return []
            }
            guard let v = expression(value) else { return [] }
            prologue.append(Stmt(kind: .local(isLet: true, name: pname, type: t, value: v), location: value.location))
            locals.append((pname, .plain))
        }
        let saved = functionResult
        functionResult = nil
        inliningMethods.insert(Self.localFunctionKey(name))
        scopes.append([:])
        for (n, k) in locals { declare(n, k) }
        let read = statements(body)
        scopes.removeLast()
        inliningMethods.remove(Self.localFunctionKey(name))
        functionResult = saved
        guard var inlined = Self.liftingReturns(prologue + read, then: []) else {
            error("the local function '\(name)' is read where it is called, but it returns from inside a loop, a switch or a do/catch; return from its top level or from if/guard branches only", at: loc)
            return []
        }
        // The body is a block of its own: a `defer` of it runs as it returns, and its parameters and locals are
        // declared again at the next call.
        if !inlined.isEmpty {
            let always = Expr(kind: .boolLiteral(true), location: loc)
            inlined = [Stmt(kind: .ifStatement(conditions: [.boolean(always)], then: inlined, elseBody: nil, elseIsIf: false), location: loc)]
        }
        if tried == "try?" { inlined = [Stmt(kind: .doCatch(body: inlined, catchBody: []), location: loc)] }
        abstraction("\(name)(…) is a local function (line \(function.location.line)): its body is read where it is called (\(Self.brief(e)))", at: loc)
        return inlined
    }

    /// The key in ``inliningMethods`` of the local function `name` (no method's name has a space).
    static func localFunctionKey(_ name: String) -> String { "local \(name)" }
}

extension ScreenBuilder {
    /// Where `stmts` (closures included) mention the local function `name`
    /// other than as the callee of a call in a statement of its own
    /// (`Task(operation: perform)`, `let x = perform()`): nil when every
    /// mention is such a call.
    static func localFunctionMisuse(_ name: String, in stmts: [SwiftStmt]) -> SourceLocation? {
        var mentions: [SourceLocation] = []
        for s in stmts { s.forEachExpression { x in if case .identifier(name) = x.kind { mentions.append(x.location) } } }
        var called = Set<SourceLocation>()
        var blocks: [[SwiftStmt]] = [stmts]
        for s in stmts { s.forEachExpression { x in blocks += closures(at: x).map(\.body) } }
        for block in blocks {
            forEachStatement(block) { s in
                guard case .expression(let e) = s.kind, case .call(let callee, _, let trailing) = withoutTryAwait(e).expression.kind,
                      trailing.isEmpty, case .identifier(name) = callee.kind else { return }
                called.insert(callee.location)
            }
        }
        return mentions.first { !called.contains($0) }
    }
}
