// Expressions: operators by Swift's standard precedence groups, `try` and
// `await`, postfix chains (members, calls, trailing closures, subscripts,
// `?`, `!`), primaries, closures, key paths and literals.
import StateCheckLanguage

/// Swift's standard precedence groups, lowest first; an operator that is
/// not standard gets `defaultPrecedence`.
enum SwiftPrecedence {
    /// `=`, `+=`, … (right associative).
    static let assignment = 1
    /// `? :` (right associative).
    static let ternary = 2
    /// Operators without a known group.
    static let defaultPrecedence = 3
    /// `||`.
    static let disjunction = 4
    /// `&&`.
    static let conjunction = 5
    /// `==`, `<`, `~=`, …
    static let comparison = 6
    /// `??` (right associative).
    static let nilCoalescing = 7
    /// `as`, `as?`, `as!`, `is`.
    static let casting = 8
    /// `...`, `..<`.
    static let rangeFormation = 9
    /// `+`, `-`, `|`, `^`.
    static let addition = 10
    /// `*`, `/`, `%`, `&`.
    static let multiplication = 11
    /// `<<`, `>>`.
    static let bitwiseShift = 12

    /// The precedence of the infix operator `op` and whether it is right associative.
    static func of(_ op: String) -> (Int, rightAssociative: Bool) {
        switch op {
        case "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=", "&<<=", "&>>=":
            return (assignment, true)
        case "?": return (ternary, true)
        case "||": return (disjunction, false)
        case "&&": return (conjunction, false)
        case "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=", ".==", ".!=", ".<", ".>", ".<=", ".>=":
            return (comparison, false)
        case "??": return (nilCoalescing, true)
        case "...", "..<": return (rangeFormation, false)
        case "+", "-", "|", "^", "&+", "&-": return (addition, false)
        case "*", "/", "%", "&", "&*": return (multiplication, false)
        case "<<", ">>", "&<<", "&>>": return (bitwiseShift, false)
        default: return (defaultPrecedence, false)
        }
    }
}

extension SwiftParser {
    /// A full expression, assignment included.
    mutating func parseExpression() throws(SwiftParseFailure) -> SwiftExpr {
        try parseBinary(minimum: SwiftPrecedence.assignment)
    }

    /// Operands joined by infix operators of at least `minimum` precedence (precedence climbing).
    mutating func parseBinary(minimum: Int) throws(SwiftParseFailure) -> SwiftExpr {
        try nest()
        var chained = 0 // each operator applied to `left` makes the tree one level taller
        defer { depth -= 1 + chained }
        var left = try parseUnary(minimum: minimum)
        while true {
            let token = current
            if token.isKeyword("as") || token.isKeyword("is") {
                guard SwiftPrecedence.casting >= minimum else { break }
                try nest()
                chained += 1
                advance()
                if token.text == "is" {
                    left = SwiftExpr(kind: .isType(left, try parseType()), location: left.location)
                } else {
                    var kind = "as"
                    if current.kind == .postfixOperator, current.text == "?" || current.text == "!", !current.spaceBefore {
                        kind += advance().text
                    }
                    left = SwiftExpr(kind: .cast(left, kind: kind, try parseType()), location: left.location)
                }
                continue
            }
            guard token.kind == .binaryOperator else { break }
            let (precedence, rightAssociative) = SwiftPrecedence.of(token.text)
            guard precedence >= minimum else { break }
            try nest()
            chained += 1
            advance()
            if token.text == "?" {
                let then = try parseExpression()
                try expect(":", in: "ternary expression")
                let otherwise = try parseBinary(minimum: SwiftPrecedence.ternary)
                left = SwiftExpr(kind: .ternary(left, then, otherwise), location: left.location)
                continue
            }
            let right = try parseBinary(minimum: rightAssociative ? precedence : precedence + 1)
            left = SwiftExpr(kind: .binary(token.text, left, right), location: left.location)
        }
        return left
    }

    /// `try`, `await` (covering the rest of the operator sequence), prefix operators, then a postfix expression.
    mutating func parseUnary(minimum: Int) throws(SwiftParseFailure) -> SwiftExpr {
        try nest()
        defer { depth -= 1 }
        let token = current
        if token.isKeyword("try") {
            advance()
            var kind = "try"
            if current.kind == .postfixOperator, current.text == "?" || current.text == "!", !current.spaceBefore {
                kind += advance().text
            }
            return SwiftExpr(kind: .tryExpr(kind, try parseBinary(minimum: minimum)), location: token.location)
        }
        if token.isContextual("await"), startsAwaitOperand(peek()) {
            advance()
            return SwiftExpr(kind: .awaitExpr(try parseBinary(minimum: minimum)), location: token.location)
        }
        if token.kind == .prefixOperator {
            advance()
            let operand = try parseUnary(minimum: SwiftPrecedence.bitwiseShift + 1)
            let kind: SwiftExprKind = token.text == "&" ? .inoutExpr(operand) : .prefixOperator(token.text, operand)
            return SwiftExpr(kind: kind, location: token.location)
        }
        return try parsePostfix(try parsePrimary())
    }

    /// `next` can follow `await` as its operand (so `await` is the operator, not a name).
    private func startsAwaitOperand(_ next: SwiftToken) -> Bool {
        if next.newlineBefore { return false }
        switch next.kind {
        case .identifier, .keyword, .integer, .float, .string, .regex, .prefixOperator, .pound: return true
        case .punctuation: return ["(", "[", "{", "\\"].contains(next.text) || (next.text == "." && next.spaceBefore)
        case .postfixOperator, .binaryOperator, .attribute, .endOfFile: return false
        }
    }

    // MARK: - Postfix

    /// Member accesses, calls, trailing closures, subscripts, `?`, `!` and postfix operators after `base`.
    mutating func parsePostfix(_ base: SwiftExpr) throws(SwiftParseFailure) -> SwiftExpr {
        var expr = base
        var steps = 0
        defer { depth -= steps }
        while true {
            let token = current
            try nest()
            steps += 1
            if token.isPunctuation("."), peek().kind != .endOfFile {
                advance()
                let nameLocation = current.location
                var name = try expectMemberName(in: "member access")
                if let compound = compoundArgumentLabels() { name += compound }
                expr = SwiftExpr(kind: .member(expr, name), location: expr.location, nameLocation: nameLocation)
                if atGenericOpen, let arguments = speculate({ parser throws(SwiftParseFailure) in try parser.parseGenericArgumentsInExpression() }) {
                    expr = SwiftExpr(kind: .specialized(expr, arguments), location: expr.location)
                }
            } else if token.kind == .postfixOperator {
                advance()
                switch token.text {
                case "?": expr = SwiftExpr(kind: .optionalChain(expr), location: expr.location)
                case "!": expr = SwiftExpr(kind: .forceUnwrap(expr), location: expr.location)
                default: expr = SwiftExpr(kind: .postfixOperator(token.text, expr), location: expr.location)
                }
            } else if token.isPunctuation("("), !token.newlineBefore {
                advance()
                let arguments = try parseArgumentList(closing: ")", in: "call")
                let trailing = allowsTrailingClosure && atTrailingClosure ? try parseTrailingClosures() : []
                expr = SwiftExpr(kind: .call(expr, arguments: arguments, trailingClosures: trailing), location: expr.location)
            } else if token.isPunctuation("["), !token.newlineBefore {
                advance()
                let arguments = try parseArgumentList(closing: "]", in: "subscript")
                let trailing = allowsTrailingClosure && atTrailingClosure ? try parseTrailingClosures() : []
                expr = SwiftExpr(kind: .subscriptCall(expr, arguments: arguments, trailingClosures: trailing), location: expr.location)
            } else if token.kind == .pound, token.text == "if", token.newlineBefore, postfixIfConfigAhead {
                expr = SwiftExpr(kind: .postfixIfConfig(expr, clauses: try parsePostfixIfConfig()), location: expr.location)
            } else if allowsTrailingClosure, atTrailingClosure, !endsWithTrailingClosure(expr) {
                let trailing = try parseTrailingClosures()
                expr = SwiftExpr(kind: .call(expr, arguments: [], trailingClosures: trailing), location: expr.location)
            } else {
                return expr
            }
        }
    }

    /// A `#if` whose first clause starts with `.` on the next line: modifiers, not statements.
    private var postfixIfConfigAhead: Bool {
        var i = 1
        while peek(i).kind != .endOfFile, !peek(i).newlineBefore { i += 1 }
        return peek(i).isPunctuation(".")
    }

    /// `#if cond .a() #elseif cond .b() #else .c() #endif` after an expression.
    private mutating func parsePostfixIfConfig() throws(SwiftParseFailure) -> [SwiftPostfixIfConfigClause] {
        var clauses: [SwiftPostfixIfConfigClause] = []
        while true {
            let token = advance()
            let condition = token.text == "else" ? nil : try parseIfConfigCondition()
            var chain: SwiftExpr?
            if current.isPunctuation(".") {
                chain = try parsePostfix(SwiftExpr(kind: .postfixBase, location: current.location))
            }
            clauses.append(SwiftPostfixIfConfigClause(keyword: token.text, condition: condition, chain: chain, location: token.location))
            guard current.kind == .pound, current.text == "elseif" || current.text == "else" else { break }
        }
        guard current.kind == .pound, current.text == "endif" else { throw failure("expected '#endif' to close '#if'") }
        advance()
        return clauses
    }

    /// `(a:b:)` after a name (`#selector(tap(_:))`, `.init(value:)`): the labels, consumed; nil otherwise.
    mutating func compoundArgumentLabels() -> String? {
        guard current.isPunctuation("("), !current.spaceBefore else { return nil }
        var i = 1
        var text = "("
        while peek(i).kind == .identifier || peek(i).kind == .keyword, peek(i + 1).isPunctuation(":") {
            text += peek(i).text + ":"
            i += 2
        }
        guard i > 1, peek(i).isPunctuation(")") else { return nil }
        for _ in 0...i { advance() }
        return text + ")"
    }

    /// `expr` is a call that already has trailing closures (a second `{` is not one).
    private func endsWithTrailingClosure(_ expr: SwiftExpr) -> Bool {
        switch expr.kind {
        case .call(_, _, let trailing), .subscriptCall(_, _, let trailing): return !trailing.isEmpty
        case .macroExpansion(let expansion): return !expansion.trailingClosures.isEmpty
        default: return false
        }
    }

    /// A `{` that opens a trailing closure (not a property's `willSet`/`didSet` observers).
    var atTrailingClosure: Bool {
        guard current.isPunctuation("{") else { return false }
        let next = peek()
        if next.isContextual("didSet") || next.isContextual("willSet") {
            let after = peek(2)
            return !(after.isPunctuation("{") || after.isPunctuation("(") || after.isPunctuation("}"))
        }
        return true
    }

    /// `{ … } label: { … } …`.
    mutating func parseTrailingClosures() throws(SwiftParseFailure) -> [SwiftTrailingClosure] {
        let location = current.location
        var closures = [SwiftTrailingClosure(label: nil, closure: try parseClosure(), location: location)]
        while (current.kind == .identifier || (current.kind == .keyword && !["case", "default"].contains(current.text))),
              peek().isPunctuation(":"), peek(2).isPunctuation("{") {
            let labelToken = advance()
            advance()
            closures.append(SwiftTrailingClosure(label: labelToken.text, closure: try parseClosure(), location: labelToken.location))
        }
        return closures
    }

    /// Arguments up to `closing` (consumed): `label: value, value, …` (trailing comma allowed).
    mutating func parseArgumentList(closing: String, in construct: String) throws(SwiftParseFailure) -> [SwiftArgument] {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        var arguments: [SwiftArgument] = []
        while !current.isPunctuation(closing) {
            var label: String?
            if current.kind == .identifier || current.kind == .keyword, peek().isPunctuation(":") {
                label = advance().text
                advance()
            }
            arguments.append(SwiftArgument(label: label, value: try parseExpression()))
            if !consume(",") { break }
        }
        try expect(closing, in: construct)
        return arguments
    }

    // MARK: - Primaries

    /// A primary expression: a name, literal, implicit member, tuple, collection, closure, key path, macro, `if`/`switch`.
    mutating func parsePrimary() throws(SwiftParseFailure) -> SwiftExpr {
        let token = current
        let location = token.location
        func make(_ kind: SwiftExprKind) -> SwiftExpr { SwiftExpr(kind: kind, location: location) }
        switch token.kind {
        case .identifier:
            advance()
            if token.text == "_", !token.escaped { return make(.discard) }
            if (token.text == "any" || token.text == "some"), !token.escaped, current.kind == .identifier, !current.newlineBefore {
                position -= 1
                return make(.type(try parseType()))
            }
            var expr = make(.identifier(token.text + (compoundArgumentLabels() ?? "")))
            if atGenericOpen, let arguments = speculate({ parser throws(SwiftParseFailure) in try parser.parseGenericArgumentsInExpression() }) {
                expr = make(.specialized(expr, arguments))
            }
            return expr
        case .keyword:
            switch token.text {
            case "self", "Self", "super", "init":
                advance()
                var expr = make(.identifier(token.text))
                if token.text == "Self", atGenericOpen,
                   let arguments = speculate({ parser throws(SwiftParseFailure) in try parser.parseGenericArgumentsInExpression() }) {
                    expr = make(.specialized(expr, arguments))
                }
                return expr
            case "true", "false":
                advance()
                return make(.boolean(token.text == "true"))
            case "nil":
                advance()
                return make(.nilLiteral)
            case "if":
                return make(.ifExpr(try parseIf()))
            case "switch":
                return make(.switchExpr(try parseSwitch()))
            default:
                throw failure("expected an expression")
            }
        case .integer:
            advance()
            return make(.integer(token.text))
        case .float:
            advance()
            return make(.float(token.text))
        case .string:
            advance()
            return make(.string(try parseStringParts(token), multiline: token.multiline))
        case .regex:
            advance()
            return make(.regex(token.text))
        case .pound:
            if poundIsCondition(token) { throw failure("expected an expression") }
            return make(.macroExpansion(try parseMacroExpansion()))
        case .binaryOperator, .postfixOperator, .prefixOperator:
            // An operator passed as a function: `reduce(0, +)`, `sorted(by: <)`.
            if peek().isPunctuation(")") || peek().isPunctuation(",") {
                advance()
                return make(.identifier(token.text))
            }
            throw failure("expected an expression")
        case .punctuation:
            switch token.text {
            case ".":
                advance()
                var name = try expectMemberName(in: "implicit member expression")
                if let compound = compoundArgumentLabels() { name += compound }
                return make(.implicitMember(name))
            case "(":
                advance()
                return make(.tuple(try parseArgumentList(closing: ")", in: "parenthesized expression")))
            case "[":
                return try parseCollection()
            case "{":
                return make(.closure(try parseClosure()))
            case "\\":
                return try parseKeyPath()
            default:
                throw failure("expected an expression")
            }
        case .attribute, .endOfFile:
            throw failure("expected an expression")
        }
    }

    private func poundIsCondition(_ token: SwiftToken) -> Bool {
        ["if", "elseif", "else", "endif"].contains(token.text)
    }

    /// A string token's parts, interpolations parsed as argument lists.
    private mutating func parseStringParts(_ token: SwiftToken) throws(SwiftParseFailure) -> [SwiftStringPart] {
        var parts: [SwiftStringPart] = []
        for segment in token.segments {
            switch segment {
            case .text(let text):
                parts.append(.text(text))
            case .interpolation(let inner):
                var parser = SwiftParser(tokens: inner, file: file)
                parser.depth = depth
                do throws(SwiftParseFailure) {
                    parts.append(.interpolation(try parser.parseInterpolation()))
                    diagnostics += parser.diagnostics
                } catch {
                    parser.record(error)
                    diagnostics += parser.diagnostics
                    parts.append(.interpolation([]))
                }
            }
        }
        return parts
    }

    /// The arguments of one `\( … )`.
    private mutating func parseInterpolation() throws(SwiftParseFailure) -> [SwiftArgument] {
        var arguments: [SwiftArgument] = []
        while current.kind != .endOfFile {
            var label: String?
            if current.kind == .identifier || current.kind == .keyword, peek().isPunctuation(":") {
                label = advance().text
                advance()
            }
            arguments.append(SwiftArgument(label: label, value: try parseExpression()))
            if !consume(",") { break }
        }
        guard current.kind == .endOfFile else { throw failure("expected ')' to end string interpolation") }
        return arguments
    }

    /// `[a, b]`, `[k: v]`, `[:]`, `[]`.
    private mutating func parseCollection() throws(SwiftParseFailure) -> SwiftExpr {
        let location = advance().location
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        if consume(":") {
            try expect("]", in: "dictionary literal")
            return SwiftExpr(kind: .dictionary([]), location: location)
        }
        if consume("]") { return SwiftExpr(kind: .array([]), location: location) }
        let first = try parseExpression()
        if consume(":") {
            var elements = [SwiftDictionaryElement(key: first, value: try parseExpression())]
            while consume(","), !current.isPunctuation("]") {
                let key = try parseExpression()
                try expect(":", in: "dictionary literal")
                elements.append(SwiftDictionaryElement(key: key, value: try parseExpression()))
            }
            try expect("]", in: "dictionary literal")
            return SwiftExpr(kind: .dictionary(elements), location: location)
        }
        var elements = [first]
        while consume(","), !current.isPunctuation("]") { elements.append(try parseExpression()) }
        try expect("]", in: "array literal")
        return SwiftExpr(kind: .array(elements), location: location)
    }

    /// `\Root.path?.more[0]` or `\.path`; the root is the first name (with generic arguments).
    private mutating func parseKeyPath() throws(SwiftParseFailure) -> SwiftExpr {
        let location = advance().location
        var root: SwiftType?
        if current.kind == .identifier || current.isKeyword("Self"), !current.spaceBefore {
            let token = advance()
            let arguments = atGenericOpen ? try parseGenericArguments() : []
            root = SwiftType(kind: .identifier(name: token.text, genericArguments: arguments), location: token.location)
        }
        var components: [SwiftKeyPathComponent] = []
        while !current.spaceBefore {
            if current.isPunctuation(".") {
                advance()
                components.append(.property(try expectMemberName(in: "key path")))
            } else if current.kind == .postfixOperator, current.text == "?" {
                advance()
                components.append(.optionalChain)
            } else if current.kind == .postfixOperator, current.text == "!" {
                advance()
                components.append(.forceUnwrap)
            } else if current.isPunctuation("[") {
                advance()
                components.append(.subscriptCall(try parseArgumentList(closing: "]", in: "key path subscript")))
            } else {
                break
            }
        }
        if root == nil, components.isEmpty { throw failure("expected a path after '\\' in key path") }
        return SwiftExpr(kind: .keyPath(root: root, components: components), location: location)
    }

    // MARK: - Closures

    /// `{ [captures] (parameters) async throws -> Result in statements }`.
    mutating func parseClosure() throws(SwiftParseFailure) -> SwiftClosure {
        let open = try expect("{", in: "closure")
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        var closure = SwiftClosure(attributes: [], captures: [], parameters: nil, effects: SwiftEffects(), result: nil, body: [],
                                   location: open.location)
        if let signature = speculate({ parser throws(SwiftParseFailure) in try parser.parseClosureSignature() }) {
            closure.attributes = signature.attributes
            closure.captures = signature.captures
            closure.parameters = signature.parameters
            closure.effects = signature.effects
            closure.result = signature.result
        }
        closure.body = parseStatementList { $0.isPunctuation("}") }
        try expect("}", in: "closure")
        return closure
    }

    /// The signature of a closure up to and including `in`; fails (for speculation) if there is none.
    private mutating func parseClosureSignature() throws(SwiftParseFailure)
        -> (attributes: [SwiftAttribute], captures: [SwiftCapture], parameters: [SwiftParameter]?, effects: SwiftEffects, result: SwiftType?)? {
        let attributes = try parseAttributes()
        var captures: [SwiftCapture] = []
        if consume("[") {
            while !current.isPunctuation("]") {
                var specifier: String?
                if current.isContextual("weak") || current.isContextual("unowned") {
                    specifier = advance().text
                    if current.isPunctuation("("), !current.spaceBefore {
                        advance()
                        specifier = (specifier ?? "") + "(" + (try expectName(in: "capture list")) + ")"
                        try expect(")", in: "capture list")
                    }
                }
                let name = current.isKeyword("self") ? advance().text : try expectName(in: "capture list")
                var value: SwiftExpr?
                if current.isOperator("=") {
                    advance()
                    value = try parseExpression()
                }
                captures.append(SwiftCapture(specifier: specifier, name: name, value: value))
                if !consume(",") { break }
            }
            try expect("]", in: "capture list")
        }
        var parameters: [SwiftParameter]?
        if current.isPunctuation("(") {
            advance()
            var list: [SwiftParameter] = []
            while !current.isPunctuation(")") {
                let location = current.location
                let first = try expectName(in: "closure parameter")
                var parameter = SwiftParameter(label: first, name: nil, type: nil, isVariadic: false, defaultValue: nil,
                                               attributes: [], location: location)
                if current.kind == .identifier { parameter.name = advance().text }
                if consume(":") { parameter.type = try parseType() }
                if current.isOperator("...") { advance(); parameter.isVariadic = true }
                list.append(parameter)
                if !consume(",") { break }
            }
            try expect(")", in: "closure parameters")
            parameters = list
        } else if current.kind == .identifier {
            var list: [SwiftParameter] = []
            repeat {
                let token = advance()
                guard token.kind == .identifier else { throw failure("expected a closure parameter name") }
                list.append(SwiftParameter(label: token.text, name: nil, type: nil, isVariadic: false, defaultValue: nil,
                                           attributes: [], location: token.location))
            } while consume(",")
            parameters = list
        }
        let effects = try parseEffects()
        let result = consume("->") ? try parseType() : nil
        guard consumeKeyword("in") else { throw failure("expected 'in' after closure signature") }
        return (attributes, captures, parameters, effects, result)
    }
}
