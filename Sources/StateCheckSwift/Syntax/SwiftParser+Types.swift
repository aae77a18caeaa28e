// Types: names with generic arguments, member types, optionals, arrays,
// dictionaries, tuples, function types, `some`/`any`, metatypes,
// compositions and attributed types (`@escaping`, `inout`).
import StateCheckLanguage

/// Words before a type that change how it is passed.
private let typeSpecifiers: Set<String> = ["inout", "borrowing", "consuming", "__owned", "__shared", "sending", "isolated", "each", "repeat"]

/// Tokens that may follow the `>` of generic arguments in an expression (`Foo<Bar>(…)`, `Set<Int>.self`).
private let afterGenericArguments: Set<String> = ["(", ")", "]", "}", ",", ";", ":", ".", "?", "!", "==", "!=", "{", "["]

extension SwiftParser {
    /// A type, function types included.
    mutating func parseType() throws(SwiftParseFailure) -> SwiftType {
        try nest()
        defer { depth -= 1 }
        let location = current.location
        let attributes = try parseAttributes()
        var specifiers: [String] = []
        while (current.kind == .identifier || current.kind == .keyword) && !current.escaped && typeSpecifiers.contains(current.text),
              peek().kind != .punctuation || peek().isPunctuation("(") || peek().isPunctuation("[") {
            specifiers.append(advance().text)
        }
        var type = try parseCompositionType()
        if current.isContextual("async") || current.isKeyword("throws") || current.isKeyword("rethrows") || current.isPunctuation("->"),
           case .tuple(let elements) = type.kind {
            let effects = try parseEffects()
            try expect("->", in: "function type")
            let result = try parseType()
            type = SwiftType(kind: .function(parameters: elements, effects: effects, result: result), location: type.location)
        }
        if attributes.isEmpty, specifiers.isEmpty { return type }
        return SwiftType(kind: .attributed(attributes: attributes, specifiers: specifiers, type), location: location)
    }

    /// `A & B & C`, `some P`, `any P & Q`, or a single postfix type.
    private mutating func parseCompositionType() throws(SwiftParseFailure) -> SwiftType {
        let location = current.location
        if (current.isContextual("some") || current.isContextual("any")), peek().kind != .punctuation || peek().isPunctuation("(") || peek().isPunctuation("[") {
            try nest()
            defer { depth -= 1 }
            let word = advance().text
            let inner = try parseCompositionType()
            return SwiftType(kind: word == "some" ? .some(inner) : .any(inner), location: location)
        }
        var types = [try parsePostfixType()]
        while current.isOperator("&"), current.kind == .binaryOperator {
            advance()
            types.append(try parsePostfixType())
        }
        return types.count == 1 ? types[0] : SwiftType(kind: .composition(types), location: location)
    }

    /// A primary type followed by `?`, `!`, `.Name`, `.Type`, `.Protocol`.
    private mutating func parsePostfixType() throws(SwiftParseFailure) -> SwiftType {
        var type = try parsePrimaryType()
        var steps = 0 // each suffix wraps `type` once more: one level each
        defer { depth -= steps }
        while true {
            if current.isOperator, !current.spaceBefore, !current.text.isEmpty, current.text.allSatisfy({ $0 == "?" || $0 == "!" }) {
                // `T?`, `T!`, and `T??` (lexed as one operator).
                for mark in advance().text {
                    try nest()
                    steps += 1
                    type = SwiftType(kind: mark == "?" ? .optional(type) : .implicitlyUnwrapped(type), location: type.location)
                }
            } else if current.isPunctuation("."), !current.spaceBefore, peek().kind == .identifier || peek().isKeyword("Self") {
                try nest()
                steps += 1
                advance()
                let name = advance().text
                if name == "Type" || name == "Protocol" {
                    type = SwiftType(kind: .metatype(type, name), location: type.location)
                } else {
                    let arguments = atGenericOpen ? try parseGenericArguments() : []
                    type = SwiftType(kind: .member(base: type, name: name, genericArguments: arguments), location: type.location)
                }
            } else {
                return type
            }
        }
    }

    /// A name with generic arguments, a tuple or parenthesised type, `[T]` or `[K: V]`.
    private mutating func parsePrimaryType() throws(SwiftParseFailure) -> SwiftType {
        let token = current
        if token.kind == .identifier || token.isKeyword("Self") || token.isKeyword("Any") {
            advance()
            let arguments = atGenericOpen ? try parseGenericArguments() : []
            return SwiftType(kind: .identifier(name: token.text, genericArguments: arguments), location: token.location)
        }
        if token.isPunctuation("(") {
            advance()
            var elements: [SwiftTupleTypeElement] = []
            while !current.isPunctuation(")") {
                var element = SwiftTupleTypeElement(label: nil, name: nil, type: SwiftType(kind: .tuple([]), location: current.location), isVariadic: false)
                let isName: (SwiftToken) -> Bool = { $0.kind == .identifier || $0.kind == .keyword }
                if isName(current), peek().isPunctuation(":") {
                    element.label = advance().text
                    advance()
                } else if isName(current), isName(peek()), peek(2).isPunctuation(":") {
                    element.label = advance().text
                    element.name = advance().text
                    advance()
                }
                element.type = try parseType()
                if current.isOperator("...") { advance(); element.isVariadic = true }
                elements.append(element)
                if !consume(",") { break }
            }
            try expect(")", in: "tuple type")
            return SwiftType(kind: .tuple(elements), location: token.location)
        }
        if token.isPunctuation("[") {
            advance()
            let element = try parseType()
            if consume(":") {
                let value = try parseType()
                try expect("]", in: "dictionary type")
                return SwiftType(kind: .dictionary(key: element, value: value), location: token.location)
            }
            try expect("]", in: "array type")
            return SwiftType(kind: .array(element), location: token.location)
        }
        throw failure("expected a type")
    }

    /// `<A, B>` after a type name (the `<` is current).
    mutating func parseGenericArguments() throws(SwiftParseFailure) -> [SwiftType] {
        advance()
        var arguments: [SwiftType] = []
        repeat {
            arguments.append(try parseType())
        } while consume(",")
        guard consumeGenericClose() else { throw failure("expected '>' to close generic arguments") }
        return arguments
    }

    /// `<A, B>` after a name in an expression, accepted only when what follows
    /// cannot continue a comparison (`Foo<Bar>(…)`, not `a < b`); call through `speculate`.
    mutating func parseGenericArgumentsInExpression() throws(SwiftParseFailure) -> [SwiftType]? {
        let arguments = try parseGenericArguments()
        guard current.newlineBefore || current.kind == .endOfFile || afterGenericArguments.contains(current.text) else { return nil }
        return arguments
    }
}
