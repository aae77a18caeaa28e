import StateCheckLanguage

// `resetPlayer { setupPlayer() }`, `try await withRepo("fetch") { repo in … }`,
// `await load(scope: "today") { items in today = items }`: a method of the
// screen (or of its view model) that takes a closure. The model has no
// closure values, so such a method is no function of the model: each call
// reads the method's body where the call is, its closure parameters bound to
// the closures the call gives. The closure's statements run exactly where
// the body calls it: at once, inside a Task, after an await, or never. A
// closure parameter given no closure (`completion: (() -> Void)? = nil`
// left out) calls nothing. The closure's own parameters are values the
// screen does not decide (opaque), as for a helper's closure.
//
// The reading is exact or refused: the method must return nothing, call each
// closure parameter in a statement of its own (not pass it on, nor keep it),
// return only from its top level or from `if`/`guard` branches, not call
// itself, and share no name with the caller's locals the body would capture.

/// A method of the screen or of a view model with a parameter of function
/// type: read at each call (``ScreenBuilder/closureMethodCall(_:at:)``).
struct ClosureMethod {
    /// The declaration.
    var decl: SwiftFunctionDecl
    /// Where it is declared.
    var location: SourceLocation
    /// The file of the view model that declares it, nil for the screen's.
    var file: String?
    /// The view model property that holds it, nil for the screen's.
    var holder: String?
}

extension ScreenBuilder {
    /// Records the methods with a parameter of function type among `screenMethods`
    /// and the view models' methods (``closureMethods``); not in strict mode.
    mutating func registerClosureMethods(screenMethods: [(SwiftFunctionDecl, SourceLocation)]) {
        guard !configuration.strict else { return }
        func qualifies(_ f: SwiftFunctionDecl) -> Bool {
            guard f.body != nil, f.result.map({ $0.spelling == "Void" || $0.spelling == "()" }) ?? true else { return false }
            return f.parameters.contains { p in p.type.map(Self.isFunctionType) ?? false }
        }
        for (f, location) in screenMethods where methodNames.contains(f.name) && qualifies(f) && !nonisolatedMethods.contains(location) {
            closureMethods[f.name] = ClosureMethod(decl: f, location: location, file: nil, holder: nil)
        }
        for (f, location, vmFile, holder) in viewModelMethods where qualifies(f) && !nonisolatedMethods.contains(location) {
            closureMethods[member(f.name, of: holder)] = ClosureMethod(decl: f, location: location, file: vmFile, holder: holder)
        }
    }

    /// The key in ``closureMethods`` of the method `callee` names, nil when it names none.
    func closureMethodKey(_ callee: SwiftExpr) -> String? {
        guard !closureMethods.isEmpty else { return nil }
        var name: String?
        var holder = currentHolder
        switch callee.kind {
        case .identifier(let n) where local(n) == nil: name = n
        case .member(let base, let n):
            if case .identifier("self") = base.kind { name = n } else if Self.isWeakSelf(base) { name = n } else if let h = viewModelHolder(base) { name = n; holder = h }
        default: break
        }
        guard let name else { return nil }
        if let holder, closureMethods[member(name, of: holder)]?.holder == holder { return member(name, of: holder) }
        if let m = closureMethods[name], m.holder == nil { return name }
        return nil
    }

    /// A statement calling a closure parameter of the method being read at a
    /// call (`completion?()`, `try await action(repo)`): the statements of
    /// the closure the call gives, none when it gives none. Nil when `e` is no such call.
    mutating func closureArgumentCall(_ e: SwiftExpr, at loc: SourceLocation) -> [Stmt]? {
        guard !closureArguments.isEmpty else { return nil }
        let (call, tried, _) = Self.withoutTryAwait(e)
        guard case .call(let callee, let args, let trailing) = call.kind, trailing.isEmpty else { return nil }
        var name: String?
        switch callee.kind {
        case .identifier(let n): name = n
        case .optionalChain(let inner): if case .identifier(let n) = inner.kind { name = n }
        default: break
        }
        guard let name, let body = closureArguments[name] else { return nil }
        if let effect = args.first(where: { !changesNothing($0.value) }) {
            error("the argument of the closure parameter '\(name)' has effects, but the closure's parameters are values the screen does not decide (not evaluated); compute it in a statement before the call", at: effect.value.location)
            return []
        }
        guard tried == "try?" else { return body }
        return [Stmt(kind: .doCatch(body: body, catchBody: []), location: loc)]
    }

    /// A statement calling a method of ``closureMethods`` (see above): its body
    /// read here, its closure parameters bound to the call's closures. Nil
    /// when `e` calls no such method or its arguments do not match its parameters.
    mutating func closureMethodCall(_ e: SwiftExpr, at loc: SourceLocation) -> [Stmt]? {
        guard !closureMethods.isEmpty else { return nil }
        let (call, tried, _) = Self.withoutTryAwait(e)
        guard case .call(let callee, let args, let trailing) = call.kind, let key = closureMethodKey(callee),
              let method = closureMethods[key], let body = method.decl.body else { return nil }
        let f = method.decl
        guard let given = Self.matchArguments(f.parameters, args, trailing) else { return nil }
        guard !inliningMethods.contains(key) else {
            error("the method '\(f.name)' takes a closure and calls itself: a method taking a closure is read where it is called, which a recursive call does not allow", at: loc)
            return []
        }
        // The body is read where the call is: no name of the caller's locals may be captured by it, nor capture one of its own.
        let callerLocals = Set(scopes.flatMap(\.keys))
        var declared = Set(f.parameters.compactMap { $0.name ?? $0.label })
        for s in body { declared.formUnion(Self.declaredNames(s)) }
        var bodyNames = Set<String>()
        for s in body { s.forEachExpression { x in bodyNames.formUnion(Self.referencedNames(x)) } }
        var closureNames = Set<String>()
        for x in given.values {
            guard case .closure(let c) = x.kind else { continue }
            for s in c.body { s.forEachExpression { x in closureNames.formUnion(Self.referencedNames(x)) } }
        }
        if let clash = (bodyNames.subtracting(declared).intersection(callerLocals)).sorted().first
            ?? (closureNames.intersection(callerLocals).intersection(declared)).sorted().first {
            error("the method '\(f.name)' takes a closure, so its body is read where it is called, but '\(clash)' names both a local of the caller and a name of the method; rename one of them", at: loc)
            return []
        }
        // Each closure parameter is only called, in a statement of its own.
        for p in f.parameters where p.type.map(Self.isFunctionType) ?? false {
            let pname = p.name ?? p.label ?? "_"
            var mentions = 0
            var calls = 0
            for s in body { s.forEachExpression { x in if case .identifier(pname) = x.kind { mentions += 1 } } }
            var blocks: [[SwiftStmt]] = [body]
            for s in body { s.forEachExpression { x in blocks += Self.closures(at: x).map(\.body) } }
            for block in blocks {
                Self.forEachStatement(block) { s in
                    guard case .expression(var x) = s.kind else { return }
                    while true {
                        if case .tryExpr(_, let inner) = x.kind { x = inner; continue }
                        if case .awaitExpr(let inner) = x.kind { x = inner; continue }
                        break
                    }
                    guard case .call(let callee, _, let t) = x.kind, t.isEmpty else { return }
                    if case .identifier(pname) = callee.kind { calls += 1 }
                    if case .optionalChain(let inner) = callee.kind, case .identifier(pname) = inner.kind { calls += 1 }
                }
            }
            guard mentions == calls else {
                error("the method '\(f.name)' takes the closure '\(pname)' and does more than call it in a statement of its own (it passes it on, keeps it or uses its value); a closure the model cannot follow may run at any time, so no sound reading exists", at: loc)
                return []
            }
        }
        // The closures given, read here (the caller's names), their parameters opaque.
        var bound: [String: [Stmt]] = [:]
        for (i, p) in f.parameters.enumerated() where p.type.map(Self.isFunctionType) ?? false {
            let pname = p.name ?? p.label ?? "_"
            switch given[i]?.kind {
            case .closure(let c)?:
                // The closure's `return` leaves the closure, its `defer` runs as the closure ends: its statements are a block of their own.
                guard let stmts = Self.liftingReturns(closureBody(c), then: []) else {
                    error("the closure given for '\(pname)' of '\(f.name)' returns from inside a loop, a switch or a do/catch (or returns a value); its statements are read where '\(f.name)' calls it, so return from its top level or from if/guard branches only", at: c.location)
                    return []
                }
                bound[pname] = Self.block(stmts, at: c.location)
            case .nilLiteral?, nil: bound[pname] = []
            default:
                error("the closure parameter '\(pname)' of '\(f.name)' is given \(given[i].map(SwiftSyntaxDump.describe) ?? "nothing"); a method taking a closure is read where it is called, given a closure written at the call ({ … }) or nothing", at: given[i]?.location ?? loc)
                return []
            }
        }
        // The other parameters: locals of the body, given the call's arguments (opaque ones only named).
        var prologue: [Stmt] = []
        var locals: [(String, LocalKind)] = []
        for (i, p) in f.parameters.enumerated() where !(p.type.map(Self.isFunctionType) ?? false) {
            let pname = p.name ?? p.label ?? "_"
            guard let value = given[i] ?? p.defaultValue else { return nil }
            // A value the screen does not decide, given at this call (`create(newEvent) { … }` of a
            // value built by another module): the parameter is opaque in the body read here.
            if droppedParameters[f.name]?.contains(i) == true || (!configuration.strict && changesNothing(value) && decidedElsewhere(value)) {
                guard changesNothing(value) else {
                    error("the argument \(i + 1) of '\(f.name)' has effects, but its parameter is opaque (its value is not read); compute it in a statement before the call", at: value.location)
                    return []
                }
                locals.append((pname, .constant))
                continue
            }
            guard let st = p.type, let t = modelType(st) else {
                error("the parameter '\(pname)' of '\(f.name)' has type '\(p.type?.spelling ?? "?")': \(p.type.map(Self.unmodelledAdvice) ?? "a type is needed")", at: p.location)
                return []
            }
            guard let v = expression(value) else { return [] }
            prologue.append(Stmt(kind: .local(isLet: true, name: pname, type: t, value: v), location: value.location))
            locals.append((pname, .plain))
        }
        // The body, read in the method's own code.
        let saved = (codeFile, currentHolder, functionResult, closureArguments)
        if let holder = method.holder {
            currentHolder = holder
            codeFile = method.file == file ? nil : method.file
        }
        functionResult = nil
        closureArguments = bound
        inliningMethods.insert(key)
        scopes.append([:])
        for (n, k) in locals { declare(n, k) }
        let read = statements(body)
        scopes.removeLast()
        inliningMethods.remove(key)
        (codeFile, currentHolder, functionResult, closureArguments) = saved
        guard var inlined = Self.liftingReturns(prologue + read, then: []) else {
            error("the method '\(f.name)' takes a closure, so its body is read where it is called, but it returns from inside a loop, a switch or a do/catch; return from its top level or from if/guard branches only", at: loc)
            return []
        }
        // A `defer` of the method runs as the method returns: the body is a block of its own.
        inlined = Self.block(inlined, at: loc)
        if tried == "try?" { inlined = [Stmt(kind: .doCatch(body: inlined, catchBody: []), location: loc)] }
        abstraction("\(f.name)(…) takes a closure: its body is read where it is called, its closure parameters bound to the closures the call gives (\(Self.brief(e)))", at: loc)
        return inlined
    }

    /// The argument each of `parameters` is given (a closure for a trailing
    /// one; nil for one left to its default), nil when the call does not match.
    static func matchArguments(_ parameters: [SwiftParameter], _ args: [SwiftArgument], _ trailing: [SwiftTrailingClosure]) -> [Int: SwiftExpr]? {
        var out: [Int: SwiftExpr] = [:]
        var next = 0
        var closures = trailing[...]
        for (i, p) in parameters.enumerated() {
            let label = p.label == "_" ? nil : p.label
            if next < args.count, args[next].label == label {
                out[i] = args[next].value
                next += 1
                continue
            }
            let isFunction = p.type.map(isFunctionType) ?? false
            if next == args.count, isFunction, let c = closures.first, c.label == nil || c.label == label {
                out[i] = SwiftExpr(kind: .closure(c.closure), location: c.location)
                closures = closures.dropFirst()
                continue
            }
            guard p.defaultValue != nil else { return nil }
        }
        guard next == args.count, closures.isEmpty else { return nil }
        return out
    }

    /// `stmts` as a block of their own (`if true { … }`) when a `defer` of
    /// theirs must run as they end rather than as the code around them does.
    static func block(_ stmts: [Stmt], at loc: SourceLocation) -> [Stmt] {
        guard stmts.contains(where: { if case .deferStatement = $0.kind { return true } else { return false } }) else { return stmts }
        let always = Expr(kind: .boolLiteral(true), location: loc)
        return [Stmt(kind: .ifStatement(conditions: [.boolean(always)], then: stmts, elseBody: nil, elseIsIf: false), location: loc)]
    }

    /// Calls `visit` on each statement of `stmts` and of the blocks nested in
    /// them (branches, loops, do/catch, defer), not of closures.
    static func forEachStatement(_ stmts: [SwiftStmt], _ visit: (SwiftStmt) -> Void) {
        for s in stmts {
            visit(s)
            switch s.kind {
            case .ifStmt(let i): for b in i.branchBodies { forEachStatement(b, visit) }
            case .guardStmt(_, let body), .whileStmt(_, let body), .repeatWhile(let body, _), .deferStmt(let body): forEachStatement(body, visit)
            case .forIn(let f): forEachStatement(f.body, visit)
            case .switchStmt(let sw): for c in sw.cases { forEachStatement(c.body, visit) }
            case .doStmt(let body, _, let catches):
                forEachStatement(body, visit)
                for c in catches { forEachStatement(c.body, visit) }
            case .labeled(_, let inner): forEachStatement([inner], visit)
            case .ifConfig(let clauses): for c in clauses { forEachStatement(c.items, visit) }
            case .declaration, .expression, .returnStmt, .throwStmt, .breakStmt, .continueStmt, .fallthroughStmt: break
            }
        }
    }

    /// The names `x` itself reads: an identifier, or a member of `self`.
    static func referencedNames(_ x: SwiftExpr) -> Set<String> {
        switch x.kind {
        case .identifier(let n): return [n]
        case .member(let base, let n):
            if case .identifier("self") = base.kind { return [n] }
            if isWeakSelf(base) { return [n] }
            return []
        default: return []
        }
    }

    /// `stmts` followed by `rest`, where a `return` (without value) skips what
    /// follows it: each `if` or `guard` holding one takes the rest into its
    /// branches. Nil when a `return` is elsewhere (a loop, a switch, a do/catch, with a value).
    static func liftingReturns(_ stmts: [Stmt], then rest: [Stmt]) -> [Stmt]? {
        var out: [Stmt] = []
        for (i, s) in stmts.enumerated() {
            guard returns(s) else { out.append(s); continue }
            let after = Array(stmts[(i + 1)...])
            switch s.kind {
            case .returnStatement(nil):
                return out
            case .ifStatement(let conditions, let then, let elseBody, let elseIsIf):
                guard let k = liftingReturns(after, then: rest), let t = liftingReturns(then, then: k),
                      let e = liftingReturns(elseBody ?? [], then: k) else { return nil }
                out.append(Stmt(kind: .ifStatement(conditions: conditions, then: t, elseBody: e.isEmpty && elseBody == nil ? nil : e,
                                                   elseIsIf: elseIsIf && e.count == 1), location: s.location))
                return out
            case .guardStatement(let conditions, let elseBody):
                // The else branch leaves the method: nothing after the guard runs there.
                guard let k = liftingReturns(after, then: rest), let e = liftingReturns(elseBody, then: []) else { return nil }
                out.append(Stmt(kind: .ifStatement(conditions: conditions, then: k, elseBody: e, elseIsIf: false), location: s.location))
                return out
            default:
                return nil
            }
        }
        return out + rest
    }

    /// Whether `s` holds a `return` of the code it is in (not of a task it spawns).
    static func returns(_ s: Stmt) -> Bool {
        switch s.kind {
        case .returnStatement: return true
        case .ifStatement(_, let then, let elseBody, _): return then.contains(where: returns) || (elseBody ?? []).contains(where: returns)
        case .guardStatement(_, let body), .whileLoop(_, let body), .forLoop(_, _, let body), .deferStatement(let body), .noEffectCall(_, let body):
            return body.contains(where: returns)
        case .switchStatement(_, let cases): return cases.contains { $0.body.contains(where: returns) }
        case .doCatch(let body, let catchBody): return body.contains(where: returns) || catchBody.contains(where: returns)
        case .doCatchClauses(let body, let clauses): return body.contains(where: returns) || clauses.contains { $0.body.contains(where: returns) }
        case .local, .assign, .expression, .breakStatement, .continueStatement, .throwStatement, .spawnTask: return false
        }
    }
}
