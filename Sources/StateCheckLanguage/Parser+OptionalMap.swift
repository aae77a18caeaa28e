// `x = opt.map { … } ?? fallback`: the `if let` it abbreviates, read as the
// Swift front end reads it.
import StateCheckEngine
import StateCheckScreens

extension Parser {
    /// `target = opt.map { body } ?? fallback` as
    /// `if let p = opt { target = body } else { target = fallback }`, `p` the
    /// closure's parameter (`$0` when it names none); nil for any other
    /// assignment. The closure's body must be one expression.
    static func optionalMapAssignment(target: Expr, op: AssignOperator, value: Expr, location: SourceLocation) -> Stmt? {
        guard op == .assign, case .binary(.nilCoalescing, let mapped, let fallback) = value.kind,
              case .call(let callee, let arguments) = mapped.kind, case .member(let optional, "map", false) = callee.kind,
              arguments.count == 1, arguments[0].label == nil,
              case .closure(let parameters, let body) = arguments[0].value.kind, parameters.count <= 1,
              body.count == 1, case .expression(let then) = body[0].kind else { return nil }
        let name = parameters.first ?? "$0"
        let thenStmt = Stmt(kind: .assign(target: target, op: .assign, value: then), location: location)
        let elseStmt = Stmt(kind: .assign(target: target, op: .assign, value: fallback), location: location)
        return Stmt(kind: .ifStatement(conditions: [.optionalBinding(name: name, value: optional, isLet: true)],
                                       then: [thenStmt], elseBody: [elseStmt], elseIsIf: false), location: location)
    }
}
