// Patterns in `case`, `catch`, `for`, `let`/`var` and conditions.
import StateCheckLanguage

extension SwiftParser {
    /// A pattern. With `binding` (after `let`/`var`, in a `for` loop or a
    /// declaration) a name binds a new variable; otherwise a name is a value
    /// to match (an expression pattern), unless it is an enum case path with
    /// arguments (`Result.success(let v)`).
    mutating func parsePattern(binding: Bool) throws(SwiftParseFailure) -> SwiftPattern {
        try nest()
        defer { depth -= 1 }
        var pattern = try parsePrimaryPattern(binding: binding)
        while true {
            if current.kind == .postfixOperator, current.text == "?", !current.spaceBefore {
                advance()
                pattern = SwiftPattern(kind: .optional(pattern), location: pattern.location)
            } else if current.isKeyword("as") {
                advance()
                pattern = SwiftPattern(kind: .cast(pattern, try parseType()), location: pattern.location)
            } else {
                return pattern
            }
        }
    }

    private mutating func parsePrimaryPattern(binding: Bool) throws(SwiftParseFailure) -> SwiftPattern {
        let token = current
        let location = token.location
        func make(_ kind: SwiftPatternKind) -> SwiftPattern { SwiftPattern(kind: kind, location: location) }
        if token.kind == .identifier, token.text == "_", !token.escaped {
            advance()
            return make(.wildcard)
        }
        if token.isKeyword("let") || token.isKeyword("var") {
            advance()
            return make(.binding(keyword: token.text, try parsePattern(binding: true)))
        }
        if token.isKeyword("is") {
            advance()
            return make(.isType(try parseType()))
        }
        if token.isPunctuation("(") {
            advance()
            let elements = try parseTuplePatternElements(binding: binding)
            return make(.tuple(elements))
        }
        if token.isPunctuation("."), peek().kind == .identifier || peek().kind == .keyword {
            advance()
            let name = advance().text
            let arguments = current.isPunctuation("(") && !current.newlineBefore ? try parseEnumArguments(binding: binding) : nil
            return make(.enumCase(type: nil, name: name, arguments: arguments))
        }
        if !binding, token.kind == .identifier, let (type, name) = speculate({ parser throws(SwiftParseFailure) in try parser.parseEnumCasePath() }) {
            let arguments = try parseEnumArguments(binding: binding)
            return make(.enumCase(type: type, name: name, arguments: arguments))
        }
        if binding, token.kind == .identifier, let path = enumCasePathLength() {
            var type = SwiftType(kind: .identifier(name: advance().text, genericArguments: []), location: location)
            for _ in 1..<(path - 1) {
                advance()
                let part = advance()
                type = SwiftType(kind: .member(base: type, name: part.text, genericArguments: []), location: location)
            }
            advance()
            let name = advance().text
            let arguments = current.isPunctuation("(") && !current.newlineBefore ? try parseEnumArguments(binding: binding) : nil
            return make(.enumCase(type: type, name: name, arguments: arguments))
        }
        if binding, token.kind == .identifier {
            advance()
            return make(.identifier(token.text))
        }
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        defer { allowsTrailingClosure = saved }
        return make(.expression(try parseBinary(minimum: SwiftPrecedence.rangeFormation)))
    }

    /// The number of names in `A.B.c` at the current token, if at least two.
    private func enumCasePathLength() -> Int? {
        var count = 1
        while peek(2 * count - 1).isPunctuation("."), !peek(2 * count - 1).spaceBefore,
              peek(2 * count).kind == .identifier || peek(2 * count).kind == .keyword {
            count += 1
        }
        return count >= 2 ? count : nil
    }

    /// `Type.name` followed by `(` (`Result<Int, Error>.success(`): the type and the case name; nil otherwise.
    private mutating func parseEnumCasePath() throws(SwiftParseFailure) -> (SwiftType, String)? {
        let type = try parseType()
        guard case .member(let base, let name, let arguments) = type.kind, arguments.isEmpty,
              current.isPunctuation("("), !current.newlineBefore else { return nil }
        return (base, name)
    }

    /// `(p, label: q)` after an enum case name.
    private mutating func parseEnumArguments(binding: Bool) throws(SwiftParseFailure) -> [SwiftTuplePatternElement] {
        advance()
        return try parseTuplePatternElements(binding: binding)
    }

    /// Elements up to `)` (consumed).
    private mutating func parseTuplePatternElements(binding: Bool) throws(SwiftParseFailure) -> [SwiftTuplePatternElement] {
        var elements: [SwiftTuplePatternElement] = []
        while !current.isPunctuation(")") {
            var label: String?
            if current.kind == .identifier || current.kind == .keyword, peek().isPunctuation(":") {
                label = advance().text
                advance()
            }
            elements.append(SwiftTuplePatternElement(label: label, pattern: try parsePattern(binding: binding)))
            if !consume(",") { break }
        }
        try expect(")", in: "tuple pattern")
        return elements
    }
}
