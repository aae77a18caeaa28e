import StateCheckLanguage

// `withAnimation(.easeInOut) { showPassword = false } completion: {
// focusedField = .password }`: the body runs at once (the animation changes
// nothing of the screen's state), the completion when the animation ends,
// later, on the main actor: a task of its own, as `DispatchQueue.main.async
// { … }` is read.

extension ScreenBuilder {
    /// The body and the completion of `withAnimation(…) { … } completion:
    /// { … }`; nil for any other expression, and in strict mode.
    func animationWithCompletion(_ e: SwiftExpr) -> (body: [SwiftStmt], completion: [SwiftStmt])? {
        guard !configuration.strict, case .call(let callee, let args, let trailing) = e.kind, case .identifier("withAnimation") = callee.kind,
              local("withAnimation") == nil, args.count <= 1, trailing.count == 2, trailing[0].label == nil, trailing[1].label == "completion",
              trailing.allSatisfy({ $0.closure.parameters?.isEmpty ?? true }) else { return nil }
        return (trailing[0].closure.body, trailing[1].closure.body)
    }

    /// `withAnimation { … } completion: { … }` as statements: the body, then
    /// a task running the completion; nil for any other expression.
    mutating func animationWithCompletionStatement(_ e: SwiftExpr, at loc: SourceLocation) -> [Stmt]? {
        guard let (body, completion) = animationWithCompletion(e) else { return nil }
        abstraction("withAnimation { … } completion: { … }: its body runs; the completion runs later on the main actor, as a Task", at: loc)
        return statements(body) + [Stmt(kind: .spawnTask(body: statements(completion)), location: loc)]
    }
}
