// The lifecycle handlers that watch a value: `on load .task(id: x) { … }`
// and `on change(x[, initial: true]) { [old, new in] … }`.

extension Parser {
    /// `(id: EXPR)` after `on load .task`: the value whose change restarts the task.
    mutating func parseTaskID() throws(ParseFailure) -> Expr {
        try expect("(", "after '.task'")
        guard current.keyword == "id", peek().symbol == ":" else {
            throw failure("expected 'id:' in '.task(id: value)', found \(current.quoted)", at: current.location)
        }
        advance()
        advance()
        let value = try parseExpression()
        try expect(")", "to close '.task(id: …)'")
        return value
    }

    /// `on change(EXPR[, initial: true|false]) { [old, new in | new in] … }`,
    /// after `on change`; `token` is the `on`.
    mutating func parseChangeHandler(at token: Token) throws(ParseFailure) -> HandlerDecl {
        try expect("(", "after 'on change'")
        let value = try parseExpression()
        var initial = false
        if eat(",") {
            guard current.keyword == "initial", peek().symbol == ":" else {
                throw failure("expected 'initial:' after the watched value in 'on change(value, initial: true)', found \(current.quoted)", at: current.location)
            }
            advance()
            advance()
            if eatKeyword("true") {
                initial = true
            } else if !eatKeyword("false") {
                throw failure("expected 'true' or 'false' after 'initial:', found \(current.quoted)", at: current.location)
            }
        }
        try expect(")", "to close 'on change(…)'")
        let open = current
        guard at("{") else {
            throw failure("expected '{' to start the change handler's body, found \(current.quoted); 'on change(…)' takes no kind, role or 'when' (it runs synchronously, as '.onChange' does)", at: current.location)
        }
        advance()
        var oldName: String?
        var newName: String?
        if let first = current.identifier, peek().symbol == ",", let second = peek(2).identifier, peek(3).keyword == "in" {
            oldName = first == "_" ? nil : first
            newName = second == "_" ? nil : second
            advance(); advance(); advance(); advance()
        } else if let only = current.identifier, peek().keyword == "in" {
            newName = only == "_" ? nil : only
            advance(); advance()
        }
        let body = try parseStatements(blockDepth: open.braceDepth, openLine: open.location.line)
        try expect("}", "to close the block opened at line \(open.location.line)")
        let clause = ChangeClause(value: value, initial: initial, oldName: oldName, newName: newName)
        return HandlerDecl(event: "change", kind: .sync, body: body, location: token.location, watch: .change(clause))
    }
}
