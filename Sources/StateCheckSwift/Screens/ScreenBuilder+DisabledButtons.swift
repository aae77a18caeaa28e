import StateCheckLanguage

extension ScreenBuilder {
    /// What a tap event's `…IsShown()` function returns where the view shows
    /// its element: `true`, or for a button disabled by a condition,
    /// `button("Save", disabled: isSaving)` from `.disabled(isSaving)`,
    /// `!isSaving`: a disabled button cannot be tapped, so its event is
    /// enabled while the button is shown and enabled (`when !isSaving`).
    func shownReturn(_ element: Stmt) -> Stmt {
        guard case .expression(let e) = element.kind, case .call(let callee, let args) = e.kind,
              case .identifier("button") = callee.kind, args.count == 2, args[1].label == "disabled" else {
            return returnBool(true, at: element.location)
        }
        let disabled = args[1].value
        if case .boolLiteral(false) = disabled.kind { return returnBool(true, at: element.location) }
        let enabled = Expr(kind: .unary(.not, disabled), location: disabled.location)
        return Stmt(kind: .returnStatement(enabled), location: element.location)
    }

    /// Lists the rule of ``shownReturn(_:)`` for the button whose tap event is `event`.
    mutating func disabledAbstraction(_ event: String, at loc: SourceLocation) {
        abstraction(".disabled(…) on the button of \(event): a disabled button cannot be tapped, so \(event) is enabled only while the button is shown and enabled", at: loc)
    }
}
