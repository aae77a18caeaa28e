import StateCheckLanguage

extension ScreenBuilder {
    /// `_ = await submit()`: the value is computed and dropped, so the
    /// statement is its right-hand side run as a statement (as `_ = e` is
    /// in a `.model` file); nil for any other statement. The values of
    /// `async let`s read in place, dropped, are nothing to run.
    mutating func discardedValue(_ e: SwiftExpr, location loc: SourceLocation) -> [Stmt]? {
        guard case .binary("=", let target, let value) = e.kind, case .discard = target.kind else { return nil }
        // `let _ = await (activities, activityTypes)` of `async let`s read in place: their calls were awaited where
        // they are declared, and the values dropped are names: nothing is left to run.
        if awaitedChildResult(value) != nil { return [] }
        return expressionStatement(value, location: loc)
    }
}
