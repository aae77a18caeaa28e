// Declarations: attributes, modifiers, imports, types and extensions, enum
// cases, functions, initializers, subscripts, properties and their accessors,
// type aliases, associated types, operators, macro expansions and `#if`.
import StateCheckLanguage

/// Words that are declaration modifiers when a declaration follows them.
private let modifierWords: Set<String> = [
    "private", "fileprivate", "internal", "public", "open", "package", "static", "class", "final", "override",
    "mutating", "nonmutating", "lazy", "weak", "unowned", "convenience", "required", "dynamic", "optional",
    "indirect", "nonisolated", "prefix", "postfix", "infix", "distributed", "consuming", "borrowing", "async",
    "__consuming", "isolated", "unsafe",
]

/// Keywords (and contextual words) that introduce a declaration.
private let declarationIntroducers: Set<String> = [
    "import", "struct", "class", "enum", "protocol", "extension", "actor", "func", "init", "deinit", "subscript",
    "var", "let", "typealias", "associatedtype", "operator", "precedencegroup", "case", "macro",
]

/// Accessor words in a property's or subscript's braces.
private let accessorWords: Set<String> = [
    "get", "set", "didSet", "willSet", "_modify", "_read", "modify", "read", "init", "unsafeAddress",
    "unsafeMutableAddress",
]

extension SwiftParser {
    /// The token at `offset` is a declaration modifier followed by a declaration.
    func isModifier(at offset: Int) -> Bool {
        let token = peek(offset)
        guard token.kind == .keyword || (token.kind == .identifier && !token.escaped), modifierWords.contains(token.text) else {
            return false
        }
        var next = offset + 1
        if hasModifierDetail(token, at: next) { next += 3 }
        let following = peek(next)
        if token.kind == .keyword, token.text != "class" { return true }
        return isIntroducer(following, then: peek(next + 1)) || isModifier(at: next)
    }

    /// The modifier `token` has a detail in parentheses starting at
    /// `offset`: `private(set)`, `nonisolated(unsafe)`, and, as Swift
    /// accepts, an access level's `private (set)` with a space.
    func hasModifierDetail(_ token: SwiftToken, at offset: Int) -> Bool {
        guard peek(offset).isPunctuation("("), peek(offset + 2).isPunctuation(")") else { return false }
        if !peek(offset).spaceBefore { return true }
        return ["private", "fileprivate", "internal", "package", "public", "open"].contains(token.text) && peek(offset + 1).text == "set"
    }

    /// `token` (followed by `next`) introduces a declaration.
    func isIntroducer(_ token: SwiftToken, then next: SwiftToken) -> Bool {
        switch token.kind {
        case .keyword:
            return declarationIntroducers.contains(token.text)
        case .identifier:
            return !token.escaped && (token.text == "actor" || token.text == "macro") && next.kind == .identifier && !next.newlineBefore
        case .integer, .float, .string, .regex, .prefixOperator, .postfixOperator, .binaryOperator, .punctuation,
             .attribute, .pound, .endOfFile:
            return false
        }
    }

    /// The current token starts a declaration (an attribute, a modifier or an introducer).
    var atDeclarationStart: Bool {
        current.kind == .attribute || isModifier(at: 0) || isIntroducer(current, then: peek())
    }

    /// Parses a declaration, or returns nil (consuming nothing) if none starts here.
    mutating func parseDeclaration() throws(SwiftParseFailure) -> SwiftDecl? {
        guard atDeclarationStart || current.kind == .pound else { return nil }
        try nest() // a type declared in a type declared in a type…
        defer { depth -= 1 }
        let start = current
        let attributes = try parseAttributes()
        let modifiers = try parseModifiers()
        var decl = SwiftDecl(kind: .operatorDecl(keyword: "", name: ""), attributes: attributes, modifiers: modifiers,
                             documentation: start.documentation, location: start.location)
        let keyword = current
        switch keyword.text {
        case "import" where keyword.kind == .keyword:
            advance()
            var kind: String?
            if ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(current.text), peek().kind == .identifier {
                kind = advance().text
            }
            var path = [try expectName(in: "import declaration")]
            while current.isPunctuation("."), !current.spaceBefore {
                advance()
                path.append(try expectMemberName(in: "import declaration"))
            }
            decl.kind = .importDecl(path: path, kind: kind)
        case "struct", "class", "enum", "protocol", "extension", "actor":
            decl.kind = .type(try parseTypeDecl())
        case "case" where keyword.kind == .keyword:
            decl.kind = .enumCase(try parseEnumCase())
        case "func" where keyword.kind == .keyword:
            decl.kind = .function(try parseFunction())
        case "init" where keyword.kind == .keyword:
            decl.kind = .function(try parseInitializer())
        case "deinit" where keyword.kind == .keyword:
            advance()
            let body = current.isPunctuation("{") ? try parseBlock(in: "deinitializer") : nil
            decl.kind = .function(SwiftFunctionDecl(name: "deinit", genericParameters: [], parameters: [], effects: SwiftEffects(),
                                                    result: nil, requirements: [], body: body))
        case "subscript" where keyword.kind == .keyword:
            decl.kind = .subscriptDecl(try parseSubscript())
        case "var", "let":
            decl.kind = .variable(try parseVariable())
        case "typealias" where keyword.kind == .keyword:
            advance()
            let name = try expectName(in: "typealias declaration")
            let generics = try parseGenericParameters()
            guard current.isOperator("=") else { throw failure("expected '=' in typealias declaration") }
            advance()
            decl.kind = .typeAlias(name: name, genericParameters: generics, type: try parseType())
        case "associatedtype" where keyword.kind == .keyword:
            advance()
            let name = try expectName(in: "associatedtype declaration")
            let inheritance = consume(":") ? try parseTypeList() : []
            var defaultType: SwiftType?
            if current.isOperator("=") { advance(); defaultType = try parseType() }
            _ = try parseWhereClause()
            decl.kind = .associatedType(name: name, inheritance: inheritance, defaultType: defaultType)
        case "operator" where keyword.kind == .keyword:
            advance()
            let name = advance().text
            if consume(":") { _ = try expectName(in: "operator declaration") }
            decl.kind = .operatorDecl(keyword: "operator", name: name)
        case "precedencegroup" where keyword.kind == .keyword, "macro":
            advance()
            let name = try expectName(in: "\(keyword.text) declaration")
            skipToDeclarationEnd()
            decl.kind = .operatorDecl(keyword: keyword.text, name: name)
        default:
            if keyword.kind == .pound, keyword.text == "if" {
                return try parseIfConfigDecl(members: true)
            }
            if keyword.kind == .pound {
                decl.kind = .macroExpansion(try parseMacroExpansion())
            } else {
                throw failure("expected a declaration after attributes or modifiers")
            }
        }
        return decl
    }

    /// Skips a `precedencegroup`/`macro` declaration's remaining tokens up to the end of its braces or line.
    mutating func skipToDeclarationEnd() {
        var open = 0
        while current.kind != .endOfFile {
            if open == 0, current.newlineBefore { return }
            if current.isPunctuation("{") || current.isPunctuation("(") { open += 1 }
            if current.isPunctuation("}") || current.isPunctuation(")") {
                if open == 0 { return }
                open -= 1
                if open == 0, current.isPunctuation("}") { advance(); return }
            }
            advance()
        }
    }

    /// A member name after `.`: an identifier, a keyword (`init`, `self`, `default`) or a tuple index.
    mutating func expectMemberName(in construct: String) throws(SwiftParseFailure) -> String {
        switch current.kind {
        case .identifier, .keyword, .integer: return advance().text
        case .float, .string, .regex, .prefixOperator, .postfixOperator, .binaryOperator, .punctuation, .attribute, .pound, .endOfFile:
            throw failure("expected a member name after '.' in \(construct)")
        }
    }

    // MARK: - Attributes and modifiers

    /// `@name`, `@name<T>`, `@name(arguments)` repeated.
    mutating func parseAttributes() throws(SwiftParseFailure) -> [SwiftAttribute] {
        var attributes: [SwiftAttribute] = []
        while current.kind == .attribute {
            let token = advance()
            var attribute = SwiftAttribute(name: token.text, genericArguments: [], arguments: nil, argumentText: nil, location: token.location)
            // `@Field.Stored("value")`, `@SwiftUI.State`: a wrapper named through its module or enclosing type.
            while current.isPunctuation("."), !current.spaceBefore, peek().kind == .identifier, !peek().spaceBefore {
                advance()
                attribute.name += "." + advance().text
            }
            for module in ["SwiftUI.", "Observation.", "SwiftData."] where attribute.name.hasPrefix(module) {
                attribute.name.removeFirst(module.count)
            }
            if atGenericOpen, let arguments = speculate({ parser throws(SwiftParseFailure) in try parser.parseGenericArguments() }) {
                attribute.genericArguments = arguments
            }
            // `@escaping(Result<T, E>) -> Void`: attributes that take no arguments are followed by a type.
            if current.isPunctuation("("), !current.spaceBefore, !Self.argumentlessAttributes.contains(token.text) {
                let open = position
                attribute.arguments = speculate { parser throws(SwiftParseFailure) in
                    parser.advance()
                    return try parser.parseArgumentList(closing: ")", in: "attribute '@\(token.text)'")
                }
                position = open
                attribute.argumentText = skipBalancedText()
            }
            attributes.append(attribute)
        }
        return attributes
    }

    /// Attributes that never take arguments, so a `(` right after one starts
    /// what it is attached to (`@escaping(Result<T, E>) -> Void`).
    static let argumentlessAttributes: Set<String> = ["escaping", "autoclosure", "Sendable", "noescape"]

    /// Skips a balanced `( … )` at the current token and returns its inner tokens' text, spaced as written.
    mutating func skipBalancedText() -> String {
        var text = ""
        var open = 0
        repeat {
            let token = advance()
            if token.isPunctuation(")") { open -= 1 }
            if open > 0 {
                if !text.isEmpty, token.spaceBefore { text += " " }
                text += token.kind == .pound ? "#" + token.text : token.kind == .attribute ? "@" + token.text : token.text
            }
            if token.isPunctuation("(") { open += 1 }
        } while open > 0 && current.kind != .endOfFile
        return text
    }

    /// Declaration modifiers (`private(set)`, `static`, `nonisolated(unsafe)`, …).
    mutating func parseModifiers() throws(SwiftParseFailure) -> [SwiftModifier] {
        var modifiers: [SwiftModifier] = []
        while isModifier(at: 0) {
            let token = advance()
            var modifier = SwiftModifier(name: token.text, detail: nil, location: token.location)
            if hasModifierDetail(token, at: 0) {
                advance()
                modifier.detail = advance().text
                advance()
            }
            modifiers.append(modifier)
        }
        return modifiers
    }

    // MARK: - Types and extensions

    /// `struct Name<T>: P where … { members }` and the other type declarations.
    mutating func parseTypeDecl() throws(SwiftParseFailure) -> SwiftTypeDecl {
        let keywordToken = advance()
        let keyword = SwiftTypeDeclKeyword(rawValue: keywordToken.text) ?? .structKeyword
        let construct = "\(keywordToken.text) declaration"
        var decl = SwiftTypeDecl(keyword: keyword, name: "", extendedType: nil, genericParameters: [], inheritance: [],
                                 requirements: [], members: [])
        if keyword == .extensionKeyword {
            let type = try parseType()
            decl.extendedType = type
            decl.name = SwiftSyntaxDump.describe(type)
        } else {
            decl.name = try expectName(in: construct)
            decl.genericParameters = try parseGenericParameters()
        }
        if consume(":") { decl.inheritance = try parseTypeList() }
        decl.requirements = try parseWhereClause()
        try expect("{", in: construct)
        decl.members = parseMemberList(in: "\(keywordToken.text) body")
        try expect("}", in: construct)
        return decl
    }

    /// Types separated by commas (an inheritance list).
    mutating func parseTypeList() throws(SwiftParseFailure) -> [SwiftType] {
        var types = [try parseType()]
        while consume(",") { types.append(try parseType()) }
        return types
    }

    /// `<T, U: P, each V>`, or nothing.
    mutating func parseGenericParameters() throws(SwiftParseFailure) -> [SwiftGenericParameter] {
        guard current.isOperator, current.text == "<" else { return [] }
        advance()
        var parameters: [SwiftGenericParameter] = []
        repeat {
            let location = current.location
            let isPack = current.isContextual("each")
            if isPack { advance() }
            let name = try expectName(in: "generic parameter list")
            let constraint = consume(":") ? try parseType() : nil
            parameters.append(SwiftGenericParameter(name: name, constraint: constraint, isPack: isPack, location: location))
        } while consume(",")
        guard consumeGenericClose() else { throw failure("expected '>' in generic parameter list") }
        return parameters
    }

    /// `where T: P, U == V`, or nothing.
    mutating func parseWhereClause() throws(SwiftParseFailure) -> [SwiftRequirement] {
        guard consumeKeyword("where") else { return [] }
        var requirements: [SwiftRequirement] = []
        repeat {
            let left = try parseType()
            if consume(":") {
                requirements.append(SwiftRequirement(left: left, relation: ":", right: try parseType()))
            } else if current.isOperator("==") {
                advance()
                requirements.append(SwiftRequirement(left: left, relation: "==", right: try parseType()))
            } else {
                throw failure("expected ':' or '==' in 'where' clause")
            }
        } while consume(",")
        return requirements
    }

    // MARK: - Enum cases

    /// `case a, b(Value), c(label: Int = 0), d = "raw"`.
    mutating func parseEnumCase() throws(SwiftParseFailure) -> [SwiftEnumCaseElement] {
        advance()
        var elements: [SwiftEnumCaseElement] = []
        repeat {
            let location = current.location
            let name = try expectName(in: "enum case")
            var element = SwiftEnumCaseElement(name: name, associatedValues: nil, rawValue: nil, location: location)
            if current.isPunctuation("(") {
                element.associatedValues = try parseParameterClause(in: "enum case", typeOnlyAllowed: true)
            }
            if current.isOperator("=") {
                advance()
                element.rawValue = try parseExpression()
            }
            elements.append(element)
        } while consume(",")
        return elements
    }

    // MARK: - Functions

    /// `func name<T>(parameters) async throws -> Result where … { body }`.
    mutating func parseFunction() throws(SwiftParseFailure) -> SwiftFunctionDecl {
        advance()
        let name: String
        switch current.kind {
        case .identifier, .prefixOperator, .postfixOperator, .binaryOperator:
            name = advance().text
        case .keyword, .integer, .float, .string, .regex, .punctuation, .attribute, .pound, .endOfFile:
            throw failure("expected a function name in function declaration")
        }
        let generics = try parseGenericParameters()
        let parameters = try parseParameterClause(in: "function declaration", typeOnlyAllowed: false)
        let effects = try parseEffects()
        let result = consume("->") ? try parseType() : nil
        let requirements = try parseWhereClause()
        let body = current.isPunctuation("{") ? try parseBlock(in: "function '\(name)'") : nil
        return SwiftFunctionDecl(name: name, genericParameters: generics, parameters: parameters, effects: effects,
                                 result: result, requirements: requirements, body: body)
    }

    /// `init?<T>(parameters) async throws where … { body }`.
    mutating func parseInitializer() throws(SwiftParseFailure) -> SwiftFunctionDecl {
        advance()
        var name = "init"
        if current.kind == .postfixOperator, current.text == "?" || current.text == "!" { name += advance().text }
        let generics = try parseGenericParameters()
        let parameters = try parseParameterClause(in: "initializer", typeOnlyAllowed: false)
        let effects = try parseEffects()
        let requirements = try parseWhereClause()
        let body = current.isPunctuation("{") ? try parseBlock(in: "initializer") : nil
        return SwiftFunctionDecl(name: name, genericParameters: generics, parameters: parameters, effects: effects,
                                 result: nil, requirements: requirements, body: body)
    }

    /// `async`, `throws`, `throws(E)`, `rethrows` (in any order Swift accepts).
    mutating func parseEffects() throws(SwiftParseFailure) -> SwiftEffects {
        var effects = SwiftEffects()
        while true {
            if current.isContextual("async") || current.isContextual("reasync") {
                advance()
                effects.isAsync = true
            } else if current.isKeyword("throws") || current.isKeyword("rethrows") {
                effects.throwsKeyword = advance().text
                if current.isPunctuation("("), !current.spaceBefore {
                    advance()
                    effects.thrownType = try parseType()
                    try expect(")", in: "typed 'throws'")
                }
            } else {
                return effects
            }
        }
    }

    /// `(label name: Type = default, …)`; with `typeOnlyAllowed` (enum cases) a bare type is a parameter.
    mutating func parseParameterClause(in construct: String, typeOnlyAllowed: Bool) throws(SwiftParseFailure) -> [SwiftParameter] {
        try expect("(", in: construct)
        var parameters: [SwiftParameter] = []
        while !current.isPunctuation(")") {
            parameters.append(try parseParameter(in: construct, typeOnlyAllowed: typeOnlyAllowed))
            if !consume(",") { break }
        }
        try expect(")", in: construct)
        return parameters
    }

    /// One parameter of a parameter clause.
    mutating func parseParameter(in construct: String, typeOnlyAllowed: Bool) throws(SwiftParseFailure) -> SwiftParameter {
        let location = current.location
        let attributes = try parseAttributes()
        var parameter = SwiftParameter(label: nil, name: nil, type: nil, isVariadic: false, defaultValue: nil,
                                       attributes: attributes, location: location)
        let isName: (SwiftToken) -> Bool = { $0.kind == .identifier || $0.kind == .keyword }
        if isName(current), peek().isPunctuation(":") {
            parameter.label = advance().text
            advance()
        } else if isName(current), isName(peek()), peek(2).isPunctuation(":") {
            parameter.label = advance().text
            parameter.name = advance().text
            advance()
        } else if !typeOnlyAllowed {
            throw failure("expected a parameter name in \(construct)")
        }
        parameter.type = try parseType()
        if current.isOperator("...") { advance(); parameter.isVariadic = true }
        if current.isOperator("=") {
            advance()
            parameter.defaultValue = try parseExpression()
        }
        return parameter
    }

    // MARK: - Subscripts and properties

    /// `subscript<T>(parameters) -> Result where … { accessors }`.
    mutating func parseSubscript() throws(SwiftParseFailure) -> SwiftSubscriptDecl {
        advance()
        let generics = try parseGenericParameters()
        let parameters = try parseParameterClause(in: "subscript declaration", typeOnlyAllowed: false)
        try expect("->", in: "subscript declaration")
        let result = try parseType()
        let requirements = try parseWhereClause()
        let accessors = current.isPunctuation("{") ? try parseAccessorBlock(in: "subscript") : nil
        return SwiftSubscriptDecl(genericParameters: generics, parameters: parameters, result: result,
                                  requirements: requirements, accessors: accessors)
    }

    /// `var`/`let` and its bindings: `var a: T = v { didSet { } }, b = 2`.
    mutating func parseVariable() throws(SwiftParseFailure) -> SwiftVariableDecl {
        let keyword = advance().text
        var bindings: [SwiftPatternBinding] = []
        repeat {
            let pattern = try parsePattern(binding: true)
            var binding = SwiftPatternBinding(pattern: pattern, type: nil, initializer: nil, accessors: nil)
            if consume(":") { binding.type = try parseType() }
            if current.isOperator("=") {
                advance()
                binding.initializer = try parseExpression()
            }
            if current.isPunctuation("{") {
                binding.accessors = try parseAccessorBlock(in: "property")
            }
            bindings.append(binding)
        } while consume(",")
        return SwiftVariableDecl(keyword: keyword, bindings: bindings)
    }

    /// The token at `offset` starts an accessor (`get`, `set(newValue)`, `didSet`, `mutating get`, `@MainActor get`).
    func isAccessorStart(at offset: Int) -> Bool {
        var i = offset
        while peek(i).kind == .attribute { i += 1 }
        while peek(i).isContextual("mutating") || peek(i).isContextual("nonmutating") || peek(i).isContextual("__consuming") { i += 1 }
        let word = peek(i)
        guard (word.kind == .identifier && !word.escaped) || word.isKeyword("init"), accessorWords.contains(word.text) else { return false }
        let next = peek(i + 1)
        return next.isPunctuation("{") || next.isPunctuation("}") || next.isPunctuation("(") || next.isContextual("async")
            || next.isKeyword("throws") || (next.kind == .identifier && accessorWords.contains(next.text)) || next.kind == .attribute
    }

    /// `{ statements }` (a getter) or `{ get set }` / `{ get { } set { } }` / `{ willSet { } didSet { } }`.
    mutating func parseAccessorBlock(in construct: String) throws(SwiftParseFailure) -> SwiftAccessorBlock {
        guard isAccessorStart(at: 1) else {
            return .getter(try parseBlock(in: construct))
        }
        try expect("{", in: construct)
        var accessors: [SwiftAccessor] = []
        while !current.isPunctuation("}"), current.kind != .endOfFile {
            guard isAccessorStart(at: 0) else { throw failure("expected 'get', 'set', 'willSet' or 'didSet' in \(construct)") }
            let location = current.location
            let attributes = try parseAttributes()
            var modifiers: [SwiftModifier] = []
            while !accessorWords.contains(current.text) {
                let token = advance()
                modifiers.append(SwiftModifier(name: token.text, detail: nil, location: token.location))
            }
            let kind = advance().text
            var parameter: String?
            if consume("(") {
                parameter = try expectName(in: "'\(kind)' accessor")
                try expect(")", in: "'\(kind)' accessor")
            }
            let effects = try parseEffects()
            let body = current.isPunctuation("{") ? try parseBlock(in: "'\(kind)' accessor") : nil
            accessors.append(SwiftAccessor(kind: kind, attributes: attributes, modifiers: modifiers, parameter: parameter,
                                           effects: effects, body: body, location: location))
        }
        try expect("}", in: construct)
        return .accessors(accessors)
    }

    // MARK: - Macro expansions and #if

    /// `#name<T>(arguments) { trailing closures }` (`#Preview`, `#selector`, `#file`).
    mutating func parseMacroExpansion() throws(SwiftParseFailure) -> SwiftMacroExpansion {
        let token = advance()
        var expansion = SwiftMacroExpansion(name: token.text, genericArguments: [], arguments: nil, trailingClosures: [])
        if atGenericOpen, let arguments = speculate({ parser throws(SwiftParseFailure) in try parser.parseGenericArguments() }) {
            expansion.genericArguments = arguments
        }
        if current.isPunctuation("("), !current.newlineBefore {
            advance()
            expansion.arguments = try parseArgumentList(closing: ")", in: "macro expansion '#\(token.text)'")
        }
        if allowsTrailingClosure, atTrailingClosure {
            expansion.trailingClosures = try parseTrailingClosures()
        }
        return expansion
    }

    /// `#if condition … #elseif … #else … #endif`; `members` for a type body (items are declarations).
    mutating func parseIfConfigDecl(members: Bool) throws(SwiftParseFailure) -> SwiftDecl {
        let start = current
        let clauses = try parseIfConfigClauses(members: members)
        return SwiftDecl(kind: .ifConfig(clauses), attributes: [], modifiers: [], documentation: start.documentation, location: start.location)
    }

    /// The clauses of `#if … #endif`, each with its items.
    mutating func parseIfConfigClauses(members: Bool) throws(SwiftParseFailure) -> [SwiftIfConfigClause] {
        var clauses: [SwiftIfConfigClause] = []
        let isClauseEnd: (SwiftToken) -> Bool = { $0.kind == .pound && ["elseif", "else", "endif"].contains($0.text) }
        while true {
            let token = advance()
            var condition: SwiftExpr?
            if token.text != "else" { condition = try parseIfConfigCondition() }
            let items: [SwiftStmt]
            if members {
                items = parseIfConfigMembers(until: isClauseEnd)
            } else {
                items = parseStatementList(stop: { isClauseEnd($0) || $0.isPunctuation("}") })
            }
            clauses.append(SwiftIfConfigClause(keyword: token.text, condition: condition, items: items, location: token.location))
            guard current.kind == .pound, current.text == "elseif" || current.text == "else" else { break }
        }
        guard current.kind == .pound, current.text == "endif" else { throw failure("expected '#endif' to close '#if'") }
        advance()
        return clauses
    }

    /// The condition after `#if`/`#elseif`: the rest of its line (so a
    /// `.modifier` on the next line is not taken as a member access).
    mutating func parseIfConfigCondition() throws(SwiftParseFailure) -> SwiftExpr {
        var line: [SwiftToken] = []
        while current.kind != .endOfFile, !current.newlineBefore {
            line.append(advance())
        }
        let end = line.last?.location ?? current.location
        line.append(SwiftToken(kind: .endOfFile, text: "", location: end, spaceBefore: true, newlineBefore: true))
        var parser = SwiftParser(tokens: line, file: file)
        parser.depth = depth
        parser.allowsTrailingClosure = false
        do throws(SwiftParseFailure) {
            let condition = try parser.parseExpression()
            guard parser.current.kind == .endOfFile else { throw parser.failure("expected the end of the '#if' condition") }
            diagnostics += parser.diagnostics
            return condition
        } catch {
            // Re-point the failure at this parser's token (the condition's tokens come first on its line).
            let token = parser.tokens[min(error.position, parser.tokens.count - 1)]
            let index = tokens[..<position].lastIndex { $0.location == token.location } ?? position
            throw SwiftParseFailure(message: error.message, position: index)
        }
    }

    /// Members inside a `#if` clause of a type body, wrapped as statements.
    private mutating func parseIfConfigMembers(until isClauseEnd: @escaping (SwiftToken) -> Bool) -> [SwiftStmt] {
        var items: [SwiftStmt] = []
        let baseDepth = depth
        let stop: (SwiftToken) -> Bool = { isClauseEnd($0) || $0.isPunctuation("}") }
        while current.kind != .endOfFile, !stop(current) {
            if consume(";") { continue }
            let start = position
            do throws(SwiftParseFailure) {
                guard let decl = try parseDeclaration() else { throw failure("expected a declaration in '#if' block") }
                items.append(SwiftStmt(kind: .declaration(decl), location: decl.location))
            } catch {
                record(error)
                recover(from: start, past: error.position, stop: stop)
                depth = baseDepth
            }
        }
        return items
    }
}
