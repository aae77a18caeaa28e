import StateCheckLanguage

extension ScreenBuilder {
    /// `stmts` rebuilt at any depth (the blocks of statements, and the
    /// bodies of closures, tasks and continuations in expressions), each
    /// statement replaced by what `transform` makes of it once its own
    /// blocks are rebuilt: the one walk the passes over a finished model
    /// share (a `didSet` called after each write, the last caught error
    /// recorded).
    static func rewriting(_ stmts: [Stmt], _ transform: (Stmt) -> [Stmt]) -> [Stmt] {
        func block(_ stmts: [Stmt]) -> [Stmt] { stmts.flatMap(statement) }
        func statement(_ s: Stmt) -> [Stmt] {
            var s = s
            switch s.kind {
            case .local(let isLet, let name, let type, let value):
                s.kind = .local(isLet: isLet, name: name, type: type, value: value.map(expression))
            case .assign(let target, let op, let value):
                s.kind = .assign(target: target, op: op, value: expression(value))
            case .expression(let e):
                s.kind = .expression(expression(e))
            case .ifStatement(let conditions, let then, let elseBody, let elseIsIf):
                s.kind = .ifStatement(conditions: conditions.map(condition), then: block(then), elseBody: elseBody.map(block), elseIsIf: elseIsIf)
            case .guardStatement(let conditions, let elseBody):
                s.kind = .guardStatement(conditions: conditions.map(condition), elseBody: block(elseBody))
            case .switchStatement(let subject, let cases):
                s.kind = .switchStatement(subject: expression(subject), cases: cases.map { c in
                    var c = c
                    c.body = block(c.body)
                    return c
                })
            case .whileLoop(let conditions, let body):
                s.kind = .whileLoop(conditions: conditions.map(condition), body: block(body))
            case .forLoop(let name, let range, let body):
                s.kind = .forLoop(name: name, range: range, body: block(body))
            case .returnStatement(let value):
                s.kind = .returnStatement(value.map(expression))
            case .doCatch(let body, let catchBody):
                s.kind = .doCatch(body: block(body), catchBody: block(catchBody))
            case .doCatchClauses(let body, let clauses):
                s.kind = .doCatchClauses(body: block(body), clauses: clauses.map { c in
                    var c = c
                    c.body = block(c.body)
                    return c
                })
            case .deferStatement(let body):
                s.kind = .deferStatement(body: block(body))
            case .noEffectCall(let name, let body):
                s.kind = .noEffectCall(name: name, body: block(body))
            case .throwStatement(let e):
                s.kind = .throwStatement(expression(e))
            case .spawnTask(let body):
                s.kind = .spawnTask(body: block(body))
            case .breakStatement, .continueStatement:
                break
            }
            return transform(s)
        }
        func condition(_ c: Condition) -> Condition {
            switch c {
            case .boolean(let e): return .boolean(expression(e))
            case .optionalBinding(let name, let value, let isLet): return .optionalBinding(name: name, value: expression(value), isLet: isLet)
            case .matches(let p, let e): return .matches(p, expression(e))
            }
        }
        func arguments(_ args: [Argument]) -> [Argument] {
            args.map { a in
                var a = a
                a.value = expression(a.value)
                return a
            }
        }
        func expression(_ e: Expr) -> Expr {
            var e = e
            switch e.kind {
            case .withCheckedContinuation(let parameter, let body): e.kind = .withCheckedContinuation(parameter: parameter, body: block(body))
            case .spawnValue(let body): e.kind = .spawnValue(body: block(body))
            case .closure(let parameters, let body): e.kind = .closure(parameters: parameters, body: block(body))
            case .implicitMember(let name, let args): e.kind = .implicitMember(name: name, arguments: args.map(arguments))
            case .member(let base, let name, let optional): e.kind = .member(base: expression(base), name: name, optional: optional)
            case .call(let callee, let args): e.kind = .call(callee: expression(callee), arguments: arguments(args))
            case .unary(let op, let inner): e.kind = .unary(op, expression(inner))
            case .binary(let op, let l, let r): e.kind = .binary(op, expression(l), expression(r))
            case .ternary(let c, let t, let f): e.kind = .ternary(condition: expression(c), then: expression(t), else: expression(f))
            case .isType(let inner, let type): e.kind = .isType(expression(inner), type)
            case .await(let inner): e.kind = .await(expression(inner))
            case .try(let inner, let optional): e.kind = .try(expression(inner), optional: optional)
            case .forceUnwrap(let inner): e.kind = .forceUnwrap(expression(inner))
            case .subscript(let base, let key): e.kind = .subscript(base: expression(base), key: expression(key))
            case .boolLiteral, .intLiteral, .stringLiteral, .nilLiteral, .emptyValueLiteral, .identifier, .taskIsCancelled, .taskCheckCancellation,
                 .taskSleep, .mainActorHop, .dismissScreen:
                break
            }
            return e
        }
        return block(stmts)
    }
}
