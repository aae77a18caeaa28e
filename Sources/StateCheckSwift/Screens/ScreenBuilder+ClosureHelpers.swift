import StateCheckLanguage

// `errorHandler.handle { try await repo.delete(id) }`, `try await
// withRepo("delete") { repo in … }`, `DispatchQueue.main.asyncAfter(deadline:
// …) { visible = false }`: a helper the translation does not read, handed a
// closure that changes the screen. What the helper does with the closure is
// not known; what the closure does is, and it is read where the helper
// must run it:
//
// - an awaited helper runs the closure before it returns, once or not at
//   all: the closure's body under an assumption (`assume_withRepo`), then
//   the helper's own call, an api (it may fail when the call is `try`),
//   whose answer a `let` binds (`let courses = try await
//   service.loadAndSync(request) { cached in … }`);
// - a helper that is not awaited cannot wait for an async closure (one
//   that awaits or throws): it runs it later, in a task of its own; nor does
//   `DispatchQueue.main.async(After)` run its closure before it returns.
//
// A helper not awaited that takes a synchronous closure may run it at once
// or later: no one reading covers both, so the call stays refused. The
// closure's parameters are values the screen does not decide (opaque). The
// helper's other arguments must change nothing.

extension ScreenBuilder {
    /// The statements a call of a helper with a trailing closure is read as
    /// (see above); nil when `e` is no such call, or the reading does not apply.
    mutating func closureHelperStatement(_ e: SwiftExpr, at loc: SourceLocation,
                                         binding: (name: String, type: TypeRef?, isLet: Bool)? = nil) -> [Stmt]? {
        guard !configuration.strict else { return nil }
        let (call, tried, awaited) = Self.withoutTryAwait(e)
        guard case .call(let callee, let args, let trailing) = call.kind, trailing.count == 1, let closure = trailing.first?.closure,
              let name = helperName(callee), args.allSatisfy({ changesNothing($0.value) }) else { return nil }
        let async = closure.effects.isAsync || closure.effects.throwsKeyword != nil
            || closure.body.contains { s in
                var found = false
                s.forEachExpression { x in
                    switch x.kind {
                    case .awaitExpr, .tryExpr: found = true
                    default: break
                    }
                }
                return found
            }
        let later = name.hasPrefix("DispatchQueue.main.async")
        if awaited {
            var out: [Stmt] = []
            var answer: Expr?
            if tried == "try" || binding != nil {
                guard let api = apiCall(typeName: Self.upperCamel(name.split(separator: ".").first.map(String.init) ?? name),
                                        method: name.split(separator: ".").last.map(String.init) ?? name,
                                        args: [], location: loc, calleeLocation: callee.location) else { return nil }
                let awaitedCall = Expr(kind: .await(api), location: loc)
                answer = tried == "try" ? Expr(kind: .try(awaitedCall, optional: false), location: loc)
                    : tried == "try?" ? Expr(kind: .try(awaitedCall, optional: true), location: loc) : awaitedCall
            }
            let guardTest = assumption("\(name) runs its closure", at: loc)
            let body = closureBody(closure)
            abstraction("\(name)(…) { … } is awaited: it runs its closure once or not at all (\(Self.brief(e)))", at: loc)
            out.append(Stmt(kind: .ifStatement(conditions: [.boolean(guardTest)], then: body, elseBody: nil, elseIsIf: false), location: loc))
            // The helper returns (or throws) once it is done with the closure.
            if let answer {
                if let binding {
                    out.append(Stmt(kind: .local(isLet: binding.isLet, name: binding.name, type: binding.type, value: answer), location: loc))
                } else {
                    out.append(Stmt(kind: .expression(answer), location: loc))
                }
            }
            return out
        }
        guard binding == nil else { return nil }
        guard async || later else { return nil }
        abstraction("\(name)(…) { … } is not awaited and its closure \(later ? "runs later" : "is async"): the closure runs later, in a task of its own; "
                    + "an error it throws goes to the helper, whose state is not the screen's", at: loc)
        let body = closureBody(closure)
        guard Self.mayThrow(closure) else { return [Stmt(kind: .spawnTask(body: body), location: loc)] }
        return [Stmt(kind: .spawnTask(body: [Stmt(kind: .doCatch(body: body, catchBody: []), location: loc)]), location: loc)]
    }

    /// Whether `e` is a helper's call whose reading applies but whose closure
    /// (or answer) is not understood: the reading is made again, so the
    /// diagnostics name what in the closure is not understood rather than the call.
    mutating func closureHelperDiagnosed(_ e: SwiftExpr, at loc: SourceLocation,
                                         binding: (name: String, type: TypeRef?, isLet: Bool)? = nil) -> Bool {
        let before = diagnostics.count
        _ = closureHelperStatement(e, at: loc, binding: binding)
        return diagnostics[before...].contains { $0.severity == .error }
    }

    /// The name of a helper a call names (`withRepo`, `errorHandler.handle`,
    /// `DispatchQueue.main.asyncAfter`): nil for the screen's and its view
    /// models' methods and for calls on the screen's state, read elsewhere.
    func helperName(_ callee: SwiftExpr) -> String? {
        if namedMethod(callee) != nil { return nil }
        switch callee.kind {
        case .identifier(let n):
            guard local(n) == nil || local(n) == .constant, stateVars[ownMember(n) ?? n] == nil, n != "Task" else { return nil }
            return n
        case .member(let base, let n):
            if viewModelHolder(base) != nil { return nil }
            var root = base
            var path = [n]
            var throughCall = false
            while true {
                switch root.kind {
                case .member(let inner, let m): path.insert(m, at: 0); root = inner; continue
                // `UNUserNotificationCenter.current().getNotificationSettings`: the shared instance a type of
                // another module hands out, from arguments that change nothing.
                case .call(let inner, let args, let trailing) where !configuration.strict && trailing.isEmpty
                    && args.allSatisfy({ changesNothing($0.value) && handsOutNothing($0.value) }):
                    if case .member(_, let m) = inner.kind { path.insert(m + "()", at: 0) }
                    throughCall = true
                    root = inner
                    if case .member(let holder, _) = inner.kind { root = holder }
                    continue
                case .identifier(let r):
                    guard r != "self", local(r) == nil || local(r) == .constant, stateVars[ownMember(r) ?? r] == nil else { return nil }
                    if throughCall, r.first?.isUppercase != true || module.type(named: r, from: file) != nil { return nil }
                    return ([r] + path).joined(separator: ".")
                default: return nil
                }
            }
        default:
            return nil
        }
    }

    /// The body of a task Swift starts with `Task { … }`, read from `swift`:
    /// an error its code throws ends the task and is kept in the task's
    /// result, which no code of the screen reads (`Task { try await
    /// api.delete(id) }`), so a body that may throw is read inside `do { … }
    /// catch { }`; any other body as it is, and every body in strict mode.
    mutating func droppingThrownErrors(_ body: [Stmt], thrownBy swift: [SwiftStmt], at loc: SourceLocation) -> [Stmt] {
        guard !configuration.strict, Self.throwsUncaught(swift) else { return body }
        abstraction("Task { … } whose body may throw: an error thrown ends the task, unread (do { … } catch { })", at: loc)
        return [Stmt(kind: .doCatch(body: body, catchBody: []), location: loc)]
    }

    /// Whether `stmts` may throw out of themselves: a `throw` or a `try`
    /// (not `try?`) outside a `do` with a plain `catch` (closures within
    /// count, as ``mayThrow(_:)`` counts them).
    static func throwsUncaught(_ stmts: [SwiftStmt]) -> Bool {
        stmts.contains { s in
            switch s.kind {
            case .doStmt(let body, _, let catches):
                let catchesAll = catches.contains { $0.items.isEmpty }
                return (!catchesAll && throwsUncaught(body)) || catches.contains { throwsUncaught($0.body) }
            case .throwStmt:
                return true
            case .ifStmt(let i):
                return i.conditions.contains { c in
                    var found = false
                    if case .expression(let e) = c { e.forEachExpression { if case .tryExpr("try", _) = $0.kind { found = true } } }
                    if case .optionalBinding(_, _, _, let v?, _) = c { v.forEachExpression { if case .tryExpr("try", _) = $0.kind { found = true } } }
                    return found
                } || i.branchBodies.contains(where: throwsUncaught)
            case .guardStmt(_, let body), .whileStmt(_, let body), .deferStmt(let body), .repeatWhile(let body, _):
                var found = false
                s.forEachExpression { if case .tryExpr("try", _) = $0.kind { found = true } }
                return found || throwsUncaught(body)
            default:
                var found = false
                s.forEachExpression { if case .tryExpr("try", _) = $0.kind { found = true } }
                return found
            }
        }
    }

    /// Whether the closure may throw: it says `throws`, or holds a `try`
    /// (not `try?`) or a `throw`.
    static func mayThrow(_ closure: SwiftClosure) -> Bool {
        if closure.effects.throwsKeyword != nil { return true }
        func throwsIn(_ stmts: [SwiftStmt]) -> Bool {
            stmts.contains { s in
                switch s.kind {
                case .throwStmt: return true
                case .ifStmt(let i): if i.branchBodies.contains(where: throwsIn) { return true }
                case .guardStmt(_, let body), .whileStmt(_, let body), .deferStmt(let body), .repeatWhile(let body, _): if throwsIn(body) { return true }
                case .doStmt(let body, _, let catches): if throwsIn(body) || catches.contains(where: { throwsIn($0.body) }) { return true }
                default: break
                }
                var found = false
                s.forEachExpression { x in if case .tryExpr("try", _) = x.kind { found = true } }
                return found
            }
        }
        return throwsIn(closure.body)
    }

    /// The closure's statements, its parameters (and `$0`) opaque.
    mutating func closureBody(_ closure: SwiftClosure) -> [Stmt] {
        closureBody(closure, body: closure.body)
    }

    /// The closure's statements `body` (its own, or some of them), its parameters opaque.
    mutating func closureBody(_ closure: SwiftClosure, body: [SwiftStmt]) -> [Stmt] {
        scopes.append([:])
        defer { scopes.removeLast() }
        declareOpaqueParameters(of: closure)
        return statements(body)
    }

    /// Declares `closure`'s parameters, and `$0`, as values the screen does
    /// not decide, in the innermost scope.
    mutating func declareOpaqueParameters(of closure: SwiftClosure) {
        for p in closure.parameters ?? [] { if let n = p.name ?? p.label, n != "_" { declare(n, .constant) } }
        declare("$0", .constant)
    }

    /// `e` without the `try` (`try`, `try?`, `try!`) and `await` around
    /// it: what is left, the `try` keyword written (nil for none), and
    /// whether it was awaited.
    static func withoutTryAwait(_ e: SwiftExpr) -> (expression: SwiftExpr, tried: String?, awaited: Bool) {
        var e = e
        var tried: String?
        var awaited = false
        while true {
            if case .tryExpr(let keyword, let inner) = e.kind { tried = keyword; e = inner; continue }
            if case .awaitExpr(let inner) = e.kind { awaited = true; e = inner; continue }
            return (e, tried, awaited)
        }
    }
}
