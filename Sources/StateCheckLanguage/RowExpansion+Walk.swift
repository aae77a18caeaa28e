// The walk of the row expansion over every statement and expression: each
// node is rebuilt from its rewritten children; entries of per-row state
// are rewritten in RowExpansion+Entries.swift.

extension RowExpansion {
    mutating func statements(_ body: [Stmt]) -> [Stmt] {
        var out: [Stmt] = []
        for s in body { out += statement(s) }
        return out
    }

    /// One statement as the statements that replace it.
    mutating func statement(_ s: Stmt) -> [Stmt] {
        if let entry = entryStatement(s) { return entry }
        let loc = s.location
        func make(_ kind: StmtKind) -> [Stmt] { [Stmt(kind: kind, location: loc)] }
        switch s.kind {
        case .local(let isLet, let name, let type, let value):
            return make(.local(isLet: isLet, name: name, type: type, value: value.map { expression($0) }))
        case .assign(let target, let op, let value):
            return make(.assign(target: expression(target), op: op, value: expression(value)))
        case .expression(let e):
            return make(.expression(expression(e)))
        case .ifStatement(let conditions, let then, let elseBody, let elseIsIf):
            return make(.ifStatement(conditions: conditions.map { condition($0) }, then: statements(then),
                                     elseBody: elseBody.map { statements($0) }, elseIsIf: elseIsIf))
        case .guardStatement(let conditions, let elseBody):
            return make(.guardStatement(conditions: conditions.map { condition($0) }, elseBody: statements(elseBody)))
        case .switchStatement(let subject, let cases):
            let rewritten = cases.map { c in
                var c = c
                c.patterns = c.patterns.map { pattern($0) }
                c.whereClause = c.whereClause.map { expression($0) }
                c.body = statements(c.body)
                return c
            }
            return make(.switchStatement(subject: expression(subject), cases: rewritten))
        case .whileLoop(let conditions, let body):
            return make(.whileLoop(conditions: conditions.map { condition($0) }, body: statements(body)))
        case .forLoop(let name, let range, let body):
            return make(.forLoop(name: name, range: expression(range), body: statements(body)))
        case .breakStatement, .continueStatement:
            return [s]
        case .returnStatement(let e):
            return make(.returnStatement(e.map { expression($0) }))
        case .doCatch(let body, let catchBody):
            return make(.doCatch(body: statements(body), catchBody: statements(catchBody)))
        case .doCatchClauses(let body, let clauses):
            let rewritten = clauses.map { c in var c = c; c.body = statements(c.body); return c }
            return make(.doCatchClauses(body: statements(body), clauses: rewritten))
        case .deferStatement(let body):
            return make(.deferStatement(body: statements(body)))
        case .noEffectCall(let name, let body):
            return make(.noEffectCall(name: name, body: statements(body)))
        case .throwStatement(let e):
            return make(.throwStatement(expression(e)))
        case .spawnTask(let body):
            return make(.spawnTask(body: statements(body)))
        }
    }

    mutating func condition(_ c: Condition) -> Condition {
        switch c {
        case .boolean(let e): return .boolean(expression(e))
        case .optionalBinding(let name, let value, let isLet): return .optionalBinding(name: name, value: expression(value), isLet: isLet)
        case .matches(let p, let e): return .matches(pattern(p), expression(e))
        }
    }

    mutating func pattern(_ p: Pattern) -> Pattern {
        Pattern(kind: patternKind(p.kind), location: p.location)
    }

    mutating func patternKind(_ k: PatternKind) -> PatternKind {
        switch k {
        case .wildcard, .binding: return k
        case .enumCase(let type, let name, let arguments):
            return .enumCase(type: type, name: name, arguments: arguments.map { $0.map { a in PatternArgument(label: a.label, pattern: pattern(a.pattern)) } })
        case .optionalSome(let inner): return .optionalSome(patternKind(inner))
        case .expression(let e): return .expression(expression(e))
        }
    }

    mutating func arguments(_ args: [Argument]) -> [Argument] {
        args.map { Argument(label: $0.label, value: expression($0.value)) }
    }

    mutating func expression(_ e: Expr) -> Expr {
        if let entry = entryExpression(e) { return entry }
        let loc = e.location
        func make(_ kind: ExprKind) -> Expr { Expr(kind: kind, location: loc) }
        switch e.kind {
        case .boolLiteral, .intLiteral, .stringLiteral, .nilLiteral, .emptyValueLiteral, .taskIsCancelled, .taskCheckCancellation, .taskSleep, .mainActorHop, .dismissScreen:
            return e
        case .identifier(let name):
            return substitutions[name] ?? e
        case .implicitMember(let name, let args):
            return make(.implicitMember(name: name, arguments: args.map { arguments($0) }))
        case .member(let base, let name, let optional):
            return make(.member(base: expression(base), name: name, optional: optional))
        case .call(let callee, let args):
            return make(.call(callee: expression(callee), arguments: arguments(args)))
        case .unary(let op, let inner):
            return make(.unary(op, expression(inner)))
        case .binary(let op, let l, let r):
            return make(.binary(op, expression(l), expression(r)))
        case .ternary(let c, let t, let f):
            return make(.ternary(condition: expression(c), then: expression(t), else: expression(f)))
        case .isType(let inner, let name):
            return make(.isType(expression(inner), name))
        case .await(let inner):
            return make(.await(expression(inner)))
        case .try(let inner, let optional):
            return make(.try(expression(inner), optional: optional))
        case .withCheckedContinuation(let parameter, let body):
            return make(.withCheckedContinuation(parameter: parameter, body: statements(body)))
        case .spawnValue(let body):
            return make(.spawnValue(body: statements(body)))
        case .forceUnwrap(let inner):
            return make(.forceUnwrap(expression(inner)))
        case .closure(let parameters, let body):
            return make(.closure(parameters: parameters, body: statements(body)))
        case .subscript(let base, let key):
            // Not an entry of per-row state (entryExpression answers those).
            _ = expression(base)
            _ = expression(key)
            return poisoned(at: loc)
        }
    }
}
