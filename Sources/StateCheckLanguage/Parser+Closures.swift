// Closures: `{ x in … }`, `{ a, b in … }`, `{ (x: T) in … }` and `{ … $0 … }`,
// the arguments of a `Value`'s transforms (`items.filter { $0.isRead }`).
import StateCheckEngine
import StateCheckScreens

extension Parser {
    /// Parses the closure at the cursor (a `{` that `isClosureStart()` accepts).
    mutating func parseClosure() throws(ParseFailure) -> Expr {
        let open = current
        try expect("{", "to start the closure")
        if at("[") {
            // A capture list (`[weak self]`) means nothing in a model: skipped.
            var level = 0
            repeat {
                if at("[") { level += 1 } else if at("]") { level -= 1 }
                if current.isEndOfFile { throw failure("expected ']' to close the capture list", at: current.location) }
                advance()
            } while level > 0
        }
        var parameters: [String] = []
        if eatKeyword("in") {
            // `{ [weak self] in … }`: no parameters.
        } else if at("("), closureHasParameterList() {
            advance()
            while !at(")") {
                parameters.append(try expectIdentifier("a closure parameter's name"))
                if eat(":") { _ = try parseType() }
                if !eat(",") { break }
            }
            try expect(")", "to close the closure's parameters")
            if eat("->") { _ = try parseType() }
            try expectIn()
        } else if current.identifier != nil, closureHasParameterList() {
            repeat {
                parameters.append(try expectIdentifier("a closure parameter's name"))
                if eat(":") { _ = try parseType() }
            } while eat(",")
            if eat("->") { _ = try parseType() }
            try expectIn()
        }
        let body = try parseStatements(blockDepth: open.braceDepth, openLine: open.location.line)
        try expect("}", "to close the closure opened at line \(open.location.line)")
        return Expr(kind: .closure(parameters: parameters, body: body), location: open.location)
    }

    /// Whether the tokens at the cursor, up to the closure's `in` on this
    /// level, are its parameters (`a, b in`, `(a: T) in`, `x -> Bool in`).
    private func closureHasParameterList() -> Bool {
        var offset = 0
        var level = 0
        while offset < 64 {
            let t = peek(offset)
            if t.isEndOfFile || t.newlineBefore && offset > 0 { return false }
            if t.symbol == "(" || t.symbol == "<" { level += 1 } else if t.symbol == ")" || t.symbol == ">" { level -= 1 }
            if level == 0, t.keyword == "in" { return true }
            if level == 0, t.identifier == nil, t.keyword == nil, ![",", ":", "->", "?", ")", ">"].contains(t.symbol ?? "") { return false }
            offset += 1
        }
        return false
    }

    private mutating func expectIn() throws(ParseFailure) {
        guard eatKeyword("in") else {
            throw failure("expected 'in' after the closure's parameters", at: current.location)
        }
    }
}

extension Expr {
    /// Whether a trailing closure may follow: a method (`items.filter`) or a call (`items.sorted(by:)` has none, `f()`).
    var isTrailingClosureCallee: Bool {
        switch kind {
        case .member, .call: return true
        default: return false
        }
    }
}
