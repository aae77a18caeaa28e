import StateCheckLanguage

/// `async let x = client.fetchUser()` … `try await x`: a child task that runs
/// an api. The api's own work changes nothing of the screen's state, so the
/// screen observes only its answer or its error, where `x` is awaited: the
/// child is read as the api awaited at each place `x` is awaited (in the
/// order the awaits are written, a tuple left to right), its arguments
/// evaluated where the `async let` is. The child is also awaited implicitly
/// (cancelled) when its scope ends: a suspension there, its result ignored.
/// A child that runs a method of the screen or of its view model could write
/// the screen's state concurrently with its parent: it is refused.
extension ScreenBuilder {
    /// `async let name[: T] = call`: the statements that stand for the
    /// declaration (the arguments' values, the implicit await at the scope's
    /// end), or a diagnostic.
    mutating func asyncLet(_ name: String, _ binding: SwiftPatternBinding, at loc: SourceLocation) -> [Stmt] {
        guard !configuration.strict, let initializer = binding.initializer else {
            asyncLet(name, at: loc)
            return []
        }
        let child = Self.withoutEffectMarkers(initializer)
        guard let translated = attempt({ $0.expression(child) }), case .call(let callee, let arguments) = translated.kind,
              case .identifier(let callName) = callee.kind else {
            asyncLet(name, at: loc)
            return []
        }
        guard apis[callName] != nil else {
            notModelled("'async let \(name)'",
                        because: "its child task runs '\(callName)', code of the screen, which can change the screen's state concurrently with its parent; await it without 'async let'",
                        at: loc)
            return []
        }
        // The arguments are evaluated where the child starts.
        var out: [Stmt] = []
        var kept: [Argument] = []
        for (index, argument) in arguments.enumerated() {
            if Self.isLiteral(argument.value) {
                kept.append(argument)
                continue
            }
            let local = "\(name)Argument\(index)"
            declare(local)
            out.append(Stmt(kind: .local(isLet: true, name: local, type: nil, value: argument.value), location: loc))
            kept.append(Argument(label: argument.label, value: Expr(kind: .identifier(local), location: argument.value.location)))
        }
        let call = Expr(kind: .call(callee: callee, arguments: kept), location: translated.location)
        declare(name, .asyncChild(call: call))
        // Awaited implicitly (and cancelled) as the scope ends, however it ends: a suspension there.
        let hop = Stmt(kind: .expression(Expr(kind: .mainActorHop, location: loc)), location: loc)
        out.append(Stmt(kind: .deferStatement(body: [hop]), location: loc))
        abstraction("'async let \(name)' runs the api \(callName) as a child task: read as the api awaited where '\(name)' is awaited, and a suspension as its scope ends", at: loc)
        return out
    }

    /// The api call an awaited `async let` child stands for, at `location`.
    func asyncChildCall(_ name: String, at location: SourceLocation) -> Expr? {
        guard case .asyncChild(let call)? = local(name) else { return nil }
        return Expr(kind: call.kind, location: location)
    }

    /// `try await f()` → `f()`.
    static func withoutEffectMarkers(_ e: SwiftExpr) -> SwiftExpr {
        switch e.kind {
        case .tryExpr(_, let inner), .awaitExpr(let inner): return withoutEffectMarkers(inner)
        default: return e
        }
    }

    /// Whether a translated argument is a literal (nothing to evaluate early).
    static func isLiteral(_ e: Expr) -> Bool {
        switch e.kind {
        case .boolLiteral, .intLiteral, .stringLiteral, .nilLiteral: return true
        default: return false
        }
    }
}

extension ScreenBuilder {
    /// `let (a, b) = try await (aTask, bTask)` of `async let` children: each
    /// child awaited in turn, left to right (`let a = try await …; let b =
    /// try await …`), so a failure of the first leaves the second unawaited
    /// until the scope ends; nil when the statement is not of that form.
    mutating func awaitedChildren(_ elements: [SwiftTuplePatternElement], _ b: SwiftPatternBinding, isLet: Bool, at loc: SourceLocation) -> [Stmt]? {
        guard b.type == nil, let initializer = b.initializer, let (isTry, children) = awaitedChildTuple(initializer),
              children.count == elements.count else { return nil }
        var names: [String?] = []
        for element in elements {
            switch element.pattern.kind {
            case .identifier(let name): names.append(name)
            case .wildcard: names.append(nil)
            default: return nil
            }
        }
        var out: [Stmt] = []
        for (name, child) in zip(names, children) {
            let value = awaited(child, isTry: isTry)
            if let name {
                declare(name, isAPIAnswer(value) ? .data : .plain)
                out.append(Stmt(kind: .local(isLet: isLet, name: name, type: nil, value: value), location: loc))
            } else {
                out.append(Stmt(kind: .expression(value), location: loc))
            }
        }
        return out
    }

    /// `_ = try await (aTask, bTask)`, `try await (aTask, bTask)` or `let _ =
    /// await (…)` of `async let` children: each awaited in turn, left to
    /// right, its answer dropped; nil for any other statement.
    mutating func awaitedChildrenDiscarded(_ e: SwiftExpr, at loc: SourceLocation) -> [Stmt]? {
        var value = e
        if case .binary("=", let target, let right) = e.kind, case .discard = target.kind { value = right }
        guard let (isTry, children) = awaitedChildTuple(value) else { return nil }
        return children.map { Stmt(kind: .expression(awaited($0, isTry: isTry)), location: loc) }
    }

    /// The children of `[try] await (a, b, …)` when every element names an
    /// `async let` child that runs an api, and whether it is under `try`.
    func awaitedChildTuple(_ e: SwiftExpr) -> (isTry: Bool, [Expr])? {
        var isTry = false
        var inner = e
        if case .tryExpr(let keyword, let operand) = inner.kind {
            guard keyword == "try" else { return nil }
            isTry = true
            inner = operand
        }
        guard case .awaitExpr(let operand) = inner.kind, case .tuple(let elements) = operand.kind, elements.count > 1 else { return nil }
        var children: [Expr] = []
        for element in elements {
            guard element.label == nil, case .identifier(let name) = element.value.kind,
                  let call = asyncChildCall(name, at: element.value.location) else { return nil }
            children.append(call)
        }
        return (isTry, children)
    }

    /// `try await call` (or `await call`) at the call's place.
    func awaited(_ call: Expr, isTry: Bool) -> Expr {
        let waiting = Expr(kind: .await(call), location: call.location)
        return isTry ? Expr(kind: .try(waiting, optional: false), location: call.location) : waiting
    }
}

extension ScreenBuilder {
    /// Whether a tuple literal awaits an `async let` child elsewhere than in
    /// the forms ``awaitedChildren(_:_:isLet:at:)`` and
    /// ``awaitedChildrenDiscarded(_:at:)`` read (diagnosed).
    mutating func childrenInTuple(_ elements: [SwiftArgument], at loc: SourceLocation) -> Bool {
        for element in elements {
            guard case .identifier(let name) = element.value.kind, asyncChildCall(name, at: loc) != nil else { continue }
            error("the 'async let' child '\(name)' is awaited in a tuple read only as 'let (a, b) = try await (\(name), …)' or '_ = await (\(name), …)'", at: loc)
            return true
        }
        return false
    }
}
