import StateCheckLanguage

/// Calls with no effect on the screen's state beyond those `noEffectCall`
/// reads (assertions, `os_log`, static loggers), and `withAnimation { }`.
extension ScreenBuilder {
    /// The functions whose calls have no effect on the screen's state.
    static let ignoredFunctions: Set<String> = ["assert", "assertionFailure", "os_log", "NSLog", "dump", "debugPrint"]

    /// `assert(…)`, `os_log(…)`, `Logger.feed.info(…)`: the call as `inspect` lists it; nil for any other.
    func ignoredCall(_ e: SwiftExpr) -> String? {
        guard case .call(let callee, _, let trailing) = e.kind, trailing.isEmpty else { return nil }
        switch callee.kind {
        case .identifier(let name) where Self.ignoredFunctions.contains(name) && local(name) == nil:
            return name
        case .member(let base, let name):
            // A static logger: `Logger.feed.error(…)`, `Self.logger.info(…)`.
            if case .member(let root, let logger) = base.kind, case .identifier(let type) = root.kind,
               type == "Logger" || ((type == "Self" || type == model.name) && (logger == "logger" || logger == "log")) {
                return "\(type).\(logger).\(name)"
            }
            return nil
        default:
            return nil
        }
    }

    /// The body of `withAnimation { … }` / `withAnimation(.easeInOut) { … }`.
    func animationBody(_ e: SwiftExpr) -> [SwiftStmt]? {
        guard case .call(let callee, let args, let trailing) = e.kind, case .identifier("withAnimation") = callee.kind,
              local("withAnimation") == nil, args.count <= 1, trailing.count == 1, let closure = trailing.first?.closure,
              closure.parameters == nil || closure.parameters?.isEmpty == true else { return nil }
        return closure.body
    }

    /// The body of `await MainActor.run { … }` (hops: true) or of
    /// `DispatchQueue.main.async { … }` (hops: false), `try` and `await` peeled.
    func mainActorBody(_ e: SwiftExpr) -> (body: [SwiftStmt], hops: Bool)? {
        var x = e
        while true {
            switch x.kind {
            case .awaitExpr(let inner), .tryExpr(_, let inner): x = inner; continue
            default: break
            }
            break
        }
        guard case .call(let callee, let args, let trailing) = x.kind, trailing.count == 1, let closure = trailing.first?.closure,
              closure.parameters == nil || closure.parameters?.isEmpty == true, case .member(let base, let name) = callee.kind else { return nil }
        if case .identifier("MainActor") = base.kind, name == "run", local("MainActor") == nil, args.allSatisfy({ $0.label == "resultType" || $0.label == "body" }) {
            return (closure.body, true)
        }
        if case .member(let queue, "main") = base.kind, case .identifier("DispatchQueue") = queue.kind, name == "async", args.isEmpty {
            return (closure.body, false)
        }
        return nil
    }

    /// `let n = await MainActor.run { f(); return items.count }`: the body's
    /// statements before the value it returns, and that value (a one
    /// expression body returns its expression). Nil unless every statement
    /// before the last is an expression: no `return` of the closure is read
    /// as one of the enclosing function, no local of it outlives it.
    func mainActorValue(_ e: SwiftExpr) -> (statements: [SwiftStmt], value: SwiftExpr)? {
        guard let (body, hops) = mainActorBody(e), hops, let last = body.last else { return nil }
        let before = Array(body.dropLast())
        guard before.allSatisfy({ s in
            switch s.kind {
            case .expression: return true
            default: return false
            }
        }) else { return nil }
        switch last.kind {
        case .returnStmt(let value?): return (before, value)
        case .expression(let value) where before.isEmpty: return (before, value)
        default: return nil
        }
    }
}
