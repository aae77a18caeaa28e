import StateCheckLanguage

// `async let user = api.user(); async let posts = api.posts()` followed by
// `let (u, p) = try await (user, posts)`: the child tasks run concurrently
// with the parent, which awaits them where it reads them. They are read as
// the calls awaited one after another where they are declared, when
// nothing runs between the declarations and the first statement that
// awaits them (so no effect of the parent moves past a suspension) and the
// calls are of different methods (so no two calls of one api are ever in
// flight at once in the real code where the reading has one). What the
// reading loses is only which of the calls answers first, which the parent
// cannot see: it reads the answers in its own order. A cancelled parent
// cancels the call it awaits, as it would cancel its children.

extension ScreenBuilder {
    /// The `async let` statements of `stmts` read as calls awaited in
    /// place (see above), by index, with the names they bind and whether a
    /// read of them is under `try`. Empty in strict mode.
    func sequencedAsyncLets(_ stmts: [SwiftStmt]) -> [Int: (name: String, tried: Bool)] {
        guard !configuration.strict else { return [:] }
        var out: [Int: (name: String, tried: Bool)] = [:]
        var k = 0
        while k < stmts.count {
            guard Self.asyncLetBinding(stmts[k]) != nil else { k += 1; continue }
            // A run of async lets, then statements that change nothing, up to the first that awaits one of them.
            var run: [(index: Int, name: String, call: SwiftExpr)] = []
            var j = k
            while j < stmts.count, let (name, call) = Self.asyncLetBinding(stmts[j]) {
                run.append((j, name, call))
                j += 1
            }
            let names = Set(run.map(\.name))
            while j < stmts.count, !Self.awaitsAny(names, in: stmts[j]), Self.asyncLetBinding(stmts[j]) == nil, changesNothing([stmts[j]]) { j += 1 }
            let callees = run.map { c -> String in
                if case .call(let callee, _, _) = c.call.kind { return SwiftSyntaxDump.describe(callee) }
                return SwiftSyntaxDump.describe(c.call)
            }
            let distinct = Set(callees).count == callees.count
            let isCall = run.allSatisfy { if case .call = $0.call.kind { return true }; return false }
            if j < stmts.count, Self.awaitsAny(names, in: stmts[j]), distinct, isCall, !run.contains(where: { Self.holdsClosure($0.call) }) {
                let rest = Array(stmts[j...])
                for c in run { out[c.index] = (c.name, Self.triesAwait(of: c.name, in: rest)) }
            }
            k = max(j, k + 1)
        }
        return out
    }

    /// `async let name = call` (one binding, a name): the name and the call.
    static func asyncLetBinding(_ s: SwiftStmt) -> (String, SwiftExpr)? {
        guard case .declaration(let d) = s.kind, d.modifiers.contains(where: { $0.name == "async" }), case .variable(let v) = d.kind,
              v.bindings.count == 1, case .identifier(let name) = v.bindings[0].pattern.kind, let value = v.bindings[0].initializer else { return nil }
        var call = value
        if case .tryExpr("try", let inner) = call.kind { call = inner }
        return (name, call)
    }

    /// The statement `let name = [try] await call` an `async let` is read as.
    static func awaitedInPlace(_ s: SwiftStmt, tried: Bool) -> SwiftStmt {
        guard case .declaration(var d) = s.kind, case .variable(var v) = d.kind, let (_, call) = asyncLetBinding(s) else { return s }
        let awaited = SwiftExpr(kind: .awaitExpr(call), location: call.location)
        v.bindings[0].initializer = tried ? SwiftExpr(kind: .tryExpr("try", awaited), location: call.location) : awaited
        v.keyword = "let"
        d.kind = .variable(v)
        d.modifiers.removeAll { $0.name == "async" }
        return SwiftStmt(kind: .declaration(d), location: s.location)
    }

    /// Whether `s` awaits one of `names` (`await user`, `try await (user, posts)`).
    static func awaitsAny(_ names: Set<String>, in s: SwiftStmt) -> Bool {
        var found = false
        s.forEachExpression { x in
            if case .awaitExpr(let inner) = x.kind, !Set(identifiers(inner)).isDisjoint(with: names) { found = true }
        }
        return found
    }

    /// Whether a read of `name` in `stmts` is under `try` (`try await name`).
    static func triesAwait(of name: String, in stmts: [SwiftStmt]) -> Bool {
        var tried = false
        for s in stmts {
            s.forEachExpression { x in
                if case .tryExpr("try", let inner) = x.kind, case .awaitExpr(let awaited) = inner.kind, identifiers(awaited).contains(name) { tried = true }
            }
        }
        return tried
    }

    /// The names `e` reads: itself, or the elements of a tuple of names.
    static func identifiers(_ e: SwiftExpr) -> [String] {
        switch e.kind {
        case .identifier(let n): return [n]
        case .tuple(let elements): return elements.flatMap { identifiers($0.value) }
        default: return []
        }
    }

    /// Whether `e` holds a closure.
    static func holdsClosure(_ e: SwiftExpr) -> Bool {
        var found = false
        e.forEachExpression { if case .closure = $0.kind { found = true } }
        return found
    }

    /// `await user`, `try await (user, posts)` of names bound by `async let`s read in place: the values themselves.
    func awaitedChildResult(_ e: SwiftExpr) -> SwiftExpr? {
        var inner = e
        if case .tryExpr("try", let x) = inner.kind { inner = x }
        guard case .awaitExpr(let awaited) = inner.kind else { return nil }
        let names = Self.identifiers(awaited)
        guard !names.isEmpty, names.allSatisfy({ childResults.contains($0) && local($0) != nil }) else { return nil }
        if case .identifier = awaited.kind { return awaited }
        guard case .tuple = awaited.kind, names.count == Self.tupleCount(awaited) else { return nil }
        return awaited
    }

    /// The number of elements of a tuple expression.
    static func tupleCount(_ e: SwiftExpr) -> Int {
        if case .tuple(let elements) = e.kind { return elements.count }
        return 1
    }
}
