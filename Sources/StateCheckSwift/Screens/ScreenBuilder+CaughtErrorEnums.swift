@_spi(ScreenRuntime) import StateCheckScreens
import StateCheckLanguage

// `do { orders = try await service.orders() } catch let error as APIError { … }`:
// the model's api fails with a `URLError`, and an error enum of the folder is
// thrown only by the screen's own `throw`; but the code behind the api, which
// is not read, may throw an `APIError` too, and then the clause runs. Reading
// the api's failures as `URLError`s only dropped every behaviour of such a
// clause. So in a `do` whose clauses name an error enum of the folder, an
// api's failure may be one of that enum's values: a variable of the enum the
// environment sets at any time (an assumption) says which case, if any; a
// case whose payload is an error carries the failure itself, under an
// assumption of its own; a case whose payload is another value the model
// cannot choose is not thrown, and the reading says so.

extension ScreenBuilder {
    /// `body` with its api failures read as possibly values of the error
    /// enums `types` its `do` catches: `do { body } catch { if error is
    /// URLError { if let thrown = assume_failure_is_APIError { throw thrown } };
    /// throw error }`.
    ///
    /// A clause that only uses the error it catches (`catch let error as
    /// NetworkError { errorMessage = error.errorMessage }`) does the same for
    /// every case: one case stands for them all, under one assumption, so the
    /// states do not multiply by the enum's cases. Only for the enums in
    /// `inspected`, whose cases the clauses tell apart (`catch APIError.unauthorized`,
    /// `switch error { … }`), is each case thrown.
    mutating func apiFailuresAsCaughtEnums(_ body: [Stmt], types: [String], inspected: Set<String>, at loc: SourceLocation) -> [Stmt] {
        let error = Expr(kind: .identifier("error"), location: loc)
        var converted: [Stmt] = []
        for t in types {
            guard let decl = model.enums.first(where: { $0.name == t && $0.isError }) else { continue }
            let before = converted.count
            guard inspected.contains(t) else {
                // One case stands for all: the first without payload, else the first holding the failure.
                let value: Expr
                let shown: String
                if let c = decl.cases.first(where: { $0.payload.isEmpty }) {
                    shown = "\(t).\(c.name)"
                    value = Expr(kind: .member(base: Expr(kind: .identifier(t), location: loc), name: c.name, optional: false), location: loc)
                } else if let c = decl.cases.first(where: { !$0.payload.isEmpty && $0.payload.allSatisfy { $0.type == .error } }) {
                    shown = "\(t).\(c.name)(error)"
                    let callee = Expr(kind: .member(base: Expr(kind: .identifier(t), location: loc), name: c.name, optional: false), location: loc)
                    value = Expr(kind: .call(callee: callee, arguments: c.payload.map { Argument(label: $0.label, value: error) }), location: loc)
                } else {
                    abstraction("an api's failure caught as \(t) is never one: its cases hold values the model cannot choose", at: loc)
                    continue
                }
                let test = assumption("failure is \(t)", at: loc)
                converted.append(Stmt(kind: .ifStatement(conditions: [.boolean(test)], then: [Stmt(kind: .throwStatement(value), location: loc)],
                                                         elseBody: nil, elseIsIf: false), location: loc))
                abstraction("the apis awaited in this do may fail with an error of \(t) (the code behind them is not read): whether a failure is one is assumed, and \(shown) stands for its cases, which the clauses do not tell apart", at: loc)
                continue
            }
            // The cases without payload: one variable of the enum, nil while failures stay what they are.
            let plain = decl.cases.filter(\.payload.isEmpty).map(\.name)
            if !plain.isEmpty {
                let v = failureVariable(t, cases: plain, at: loc)
                let thrown = Expr(kind: .identifier("thrown"), location: loc)
                converted.append(Stmt(kind: .ifStatement(conditions: [.optionalBinding(name: "thrown", value: v, isLet: true)],
                                                         then: [Stmt(kind: .throwStatement(thrown), location: loc)], elseBody: nil, elseIsIf: false), location: loc))
            }
            for c in decl.cases where !c.payload.isEmpty {
                // `case offline(Error)`: the failure itself is its payload.
                guard c.payload.allSatisfy({ $0.type == .error }) else {
                    abstraction("an api's failure caught as \(t) is never \(t).\(c.name): its payload is a value the model cannot choose", at: loc)
                    continue
                }
                let callee = Expr(kind: .member(base: Expr(kind: .identifier(t), location: loc), name: c.name, optional: false), location: loc)
                let value = Expr(kind: .call(callee: callee, arguments: c.payload.map { Argument(label: $0.label, value: error) }), location: loc)
                let test = assumption("failure is \(t) \(c.name)", at: loc)
                converted.append(Stmt(kind: .ifStatement(conditions: [.boolean(test)], then: [Stmt(kind: .throwStatement(value), location: loc)],
                                                         elseBody: nil, elseIsIf: false), location: loc))
            }
            if converted.count > before {
                abstraction("the apis awaited in this do may fail with an error of \(t) (the code behind them is not read): whether a failure is one, and which, is assumed", at: loc)
            }
        }
        guard !converted.isEmpty else { return body }
        let isURLError = Expr(kind: .isType(error, "URLError"), location: loc)
        let handler = [Stmt(kind: .ifStatement(conditions: [.boolean(isURLError)], then: converted, elseBody: nil, elseIsIf: false), location: loc),
                       Stmt(kind: .throwStatement(error), location: loc)]
        return [Stmt(kind: .doCatch(body: body, catchBody: handler), location: loc)]
    }

    /// The variable `assume_failure_is_one_of_<T>` (`T?`, nil at first)
    /// standing for which of the payload-free cases `cases` of the error enum
    /// `t` an api's failure is, nil for none: the environment sets it at any
    /// time (an event `assume_failure_is_one_of_<T>_<case>` per case, and
    /// `assume_failure_is_not_<T>`), declared the first time it is read.
    mutating func failureVariable(_ t: String, cases: [String], at loc: SourceLocation) -> Expr {
        let name = ScreenEvents.assumptionPrefix + "failure_is_one_of_\(t)"
        let v = Expr(kind: .identifier(name), location: loc)
        guard !model.variables.contains(where: { $0.name == name }) else { return v }
        model.variables.append(VariableDecl(name: name, type: .optional(.named(t)), initial: Expr(kind: .nilLiteral, location: loc), location: loc))
        let values = cases.map { ("\(name)_\($0)", Expr(kind: .member(base: Expr(kind: .identifier(t), location: loc), name: $0, optional: false), location: loc)) }
            + [(ScreenEvents.assumptionPrefix + "failure_is_not_\(t)", Expr(kind: .nilLiteral, location: loc))]
        for (event, value) in values {
            let differs = Expr(kind: .binary(.notEqual, v, value), location: loc)
            let set = Stmt(kind: .assign(target: v, op: .assign, value: value), location: loc)
            model.handlers.append(HandlerDecl(event: event, kind: .sync, role: nil, condition: differs, body: [set], location: loc))
        }
        abstraction("assumed: \(name) stands for which \(t) an api's failure is (nil: none); the environment sets it at any time (the steps '\(name)_…' and '\(ScreenEvents.assumptionPrefix)failure_is_not_\(t)')", at: loc)
        return v
    }

    /// The error enums of the folder the clauses of a `do` name, in order.
    static func caughtEnums(_ clauses: [CatchClause]) -> [String] {
        var out: [String] = []
        for c in clauses {
            let t: String
            switch c.pattern {
            case .isType(let n), .cast(_, let n), .enumCase(let n, _): t = n
            case .any, .binding: continue
            }
            if !["CancellationError", "URLError", "Error"].contains(t), !out.contains(t) { out.append(t) }
        }
        return out
    }

    /// The error enums among `types` whose cases the clauses tell apart: a
    /// clause catching one case (`catch APIError.unauthorized`), or one
    /// binding the error (`catch let error as APIError`) whose body switches
    /// over it, compares it (`error == .offline`) or matches it (`if case`).
    static func inspectedEnums(_ catches: [SwiftCatchClause], types: [String], clauses: [CatchClause]) -> Set<String> {
        var out: Set<String> = []
        for (c, clause) in zip(catches, clauses) {
            switch clause.pattern {
            case .enumCase(let t, _): out.insert(t)
            case .cast(let name, let t): if inspects(name, in: c.body) { out.insert(t) }
            case .any, .binding, .isType: continue
            }
        }
        return out.intersection(types)
    }

    /// Whether `stmts` tell apart the cases of the value `name` holds.
    static func inspects(_ name: String, in stmts: [SwiftStmt]) -> Bool {
        func isName(_ e: SwiftExpr) -> Bool { if case .identifier(name) = e.kind { return true } else { return false } }
        func conditions(_ cs: [SwiftCondition]) -> Bool {
            cs.contains { if case .matching(_, _, let value, _) = $0 { return isName(value) } else { return false } }
        }
        var found = false
        for s in stmts where !found {
            s.forEachExpression { e in
                if case .binary(let op, let l, let r) = e.kind, op == "==" || op == "!=", isName(l) || isName(r) { found = true }
            }
            switch s.kind {
            case .switchStmt(let sw): found = found || isName(sw.subject) || sw.cases.contains { inspects(name, in: $0.body) }
            case .ifStmt(let i): found = found || conditions(i.conditions) || i.branchBodies.contains { inspects(name, in: $0) }
            case .guardStmt(let cs, let body), .whileStmt(let cs, let body): found = found || conditions(cs) || inspects(name, in: body)
            case .doStmt(let body, _, let catches): found = found || inspects(name, in: body) || catches.contains { inspects(name, in: $0.body) }
            case .forIn(let f): found = found || inspects(name, in: f.body)
            default: break
            }
        }
        return found
    }

    /// Whether `stmts` may fail from a call (a `try` that is not `try?` or `try!`).
    static func mayFail(_ stmts: [SwiftStmt]) -> Bool {
        var found = false
        for s in stmts where !found {
            s.forEachExpression { if case .tryExpr("try", _) = $0.kind { found = true } }
        }
        return found
    }
}
