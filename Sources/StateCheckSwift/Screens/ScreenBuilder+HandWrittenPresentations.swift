import StateCheckLanguage

// `.alert("Vote failed", isPresented: Binding(get: { voting.lastError != nil },
// set: { shown in if !shown { voting.clearError() } }))`: a presentation bound
// to a binding the screen writes by hand. SwiftUI reads the getter to decide
// whether it is shown, and calls the setter with `false` as it dismisses it
// (a button tapped, a sheet swiped down): the presentation is shown while
// what the getter reads holds, and each dismissal runs the setter's code with
// its parameter `false`. That is what the binding does, not an abstraction of it.
// A setter that changes nothing the model reads (`set: { _ in }`) is not read
// so: after a dismissal its getter would still say "shown".

extension ScreenBuilder {
    /// The presentation bound to `value`, a `Binding(get:set:)` written by
    /// hand whose getter is one expression and whose setter changes the
    /// screen's state; nil for any other binding, in
    /// strict mode, or when the getter or the setter is not read (their
    /// diagnostics are dropped: the caller diagnoses the binding).
    mutating func handWrittenPresentation(_ m: Modifier, _ value: SwiftExpr) -> PresentationBinding? {
        guard !configuration.strict, case .call(let callee, let args, let trailing) = madeBinding(value).kind, Self.isBindingInitializer(callee),
              let (getter, setter) = Self.accessorClosures(args, trailing), let read = Self.onlyExpression(getter.body),
              let shown = attempt({ $0.expression(read) }) else { return nil }
        let written = setter.parameters?.first.flatMap { $0.name ?? $0.label } ?? "$0"
        let parameter = written == "$0" || written == "_" ? "newValue" : written
        guard let body = attempt({ b -> [Stmt]? in
            b.scopes.append([:])
            let savedRenames = b.renames
            defer { b.scopes.removeLast(); b.renames = savedRenames }
            b.declare(parameter, .plain)
            if written == "$0" { b.renames["$0"] = parameter }
            return b.statements(setter.body)
        }) else { return nil }
        // `set: { _ in }`: a dismissal would leave the getter saying "shown"; what SwiftUI shows then is not decided here.
        guard !body.isEmpty else { return nil }
        let given = Stmt(kind: .local(isLet: true, name: parameter, type: .bool, value: Expr(kind: .boolLiteral(false), location: value.location)), location: value.location)
        let described = SwiftSyntaxDump.describe(read)
        abstraction("'.\(m.name)(isPresented:)' is bound to a Binding written by hand: shown while \(described); dismissing it runs the setter with \(parameter) = false", at: value.location)
        return PresentationBinding(variable: described, isItem: false, type: .bool, handWritten: (shown, [given] + body))
    }
}
