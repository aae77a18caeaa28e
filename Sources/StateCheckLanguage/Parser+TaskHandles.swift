// Task handles: the type `Task<Void, Never>`, `Task { }` as a value, and
// `Task.detached { }`.

extension Parser {
    /// `<Void, Never>` (or `<Void, Error>`) after `Task`; `location` is the `Task`.
    mutating func parseTaskHandleType(at location: SourceLocation) throws(ParseFailure) -> TypeRef {
        try expect("<", "after 'Task' (write 'Task<Void, Never>')")
        let success = current
        guard eatIdentifier("Void") || eat("(") && eat(")") else {
            throw failure("tasks in models return nothing: write 'Task<Void, Never>'", at: success.location)
        }
        try expect(",", "in 'Task<Void, Never>'")
        let failureToken = current
        guard eatIdentifier("Never") || eatIdentifier("Error") else {
            throw failure("write 'Task<Void, Never>' (a 'Task { }' body catches its errors)", at: failureToken.location)
        }
        try expect(">", "to close 'Task<Void, Never>'")
        return .task
    }

    /// The body of `Task { … }` in an expression, the current token its `{`.
    mutating func parseTaskBody() throws(ParseFailure) -> [Stmt] {
        let open = current
        advance()
        if at("@"), peek().identifier == "MainActor", peek(2).keyword == "in" {
            advance(); advance(); advance()
        } else if at("["), !current.newlineBefore {
            throw failure("capture lists are not needed in models; delete '[...] in'", at: current.location)
        }
        let body = try parseStatements(blockDepth: open.braceDepth, openLine: open.location.line)
        try expect("}", "to close the Task body opened at line \(open.location.line)")
        return body
    }

    /// A body that first waits to reach the main actor, in a step of its own
    /// (the `hop`): a `Task.detached { }` body, or `await MainActor.run { }`.
    static func hoppingToMainActor(_ body: [Stmt], at location: SourceLocation) -> [Stmt] {
        [Stmt(kind: .expression(Expr(kind: .mainActorHop, location: location)), location: location)] + body
    }

    /// Consumes the identifier `name` if it is the current token.
    private mutating func eatIdentifier(_ name: String) -> Bool {
        guard current.identifier == name else { return false }
        advance()
        return true
    }
}
