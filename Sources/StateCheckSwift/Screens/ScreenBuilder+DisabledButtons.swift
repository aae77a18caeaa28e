import StateCheckLanguage

extension ScreenBuilder {
    /// What a tap event's `…IsShown()` function returns where the view shows
    /// its element: `true`, or for a button disabled by a condition,
    /// `button("Save", disabled: isSaving)` from `.disabled(isSaving)`,
    /// `!isSaving`: a disabled button cannot be tapped, so its event is
    /// enabled while the button is shown and enabled (`when !isSaving`).
    func shownReturn(_ element: Stmt) -> Stmt {
        guard case .expression(let e) = element.kind, Self.isButtonElement(e), case .call(_, let args) = e.kind else {
            return returnBool(true, at: element.location)
        }
        let disabled = args[1].value
        if case .boolLiteral(false) = disabled.kind { return returnBool(true, at: element.location) }
        let enabled = Expr(kind: .unary(.not, disabled), location: disabled.location)
        return Stmt(kind: .returnStatement(enabled), location: element.location)
    }

    /// `button("Save", disabled: …)`, the element a `Button` is read as.
    static func isButtonElement(_ e: Expr) -> Bool {
        guard case .call(let callee, let args) = e.kind, case .identifier("button") = callee.kind else { return false }
        return args.count == 2 && args[1].label == "disabled"
    }

    /// The model condition of `.disabled(condition)` on a button or the
    /// views around it: the condition read, or an assumption where it tests
    /// a value the screen does not decide (`.disabled(selectedQuality ==
    /// nil)` of an input); nil after a diagnostic.
    mutating func disabledCondition(_ condition: SwiftExpr) -> Expr? {
        attempt({ $0.conditionExpression(condition) }) ?? unreadTest(condition, at: condition.location) ?? conditionExpression(condition)
    }

    /// Lists the rule of ``shownReturn(_:)`` for the button whose tap event is `event`.
    mutating func disabledAbstraction(_ event: String, at loc: SourceLocation) {
        abstraction(".disabled(…) on the button of \(event): a disabled button cannot be tapped, so \(event) is enabled only while the button is shown and enabled", at: loc)
    }
}
