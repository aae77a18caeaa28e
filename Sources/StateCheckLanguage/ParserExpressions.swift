// Expressions (Swift precedence) and types.
import StateCheckEngine
import StateCheckScreens


/// Swift's precedence groups for the operators models use, lowest first.
enum Precedence {
    static let disjunction = 1       // ||
    static let conjunction = 2       // &&
    static let comparison = 3        // == != < <= > >=
    static let nilCoalescing = 4     // ?? (right-associative)
    static let casting = 5           // is
    static let rangeFormation = 6    // ..< ...
    static let addition = 7          // + -
    static let multiplication = 8    // * / % (diagnosed)
}

extension Parser {
    /// The infix operator at the cursor and its precedence, if any. Swift
    /// tells infix from prefix/postfix by symmetric whitespace.
    private func infixOperator() -> (text: String, precedence: Int)? {
        let t = current
        if t.keyword == "is" { return ("is", Precedence.casting) }
        if t.keyword == "as" { return ("as", Precedence.casting) }
        guard let text = t.symbol, t.spaceBefore == t.spaceAfter else { return nil }
        switch text {
        case "||": return (text, Precedence.disjunction)
        case "&&": return (text, Precedence.conjunction)
        case "==", "!=", "<", "<=", ">", ">=": return (text, Precedence.comparison)
        case "??": return (text, Precedence.nilCoalescing)
        case "..<", "...": return (text, Precedence.rangeFormation)
        case "+", "-": return (text, Precedence.addition)
        case "*", "/", "%", "&", "|", "^": return (text, Precedence.multiplication)
        default: return nil
        }
    }

    /// A full expression, including `?:`.
    mutating func parseExpression() throws(ParseFailure) -> Expr {
        try enter()
        defer { leave() }
        let condition = try parseBinary(minPrecedence: 0)
        guard at("?"), current.spaceBefore, current.spaceAfter else { return condition }
        advance()
        let then = try parseExpression()
        try expect(":", "in the conditional expression 'condition ? a : b'")
        let otherwise = try parseExpression()
        return Expr(kind: .ternary(condition: condition, then: then, else: otherwise), location: condition.location)
    }

    /// Binary operators by precedence climbing. Every operator of a chain
    /// counts as one level of nesting, so the tree's depth stays bounded.
    mutating func parseBinary(minPrecedence: Int) throws(ParseFailure) -> Expr {
        var lhs = try parsePrefix()
        let depthBefore = depth
        defer { depth = depthBefore }
        while let (op, precedence) = infixOperator(), precedence >= minPrecedence {
            let opToken = advance()
            try enter()
            if op == "is" {
                let typeName = try expectIdentifier("a type name after 'is' (CancellationError or URLError)")
                lhs = Expr(kind: .isType(lhs, typeName), location: lhs.location)
                continue
            }
            if op == "as" {
                throw failure("'as' casts are not supported in models; use 'is' to test an error's type", at: opToken.location)
            }
            let rightAssociative = op == "??"
            let rhs = try parseBinary(minPrecedence: rightAssociative ? precedence : precedence + 1)
            let binary: BinaryOperator
            switch op {
            case "||": binary = .or
            case "&&": binary = .and
            case "==": binary = .equal
            case "!=": binary = .notEqual
            case "<": binary = .less
            case "<=": binary = .lessEqual
            case ">": binary = .greater
            case ">=": binary = .greaterEqual
            case "??": binary = .nilCoalescing
            case "+": binary = .plus
            case "-": binary = .minus
            case "..<": binary = .halfOpenRange
            case "...": binary = .closedRange
            default:
                report("operator '\(op)' is not supported in models (only + and - on Int, + on Value)", at: opToken.location)
                continue
            }
            lhs = Expr(kind: .binary(binary, lhs, rhs), location: lhs.location)
        }
        return lhs
    }

    /// Prefix operators, `try`, `await`, then a postfix expression.
    mutating func parsePrefix() throws(ParseFailure) -> Expr {
        try enter()
        defer { leave() }
        let token = current
        let location = token.location
        if at("!"), !current.spaceAfter {
            advance()
            return Expr(kind: .unary(.not, try parsePrefix()), location: location)
        }
        if at("-"), !current.spaceAfter {
            advance()
            if case .integer(let value) = current.kind {
                advance()
                return try parsePostfix(Expr(kind: .intLiteral(-value), location: location))
            }
            return Expr(kind: .unary(.negate, try parsePrefix()), location: location)
        }
        if atKeyword("try") {
            advance()
            var optional = false
            if at("?"), !current.spaceBefore {
                advance()
                optional = true
            } else if at("!"), !current.spaceBefore {
                throw failure("'try!' is not supported in models; use 'try' inside 'do { } catch { }', or 'try?'", at: location)
            }
            let operand = try parseBinary(minPrecedence: 0)
            return Expr(kind: .try(operand, optional: optional), location: location)
        }
        if atKeyword("await") {
            advance()
            let operand = try parseBinary(minPrecedence: 0)
            return Expr(kind: .await(operand), location: location)
        }
        if let symbol = token.symbol, ["&", "~", "+", "..<", "..."].contains(symbol) {
            throw failure("prefix operator '\(symbol)' is not supported in models", at: location)
        }
        return try parsePostfix(try parsePrimary())
    }

    /// `.member`, `?.member`, `(args)`, `!` after an expression.
    private mutating func parsePostfix(_ start: Expr) throws(ParseFailure) -> Expr {
        var e = start
        let depthBefore = depth
        defer { depth = depthBefore }
        while true {
            let t = current
            if t.symbol == ".", let name = peek().identifier {
                advance(); advance()
                try enter()
                e = Expr(kind: .member(base: e, name: name, optional: false), location: e.location)
            } else if t.symbol == ".", case .integer(let position) = peek().kind {
                // `pair.0`: a tuple's element by position (``TupleType``).
                advance(); advance()
                try enter()
                e = Expr(kind: .member(base: e, name: String(position), optional: false), location: e.location)
            } else if t.symbol == "?", !t.spaceBefore {
                guard peek().symbol == ".", let name = peek(2).identifier else {
                    throw failure("'?' after a value must be followed by '.member' (optional chaining); use '??' or 'if let' to unwrap", at: t.location)
                }
                advance(); advance(); advance()
                try enter()
                e = Expr(kind: .member(base: e, name: name, optional: true), location: e.location)
            } else if t.symbol == "!", !t.spaceBefore {
                advance()
                try enter()
                e = Expr(kind: .forceUnwrap(e), location: e.location)
            } else if t.symbol == "(", !t.newlineBefore {
                let arguments = try parseArguments()
                try enter()
                e = Expr(kind: .call(callee: e, arguments: arguments), location: e.location)
            } else if t.symbol == "[", !t.newlineBefore {
                // `details[id]`: an entry of per-row state (the row expansion checks the base).
                advance()
                let key = try parseExpression()
                try expect("]", "to close the subscript")
                try enter()
                e = Expr(kind: .subscript(base: e, key: key), location: t.location)
            } else if t.symbol == "{", !t.newlineBefore, e.isTrailingClosureCallee, isClosureStart() {
                // A trailing closure: the last argument of the call (`items.filter { $0.isRead }`).
                let closure = try parseClosure()
                try enter()
                if case .call(let callee, let arguments) = e.kind {
                    e = Expr(kind: .call(callee: callee, arguments: arguments + [Argument(label: nil, value: closure)]), location: e.location)
                } else {
                    e = Expr(kind: .call(callee: e, arguments: [Argument(label: nil, value: closure)]), location: e.location)
                }
            } else {
                return e
            }
        }
    }

    /// A `{` that opens a closure, not a block: `{ x in`, `{ (x) in`,
    /// `{ [weak self] in`, or a body that uses `$0`.
    func isClosureStart() -> Bool {
        if peek().identifier != nil, peek(2).keyword == "in" || peek(2).symbol == "," || peek(2).symbol == "->" { return true }
        if peek().symbol == "[" { return true }
        if peek().symbol == "(", peek(2).identifier != nil, peek(3).symbol == ")" || peek(3).symbol == ":" || peek(3).symbol == "," {
            return true
        }
        // `$0` in the braces, outside nested braces (bounded look-ahead): a
        // block whose nested closure uses `$0` (`if let v { content(v.map { $0 }) }`) is a block.
        var level = 0
        var offset = 0
        while offset < 500 {
            let t = peek(offset)
            if t.isEndOfFile { return false }
            if t.symbol == "{" { level += 1 } else if t.symbol == "}" {
                level -= 1
                if level == 0 { return false }
            } else if level == 1, let name = t.identifier, name.hasPrefix("$") {
                return true
            }
            offset += 1
        }
        return false
    }

    /// `(label: value, value, ...)`.
    mutating func parseArguments() throws(ParseFailure) -> [Argument] {
        try expect("(", "to start the arguments")
        var arguments: [Argument] = []
        while !at(")") {
            var label: String?
            if let word = current.identifier, peek().symbol == ":" {
                label = word
                advance(); advance()
            }
            arguments.append(Argument(label: label, value: try parseExpression()))
            if !eat(",") { break }
        }
        try expect(")", "to end the arguments")
        return arguments
    }

    private mutating func parsePrimary() throws(ParseFailure) -> Expr {
        let token = current
        let location = token.location
        switch token.kind {
        case .integer(let value):
            advance()
            return Expr(kind: .intLiteral(value), location: location)
        case .string(let text):
            advance()
            return Expr(kind: .stringLiteral(text), location: location)
        case .endOfFile:
            throw failure("expected an expression, found end of file", at: location)
        case .symbol(let symbol):
            return try parseSymbolPrimary(symbol, location: location)
        case .identifier(let name, let escaped):
            if escaped {
                advance()
                return Expr(kind: .identifier(name), location: location)
            }
            return try parseNamePrimary(name, location: location)
        }
    }

    private mutating func parseSymbolPrimary(_ symbol: String, location: SourceLocation) throws(ParseFailure) -> Expr {
        switch symbol {
        case ".":
            guard let name = peek().identifier, !peek().spaceBefore else {
                throw failure("expected a case name after '.'", at: location)
            }
            advance(); advance()
            var arguments: [Argument]?
            if at("("), !current.newlineBefore { arguments = try parseArguments() }
            return Expr(kind: .implicitMember(name: name, arguments: arguments), location: location)
        case "(":
            advance()
            if at(")") {
                throw failure("'()' (an empty tuple) is not supported in models", at: location)
            }
            // `(e)` is e; `(a, label: b)` is a tuple literal (``TupleType``).
            var elements: [Expr] = []
            repeat {
                if current.identifier != nil, peek().symbol == ":" { advance(); advance() }
                elements.append(try parseExpression())
            } while eat(",")
            try expect(")", "to close the parenthesis")
            return elements.count == 1 ? elements[0] : TupleType.literal(elements, at: location)
        case "[":
            // `[]`: the empty `Value`. Other array literals have no model: a
            // `Value`'s pages come from its api.
            if peek(1).symbol == "]" {
                advance(); advance()
                return Expr(kind: .emptyValueLiteral, location: location)
            }
            throw failure("array literals other than '[]' are not supported in models; 'Value' is the list of pages an api returns", at: location)
        case "{":
            if isClosureStart() { return try parseClosure() }
            throw failure("a closure needs its parameters ('{ x in ... }') or '$0'; closures are the arguments of a Value's 'map', 'filter', 'compactMap' and 'sorted'", at: location)
        case "#":
            throw failure("compiler directives and macros ('#') are not supported in models", at: location)
        case "\\":
            throw failure("key paths are not supported in models", at: location)
        default:
            throw failure("expected an expression, found '\(symbol)'", at: location)
        }
    }

    private mutating func parseNamePrimary(_ name: String, location: SourceLocation) throws(ParseFailure) -> Expr {
        switch name {
        case "dismiss" where peek().symbol == "(" && peek(2).symbol == ")":
            advance(); advance(); advance()
            return Expr(kind: .dismissScreen, location: location)
        case "true", "false":
            advance()
            return Expr(kind: .boolLiteral(name == "true"), location: location)
        case "nil":
            advance()
            return Expr(kind: .nilLiteral, location: location)
        case "Task":
            if peek().symbol == ".", peek(2).identifier == "isCancelled" {
                advance(); advance(); advance()
                return Expr(kind: .taskIsCancelled, location: location)
            }
            if peek().symbol == ".", peek(2).identifier == "checkCancellation", peek(3).symbol == "(", peek(4).symbol == ")" {
                advance(); advance(); advance(); advance(); advance()
                return Expr(kind: .taskCheckCancellation, location: location)
            }
            if peek().symbol == ".", peek(2).identifier == "sleep", peek(3).symbol == "(" {
                advance(); advance(); advance()
                return try parseSleep(at: location)
            }
            if peek().symbol == "{" {
                advance()
                return Expr(kind: .spawnValue(body: try parseTaskBody()), location: location)
            }
            if peek().symbol == ".", peek(2).identifier == "detached", peek(3).symbol == "{" {
                advance(); advance(); advance()
                return Expr(kind: .spawnValue(body: Self.hoppingToMainActor(try parseTaskBody(), at: location)), location: location)
            }
            if peek().symbol == ".", let member = peek(2).identifier {
                let hint = member == "sleep" ? "; write \(SleepDuration.forms)" :
                    member == "checkCancellation" ? "; write 'try Task.checkCancellation()'" : ""
                throw failure("'Task.\(member)' is not supported in models (only 'Task.isCancelled', 'Task.checkCancellation()' and 'Task.sleep')\(hint)", at: location)
            }
            throw failure("'Task' is used as 'Task { ... }' (a statement) or 'Task.isCancelled'", at: location)
        case "withCheckedContinuation":
            return try parseContinuation(location: location)
        case "withCheckedThrowingContinuation", "withUnsafeContinuation", "withUnsafeThrowingContinuation":
            throw failure("'\(name)' is not supported in models; use 'withCheckedContinuation' (model continuations do not throw)", at: location)
        case "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "withTaskCancellationHandler":
            throw failure("'\(name)' is not supported in models; spawn 'Task { }' or await the calls one after another", at: location)
        case "if", "switch", "guard", "while", "for", "do", "return", "else", "case", "default", "in", "where", "catch":
            throw failure("expected an expression, found '\(name)'", at: location)
        case "async":
            throw failure("'async let' is not supported in models; await the calls one after another, or spawn 'Task { }'", at: location)
        case "super", "Self":
            throw failure("'\(name)' is not supported in models", at: location)
        default:
            if name.hasPrefix("$"), name.dropFirst().isEmpty || !name.dropFirst().allSatisfy(\.isNumber) {
                throw failure("'\(name)' is not supported in models (only '$0', '$1', … in a closure)", at: location)
            }
            advance()
            return Expr(kind: .identifier(name), location: location)
        }
    }

    /// `withCheckedContinuation { c in ... }` / `{ (c: CheckedContinuation<T, Never>) in ... }`.
    private mutating func parseContinuation(location: SourceLocation) throws(ParseFailure) -> Expr {
        advance()
        if at("("), peek().symbol == ")" { advance(); advance() }
        if at("("), peek().identifier == "isolation" {
            throw failure("write 'withCheckedContinuation { c in ... }' (arguments are not supported)", at: current.location)
        }
        let open = current
        guard at("{") else {
            throw failure("expected '{ c in ... }' after 'withCheckedContinuation'", at: current.location)
        }
        advance()
        var parameter: String
        if eat("(") {
            parameter = try expectIdentifier("the continuation's name")
            if eat(":") { _ = try parseType() }
            try expect(")", "after the continuation's parameter")
        } else if let name = current.identifier, peek().keyword == "in" || peek().symbol == ":" || peek().symbol == "->" {
            advance()
            parameter = name
            if eat(":") { _ = try parseType() }
        } else {
            throw failure("name the continuation: 'withCheckedContinuation { c in ... }'", at: current.location)
        }
        if eat("->") { _ = try parseType() }
        guard eatKeyword("in") else {
            throw failure("expected 'in' after the continuation's name", at: current.location)
        }
        let body = try parseStatements(blockDepth: open.braceDepth, openLine: open.location.line)
        try expect("}", "to close the continuation body opened at line \(open.location.line)")
        return Expr(kind: .withCheckedContinuation(parameter: parameter, body: body), location: location)
    }

    // MARK: - Types

    /// `Bool`, `Int`, `String`, `Value`, `Error`, `any Error`, `Void`, an
    /// enum name, `T?`, `CheckedContinuation<T>` / `<T, Never>`, `(T)`.
    mutating func parseType() throws(ParseFailure) -> TypeRef {
        try enter()
        defer { leave() }
        let token = current
        var type: TypeRef
        if eat("(") {
            if eat(")") {
                type = .void
            } else {
                // `(T)` is T; `(a: T, U)` is a tuple type (``TupleType``).
                var elements: [(label: String?, type: TypeRef)] = []
                repeat {
                    var label: String?
                    if let name = current.identifier, peek().symbol == ":" {
                        label = name
                        advance(); advance()
                    }
                    elements.append((label: label, type: try parseType()))
                } while eat(",")
                try expect(")", "to close the parenthesised type")
                if elements.count == 1 {
                    type = elements[0].type
                } else {
                    let (tuple, conflict) = model.declareTuple(elements, at: token.location)
                    if let conflict { report(conflict, at: token.location) }
                    type = tuple
                }
            }
        } else if at("["), peek().identifier == "Task" {
            // A cancel bag: `[Task<Void, Never>]`, bounded by `maxTasks`.
            advance()
            let task = current
            advance()
            _ = try parseTaskHandleType(at: task.location)
            try expect("]", "to close '[Task<Void, Never>]'")
            type = .taskList
        } else if at("[") {
            throw failure("array types are not supported in models; 'Value' is the list of pages an api returns", at: token.location)
        } else if let name = current.identifier {
            advance()
            switch name {
            case "Bool": type = .bool
            case "Int": type = .int
            case "String": type = .string
            case "Value": type = .value
            case "Error", "URLError", "CancellationError": type = .error
            case "Void": type = .void
            case "any":
                type = try parseType()
            case "some":
                throw failure("opaque types ('some ...') are not supported in models; the screen is described by the 'view' block", at: token.location)
            case "CheckedContinuation":
                try expect("<", "after 'CheckedContinuation' (write 'CheckedContinuation<Bool>')")
                let payload = try parseType()
                if eat(",") {
                    let failureToken = current
                    let failureType = try expectIdentifier("'Never'")
                    if failureType != "Never" {
                        throw failure("continuations in models never throw; write 'CheckedContinuation<T, Never>' or 'CheckedContinuation<T>'", at: failureToken.location)
                    }
                }
                try expect(">", "to close 'CheckedContinuation<...>'")
                type = .continuation(payload)
            case "Task":
                type = try parseTaskHandleType(at: token.location)
            case "Set" where at("<") && peek().identifier == "Task":
                // `Set<Task<Void, Never>>`: a bag of handles, read as `[Task<Void, Never>]` (`insert` appends).
                advance()
                let task = current
                advance()
                _ = try parseTaskHandleType(at: task.location)
                try expect(">", "to close 'Set<Task<Void, Never>>'")
                type = .taskList
            case "Optional":
                try expect("<", "after 'Optional'")
                type = .optional(try parseType())
                try expect(">", "to close 'Optional<...>'")
            case "Double", "Float", "CGFloat":
                throw failure("'\(name)' is not supported in models; use Int", at: token.location)
            default:
                if at("<"), !current.spaceBefore {
                    throw failure("generic types are not supported in models; write the payload types as Value and Error", at: current.location)
                }
                if name.first?.isUppercase == true, at("."), let member = peek().identifier {
                    throw failure("nested types ('\(name).\(member)') are not supported in models", at: token.location)
                }
                type = .named(name)
            }
        } else {
            throw failure("expected a type, found \(token.quoted)", at: token.location)
        }
        let postfixBase = depth
        defer { depth = postfixBase }
        while !current.spaceBefore {
            if at("?") || at("??") {
                try enter() // every `?` nests the type one level deeper
            }
            if eat("?") {
                type = .optional(type)
            } else if eat("??") {
                type = .optional(.optional(type))
            } else if at("!") {
                throw failure("implicitly unwrapped optionals are not supported in models; write '\(Self.describe(type))?'", at: current.location)
            } else {
                break
            }
        }
        if at("->") {
            throw failure("function types are not supported in models (no closures)", at: current.location)
        }
        return type
    }

    /// A type as the user would write it.
    static func describe(_ type: TypeRef) -> String { ModelPrinter.spelling(of: type) }
}
