// Visiting every expression of a syntax tree, closures and nested
// functions included, for the front end's whole-body scans.

extension SwiftStmt {
    /// Calls `visit` on every expression in the statement and its nested
    /// statements, outermost first.
    package func forEachExpression(_ visit: (SwiftExpr) -> Void) {
        switch kind {
        case .expression(let e), .throwStmt(let e), .returnStmt(let e?):
            e.forEachExpression(visit)
        case .declaration(let d):
            switch d.kind {
            case .variable(let v):
                for b in v.bindings { b.initializer?.forEachExpression(visit) }
            case .function(let f):
                for s in f.body ?? [] { s.forEachExpression(visit) }
            default:
                break
            }
        case .ifStmt(let i):
            i.forEachExpression(visit)
        case .guardStmt(let conditions, let body), .whileStmt(let conditions, let body):
            for c in conditions { c.forEachExpression(visit) }
            for s in body { s.forEachExpression(visit) }
        case .switchStmt(let sw):
            sw.forEachExpression(visit)
        case .forIn(let f):
            f.sequence.forEachExpression(visit)
            for s in f.body { s.forEachExpression(visit) }
        case .repeatWhile(let body, let condition):
            for s in body { s.forEachExpression(visit) }
            condition.forEachExpression(visit)
        case .doStmt(let body, _, let catches):
            for s in body { s.forEachExpression(visit) }
            for c in catches { for s in c.body { s.forEachExpression(visit) } }
        case .deferStmt(let body):
            for s in body { s.forEachExpression(visit) }
        case .labeled(_, let statement):
            statement.forEachExpression(visit)
        case .ifConfig(let clauses):
            for c in clauses { for s in c.items { s.forEachExpression(visit) } }
        case .returnStmt(nil), .breakStmt, .continueStmt, .fallthroughStmt:
            break
        }
    }
}

extension SwiftIf {
    /// The statements of every branch, in order: the body, each `else if`'s
    /// body, and the final `else` block when there is one.
    package var branchBodies: [[SwiftStmt]] {
        var out: [[SwiftStmt]] = [body]
        var next = elseBranch
        while let branch = next {
            switch branch {
            case .block(let stmts, _): out.append(stmts); next = nil
            case .elseIf(let nested, _): out.append(nested.body); next = nested.elseBranch
            }
        }
        return out
    }

    /// Calls `visit` on every expression of the conditions, the body and the `else`.
    package func forEachExpression(_ visit: (SwiftExpr) -> Void) {
        for c in conditions { c.forEachExpression(visit) }
        for s in body { s.forEachExpression(visit) }
        switch elseBranch {
        case .block(let stmts, _)?: for s in stmts { s.forEachExpression(visit) }
        case .elseIf(let next, _)?: next.forEachExpression(visit)
        case nil: break
        }
    }
}

extension SwiftSwitch {
    /// Calls `visit` on every expression of the subject and the cases.
    package func forEachExpression(_ visit: (SwiftExpr) -> Void) {
        subject.forEachExpression(visit)
        for c in cases { for s in c.body { s.forEachExpression(visit) } }
    }
}

extension SwiftCondition {
    /// Calls `visit` on every expression of the condition.
    package func forEachExpression(_ visit: (SwiftExpr) -> Void) {
        switch self {
        case .expression(let e), .matching(_, _, let e, _): e.forEachExpression(visit)
        case .optionalBinding(_, _, _, let value, _): value?.forEachExpression(visit)
        case .availability: break
        }
    }
}

extension SwiftExpr {
    /// Calls `visit` on the expression, then on each of its subexpressions
    /// (closure bodies included).
    package func forEachExpression(_ visit: (SwiftExpr) -> Void) {
        visit(self)
        switch kind {
        case .call(let callee, let args, let trailing), .subscriptCall(let callee, let args, let trailing):
            callee.forEachExpression(visit)
            for a in args { a.value.forEachExpression(visit) }
            for t in trailing { for s in t.closure.body { s.forEachExpression(visit) } }
        case .member(let base, _), .optionalChain(let base), .forceUnwrap(let base), .prefixOperator(_, let base),
             .postfixOperator(_, let base), .cast(let base, _, _), .isType(let base, _), .tryExpr(_, let base), .inoutExpr(let base),
             .specialized(let base, _), .awaitExpr(let base):
            base.forEachExpression(visit)
        case .closure(let c):
            for s in c.body { s.forEachExpression(visit) }
        case .binary(_, let l, let r):
            l.forEachExpression(visit)
            r.forEachExpression(visit)
        case .ternary(let c, let t, let f):
            c.forEachExpression(visit)
            t.forEachExpression(visit)
            f.forEachExpression(visit)
        case .tuple(let args):
            for a in args { a.value.forEachExpression(visit) }
        case .array(let xs):
            for x in xs { x.forEachExpression(visit) }
        case .dictionary(let pairs):
            for p in pairs {
                p.key.forEachExpression(visit)
                p.value.forEachExpression(visit)
            }
        case .ifExpr(let i):
            i.forEachExpression(visit)
        case .switchExpr(let sw):
            sw.forEachExpression(visit)
        case .postfixIfConfig(let base, let clauses):
            base.forEachExpression(visit)
            for c in clauses { c.chain?.forEachExpression(visit) }
        case .string(let parts, _):
            for case .interpolation(let args) in parts { for a in args { a.value.forEachExpression(visit) } }
        case .identifier, .integer, .float, .regex, .boolean, .nilLiteral, .discard, .implicitMember, .keyPath,
             .macroExpansion, .postfixBase, .type:
            break
        }
    }
}
