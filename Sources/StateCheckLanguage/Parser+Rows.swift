// Per-row state: `var d: [Row: T] = [:]`, `var s: Set<Row> = []`, and the
// row parameter of a per-row event (`on tapTrack(row) Task { … }`).

extension Parser {
    /// A model variable whose type is a dictionary keyed by `Row` or a set
    /// of `Row`s, the current token its `var`; nil (nothing consumed) for
    /// any other variable (a `Set<Task<…>>` is a bag of task handles).
    mutating func parseRowCollection() throws(ParseFailure) -> RowCollectionDecl? {
        guard peek().identifier != nil, peek(2).symbol == ":",
              peek(3).symbol == "[" && peek(5).symbol == ":" || peek(3).identifier == "Set" && peek(4).symbol == "<" && peek(5).identifier != "Task"
        else { return nil }
        let token = advance()
        if token.keyword == "let" {
            report("model variables are declared with 'var'", at: token.location)
        }
        let name = try expectIdentifier("a variable name")
        declarationName = name
        try expect(":", "after the variable name")
        let kind: RowCollectionDecl.Kind
        let empty: String
        if eat("[") {
            try expectRowKey(in: "a dictionary's key type")
            try expect(":", "between a dictionary's key and value types ('[Row: Loadable]')")
            let value = try parseType()
            try expect("]", "to close the dictionary type")
            kind = .dictionary(value: value)
            empty = "[:]"
        } else {
            advance() // `Set`
            try expect("<", "after 'Set'")
            try expectRowKey(in: "a set's element type")
            try expect(">", "to close 'Set<Row>'")
            kind = .set
            empty = "[]"
        }
        let initialToken = current
        guard eat("=") else {
            throw failure("the collection '\(name)' needs its initial value: 'var \(name): … = \(empty)'", at: initialToken.location)
        }
        let emptyToken = current
        let isEmpty = empty == "[:]" ? (eat("[") && eat(":") && eat("]")) : (eat("[") && eat("]"))
        guard isEmpty else {
            throw failure("the collection '\(name)' starts empty ('= \(empty)'); add its rows in the code that loads them", at: emptyToken.location)
        }
        var decl = RowCollectionDecl(name: name, kind: kind, location: token.location)
        if atKeyword("in"), !current.newlineBefore {
            advance()
            decl.owner = try parseElementPattern(in: "var \(name) = … in ELEMENT")
        }
        return decl
    }

    /// `Row`, the one key type of per-row state.
    private mutating func expectRowKey(in what: String) throws(ParseFailure) {
        let token = current
        guard current.identifier == "Row" else {
            throw failure("\(what) must be 'Row' (the row identities row1, row2, …, 'bound rows'); found \(token.quoted)", at: token.location)
        }
        advance()
    }

    /// `(name)` after a handler's event name: the event is one event per row
    /// (`tapTrack(row1)`, …) and `name` the row in its body; nil without parentheses.
    mutating func parseRowParameter(of event: String) throws(ParseFailure) -> String? {
        guard !["change", "appear", "disappear"].contains(event), at("("), !current.spaceBefore else { return nil }
        advance()
        let name = try expectIdentifier("the name of the row in 'on \(event)(row)'")
        try expect(")", "to close 'on \(event)(\(name))'")
        return name
    }
}
