// Recursive-descent parser: tokens → `ModelDecl`. This file holds the
// token cursor, error recovery and the file-level declarations;
// ParserStatements.swift and ParserExpressions.swift hold the rest.
import StateCheckEngine
import StateCheckScreens


/// Thrown inside the parser after a diagnostic was recorded: unwinds to the
/// nearest statement or declaration, which resynchronises.
struct ParseFailure: Error {}

/// Parses one model file. Every input ends in diagnostics or a tree: the
/// parser never crashes, always makes progress, and bounds its recursion
/// (`maxDepth`).
struct Parser {
    /// The deepest nesting of statements, expressions, patterns and types
    /// (counted together) before the parser gives up on a declaration.
    static let maxDepth = 200
    /// The most cases one enum may declare (a loading state needs a handful).
    static let maxEnumCases = 1_000

    var tokens: [Token]
    var position = 0
    let file: String
    var diagnostics: [Diagnostic] = []
    var depth = 0
    private var reportedDepth = false
    /// Whether the modifiers ``skipModifiers()`` skipped last included `nonisolated`.
    var nonisolatedModifier = false
    var model = ModelDecl(name: "", documentation: "", location: SourceLocation(line: 1, column: 1))
    private var sawModel = false
    private var sawDeclaration = false
    /// Names of declarations (and members) that failed to parse: the checker
    /// stays quiet about them instead of reporting them missing.
    var failedNames: Set<String> = []
    /// The name of the declaration being parsed, once read.
    var declarationName: String?
    /// A `view` block failed to parse.
    var viewFailed = false

    init(tokens: [Token], file: String) {
        self.tokens = tokens.isEmpty
            ? [Token(kind: .endOfFile, location: SourceLocation(line: 1, column: 1), spaceBefore: true, newlineBefore: true)]
            : tokens
        self.file = file
    }

    // MARK: - Cursor

    var current: Token { tokens[min(position, tokens.count - 1)] }

    func peek(_ offset: Int = 1) -> Token { tokens[min(position + offset, tokens.count - 1)] }

    var previous: Token { tokens[max(0, min(position - 1, tokens.count - 1))] }

    @discardableResult
    mutating func advance() -> Token {
        let token = current
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    func at(_ symbol: String) -> Bool { current.symbol == symbol }

    func atKeyword(_ word: String) -> Bool { current.keyword == word }

    /// Consumes `symbol` if it is next.
    mutating func eat(_ symbol: String) -> Bool {
        guard at(symbol) else { return false }
        advance()
        return true
    }

    mutating func eatKeyword(_ word: String) -> Bool {
        guard atKeyword(word) else { return false }
        advance()
        return true
    }

    // MARK: - Diagnostics

    mutating func report(_ message: String, at location: SourceLocation, severity: Diagnostic.Severity = .error) {
        diagnostics.append(Diagnostic(file: file, line: location.line, column: location.column,
                                      severity: severity, message: message))
    }

    /// Records an error and returns the failure to throw.
    mutating func failure(_ message: String, at location: SourceLocation) -> ParseFailure {
        report(message, at: location)
        return ParseFailure()
    }

    mutating func expect(_ symbol: String, _ context: String) throws(ParseFailure) {
        guard eat(symbol) else {
            throw failure("expected '\(symbol)' \(context), found \(current.quoted)", at: current.location)
        }
    }

    mutating func expectIdentifier(_ what: String) throws(ParseFailure) -> String {
        guard let name = current.identifier else {
            throw failure("expected \(what), found \(current.quoted)", at: current.location)
        }
        advance()
        return name
    }

    /// Enters one level of nesting; fails with a diagnostic past `maxDepth`.
    mutating func enter() throws(ParseFailure) {
        depth += 1
        if depth > Self.maxDepth {
            depth -= 1
            if !reportedDepth {
                reportedDepth = true
                report("nesting is too deep (more than \(Self.maxDepth) levels); split the code into functions", at: current.location)
            }
            throw ParseFailure()
        }
    }

    mutating func leave() { depth -= 1 }

    // MARK: - File

    /// Declaration keywords: where recovery resumes after an error.
    static let declarationKeywords: Set<String> = [
        "model", "api", "enum", "extension", "var", "let", "func", "on", "view", "invariant", "step",
        "expect", "bound", "struct", "class", "protocol", "actor", "import", "typealias", "init",
        "static", "private", "fileprivate", "public", "internal", "final", "mutating",
    ]

    func atDeclarationStart(_ token: Token) -> Bool {
        if let word = token.keyword { return Self.declarationKeywords.contains(word) }
        return token.symbol == "@"
    }

    /// Parses the whole file; nil when no `model` declaration was found.
    mutating func parseFile() -> ModelDecl? {
        while !current.isEndOfFile {
            let start = position
            let depthBefore = depth
            declarationName = nil
            do {
                try parseDeclaration()
                if !current.isEndOfFile, !current.newlineBefore, !eat(";") {
                    report("expected a line break after the declaration, found \(current.quoted)", at: current.location)
                    synchronizeDeclaration()
                }
            } catch {
                depth = depthBefore
                if let declarationName { failedNames.insert(declarationName) }
                if position == start || !atDeclarationStart(current) || !current.newlineBefore {
                    synchronizeDeclaration()
                }
            }
            if position == start { advance() }
        }
        if !sawModel {
            report("a model file must start with 'model Name'", at: SourceLocation(line: 1, column: 1))
            return nil
        }
        return model
    }

    /// Skips to the next declaration keyword at brace depth 0 (or at column 1).
    mutating func synchronizeDeclaration() {
        if !current.isEndOfFile { advance() }
        while !current.isEndOfFile {
            let t = current
            if atDeclarationStart(t), t.newlineBefore, t.braceDepth == 0 || t.location.column == 1 { return }
            advance()
        }
    }

    // MARK: - Modifiers and attributes

    /// Skips access modifiers and harmless attributes; diagnoses the rest.
    mutating func skipModifiers() {
        nonisolatedModifier = false
        while true {
            if let word = current.keyword, ["private", "fileprivate", "public", "internal", "open", "final", "nonisolated"].contains(word) {
                if word == "nonisolated" { nonisolatedModifier = true }
                advance()
                continue
            }
            if at("@") {
                let at = advance().location
                let name = current.identifier ?? ""
                if !name.isEmpty { advance() }
                switch name {
                case "MainActor", "discardableResult", "Sendable", "preconcurrency":
                    break // model code runs on the main actor anyway
                case "State", "Published", "ObservationIgnored", "Observable":
                    report("'@\(name)' is ignored: model variables are the screen's state", at: at, severity: .warning)
                default:
                    report("attribute '@\(name)' is not supported in models; delete it", at: at)
                }
                if self.at("("), !current.newlineBefore { skipBalanced(open: "(", close: ")") }
                continue
            }
            return
        }
    }

    /// Skips a balanced `open ... close` group starting at `open`.
    mutating func skipBalanced(open: String, close: String) {
        var level = 0
        repeat {
            if at(open) { level += 1 } else if at(close) { level -= 1 }
            advance()
        } while level > 0 && !current.isEndOfFile
    }

    // MARK: - Declarations

    private mutating func parseDeclaration() throws(ParseFailure) {
        let documentation = current.documentation
        skipModifiers()
        let token = current
        guard let word = token.keyword else {
            if at("#") {
                throw failure("compiler directives ('#if', '#available') are not supported in models", at: token.location)
            }
            if at("}") {
                throw failure("unexpected '}' at file level (no block is open)", at: token.location)
            }
            throw failure("expected a declaration (model, api, enum, extension, var, func, on, view, invariant, step, expect, bound), found \(token.quoted)", at: token.location)
        }
        if word != "model", !sawModel, !sawDeclaration, word != "import" {
            report("a model file must start with 'model Name'", at: token.location)
        }
        if word != "import" { sawDeclaration = true }
        switch word {
        case "model": try parseModelName(documentation: documentation)
        case "api": model.apis.append(try parseAPI())
        case "enum": try parseEnum()
        case "struct": try parseStruct()
        case "extension": try parseExtension()
        case "var", "let":
            if let collection = try parseRowCollection() { model.rowCollections.append(collection) } else { model.variables.append(try parseVariable()) }
        case "func": model.functions.append(try parseFunction(isMutating: false))
        case "mutating":
            report("'mutating' is only allowed on methods inside an 'extension'", at: token.location)
            advance()
            model.functions.append(try parseFunction(isMutating: false))
        case "on": model.handlers.append(try parseHandler())
        case "view": try parseView()
        case "invariant", "step": model.properties.append(try parseCustomProperty())
        case "expect": model.expectations.append(try parseExpect())
        case "bound": model.bounds.append(try parseBound())
        case "import":
            report("'import' is not needed in models; delete it", at: token.location)
            advance()
            while !current.isEndOfFile, !current.newlineBefore { advance() }
        default:
            throw unsupportedDeclaration(token)
        }
    }

    /// The diagnostic for Swift declarations outside the model language.
    mutating func unsupportedDeclaration(_ token: Token) -> ParseFailure {
        let word = token.keyword ?? ""
        let message: String
        switch word {
        case "struct": message = "a nested 'struct' is not supported in models; declare it at file level ('struct Name { let field: Type }', an api's answer)"
        case "class": message = "'class' is not supported in models; declare the view model's properties as model 'var's and its methods as 'func's"
        case "protocol": message = "'protocol' is not supported in models; write the concrete enum and its extension"
        case "actor": message = "'actor' is not supported in models; all model code already runs on the main actor"
        case "typealias": message = "'typealias' is not supported in models; write the type itself"
        case "init": message = "'init' is not supported in models; give each 'var' an initial value"
        case "deinit": message = "'deinit' is not supported in models"
        case "static": message = "'static' is not supported in models; declare a model 'var' or 'func' instead"
        case "subscript": message = "'subscript' is not supported in models; use a 'func'"
        case "case": message = "'case' must be inside an 'enum'"
        case "async": message = "'async let' is not supported in models; await the calls one after another, or spawn 'Task { }'"
        default: message = "expected a declaration (model, api, enum, extension, var, func, on, view, invariant, step, expect, bound), found \(token.quoted)"
        }
        return failure(message, at: token.location)
    }

    private mutating func parseModelName(documentation: [String]) throws(ParseFailure) {
        let token = advance()
        let name = try expectIdentifier("the model's name after 'model'")
        if sawModel {
            report("a file holds one model; this is a second 'model' declaration", at: token.location)
            return
        }
        sawModel = true
        model.name = name
        model.location = token.location
        model.documentation = documentation.joined(separator: "\n")
    }

    mutating func parseParameters() throws(ParseFailure) -> [Parameter] {
        try expect("(", "to start the parameter list")
        var parameters: [Parameter] = []
        while !at(")") {
            let location = current.location
            if atKeyword("inout") {
                throw failure("'inout' parameters are not supported in models; use a 'mutating func' in an extension", at: location)
            }
            let first = try expectIdentifier("a parameter name")
            var label: String? = first == "_" ? nil : first
            var name = first
            if let second = current.identifier {
                advance()
                name = second
            } else if first == "_" {
                throw failure("expected a parameter name after '_'", at: current.location)
            } else {
                label = first
            }
            try expect(":", "after the parameter name")
            if atKeyword("inout") {
                throw failure("'inout' parameters are not supported in models; use a 'mutating func' in an extension", at: current.location)
            }
            let type = try parseType()
            if at("=") {
                throw failure("default parameter values are not supported in models; pass the argument explicitly", at: current.location)
            }
            parameters.append(Parameter(label: label, name: name, type: type, location: location))
            if !eat(",") { break }
        }
        try expect(")", "to end the parameter list")
        return parameters
    }

    private mutating func parseAPI() throws(ParseFailure) -> APIDecl {
        let token = advance()
        let name = try expectIdentifier("the api's name")
        declarationName = name
        try rejectGenericParameters()
        let parameters = try parseParameters()
        var returnType: TypeRef?
        var nonthrowing = false
        var nonempty = false
        var nonemptyLocation: SourceLocation?
        var choice = false
        while true {
            if eatKeyword("nonthrowing") { nonthrowing = true; continue }
            if !current.newlineBefore, atKeyword("nonempty") { nonemptyLocation = current.location; advance(); nonempty = true; continue }
            if !current.newlineBefore, atKeyword("choice") { advance(); choice = true; continue }
            if eatKeyword("async") || eatKeyword("throws") { continue } // Swift spelling, implied
            if !current.newlineBefore, eat("->") { returnType = try parseType(); continue }
            break
        }
        if returnType == .void { returnType = nil }
        if nonempty, returnType == nil, let at = nonemptyLocation {
            throw failure("'nonempty' says an api's Value is never empty; api '\(name)' returns nothing: write 'api \(name)(...) -> Value nonempty' or drop 'nonempty'", at: at)
        }
        return APIDecl(name: name, parameters: parameters, returnType: returnType, nonthrowing: nonthrowing, nonempty: nonempty, choice: choice, location: token.location)
    }

    /// Diagnoses `<V, E: Error>` after a declaration name and skips it.
    mutating func rejectGenericParameters() throws(ParseFailure) {
        guard at("<"), !current.spaceBefore else { return }
        report("generic parameters are not supported in models; write the payload types as Value and Error", at: current.location)
        var level = 0
        repeat {
            if at("<") { level += 1 } else if at(">") { level -= 1 }
            if at("{") || current.isEndOfFile { throw ParseFailure() }
            // `V` and `E` stay unknown to the checker: one error is enough.
            if level == 1, let name = current.identifier, previous.symbol == "<" || previous.symbol == "," {
                failedNames.insert(name)
            }
            advance()
        } while level > 0
    }

    /// Skips `: Equatable, Sendable` after an enum or extension name.
    /// Skips `: P, Q` after a declaration name; returns whether it lists
    /// `Error` or `LocalizedError` (the enum's values may be thrown).
    @discardableResult
    private mutating func skipConformances() -> Bool {
        guard eat(":") else { return false }
        var isError = false
        while let name = current.identifier {
            if name == "Error" || name == "LocalizedError" { isError = true }
            advance()
            if !eat(",") { break }
        }
        return isError
    }

    private mutating func parseEnum() throws(ParseFailure) {
        let token = advance()
        let name = try expectIdentifier("the enum's name")
        declarationName = name
        try rejectGenericParameters()
        let isError = skipConformances()
        let open = current
        try expect("{", "to start the enum's body")
        var decl = EnumDecl(name: name, cases: [], location: token.location, isError: isError)
        var members = ExtensionDecl(typeName: name, properties: [], methods: [], location: token.location)
        while !at("}") {
            if current.isEndOfFile {
                throw failure("expected '}' to close the enum body opened at line \(open.location.line)", at: current.location)
            }
            skipModifiers()
            if at("}") { continue }
            do {
                if atKeyword("indirect") {
                    report("'indirect' is not supported in models", at: current.location)
                    advance()
                }
                if atKeyword("case") {
                    decl.cases += try parseCaseList()
                } else {
                    try parseMember(into: &members, typeName: name)
                }
            } catch {
                if let declarationName { failedNames.insert(declarationName) }
                declarationName = name
                skipMember(depth: open.braceDepth + 1)
            }
        }
        advance()
        if decl.cases.count > Self.maxEnumCases {
            // Case lookups are linear: a 20,000-case enum took minutes to check.
            throw failure("enum '\(name)' has \(decl.cases.count) cases; models support at most \(Self.maxEnumCases) (split the state into several enums or variables)", at: token.location)
        }
        model.enums.append(decl)
        if !members.properties.isEmpty || !members.methods.isEmpty { model.extensions.append(members) }
    }

    /// After an error inside a type body: skips to the next member line.
    private mutating func skipMember(depth: Int) {
        if !current.isEndOfFile, !(at("}") && current.braceDepth < depth) { advance() }
        while !current.isEndOfFile {
            if at("}"), current.braceDepth < depth { return }
            if current.newlineBefore, current.braceDepth == depth { return }
            if current.location.column == 1, atDeclarationStart(current), current.newlineBefore { return }
            advance()
        }
    }

    private mutating func parseCaseList() throws(ParseFailure) -> [EnumCaseDecl] {
        advance()
        var cases: [EnumCaseDecl] = []
        repeat {
            let location = current.location
            let name = try expectIdentifier("an enum case name")
            var payload: [(label: String?, type: TypeRef)] = []
            if at("("), !current.newlineBefore {
                advance()
                while !at(")") {
                    var label: String?
                    if let word = current.identifier, peek().symbol == ":" {
                        label = word == "_" ? nil : word
                        advance(); advance()
                    }
                    payload.append((label, try parseType()))
                    if at("=") {
                        throw failure("default payload values are not supported in models", at: current.location)
                    }
                    if !eat(",") { break }
                }
                try expect(")", "to end the payload list")
            }
            if at("=") {
                throw failure("raw values are not supported in models; delete '= ...'", at: current.location)
            }
            cases.append(EnumCaseDecl(name: name, payload: payload, location: location))
        } while eat(",")
        return cases
    }

    private mutating func parseExtension() throws(ParseFailure) {
        let token = advance()
        let name = try expectIdentifier("the extended type's name")
        declarationName = name
        try rejectGenericParameters()
        skipConformances()
        if atKeyword("where") {
            throw failure("'where' clauses are not supported in models", at: current.location)
        }
        let open = current
        try expect("{", "to start the extension's body")
        var decl = ExtensionDecl(typeName: name, properties: [], methods: [], location: token.location)
        while !at("}") {
            if current.isEndOfFile {
                throw failure("expected '}' to close the extension opened at line \(open.location.line)", at: current.location)
            }
            skipModifiers()
            if at("}") { continue }
            do {
                try parseMember(into: &decl, typeName: name)
            } catch {
                if let declarationName { failedNames.insert(declarationName) }
                declarationName = name
                skipMember(depth: open.braceDepth + 1)
            }
        }
        advance()
        model.extensions.append(decl)
    }

    /// A computed property or method inside an extension (or an enum body).
    private mutating func parseMember(into decl: inout ExtensionDecl, typeName: String) throws(ParseFailure) {
        let token = current
        switch token.keyword {
        case "var":
            decl.properties.append(try parseComputedProperty())
        case "let":
            throw failure("extensions may not contain stored properties; use a computed 'var name: Type { ... }'", at: token.location)
        case "func":
            decl.methods.append(try parseFunction(isMutating: false))
        case "mutating":
            advance()
            guard atKeyword("func") else {
                throw failure("expected 'func' after 'mutating'", at: current.location)
            }
            decl.methods.append(try parseFunction(isMutating: true, start: token.location))
        case "case":
            throw failure("enum cases must be declared in the enum '\(typeName)', not in an extension", at: token.location)
        default:
            throw unsupportedDeclaration(token)
        }
        if !at("}"), !current.newlineBefore, !eat(";") {
            throw failure("expected a line break after the member, found \(current.quoted)", at: current.location)
        }
    }

    mutating func parseComputedProperty() throws(ParseFailure) -> ComputedPropertyDecl {
        let token = advance()
        let name = try expectIdentifier("a property name")
        declarationName = name
        guard eat(":") else {
            throw failure("computed property '\(name)' needs a type: 'var \(name): Type { ... }'", at: current.location)
        }
        let type = try parseType()
        if at("=") {
            throw failure("extensions may not contain stored properties; use a computed 'var \(name): Type { ... }'", at: current.location)
        }
        guard at("{") else {
            throw failure("expected '{' to start the body of computed property '\(name)'", at: current.location)
        }
        var body: [Stmt]
        if peek().keyword == "get", peek(2).symbol == "{" || peek(2).keyword == "async" || peek(2).keyword == "throws" {
            advance()
            advance()
            if atKeyword("async") || atKeyword("throws") {
                throw failure("computed properties in models cannot be 'async' or 'throws'; use a 'func'", at: current.location)
            }
            body = try parseBlock()
            if atKeyword("set") {
                throw failure("setters are not supported in models; use a 'mutating func'", at: current.location)
            }
            try expect("}", "to close the property '\(name)'")
        } else {
            body = try parseBlock()
        }
        body = Self.implicitReturn(body)
        return ComputedPropertyDecl(name: name, type: type, body: body, location: token.location)
    }

    mutating func parseFunction(isMutating: Bool, start: SourceLocation? = nil) throws(ParseFailure) -> FunctionDecl {
        let isNonisolated = nonisolatedModifier
        nonisolatedModifier = false
        let token = advance()
        let name = try expectIdentifier("a function name")
        declarationName = name
        try rejectGenericParameters()
        let parameters = try parseParameters()
        var isAsync = false
        var isThrows = false
        while true {
            if eatKeyword("async") { isAsync = true; continue }
            if atKeyword("throws") || atKeyword("rethrows") {
                advance()
                isThrows = true
                if at("("), !current.spaceBefore {
                    throw failure("typed throws are not supported in models; write 'throws'", at: current.location)
                }
                continue
            }
            break
        }
        var returnType: TypeRef?
        if eat("->") { returnType = try parseType() }
        if returnType == .void { returnType = nil }
        if atKeyword("where") {
            throw failure("'where' clauses are not supported in models", at: current.location)
        }
        guard at("{") else {
            throw failure("expected '{' to start the body of '\(name)'", at: current.location)
        }
        var body = try parseBlock()
        if returnType != nil { body = Self.implicitReturn(body) }
        var f = FunctionDecl(name: name, parameters: parameters, isAsync: isAsync, isThrows: isThrows,
                             isMutating: isMutating, returnType: returnType, body: body, location: start ?? token.location)
        f.isNonisolated = isNonisolated
        return f
    }

    /// Swift's implicit return: a body that is one expression (or an
    /// `if`/`switch` whose every branch is one expression) returns it.
    static func implicitReturn(_ body: [Stmt]) -> [Stmt] {
        guard body.count == 1, let converted = returning(body[0]) else { return body }
        return [converted]
    }

    private static func returning(_ stmt: Stmt) -> Stmt? {
        switch stmt.kind {
        case .expression(let e):
            return Stmt(kind: .returnStatement(e), location: stmt.location)
        case .returnStatement, .throwStatement:
            return stmt
        case .switchStatement(let subject, let cases):
            var converted: [SwitchCase] = []
            for c in cases {
                guard c.body.count == 1, let s = returning(c.body[0]) else { return nil }
                var copy = c
                copy.body = [s]
                converted.append(copy)
            }
            return Stmt(kind: .switchStatement(subject: subject, cases: converted), location: stmt.location)
        case .ifStatement(let conditions, let then, let elseBody?, let elseIsIf):
            guard then.count == 1, elseBody.count == 1,
                  let t = returning(then[0]), let e = returning(elseBody[0]) else { return nil }
            return Stmt(kind: .ifStatement(conditions: conditions, then: [t], elseBody: [e], elseIsIf: elseIsIf), location: stmt.location)
        default:
            return nil
        }
    }

    private mutating func parseVariable() throws(ParseFailure) -> VariableDecl {
        let token = advance()
        if token.keyword == "let" {
            report("model variables are declared with 'var'", at: token.location)
        }
        if at("(") {
            throw failure("a model variable is not destructured; declare one 'var' per value, or one tuple variable ('var pair: (Int, Int) = (0, 0)')", at: current.location)
        }
        let name = try expectIdentifier("a variable name")
        declarationName = name
        var type: TypeRef?
        if eat(":") { type = try parseType() }
        if at("{") {
            throw failure("computed model variables are not supported; declare 'var \(name)' in an extension of an enum, or write a 'func'", at: current.location)
        }
        var initial: Expr?
        if eat("=") { initial = try parseExpression() }
        var owner: ElementPattern?
        if atKeyword("in"), !current.newlineBefore {
            advance()
            owner = try parseElementPattern(in: "var \(name) = … in ELEMENT")
        }
        if at("{"), !current.newlineBefore {
            throw failure("property observers ('didSet', 'willSet') are not supported in models", at: current.location)
        }
        // Without a type, the checker takes it from the initial value (`var busy = false`).
        if type == nil, initial == nil {
            throw failure("model variable '\(name)' needs a type: 'var \(name): Type = ...'", at: token.location)
        }
        if initial == nil, case .optional? = type {
            initial = Expr(kind: .nilLiteral, location: token.location)
        }
        guard let initial else {
            throw failure("model variable '\(name)' needs an initial value: 'var \(name): ... = ...'", at: token.location)
        }
        var variable = VariableDecl(name: name, type: type, initial: initial, location: token.location)
        variable.owner = owner
        return variable
    }

    private mutating func parseHandler() throws(ParseFailure) -> HandlerDecl {
        let token = advance()
        let event = try expectIdentifier("an event name after 'on' (load, cancel, refresh, page, or a button's name)")
        let rowParameter = try parseRowParameter(of: event)
        if event == "change", at("("), !current.spaceBefore { return try parseChangeHandler(at: token) }
        var element: ElementTrigger?
        if let edge = ElementTrigger.Edge(rawValue: event), at("("), !current.spaceBefore { element = try parseElementTrigger(edge) }
        let kindLocation = current.location
        var kind: HandlerKind?
        var watch: HandlerWatch?
        if at("."), let word = peek().keyword, !peek().spaceBefore {
            if word == "task" { kind = .task } else if word == "refreshable" { kind = .refreshable }
            if kind != nil { advance(); advance() }
            if kind == .task, at("("), !current.spaceBefore { watch = .taskID(try parseTaskID()) }
        } else if atKeyword("Task") {
            kind = .unstructured; advance()
        } else if atKeyword("sync") {
            kind = .sync; advance()
        }
        guard let kind else {
            throw failure("expected a handler kind after 'on \(event)': '.task', '.refreshable', 'Task' or 'sync'", at: kindLocation)
        }
        var role: TaskRoleName?
        var condition: Expr?
        while true {
            if atKeyword("as") {
                advance()
                let roleLocation = current.location
                let name = try expectIdentifier("a role after 'as' (reload, page or action)")
                guard let parsed = TaskRoleName(rawValue: name) else {
                    throw failure("unknown role '\(name)'; a handler's role is 'reload', 'page' or 'action'", at: roleLocation)
                }
                role = parsed
                continue
            }
            if atKeyword("when") {
                advance()
                condition = try parseExpression()
                continue
            }
            break
        }
        guard at("{") else {
            throw failure("expected '{' to start the handler's body, found \(current.quoted)", at: current.location)
        }
        let body = try parseBlock()
        var handler = HandlerDecl(event: event, kind: kind, role: role, condition: condition, body: body, location: token.location, watch: watch)
        handler.element = element
        handler.rowParameter = rowParameter
        return handler
    }

    private mutating func parseView() throws(ParseFailure) {
        let token = advance()
        viewFailed = true
        guard at("{") else {
            throw failure("expected '{' after 'view'", at: current.location)
        }
        let body = try parseBlock()
        if let first = model.viewLocation {
            report("a model has exactly one 'view'; the first is at line \(first.line)", at: token.location)
            return
        }
        model.view = body
        model.viewLocation = token.location
        viewFailed = false
    }

    private mutating func parseCustomProperty() throws(ParseFailure) -> CustomPropertyDecl {
        let token = advance()
        let kind: CustomPropertyKind = token.keyword == "step" ? .step : .invariant
        let name = try expectIdentifier("the property's name")
        try expect(":", "after the property's name ('\(kind.rawValue) \(name): EXPRESSION')")
        let expression = try parseExpression()
        return CustomPropertyDecl(kind: kind, name: name, expression: expression, location: token.location)
    }

    private mutating func parseExpect() throws(ParseFailure) -> ExpectDecl {
        let token = advance()
        let verdictLocation = current.location
        let word = try expectIdentifier("'holds' or 'violated' after 'expect'")
        guard let verdict = ExpectedVerdict(rawValue: word) else {
            throw failure("expected 'holds' or 'violated' after 'expect', found '\(word)'", at: verdictLocation)
        }
        let property = try expectIdentifier("a property name")
        return ExpectDecl(verdict: verdict, property: property, location: token.location)
    }

    private mutating func parseBound() throws(ParseFailure) -> BoundDecl {
        let token = advance()
        let name = try expectIdentifier("a bound name (maxTasks, maxPages or intRange)")
        try expect("=", "after the bound's name")
        let lower = try parseSignedInteger()
        var upper = lower
        if eat("...") {
            upper = try parseSignedInteger()
        } else if at("..<") {
            throw failure("write the bound's range with '...' (both ends included)", at: current.location)
        }
        return BoundDecl(name: name, lower: lower, upper: upper, location: token.location)
    }

    private mutating func parseSignedInteger() throws(ParseFailure) -> Int {
        let negative = eat("-")
        guard case .integer(let value) = current.kind else {
            throw failure("expected an integer, found \(current.quoted)", at: current.location)
        }
        advance()
        return negative ? -value : value
    }
}

/// Parses model text into a syntax tree.
///
/// Returns the tree (nil when the file has no `model` declaration) and every
/// lexical and syntax diagnostic, in source order. A tree that comes with
/// errors is partial: check `diagnostics` before using it.
func parseModel(source: String, file: String) -> (ModelDecl?, [Diagnostic]) {
    let result = parseModelDetailed(source: source, file: file)
    return (result.model, result.diagnostics)
}

/// What the parser found, including what the checker needs to stay quiet
/// about declarations that failed to parse.
struct ParseResult {
    var model: ModelDecl?
    var diagnostics: [Diagnostic]
    var failedNames: Set<String>
    var viewFailed: Bool
    /// Lines with a lexical error: later errors there are follow-ups.
    var lexicalErrorLines: Set<Int> = []
}

func parseModelDetailed(source: String, file: String) -> ParseResult {
    runWithLargeStack { parseOnThisThread(source: source, file: file) }
}

private func parseOnThisThread(source: String, file: String) -> ParseResult {
    let (tokens, lexical) = Lexer.tokenize(source, file: file)
    var parser = Parser(tokens: tokens, file: file)
    let model = parser.parseFile()
    // A syntax error on a line with a lexical error is a follow-up of it.
    let lexicalLines = Set(lexical.map(\.line))
    let syntax = parser.diagnostics.filter { !lexicalLines.contains($0.line) || $0.severity != .error }
    return ParseResult(model: model, diagnostics: sortedDiagnostics(lexical + syntax),
                       failedNames: parser.failedNames, viewFailed: parser.viewFailed, lexicalErrorLines: lexicalLines)
}

/// Diagnostics in source order, one per location (the first reported wins).
func sortedDiagnostics(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var seen = Set<SourceLocation>()
    var unique: [Diagnostic] = []
    for d in diagnostics {
        let key = SourceLocation(line: d.line, column: d.column)
        if d.severity != .note, seen.contains(key) { continue }
        seen.insert(key)
        unique.append(d)
    }
    return unique.enumerated().sorted { a, b in
        let ka = SourceLocation(line: a.element.line, column: a.element.column)
        let kb = SourceLocation(line: b.element.line, column: b.element.column)
        return ka == kb ? a.offset < b.offset : ka < kb
    }.map(\.element)
}
