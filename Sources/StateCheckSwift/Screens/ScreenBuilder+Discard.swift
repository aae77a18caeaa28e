import StateCheckLanguage

extension ScreenBuilder {
    /// `_ = await submit()`: the value is computed and dropped, so the
    /// statement is its right-hand side run as a statement (as `_ = e` is
    /// in a `.model` file); nil for any other statement.
    mutating func discardedValue(_ e: SwiftExpr, location loc: SourceLocation) -> [Stmt]? {
        guard case .binary("=", let target, let value) = e.kind, case .discard = target.kind else { return nil }
        return expressionStatement(value, location: loc)
    }
}
