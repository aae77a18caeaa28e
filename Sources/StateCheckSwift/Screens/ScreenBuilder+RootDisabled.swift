import StateCheckLanguage

// `.disabled(isSaving)` on the screen's own view (a `Form`, a `VStack`, the
// `Button` that is the whole body) disables every control inside it while
// the condition holds: a button in it cannot be tapped then. Each button the
// view holds so far (the modifier applies to what it wraps, not to an
// `.alert` added after it) is read as `button("Save", disabled: isSaving ||
// …)`, so its tap event is enabled only while the button is shown and
// enabled. A button of a list's rows keeps its own condition: reading it as
// enabled more often keeps every behaviour of the real screen.

extension ScreenBuilder {
    /// `.disabled(condition)` on the screen's view: the buttons of `view`
    /// disabled while `condition` holds (see above). False when `view`
    /// holds no button, or in strict mode (the modifier is then read as
    /// any other).
    mutating func rootDisabled(_ m: Modifier, view: inout [Stmt]) -> Bool {
        guard !configuration.strict, m.arguments.count == 1, m.trailing.isEmpty, Self.holdsButton(view) else { return false }
        let condition = m.arguments[0].value
        guard let disabled = disabledCondition(condition) else { return true }
        view = Self.disabling(view, while: disabled)
        abstraction(".disabled(\(Self.brief(condition))) on the screen's view: every button in it is disabled while the condition holds", at: m.location)
        return true
    }

    /// Whether `stmts` show a button (`button(…)`), in any branch.
    static func holdsButton(_ stmts: [Stmt]) -> Bool {
        stmts.contains { s in
            switch s.kind {
            case .expression(let e): return isButtonElement(e)
            case .ifStatement(_, let then, let elseBody, _): return holdsButton(then) || holdsButton(elseBody ?? [])
            case .switchStatement(_, let cases): return cases.contains { holdsButton($0.body) }
            default: return false
            }
        }
    }

    /// `stmts` with every `button(label, disabled: d)` of their branches
    /// disabled also while `condition` holds (`d || condition`).
    static func disabling(_ stmts: [Stmt], while condition: Expr) -> [Stmt] {
        stmts.map { s in
            var out = s
            switch s.kind {
            case .expression(let e):
                guard isButtonElement(e), case .call(let callee, var args) = e.kind else { return s }
                let own = args[1].value
                if case .boolLiteral(false) = own.kind {
                    args[1].value = condition
                } else {
                    args[1].value = Expr(kind: .binary(.or, own, condition), location: own.location)
                }
                out.kind = .expression(Expr(kind: .call(callee: callee, arguments: args), location: e.location))
            case .ifStatement(let conditions, let then, let elseBody, let elseIsIf):
                out.kind = .ifStatement(conditions: conditions, then: disabling(then, while: condition),
                                        elseBody: elseBody.map { disabling($0, while: condition) }, elseIsIf: elseIsIf)
            case .switchStatement(let subject, let cases):
                out.kind = .switchStatement(subject: subject, cases: cases.map { c in
                    var disabled = c
                    disabled.body = disabling(c.body, while: condition)
                    return disabled
                })
            default:
                break
            }
            return out
        }
    }
}
