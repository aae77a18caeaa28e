// The semantic pass over a parsed model: names, types, effects (`await`,
// `try`, `mutating`), exhaustive `switch`, and the file-level rules
// (exactly one view, known `expect` and `bound` names, no duplicates).
// CheckerStatements.swift, CheckerExpressions.swift and CheckerPatterns.swift
// hold the rest. The checker only reads the tree; what it resolves (names,
// declared and inferred types, the enum of each `.case`) goes into the
// `SymbolTable` that lowering reads.
import StateCheckEngine
import StateCheckScreens


/// What a name declared in a scope is.
struct LocalName {
    var type: CheckType
    var isLet: Bool
    var location: SourceLocation
    /// The filtering transform (`filter`, `compactMap`) whose result the local holds, if any.
    var filteredBy: String? = nil
}

/// Where the code being checked runs, and what it may do there.
struct CheckContext {
    /// Why `await` is not allowed here (nil: it is allowed).
    var asyncDenial: String?
    /// Why a thrown error is not handled here (nil: the function throws).
    var throwDenial: String?
    /// Number of enclosing `do` bodies (with a `catch`).
    var catchDepth = 0
    var loopDepth = 0
    var switchDepth = 0
    /// The enum whose extension member is being checked.
    var selfType: String?
    /// `self` may be assigned (a `mutating` method).
    var selfMutable = false
    /// Why model variables may not change here (the view, properties, initial values).
    var readOnlyReason: String?
    /// The function's result (nil: none).
    var returnType: CheckType?
    var inView = false
    /// `invariant` or `step` being checked.
    var customProperty: CustomPropertyKind?
    /// Initial values of model variables: no calls.
    var isInitializer = false
}

/// Checks a parsed model; collects diagnostics.
struct Checker {
    let model: ModelDecl
    let file: String
    var diagnostics: [Diagnostic] = []

    /// The model's declarations and what its names resolve to, built while checking.
    var symbols = SymbolTable()

    /// Declarations that failed to parse: not reported missing again.
    var poisoned: Set<String> = []
    /// The view failed to parse: not reported missing again.
    var viewFailed = false

    /// The values an `Int` may take (`bound intRange`, default -16...16).
    var intRange: ClosedRange<Int> = -16...16

    var context = CheckContext()
    var scopes: [[String: LocalName]] = []
    /// One entry per enclosing `await`: whether something async happened under it.
    var awaitMarks: [Bool] = []
    /// One entry per enclosing `try`: (is `try?`, something threw under it).
    var tryMarks: [(optional: Bool, used: Bool)] = []
    /// One entry per enclosing `do` body: whether something in it can throw.
    var doMarks: [Bool] = []
    /// The location of the `items.last` (or `first`) an `if let` binds, the
    /// one place a `Value`'s end element is read (as `!items.isEmpty`).
    var endElementBinding: SourceLocation?

    init(model: ModelDecl, file: String) {
        self.model = model
        self.file = file
    }

    mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(file: file, at: location, message: message))
    }

    /// Errors so far: a warning about an expression that already has an
    /// error (an unknown call under `try`) would only be noise.
    var errorCount: Int { diagnostics.count { $0.severity == .error } }

    mutating func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(file: file, at: location, severity: .warning, message: message))
    }

    // MARK: - The whole model

    mutating func run() {
        if let range = model.bounds.last(where: { $0.name == "intRange" }), range.lower < range.upper {
            intRange = range.lower...range.upper
        }
        collectDeclarations()
        checkRecursiveEnums()
        for e in model.enums { checkEnum(e) }
        for s in model.structs { checkStruct(s) }
        for a in model.apis { checkAPIResult(a) }
        for v in model.variables { checkVariable(v) }
        for x in model.extensions { checkExtension(x) }
        for f in model.functions { checkFunction(f, selfType: nil) }
        for h in model.handlers { checkHandler(h) }
        checkView()
        checkCustomProperties()
        checkExpectations()
        checkBounds()
    }

    private mutating func collectDeclarations() {
        var globals: [String: SourceLocation] = [:]
        func declareGlobal(_ name: String, _ location: SourceLocation, _ what: String, into checker: inout Checker) -> Bool {
            if let first = globals[name] {
                checker.error("invalid redeclaration of \(what) '\(name)' (first declared at line \(first.line))", at: location)
                return false
            }
            globals[name] = location
            return true
        }
        for e in model.enums {
            if LanguageNames.builtinTypeNames.contains(e.name) {
                error("'\(e.name)' is a built-in type; give the enum another name", at: e.location)
                continue
            }
            if let first = symbols.enumSymbol(e.name) {
                error("invalid redeclaration of enum '\(e.name)' (first declared at line \(first.location.line))", at: e.location)
                continue
            }
            symbols.declare(e)
        }
        for v in model.variables {
            guard let type = Self.declaredType(of: v) else {
                // Nothing else is said about it: uses of the name stay quiet.
                error("model variable '\(v.name)' needs a type: 'var \(v.name): Type = ...'", at: v.location)
                poisoned.insert(v.name)
                continue
            }
            if declareGlobal(v.name, v.location, "variable", into: &self) { symbols.declareVariable(v.name, type: type, at: v.location) }
        }
        for f in model.functions where declareGlobal(f.name, f.location, "function", into: &self) { symbols.declare(f) }
        for a in model.apis where declareGlobal(a.name, a.location, "api", into: &self) { symbols.declare(a) }
        for x in model.extensions {
            guard symbols.enumSymbol(x.typeName) != nil else {
                if !poisoned.contains(x.typeName) {
                    error("cannot find enum '\(x.typeName)' to extend; extensions add members to the model's enums", at: x.location)
                }
                continue
            }
            for p in x.properties {
                if let first = symbols.property(p.name, of: x.typeName)?.location ?? symbols.method(p.name, of: x.typeName)?.location {
                    error("invalid redeclaration of '\(p.name)' in '\(x.typeName)' (first declared at line \(first.line))", at: p.location)
                    continue
                }
                symbols.declareProperty(p, of: x.typeName)
            }
            for m in x.methods {
                if let first = symbols.method(m.name, of: x.typeName)?.location ?? symbols.property(m.name, of: x.typeName)?.location {
                    error("invalid redeclaration of '\(m.name)' in '\(x.typeName)' (first declared at line \(first.line))", at: m.location)
                    continue
                }
                symbols.declareMethod(m, of: x.typeName)
            }
        }
    }

    /// The type of a model variable: as written, or the type its initial
    /// value names (`false`, `0`, `"a"`, `-1`, `DataState.idle`,
    /// `DataState.success(v)`); nil when neither says.
    static func declaredType(of v: VariableDecl) -> TypeRef? {
        v.type ?? initialValueType(v.initial)
    }

    private static func initialValueType(_ e: Expr) -> TypeRef? {
        switch e.kind {
        case .boolLiteral: return .bool
        case .intLiteral: return .int
        case .stringLiteral: return .string
        case .unary(.negate, let inner): return initialValueType(inner)
        case .member(let base, _, false):
            if case .identifier(let typeName) = base.kind, typeName.first?.isUppercase == true { return .named(typeName) }
            return nil
        case .call(let callee, _):
            if case .member(let base, _, false) = callee.kind, case .identifier(let typeName) = base.kind,
               typeName.first?.isUppercase == true { return .named(typeName) }
            return nil
        default: return nil
        }
    }

    /// Reports a type that names no enum; returns the checker's type.
    mutating func resolve(_ ref: TypeRef, at location: SourceLocation) -> CheckType {
        switch ref {
        case .named(let name):
            guard symbols.enumSymbol(name) != nil else {
                if poisoned.contains(name) { return .unknown }
                let hint = name.first?.isUppercase == true ? "; data from an api is 'Value', errors are 'Error'" : ""
                error("cannot find type '\(name)' in scope\(hint)", at: location)
                return .unknown
            }
            return .enumType(name)
        case .optional(let inner):
            let t = resolve(inner, at: location)
            return t == .unknown ? .unknown : .optional(t)
        case .continuation(let inner):
            let t = resolve(inner, at: location)
            if case .continuation = t {
                error("a continuation cannot resume with another continuation", at: location)
            }
            return .continuation(t)
        default:
            return CheckType(ref)
        }
    }

    /// Swift needs `indirect` for an enum that contains itself; models have no `indirect`.
    private mutating func checkRecursiveEnums() {
        func contained(_ ref: TypeRef) -> String? {
            switch ref {
            case .named(let n): return n
            case .optional(let inner): return contained(inner)
            default: return nil
            }
        }
        for e in model.enums where symbols.enumSymbol(e.name)?.location == e.location {
            var seen: Set<String> = []
            var stack = e.cases.flatMap { $0.payload.compactMap { contained($0.type) } }
            while let next = stack.popLast() {
                if next == e.name {
                    error("enum '\(e.name)' contains itself through its associated values; recursive enums are not supported in models", at: e.location)
                    break
                }
                guard seen.insert(next).inserted, let decl = symbols.enumSymbol(next) else { continue }
                stack += decl.cases.flatMap { $0.payload.compactMap { contained($0.type) } }
            }
        }
    }

    /// `success` answers with a fresh `Value`, a struct's shapes, or with
    /// nothing: any other result type would hand the model a value of the
    /// wrong type.
    private mutating func checkAPIResult(_ a: APIDecl) {
        guard let result = a.returnType, result != .value else { return }
        if case .named(let n) = result, model.structDecl(named: n) != nil { return }
        error("api '\(a.name)' returns '\(Parser.describe(result))'; an api returns 'Value' (data the screen shows) or nothing: write 'api \(a.name)(...) -> Value' or drop '-> \(Parser.describe(result))'", at: a.location)
    }

    private mutating func checkEnum(_ e: EnumDecl) {
        var seen: [String: SourceLocation] = [:]
        for c in e.cases {
            if let first = seen[c.name] {
                error("invalid redeclaration of case '\(c.name)' in '\(e.name)' (first declared at line \(first.line))", at: c.location)
            }
            seen[c.name] = c.location
            for slot in c.payload {
                let t = resolve(slot.type, at: c.location)
                if t == .void { error("a payload cannot be 'Void'; remove it", at: c.location) }
            }
        }
    }


    private mutating func checkVariable(_ v: VariableDecl) {
        guard let declared = Self.declaredType(of: v) else { return } // reported by `collectDeclarations`
        let type = resolve(declared, at: v.location)
        if type == .void { error("a model variable cannot be 'Void'", at: v.location) }
        context = CheckContext(asyncDenial: "initial values cannot 'await'", throwDenial: "initial values cannot throw",
                               readOnlyReason: "initial values cannot change model variables", isInitializer: true)
        scopes = [[:]]
        let valueType = checkExpression(v.initial, expected: type)
        requireAssignable(valueType, to: type, at: v.initial.location)
    }

    private mutating func checkExtension(_ x: ExtensionDecl) {
        guard symbols.enumSymbol(x.typeName) != nil else { return }
        for p in x.properties {
            let type = resolve(p.type, at: p.location)
            if type == .void { error("a computed property cannot be 'Void'", at: p.location) }
            context = CheckContext(asyncDenial: "computed properties cannot 'await'; use an 'async' func",
                                   throwDenial: "computed properties cannot throw; use a 'throws' func",
                                   selfType: x.typeName, returnType: type)
            scopes = [[:]]
            checkBody(p.body)
            if !definitelyExits(p.body) {
                error("missing return in computed property '\(p.name)' (expected to return \(type.description))", at: p.location)
            }
        }
        for m in x.methods { checkFunction(m, selfType: x.typeName) }
    }

    private mutating func checkFunction(_ f: FunctionDecl, selfType: String?) {
        let returnType = f.returnType.map { resolve($0, at: f.location) }
        context = CheckContext(
            asyncDenial: f.isAsync ? nil : "'await' in a function that is not 'async'; declare it 'func \(f.name)(...) async'",
            throwDenial: f.isThrows ? nil : "errors thrown here are not handled; use 'do { } catch { }' or 'try?', or declare '\(f.name)' 'throws'",
            selfType: selfType, selfMutable: f.isMutating, returnType: returnType)
        if f.isNonisolated, f.isAsync {
            context.readOnlyReason = "'\(f.name)' is 'nonisolated' and runs off the main actor, where the model's variables are not"
        }
        scopes = [[:]]
        declareParameters(f.parameters)
        checkBody(f.body)
        if let returnType, returnType != .void, !definitelyExits(f.body) {
            error("missing return in '\(f.name)' (expected to return \(returnType.description))", at: f.location)
        }
    }

    mutating func declareParameters(_ parameters: [Parameter]) {
        for p in parameters {
            let t = resolve(p.type, at: p.location)
            if scopes[scopes.count - 1][p.name] != nil {
                error("invalid redeclaration of parameter '\(p.name)'", at: p.location)
            }
            scopes[scopes.count - 1][p.name] = LocalName(type: t, isLet: true, location: p.location)
        }
    }

    private mutating func checkHandler(_ h: HandlerDecl) {
        scopes = [[:]]
        if LanguageNames.apiAnswers.contains(h.event) {
            error("'\(h.event)' is an answer to an api call, not a handler event; handle it after 'try await' (in 'do'/'catch')", at: h.location)
        } else if h.watch == nil, h.element == nil, !LanguageNames.standardEvents.contains(h.event),
                  let close = LanguageNames.standardEvents.first(where: { candidate in
                      abs(candidate.count - h.event.count) <= 1 && candidate.first == h.event.lowercased().first
                          && closestName(to: h.event, in: [candidate]) != nil
                  }) {
            warning("'\(h.event)' is not a standard event, so it is a button or action of its own; did you mean '\(close)'?", at: h.location)
        }
        if let condition = h.condition {
            context = CheckContext(asyncDenial: "'await' cannot be used in a 'when' condition",
                                   throwDenial: "a 'when' condition cannot throw",
                                   readOnlyReason: "a 'when' condition cannot change model variables")
            let t = checkExpression(condition, expected: .bool)
            requireType(t, .bool, at: condition.location, what: "a 'when' condition")
        }
        context = CheckContext(
            asyncDenial: h.kind == .sync ? "'await' cannot be used in a 'sync' handler; declare it 'on \(h.event) Task' or spawn 'Task { }'" : nil,
            throwDenial: "errors thrown here are not handled (handlers cannot throw); use 'do { } catch { }' or 'try?'")
        if let watch = h.watch { checkWatch(watch, of: h) }
        if let element = h.element { checkElementTrigger(element, of: h) }
        checkBody(h.body)
    }

    private mutating func checkView() {
        guard let view = model.view else {
            if viewFailed { return }
            error("model '\(model.name)' has no 'view { ... }'; every model describes what its screen shows", at: model.location)
            return
        }
        context = CheckContext(asyncDenial: "'await' cannot be used in the view", throwDenial: "the view cannot throw",
                               readOnlyReason: "the view cannot change model variables", inView: true)
        scopes = [[:]]
        checkBody(view)
        let hasPage = model.handlers.contains { $0.event == "page" }
        if hasPage, !Self.mentions("footerSpinner", in: view) {
            warning("'page' events happen only while the view shows 'footerSpinner', and this view never does", at: model.handlers.first { $0.event == "page" }?.location ?? model.location)
        }
    }

    /// Whether `name` occurs as a view element in the statements.
    static func mentions(_ name: String, in statements: [Stmt]) -> Bool {
        statements.contains { stmt in
            switch stmt.kind {
            case .expression(let e):
                if case .identifier(name) = e.kind { return true }
                if case .call(let callee, _) = e.kind, case .identifier(name) = callee.kind { return true }
                return false
            case .ifStatement(_, let then, let elseBody, _):
                return mentions(name, in: then) || mentions(name, in: elseBody ?? [])
            case .switchStatement(_, let cases):
                return cases.contains { mentions(name, in: $0.body) }
            case .whileLoop(_, let body), .forLoop(_, _, let body):
                return mentions(name, in: body)
            default:
                return false
            }
        }
    }

    private mutating func checkCustomProperties() {
        var seen: [String: SourceLocation] = [:]
        for p in model.properties {
            if LanguageNames.standardProperties.contains(p.name) {
                error("'\(p.name)' is a standard property; give the custom \(p.kind.rawValue) another name", at: p.location)
            } else if let first = seen[p.name] {
                error("invalid redeclaration of property '\(p.name)' (first declared at line \(first.line))", at: p.location)
            }
            seen[p.name] = p.location
            context = CheckContext(asyncDenial: "properties cannot 'await'", throwDenial: "properties cannot throw",
                                   readOnlyReason: "properties cannot change model variables", customProperty: p.kind)
            scopes = [[:]]
            let t = checkExpression(p.expression, expected: .bool)
            requireType(t, .bool, at: p.expression.location, what: "\(p.kind == .step ? "a step" : "an invariant") property")
        }
    }

    private mutating func checkExpectations() {
        let custom = Set(model.properties.map(\.name))
        var seen: [String: SourceLocation] = [:]
        for e in model.expectations {
            if let first = seen[e.property] {
                error("'\(e.property)' is already expected at line \(first.line)", at: e.location)
            }
            seen[e.property] = e.location
            if LanguageNames.standardProperties.contains(e.property) || custom.contains(e.property) || poisoned.contains(e.property) { continue }
            let candidates = LanguageNames.standardProperties + custom.sorted()
            var message = "unknown property '\(e.property)'; expect a standard property or an 'invariant'/'step' declared in this file"
            if let close = closestName(to: e.property, in: candidates) { message += " (did you mean '\(close)'?)" }
            error(message, at: e.location)
        }
    }

    private mutating func checkBounds() {
        var seen: [String: SourceLocation] = [:]
        for b in model.bounds {
            guard LanguageNames.bounds.contains(b.name) else {
                var message = "unknown bound '\(b.name)'; the bounds are maxTasks, maxPages and intRange"
                if let close = closestName(to: b.name, in: LanguageNames.bounds) { message += " (did you mean '\(close)'?)" }
                error(message, at: b.location)
                continue
            }
            if let first = seen[b.name] {
                error("bound '\(b.name)' is already set at line \(first.line)", at: b.location)
            }
            seen[b.name] = b.location
            if b.name == "intRange" {
                if b.lower >= b.upper {
                    error("'intRange' takes a range with lower < upper: 'bound intRange = -16...16'", at: b.location)
                }
            } else if b.lower != b.upper {
                error("'\(b.name)' takes one number: 'bound \(b.name) = \(b.name == "maxTasks" ? 4 : 3)'", at: b.location)
            } else if b.lower < 1 {
                error("'\(b.name)' must be at least 1", at: b.location)
            }
        }
    }
}

/// The candidate closest to `name` by edit distance, if it is close enough to be a typo.
func closestName(to name: String, in candidates: [String]) -> String? {
    /// Edit distance counting a swap of neighbours as one edit (`laod` → `load`).
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
    guard name.count <= 64 else { return nil }
    let lowered = Array(name.lowercased())
    let scored = candidates.map { ($0, distance(lowered, Array($0.lowercased()))) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, name.count / 3), best.1 < name.count else { return nil }
    return best.0
}

/// Checks a parsed model: every semantic diagnostic, in source order.
func checkModel(_ model: ModelDecl, file: String) -> [Diagnostic] {
    checkModel(model, file: file, failedNames: [], viewFailed: false)
}

/// Checks a model that may have failed to parse in places: names in
/// `failedNames` (and a failed view) are not reported missing.
func checkModel(_ model: ModelDecl, file: String, failedNames: Set<String>, viewFailed: Bool) -> [Diagnostic] {
    let (expanded, rowErrors, rowPoisoned) = RowExpansion.expand(model, file: file)
    let semantic = checkModelDetailed(expanded, file: file, failedNames: failedNames.union(rowPoisoned), viewFailed: viewFailed).diagnostics
    return sortedDiagnostics(rowErrors + semantic)
}

/// Checks a model (see `checkModel`): its diagnostics in source order, and
/// the symbol table built while checking it.
func checkModelDetailed(_ model: ModelDecl, file: String, failedNames: Set<String>, viewFailed: Bool)
    -> (diagnostics: [Diagnostic], symbols: SymbolTable) {
    runWithLargeStack {
        var checker = Checker(model: model, file: file)
        checker.poisoned = failedNames
        checker.viewFailed = viewFailed
        checker.run()
        return (sortedDiagnostics(checker.diagnostics), checker.symbols)
    }
}

/// Parses and checks a model: the tree when it has no errors (nil
/// otherwise), and every diagnostic (errors and warnings) in source order.
/// The checker also runs on a file with syntax errors, staying quiet about
/// the declarations that failed to parse, so one run reports as much as it can.
func analyzeModel(source: String, file: String) -> (ModelDecl?, [Diagnostic]) {
    let (checked, diagnostics) = analyzeCheckedModel(source: source, file: file)
    return (checked?.tree, diagnostics)
}

/// `analyzeModel`, keeping the symbol table of a model without errors.
func analyzeCheckedModel(source: String, file: String) -> (CheckedModel?, [Diagnostic]) {
    let parsed = parseModelDetailed(source: source, file: file)
    guard let written = parsed.model else { return (nil, parsed.diagnostics) }
    let (model, rowErrors, rowPoisoned) = RowExpansion.expand(written, file: file)
    let (semantic, symbols) = checkModelDetailed(model, file: file, failedNames: parsed.failedNames.union(rowPoisoned), viewFailed: parsed.viewFailed)
    let all = sortedDiagnostics(parsed.diagnostics + (rowErrors + semantic).filter { !parsed.lexicalErrorLines.contains($0.line) })
    return (all.contains { $0.severity == .error } ? nil : CheckedModel(tree: model, symbols: symbols), all)
}

/// Parses and checks a model file; throws every diagnostic when it has an
/// error. Warnings of a model that loads are dropped; use `analyzeModel`
/// to see them.
func loadModel(source: String, file: String) throws(ModelError) -> ModelDecl {
    try loadCheckedModel(source: source, file: file).tree
}

/// `loadModel`, with the symbol table lowering reads.
func loadCheckedModel(source: String, file: String) throws(ModelError) -> CheckedModel {
    let (checked, diagnostics) = analyzeCheckedModel(source: source, file: file)
    guard let checked else { throw ModelError(diagnostics) }
    return checked
}
