import StateCheckLanguage

// `filters.applied.forEach { filter in filter.isOn = false }`, as a
// statement: Swift runs the closure once per element, in order, before the
// call returns, which is what `for filter in filters.applied { … }` does.
// The call is read as that loop (and then as any loop over such a sequence
// is), when the closure is synchronous, takes at most one parameter (`$0`
// otherwise) and does not `return` (a `return` there would be a `continue`).
// A closure without effects keeps the readings of calls that change nothing,
// and a bag of task handles its own (``taskListCall``).

extension ScreenBuilder {
    /// The `for … in` loop a `forEach` statement is (see above); nil for any
    /// other expression and in strict mode.
    func forEachLoop(_ e: SwiftExpr, at loc: SourceLocation) -> SwiftStmt? {
        guard !configuration.strict, case .call(let callee, let args, let trailing) = e.kind, case .member(let sequence, "forEach") = callee.kind,
              !isTaskListExpression(sequence) else { return nil }
        let closure = trailing.count == 1 && args.isEmpty ? trailing[0].closure
            : args.count == 1 && trailing.isEmpty && args[0].label == nil ? Self.closureLiteral(args[0].value) : nil
        guard let closure, (closure.parameters?.count ?? 0) <= 1, !closure.effects.isAsync, closure.effects.throwsKeyword == nil,
              !closure.body.contains(where: Self.returns), hasEffects(closure.body) else { return nil }
        let name = closure.parameters?.first.flatMap { $0.name ?? $0.label } ?? "$0"
        let pattern = SwiftPattern(kind: name == "_" ? .wildcard : .identifier(name), location: closure.location)
        let loop = SwiftForIn(isTry: false, isAwait: false, isCase: false, pattern: pattern, type: closure.parameters?.first?.type,
                              sequence: sequence, whereClause: nil, body: closure.body)
        return SwiftStmt(kind: .forIn(loop), location: loc)
    }
}
