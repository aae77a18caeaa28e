// Statements: blocks, control flow, condition lists, `switch` cases,
// `do`/`catch`, labels and `#if` around statements.
import StateCheckLanguage

/// `#name` words that are not macro expansions when they start a statement.
private let poundConditionWords: Set<String> = ["if", "elseif", "else", "endif", "available", "unavailable"]

extension SwiftParser {
    /// `{ statements }`.
    mutating func parseBlock(in construct: String) throws(SwiftParseFailure) -> [SwiftStmt] {
        try expect("{", in: construct)
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        let body = parseStatementList { $0.isPunctuation("}") }
        try expect("}", in: construct)
        return body
    }

    /// One statement, declaration or expression; `topLevel` at a file's top level.
    mutating func parseStatement(topLevel: Bool = false) throws(SwiftParseFailure) -> SwiftStmt {
        try nest()
        defer { depth -= 1 }
        let token = current
        let location = token.location
        if token.kind == .identifier, peek().isPunctuation(":"), !token.escaped,
           ["for", "while", "repeat", "if", "switch", "do", "guard"].contains(peek(2).text), peek(2).kind == .keyword {
            advance(); advance()
            return SwiftStmt(kind: .labeled(label: token.text, statement: try parseStatement()), location: location)
        }
        if token.kind == .pound, token.text == "if" {
            return SwiftStmt(kind: .ifConfig(try parseIfConfigClauses(members: false)), location: location)
        }
        if token.kind == .pound, !poundConditionWords.contains(token.text), !topLevel {
            // In a body a macro is an expression (`#expect(x)`); at the top level a declaration (`#Preview { }`).
            return SwiftStmt(kind: .expression(try parseExpression()), location: location)
        }
        if token.kind == .pound, !poundConditionWords.contains(token.text) {
            let expansion = try parseMacroExpansion()
            let decl = SwiftDecl(kind: .macroExpansion(expansion), attributes: [], modifiers: [],
                                 documentation: token.documentation, location: location)
            return SwiftStmt(kind: .declaration(decl), location: location)
        }
        if token.kind == .keyword {
            switch token.text {
            case "if":
                return SwiftStmt(kind: .ifStmt(try parseIf()), location: location)
            case "guard":
                advance()
                let conditions = try parseConditions(in: "'guard' statement")
                guard consumeKeyword("else") else { throw failure("expected 'else' in 'guard' statement") }
                return SwiftStmt(kind: .guardStmt(conditions: conditions, body: try parseBlock(in: "'guard' statement")), location: location)
            case "switch":
                return SwiftStmt(kind: .switchStmt(try parseSwitch()), location: location)
            case "for":
                return SwiftStmt(kind: .forIn(try parseForIn()), location: location)
            case "while":
                advance()
                let conditions = try parseConditions(in: "'while' loop")
                return SwiftStmt(kind: .whileStmt(conditions: conditions, body: try parseBlock(in: "'while' loop")), location: location)
            case "repeat":
                advance()
                let body = try parseBlock(in: "'repeat' loop")
                guard consumeKeyword("while") else { throw failure("expected 'while' after 'repeat' body") }
                return SwiftStmt(kind: .repeatWhile(body: body, condition: try parseHeadExpression()), location: location)
            case "do":
                return SwiftStmt(kind: try parseDo(), location: location)
            case "defer":
                advance()
                return SwiftStmt(kind: .deferStmt(try parseBlock(in: "'defer' statement")), location: location)
            case "return":
                advance()
                return SwiftStmt(kind: .returnStmt(atReturnEnd ? nil : try parseExpression()), location: location)
            case "throw":
                advance()
                return SwiftStmt(kind: .throwStmt(try parseExpression()), location: location)
            case "break", "continue":
                advance()
                var label: String?
                if current.kind == .identifier, !current.newlineBefore { label = advance().text }
                return SwiftStmt(kind: token.text == "break" ? .breakStmt(label: label) : .continueStmt(label: label), location: location)
            case "fallthrough":
                advance()
                return SwiftStmt(kind: .fallthroughStmt, location: location)
            default:
                break
            }
        }
        if let decl = try parseDeclaration() {
            return SwiftStmt(kind: .declaration(decl), location: location)
        }
        return SwiftStmt(kind: .expression(try parseExpression()), location: location)
    }

    /// Nothing more belongs to the statement: a line break, `;`, `}`, `case`/`default`, or the end.
    var atStatementEnd: Bool {
        current.newlineBefore || current.kind == .endOfFile || current.isPunctuation(";") || current.isPunctuation("}")
            || current.isKeyword("case") || current.isKeyword("default") || current.isPunctuation(")")
    }

    /// Whether a `return` has no value: Swift reads an expression on the
    /// next line as its value (`return` then `"Invalid data"` returns the
    /// text), unless a statement or a declaration starts there.
    var atReturnEnd: Bool {
        guard current.newlineBefore else { return atStatementEnd }
        switch current.kind {
        case .keyword: return !Self.expressionKeywords.contains(current.text)
        case .attribute, .pound, .endOfFile: return true
        case .punctuation: return current.text != "(" && current.text != "[" && current.text != "." && current.text != "\\"
        default: return false
        }
    }

    /// Keywords that start an expression, not a statement.
    static let expressionKeywords: Set<String> = ["self", "Self", "super", "true", "false", "nil", "try", "await", "any", "some"]

    /// An expression in a statement's head, where `{` opens the body.
    mutating func parseHeadExpression() throws(SwiftParseFailure) -> SwiftExpr {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        defer { allowsTrailingClosure = saved }
        return try parseExpression()
    }

    // MARK: - if, guard, conditions

    /// `if conditions { } else if … { } else { }`.
    mutating func parseIf() throws(SwiftParseFailure) -> SwiftIf {
        try nest()
        defer { depth -= 1 }
        advance()
        let conditions = try parseConditions(in: "'if' statement")
        let body = try parseBlock(in: "'if' statement")
        var elseBranch: SwiftElse?
        if current.isKeyword("else") {
            let elseLocation = advance().location
            if current.isKeyword("if") {
                let location = current.location
                elseBranch = .elseIf(try parseIf(), location: location)
            } else {
                elseBranch = .block(try parseBlock(in: "'else' branch"), location: elseLocation)
            }
        }
        return SwiftIf(conditions: conditions, body: body, elseBranch: elseBranch)
    }

    /// A condition list: `let x = a, case .b(let v) = c, #available(iOS 17, *), flag`.
    mutating func parseConditions(in construct: String) throws(SwiftParseFailure) -> [SwiftCondition] {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        defer { allowsTrailingClosure = saved }
        var conditions: [SwiftCondition] = []
        repeat {
            let location = current.location
            if current.isKeyword("let") || current.isKeyword("var") {
                let keyword = advance().text
                let pattern = try parsePattern(binding: true)
                let type = consume(":") ? try parseType() : nil
                var value: SwiftExpr?
                if current.isOperator("=") {
                    advance()
                    value = try parseExpression()
                }
                conditions.append(.optionalBinding(keyword: keyword, pattern: pattern, type: type, value: value, location: location))
            } else if consumeKeyword("case") {
                let pattern = try parsePattern(binding: false)
                let type = consume(":") ? try parseType() : nil
                guard current.isOperator("=") else { throw failure("expected '=' after the pattern in \(construct)") }
                advance()
                conditions.append(.matching(pattern: pattern, type: type, value: try parseExpression(), location: location))
            } else if current.kind == .pound, current.text == "available" || current.text == "unavailable" {
                let keyword = advance().text
                guard current.isPunctuation("(") else { throw failure("expected '(' after '#\(keyword)'") }
                conditions.append(.availability(keyword: keyword, arguments: skipBalancedText(), location: location))
            } else {
                conditions.append(.expression(try parseExpression()))
            }
        } while consume(",")
        return conditions
    }

    // MARK: - switch

    /// `switch subject { case patterns: statements … default: … }`.
    mutating func parseSwitch() throws(SwiftParseFailure) -> SwiftSwitch {
        try nest()
        defer { depth -= 1 }
        advance()
        let subject = try parseHeadExpression()
        try expect("{", in: "'switch' statement")
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        var cases: [SwiftSwitchCase] = []
        let baseDepth = depth
        let directives = caseDirectives()
        let caseEnd: (SwiftToken) -> Bool = {
            $0.isKeyword("case") || $0.isKeyword("default") || $0.isPunctuation("}") || ($0.kind == .attribute && $0.text == "unknown")
                || directives.contains($0.location)
        }
        // `#if DEBUG case .developer: … #endif` among the cases: the first clause's cases are read (the
        // configuration built by default, as for `#if` in code and among members); each open `#if`, active or not.
        var clauses: [Bool] = []
        while !current.isPunctuation("}"), current.kind != .endOfFile {
            let start = position
            if current.kind == .pound, directives.contains(current.location) {
                let directive = advance()
                switch directive.text {
                case "if": clauses.append(true)
                case "endif": _ = clauses.popLast()
                default: if !clauses.isEmpty { clauses[clauses.count - 1] = false }
                }
                if directive.text == "if" || directive.text == "elseif" {
                    while current.kind != .endOfFile, !current.newlineBefore { advance() }
                }
                continue
            }
            do throws(SwiftParseFailure) {
                let parsed = try parseSwitchCase(caseEnd: caseEnd)
                if !clauses.contains(false) { cases.append(parsed) }
            } catch {
                record(error)
                recover(from: start, past: error.position, atLines: false, stop: caseEnd)
                depth = baseDepth
            }
        }
        try expect("}", in: "'switch' statement")
        return SwiftSwitch(subject: subject, cases: cases)
    }

    /// The `#if`, `#elseif`, `#else` and `#endif` directly among a switch's
    /// cases (the line after the `#if` starts with `case` or `default`),
    /// from the token after the switch's `{` to its `}`; a `#if` inside a
    /// case's statements is not one.
    private func caseDirectives() -> Set<SourceLocation> {
        var out: Set<SourceLocation> = []
        var depth = 0
        var wrapping: [Bool] = []
        var i = position
        while i < tokens.count, tokens[i].kind != .endOfFile {
            let t = tokens[i]
            if t.isPunctuation("{") || t.isPunctuation("(") || t.isPunctuation("[") {
                depth += 1
            } else if t.isPunctuation("}") || t.isPunctuation(")") || t.isPunctuation("]") {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0, t.kind == .pound {
                switch t.text {
                case "if":
                    var j = i + 1
                    while j < tokens.count, tokens[j].kind != .endOfFile, !tokens[j].newlineBefore { j += 1 }
                    let wraps = j < tokens.count && (tokens[j].isKeyword("case") || tokens[j].isKeyword("default"))
                    wrapping.append(wraps)
                    if wraps { out.insert(t.location) }
                case "elseif", "else":
                    if wrapping.last == true { out.insert(t.location) }
                case "endif":
                    if wrapping.popLast() == true { out.insert(t.location) }
                default:
                    break
                }
            }
            i += 1
        }
        return out
    }

    /// One `case …:` or `default:` and its statements.
    private mutating func parseSwitchCase(caseEnd: (SwiftToken) -> Bool) throws(SwiftParseFailure) -> SwiftSwitchCase {
        let location = current.location
        let attributes = try parseAttributes()
        var items: [SwiftCaseItem] = []
        let isDefault: Bool
        if consumeKeyword("default") {
            isDefault = true
        } else if consumeKeyword("case") {
            isDefault = false
            let saved = allowsTrailingClosure
            allowsTrailingClosure = false
            defer { allowsTrailingClosure = saved }
            items = try parseCaseItems()
        } else {
            throw failure("expected 'case' or 'default' in 'switch' statement")
        }
        try expect(":", in: isDefault ? "'default' case" : "'case' label")
        let body = parseStatementList(stop: caseEnd)
        return SwiftSwitchCase(items: items, isDefault: isDefault, attributes: attributes, body: body, location: location)
    }

    /// `pattern where guard, pattern, …`.
    mutating func parseCaseItems() throws(SwiftParseFailure) -> [SwiftCaseItem] {
        var items: [SwiftCaseItem] = []
        repeat {
            let pattern = try parsePattern(binding: false)
            let guardExpression = consumeKeyword("where") ? try parseExpression() : nil
            items.append(SwiftCaseItem(pattern: pattern, guardExpression: guardExpression))
        } while consume(",")
        return items
    }

    // MARK: - Loops and do/catch

    /// `for try await case pattern: T in sequence where condition { }`.
    private mutating func parseForIn() throws(SwiftParseFailure) -> SwiftForIn {
        advance()
        let isTry = consumeKeyword("try")
        let isAwait = current.isContextual("await")
        if isAwait { advance() }
        let isCase = consumeKeyword("case")
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        let pattern = try parsePattern(binding: !isCase)
        let type = consume(":") ? try parseType() : nil
        guard consumeKeyword("in") else { throw failure("expected 'in' in 'for' loop") }
        let sequence = try parseExpression()
        let whereClause = consumeKeyword("where") ? try parseExpression() : nil
        allowsTrailingClosure = saved
        let body = try parseBlock(in: "'for' loop")
        return SwiftForIn(isTry: isTry, isAwait: isAwait, isCase: isCase, pattern: pattern, type: type, sequence: sequence,
                          whereClause: whereClause, body: body)
    }

    /// `do throws(E) { } catch pattern, pattern where c { } catch { }`.
    private mutating func parseDo() throws(SwiftParseFailure) -> SwiftStmtKind {
        advance()
        var thrownType: SwiftType?
        if consumeKeyword("throws") {
            try expect("(", in: "'do throws'")
            thrownType = try parseType()
            try expect(")", in: "'do throws'")
        }
        let body = try parseBlock(in: "'do' statement")
        var catches: [SwiftCatchClause] = []
        while current.isKeyword("catch") {
            let location = advance().location
            var items: [SwiftCaseItem] = []
            if !current.isPunctuation("{") {
                let saved = allowsTrailingClosure
                allowsTrailingClosure = false
                defer { allowsTrailingClosure = saved }
                items = try parseCaseItems()
            }
            catches.append(SwiftCatchClause(items: items, body: try parseBlock(in: "'catch' clause"), location: location))
        }
        return .doStmt(body: body, thrownType: thrownType, catches: catches)
    }
}
