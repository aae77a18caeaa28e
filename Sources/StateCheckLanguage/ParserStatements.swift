// Statements, blocks, conditions and patterns.
import StateCheckEngine
import StateCheckScreens


extension Parser {
    // MARK: - Blocks

    /// `{ statements }`, recovering from errors statement by statement.
    mutating func parseBlock() throws(ParseFailure) -> [Stmt] {
        let open = current
        try expect("{", "to start a block")
        let statements = try parseStatements(blockDepth: open.braceDepth, openLine: open.location.line)
        try expect("}", "to close the block opened at line \(open.location.line)")
        return statements
    }

    /// Statements up to (not including) the `}` that closes a block opened at
    /// brace depth `blockDepth`, or up to a `case`/`default` label when
    /// `inSwitch`.
    mutating func parseStatements(blockDepth: Int, openLine: Int, inSwitch: Bool = false) throws(ParseFailure) -> [Stmt] {
        var statements: [Stmt] = []
        while true {
            if at("}") { return statements }
            if inSwitch, atKeyword("case") || atKeyword("default") || (at("@") && peek().keyword == "unknown") {
                return statements
            }
            if current.isEndOfFile {
                throw failure("expected '}' to close the block opened at line \(openLine)", at: current.location)
            }
            if current.location.column == 1, current.newlineBefore, atDeclarationStart(current),
               current.keyword != "var", current.keyword != "let" {
                throw failure("expected '}' to close the block opened at line \(openLine) before this declaration", at: current.location)
            }
            if eat(";") { continue }
            let start = position
            let depthBefore = depth
            do {
                if atKeyword("let") || atKeyword("var"), peek().symbol == "(" {
                    statements += try parseDestructuring()
                } else if atKeyword("await"), peek().identifier == "MainActor", peek(2).symbol == ".", peek(3).identifier == "run", peek(4).symbol == "{" {
                    statements += try parseMainActorRun()
                } else {
                    statements.append(try parseStatement())
                }
                if !at("}"), !current.newlineBefore, !current.isEndOfFile, !at(";") {
                    report("consecutive statements on a line must be separated by ';'", at: current.location)
                }
            } catch {
                depth = depthBefore
                skipStatement(blockDepth: blockDepth, from: start)
            }
        }
    }

    /// After an error: skips to the next line (or `;`) inside the same block.
    private mutating func skipStatement(blockDepth: Int, from start: Int) {
        if position == start, !current.isEndOfFile { advance() }
        while !current.isEndOfFile {
            let t = current
            if t.symbol == "}" {
                if t.braceDepth <= blockDepth { return }
                advance() // closes a block inside the broken statement
                continue
            }
            if t.braceDepth == blockDepth + 1 {
                if t.newlineBefore { return }
                if t.symbol == ";" { advance(); return }
            }
            if t.location.column == 1, t.newlineBefore, atDeclarationStart(t) { return }
            advance()
        }
    }

    // MARK: - Statements

    mutating func parseStatement() throws(ParseFailure) -> Stmt {
        try enter()
        defer { leave() }
        let token = current
        let location = token.location
        switch token.keyword {
        case "let", "var":
            return try parseLocal()
        case "if":
            return try parseIf()
        case "guard":
            advance()
            let conditions = try parseConditions()
            guard eatKeyword("else") else {
                throw failure("expected 'else' after the 'guard' condition", at: current.location)
            }
            let body = try parseBlock()
            return Stmt(kind: .guardStatement(conditions: conditions, elseBody: body), location: location)
        case "switch":
            return try parseSwitch()
        case "while":
            advance()
            let conditions = try parseConditions()
            let body = try parseBlock()
            return Stmt(kind: .whileLoop(conditions: conditions, body: body), location: location)
        case "for":
            return try parseFor()
        case "do":
            return try parseDo()
        case "return":
            advance()
            if at("}") || at(";") || current.newlineBefore || current.isEndOfFile
                || atKeyword("case") || atKeyword("default") {
                return Stmt(kind: .returnStatement(nil), location: location)
            }
            return Stmt(kind: .returnStatement(try parseExpression()), location: location)
        case "break":
            advance()
            if let label = current.identifier, !current.newlineBefore, !at("}") {
                throw failure("labelled 'break \(label)' is not supported in models", at: current.location)
            }
            return Stmt(kind: .breakStatement, location: location)
        case "continue":
            advance()
            return Stmt(kind: .continueStatement, location: location)
        case "throw":
            advance()
            return Stmt(kind: .throwStatement(try parseExpression()), location: location)
        case "Task" where peek().symbol == "." && peek(2).identifier == "detached" && peek(3).symbol == "{":
            advance(); advance(); advance()
            return Stmt(kind: .spawnTask(body: Self.hoppingToMainActor(try parseTaskBody(), at: location)), location: location)
        case "Task" where peek().symbol == "{":
            advance()
            let open = current
            advance()
            if at("@"), peek().identifier == "MainActor", peek(2).keyword == "in" {
                advance(); advance(); advance() // `Task { @MainActor in`: model code is on the main actor anyway
            } else if at("["), !current.newlineBefore {
                throw failure("capture lists are not needed in models; delete '[...] in'", at: current.location)
            }
            let body = try parseStatements(blockDepth: open.braceDepth, openLine: open.location.line)
            try expect("}", "to close the Task body opened at line \(open.location.line)")
            return Stmt(kind: .spawnTask(body: body), location: location)
        case "repeat":
            throw failure("'repeat' loops are not supported in models; use 'while'", at: location)
        case "defer":
            advance()
            return Stmt(kind: .deferStatement(body: try parseBlock()), location: location)
        case "fallthrough":
            throw failure("'fallthrough' is not supported in models; list the patterns in one 'case'", at: location)
        case "async":
            throw failure("'async let' is not supported in models; await the calls one after another, or spawn 'Task { }'", at: location)
        case "func", "enum", "struct", "class", "protocol", "actor", "extension", "typealias", "init", "static":
            throw failure("local '\(token.keyword ?? "")' declarations are not supported in models; declare it at file level", at: location)
        default:
            break
        }
        if at("@") {
            throw failure("attributes are not supported on statements", at: location)
        }
        if let name = token.keyword, Self.swiftUIViews.contains(name), peek().symbol == "{" || peek().symbol == "(" {
            throw failure("SwiftUI views are not part of models; describe the screen with the view elements \(Self.elementList)", at: location)
        }
        if at("."), let name = peek().identifier, !peek().spaceBefore, Self.swiftUIModifiers.contains(name) {
            throw failure("view modifiers ('.\(name)') are not part of models; handle events with 'on EVENT KIND { }' and describe the screen with the view elements \(Self.elementList)", at: location)
        }
        if let name = token.keyword, Self.noEffectFunctions.contains(name), peek().symbol == "(" {
            advance()
            try skipParenthesized()
            return Stmt(kind: .noEffectCall(name: name, body: []), location: location)
        }
        if atKeyword("withAnimation"), peek().symbol == "{" || peek().symbol == "(" {
            advance()
            if at("(") { try skipParenthesized() }
            return Stmt(kind: .noEffectCall(name: "withAnimation", body: try parseBlock()), location: location)
        }
        if atKeyword("_"), peek().symbol == "=" {
            advance(); advance()
            return Stmt(kind: .expression(try parseExpression()), location: location)
        }
        let expr = try parseExpression()
        // `items.append(contentsOf: more)`: the pages concatenated, `items += more`.
        if case .call(let callee, let arguments) = expr.kind, case .member(let base, "append", false) = callee.kind,
           arguments.count == 1, arguments[0].label == "contentsOf", Self.isAssignable(base) {
            return Stmt(kind: .assign(target: base, op: .add, value: arguments[0].value), location: location)
        }
        if let op = current.symbol, ["=", "+=", "-=", "*=", "/=", "%="].contains(op) {
            let opLocation = current.location
            advance()
            guard let assign = AssignOperator(rawValue: op) else {
                throw failure("operator '\(op)' is not supported in models; use '=', '+=' or '-='", at: opLocation)
            }
            guard Self.isAssignable(expr) else {
                throw failure("cannot assign to this expression; assign to a variable, 'self', or a member", at: expr.location)
            }
            let value = try parseExpression()
            if let rewritten = Self.optionalMapAssignment(target: expr, op: assign, value: value, location: location) { return rewritten }
            return Stmt(kind: .assign(target: expr, op: assign, value: value), location: location)
        }
        return Stmt(kind: .expression(expr), location: location)
    }

    /// The calls with no effect on the state (their arguments are skipped, not checked).
    static let noEffectFunctions: Set<String> = ["print", "debugPrint", "dump", "assert", "assertionFailure", "os_log", "NSLog"]

    /// Skips `( … )` with nested parentheses; the arguments of a call with no effect.
    private mutating func skipParenthesized() throws(ParseFailure) {
        let open = current
        try expect("(", "to start the arguments")
        var depth = 1
        while depth > 0 {
            if current.isEndOfFile || (at("}") && current.braceDepth < open.braceDepth) {
                throw failure("expected ')' to close the arguments opened at line \(open.location.line)", at: current.location)
            }
            if at("(") { depth += 1 } else if at(")") { depth -= 1 }
            advance()
        }
    }

    /// SwiftUI containers and controls a pasted `body` may contain.
    static let swiftUIViews: Set<String> = [
        "List", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "ScrollView", "Group", "ForEach", "Section",
        "NavigationView", "NavigationStack", "ProgressView", "Text", "Image", "Button", "EmptyView", "Spacer", "Color",
        "Form", "Label", "Toggle", "Alert", "GeometryReader", "ErrorStateView",
    ]

    /// SwiftUI modifiers a pasted `body` may contain.
    static let swiftUIModifiers: Set<String> = [
        "overlay", "task", "refreshable", "onAppear", "onDisappear", "onChange", "alert", "sheet", "background",
        "frame", "padding", "redacted", "listStyle", "navigationTitle", "toolbar", "disabled",
    ]

    static let elementList = "blank, content(v), spinner, errorView(e), footerSpinner, footerError(e), banner(e), alert(\"name\"), button(\"name\", disabled: b) and mark(\"name\")"

    static func isAssignable(_ e: Expr) -> Bool {
        switch e.kind {
        case .identifier: return true
        case .member(let base, _, _): return isAssignable(base)
        case .subscript(let base, _): return isAssignable(base) // an entry of per-row state
        default: return false
        }
    }

    /// `let (a, _) = e` (``TupleType/destructure(_:type:value:isLet:at:)``).
    private mutating func parseDestructuring() throws(ParseFailure) -> [Stmt] {
        try enter()
        defer { leave() }
        let token = advance()
        let isLet = token.keyword == "let"
        try expect("(", "to start the tuple pattern")
        var names: [String?] = []
        repeat {
            let name = try expectIdentifier("a name or '_' in the tuple pattern")
            names.append(name == "_" ? nil : name)
        } while eat(",")
        try expect(")", "to close the tuple pattern")
        var type: TypeRef?
        if eat(":") { type = try parseType() }
        guard eat("=") else { throw failure("expected '= expression' after the tuple pattern", at: current.location) }
        let value = try parseExpression()
        return TupleType.destructure(names, type: type, value: value, isLet: isLet, at: token.location)
    }

    private mutating func parseLocal() throws(ParseFailure) -> Stmt {
        let token = advance()
        let isLet = token.keyword == "let"
        let nameLocation = current.location
        let name = try expectIdentifier("a name after '\(isLet ? "let" : "var")'")
        var type: TypeRef?
        if eat(":") { type = try parseType() }
        var value: Expr?
        if eat("=") { value = try parseExpression() }
        if name == "_" {
            guard let value else { throw failure("expected '= expression' after '_'", at: nameLocation) }
            return Stmt(kind: .expression(value), location: token.location)
        }
        if type == nil, value == nil {
            throw failure("'\(name)' needs a type or an initial value", at: nameLocation)
        }
        if at("{"), !current.newlineBefore {
            throw failure("local computed variables and observers are not supported in models", at: current.location)
        }
        return Stmt(kind: .local(isLet: isLet, name: name, type: type, value: value), location: token.location)
    }

    private mutating func parseIf() throws(ParseFailure) -> Stmt {
        try enter()
        defer { leave() }
        let token = advance()
        let conditions = try parseConditions()
        let then = try parseBlock()
        var elseBody: [Stmt]?
        var elseIsIf = false
        if atKeyword("else") {
            advance()
            if atKeyword("if") {
                elseBody = [try parseIf()]
                elseIsIf = true
            } else {
                elseBody = try parseBlock()
            }
        }
        return Stmt(kind: .ifStatement(conditions: conditions, then: then, elseBody: elseBody, elseIsIf: elseIsIf), location: token.location)
    }

    /// `c1, let x = e, let y, case .a(let v) = e, ...` up to `{` or `else`.
    mutating func parseConditions() throws(ParseFailure) -> [Condition] {
        var conditions: [Condition] = []
        repeat {
            if at("{") {
                throw failure("expected a condition, found '{'", at: current.location)
            }
            if atKeyword("let") || atKeyword("var") {
                let isLet = atKeyword("let")
                advance()
                let nameToken = current
                let name = try expectIdentifier("a name to bind")
                if eat(":") { _ = try parseType() }
                if eat("=") {
                    conditions.append(.optionalBinding(name: name, value: try parseExpression(), isLet: isLet))
                } else {
                    // `if let x`: shorthand for `if let x = x`.
                    conditions.append(.optionalBinding(
                        name: name, value: Expr(kind: .identifier(name), location: nameToken.location), isLet: isLet))
                }
            } else if atKeyword("case") {
                advance()
                let pattern = try parsePattern()
                try expect("=", "after the pattern in 'case PATTERN = VALUE'")
                conditions.append(.matches(pattern, try parseExpression()))
            } else {
                conditions.append(.boolean(try parseExpression()))
            }
        } while eat(",")
        return conditions
    }

    private mutating func parseSwitch() throws(ParseFailure) -> Stmt {
        let token = advance()
        let subject = try parseExpression()
        let open = current
        try expect("{", "to start the switch's cases")
        var cases: [SwitchCase] = []
        while !at("}") {
            if current.isEndOfFile {
                throw failure("expected '}' to close the switch opened at line \(open.location.line)", at: current.location)
            }
            let caseToken = current
            var patterns: [Pattern] = []
            var whereClause: Expr?
            do {
                if at("@"), peek().keyword == "unknown" {
                    advance(); advance()
                }
                if eatKeyword("default") {
                    try expect(":", "after 'default'")
                } else if eatKeyword("case") {
                    repeat {
                        patterns.append(try parsePattern())
                    } while eat(",")
                    if eatKeyword("where") { whereClause = try parseExpression() }
                    try expect(":", "after the case's patterns")
                } else {
                    throw failure("expected 'case' or 'default' in the switch, found \(current.quoted)", at: current.location)
                }
            } catch {
                // Skip to the next label or the end of the switch.
                if !current.isEndOfFile { advance() }
                while !current.isEndOfFile, !(at("}") && current.braceDepth == open.braceDepth),
                      !((atKeyword("case") || atKeyword("default")) && current.braceDepth == open.braceDepth + 1) {
                    advance()
                }
                // Stand-in for the broken clause, so the switch is not also reported empty or not exhaustive.
                cases.append(SwitchCase(patterns: [Pattern(kind: .wildcard, location: caseToken.location)], whereClause: nil,
                                        body: [], location: caseToken.location))
                continue
            }
            let errorsBefore = diagnostics.count
            let body = try parseStatements(blockDepth: open.braceDepth, openLine: open.location.line, inSwitch: true)
            if body.isEmpty, diagnostics.count == errorsBefore {
                report("'\(patterns.isEmpty ? "default" : "case")' label in a 'switch' must have at least one statement; write 'break' for nothing", at: caseToken.location)
            }
            cases.append(SwitchCase(patterns: patterns, whereClause: whereClause, body: body, location: caseToken.location))
        }
        advance()
        return Stmt(kind: .switchStatement(subject: subject, cases: cases), location: token.location)
    }

    /// `await MainActor.run { body }` as a statement: the task reaches the
    /// main actor in a step of its own (the `hop`), then runs the body.
    private mutating func parseMainActorRun() throws(ParseFailure) -> [Stmt] {
        let location = current.location
        advance(); advance(); advance(); advance()
        return Self.hoppingToMainActor(try parseBlock(), at: location)
    }

    private mutating func parseFor() throws(ParseFailure) -> Stmt {
        let token = advance()
        if atKeyword("await") || atKeyword("try") {
            throw failure("'for await' is not supported in models; await the api calls one by one", at: current.location)
        }
        if atKeyword("case") {
            throw failure("'for case' is not supported in models", at: current.location)
        }
        let name = try expectIdentifier("a loop variable name")
        guard eatKeyword("in") else {
            throw failure("expected 'in' after the loop variable", at: current.location)
        }
        let range = try parseExpression()
        if atKeyword("where") {
            throw failure("'for ... where' is not supported in models; use 'if' inside the loop", at: current.location)
        }
        let body = try parseBlock()
        return Stmt(kind: .forLoop(name: name, range: range, body: body), location: token.location)
    }

    private mutating func parseDo() throws(ParseFailure) -> Stmt {
        let token = advance()
        let body = try parseBlock()
        guard atKeyword("catch") else {
            throw failure("'do' without 'catch' is not supported in models; add 'catch { }' or remove 'do'", at: token.location)
        }
        var clauses: [CatchClause] = []
        while atKeyword("catch") {
            let catchToken = advance()
            let pattern = try parseCatchPattern()
            clauses.append(CatchClause(pattern: pattern, body: try parseBlock(), location: catchToken.location))
        }
        if clauses.count == 1, case .any = clauses[0].pattern {
            return Stmt(kind: .doCatch(body: body, catchBody: clauses[0].body), location: token.location)
        }
        return Stmt(kind: .doCatchClauses(body: body, clauses: clauses), location: token.location)
    }

    // MARK: - Patterns

    /// A pattern in `case`, `if case`, `guard case`.
    mutating func parsePattern(binding: Bool = false) throws(ParseFailure) -> Pattern {
        try enter()
        defer { leave() }
        let token = current
        let location = token.location
        var kind: PatternKind
        if atKeyword("let") || atKeyword("var") {
            advance()
            return try parsePattern(binding: true).withLocation(location)
        } else if atKeyword("_") {
            advance()
            kind = .wildcard
        } else if at("."), let name = peek().identifier, !peek().spaceBefore {
            advance(); advance()
            kind = .enumCase(type: nil, name: name, arguments: try parsePatternArguments(binding: binding))
        } else if let name = current.identifier, name.first?.isUppercase == true, peek().symbol == ".",
                  let caseName = peek(2).identifier {
            advance(); advance(); advance()
            kind = .enumCase(type: name, name: caseName, arguments: try parsePatternArguments(binding: binding))
        } else if binding, let name = current.identifier, !["nil", "true", "false", "self"].contains(name) {
            advance()
            kind = .binding(name)
        } else if at("(") {
            // `(p, q)`: a tuple's elements (``TupleType``; labels are dropped); `(p)` is p.
            advance()
            var elements: [PatternArgument] = []
            repeat {
                if current.identifier != nil, peek().symbol == ":" { advance(); advance() }
                elements.append(PatternArgument(label: nil, pattern: try parsePattern(binding: binding)))
            } while eat(",")
            try expect(")", "to close the tuple pattern")
            kind = elements.count == 1 ? elements[0].pattern.kind : .enumCase(type: nil, name: TupleType.caseName, arguments: elements)
        } else if atKeyword("is") {
            throw failure("'is' patterns are not supported in models; test with 'if error is CancellationError'", at: location)
        } else {
            kind = .expression(try parseBinary(minPrecedence: Precedence.nilCoalescing))
        }
        if at("?"), !current.spaceBefore {
            advance()
            kind = .optionalSome(kind)
        }
        return Pattern(kind: kind, location: location)
    }

    private mutating func parsePatternArguments(binding: Bool) throws(ParseFailure) -> [PatternArgument]? {
        guard at("("), !current.newlineBefore else { return nil }
        advance()
        var arguments: [PatternArgument] = []
        while !at(")") {
            var label: String?
            if let word = current.identifier, peek().symbol == ":" {
                label = word
                advance(); advance()
            }
            arguments.append(PatternArgument(label: label, pattern: try parsePattern(binding: binding)))
            if !eat(",") { break }
        }
        try expect(")", "to end the pattern's payload")
        return arguments
    }
}

extension Pattern {
    func withLocation(_ location: SourceLocation) -> Pattern {
        Pattern(kind: kind, location: location)
    }
}
