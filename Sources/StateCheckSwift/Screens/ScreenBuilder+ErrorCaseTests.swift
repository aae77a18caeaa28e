import StateCheckLanguage

// A test of a caught error against a case of an enum (`if failure ==
// .unauthorized`, `switch error { case .notFound: … default: … }`,
// `if case .offline = error`). The error is any error the api or the code
// behind it failed with, whose type the model does not tell apart beyond
// `CancellationError`, `URLError` and the enums the screen's own code
// throws; such a test was refused ("'.unauthorized' is an enum case, but
// Error is expected here"). Which case the error is, is not the screen's
// to decide: each test is an assumption, so every outcome is explored.

extension ScreenBuilder {
    /// Whether `e` names the error a `catch` clause binds without a type
    /// (`error`, `e`), or a local given it (`let failure = error`, the
    /// `.failure` of a `Result`).
    func isCaughtError(_ e: SwiftExpr) -> Bool {
        guard !configuration.strict, case .identifier(let n) = e.kind, local(n) != nil else { return false }
        return n == untypedCaughtError || caughtErrorAliases.contains(n)
    }

    /// Whether `e` names a case of an enum (`.unauthorized`, `APIError.unauthorized`), payload or not.
    static func namesEnumCase(_ e: SwiftExpr) -> Bool {
        switch e.kind {
        case .implicitMember: return true
        case .member(let base, _): if case .identifier(let t) = base.kind { return t.first?.isUppercase == true } else { return false }
        case .call(let callee, _, _): return namesEnumCase(callee)
        default: return false
        }
    }

    /// `failure == .unauthorized` / `error != APIError.offline` of a caught
    /// error: the assumption standing for the test; nil for any other test.
    mutating func errorCaseTest(_ e: SwiftExpr) -> Expr? {
        guard case .binary(let op, let l, let r) = e.kind, op == "==" || op == "!=",
              isCaughtError(l) && Self.namesEnumCase(r) || isCaughtError(r) && Self.namesEnumCase(l) else { return nil }
        let error = isCaughtError(l) ? l : r
        let matched = assumption("\(SwiftSyntaxDump.describe(error)) is \(Self.brief(isCaughtError(l) ? r : l))", at: e.location)
        abstraction("\(SwiftSyntaxDump.describe(e)): which case a caught error is, is not the screen's to decide (an assumption)", at: e.location)
        return op == "==" ? matched : Expr(kind: .unary(.not, matched), location: e.location)
    }

    /// Whether `pattern` matched against `value` tests a caught error's case
    /// (`case .unauthorized`, `case .server(let message)`), not its type.
    func isErrorCasePattern(_ pattern: SwiftPattern, value: SwiftExpr) -> Bool {
        guard isCaughtError(value) else { return false }
        var p = pattern
        if case .expression(let e) = p.kind { return Self.namesEnumCase(e) }
        if case .binding(_, let inner) = p.kind { p = inner }
        if case .enumCase = p.kind { return true }
        return false
    }
}
