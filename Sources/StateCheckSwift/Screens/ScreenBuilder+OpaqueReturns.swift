import StateCheckLanguage

// A method of the screen or its view model that changes the screen's state
// and returns a value the model has no values of (`@discardableResult func
// createSpace(name:) async throws -> SpaceDTO`, `func save() -> URL?`) is
// read for its effects: the model function returns nothing, a `return x`
// in it runs what computing `x` does and returns, and a caller's
// `let created = try await createSpace(…)` runs the call and binds an
// opaque value (tests of it are assumptions, it may be passed to apis).
// Every behaviour of the method is kept (its code runs as written, its
// throws and suspensions included); only the value it hands back is not
// read, and nothing the screen decides can depend on a value guessed for it.
// A method that changes nothing is opaque as a whole instead
// (``markOpaqueResults(screenMethods:)``).

extension ScreenBuilder {
    /// Finds, among the methods about to be translated, those read for
    /// their effects (``opaqueReturning``): called after
    /// ``markOpaqueResults(screenMethods:)``, before any method is translated,
    /// so every caller knows them. None in strict mode.
    mutating func markOpaqueReturning(screenMethods: [SwiftFunctionDecl]) {
        guard !configuration.strict else { return }
        var candidates: [(name: String, f: SwiftFunctionDecl)] = []
        for f in screenMethods where methodNames.contains(f.name) { candidates.append((f.name, f)) }
        for (f, _) in computedMethods where !opaqueMethods.contains(f.name) { candidates.append((f.name, f)) }
        for (f, _, _, holder) in viewModelMethods where !opaqueMethods.contains(member(f.name, of: holder)) {
            candidates.append((member(f.name, of: holder), f))
        }
        for c in candidates where returnsUnmodelledValue(c.f) || givenUnreadResults.contains(c.name) { opaqueReturning.insert(c.name) }
    }

    /// Whether `f` has a body and a result that is neither a view nor a
    /// type the model has values of.
    func returnsUnmodelledValue(_ f: SwiftFunctionDecl) -> Bool {
        guard let r = f.result, f.body != nil, !isViewResult(r) else { return false }
        var probe = self
        return probe.modelType(r) == nil
    }

    /// The method read for its effects that `e` calls (`try await
    /// model.createSpace(…)`, `save()`), by its model name; nil for any
    /// other expression.
    func opaqueReturningCall(_ e: SwiftExpr) -> String? {
        switch e.kind {
        case .tryExpr(_, let inner), .awaitExpr(let inner):
            return opaqueReturningCall(inner)
        case .call(let callee, _, _):
            switch callee.kind {
            case .identifier(let n) where local(n) == nil:
                let own = ownMember(n) ?? n
                return opaqueReturning.contains(own) ? own : nil
            case .member(let base, let n):
                if case .identifier("self") = base.kind {
                    let own = ownMember(n) ?? n
                    return opaqueReturning.contains(own) ? own : nil
                }
                guard let holder = viewModelHolder(base) else { return nil }
                let name = member(n, of: holder)
                return opaqueReturning.contains(name) ? name : nil
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// `let created = try await model.createSpace(…)`: the call as a
    /// statement, then `created` an opaque local. Nil when the value is no
    /// call of a method read for its effects.
    mutating func opaqueReturningLocal(_ name: String, value: SwiftExpr, at loc: SourceLocation) -> [Stmt]? {
        guard let method = opaqueReturningCall(value) else { return nil }
        let call = expressionStatement(value, location: loc)
        abstraction("\(name) is what \(method) returns, a value the model has no values of: the call runs, \(name) is opaque (tests of it are assumptions)", at: loc)
        declare(name, .constant)
        return call
    }

    /// `return created` in a method read for its effects: what computing
    /// the value does (nothing, for a name), then `return`.
    mutating func opaqueReturn(_ value: SwiftExpr, at loc: SourceLocation) -> [Stmt] {
        let done = Stmt(kind: .returnStatement(nil), location: loc)
        if changesNothing(value), !hasEffects(value) { return [done] }
        return expressionStatement(value, location: loc) + [done]
    }
}
