import StateCheckLanguage

extension ScreenBuilder {
    /// The most events one method of a view-less view model may become
    /// (the product of its parameters' values).
    static let maxEventsPerMethod = 16

    /// The events of a view model no view holds: one per non-private method
    /// that returns nothing (an `async` one runs as `Task { await m(…) }`, a
    /// synchronous one as a `sync` handler, a throwing one under `try?`),
    /// and per choice of its arguments: a `Bool` parameter takes both values
    /// and a parameter of a payload-free enum each case (an optional one
    /// `nil` too), each choice an event of its own (`filter(.unread)`); an
    /// `Int` or `String` parameter is one opaque value (`0`, `""`), which is
    /// an error when the method reads it in a condition (one value would
    /// explore one branch).
    mutating func viewlessEvents() {
        methods: for m in screen.decl.members.flatMap(Self.flatten) {
            guard case .function(let f) = m.kind, !f.isInitializer, !Self.isPrivate(m),
                  !m.modifiers.contains(where: { $0.name == "static" }) else { continue }
            if let r = f.result, r.simpleName != "Void" { continue }
            guard let fn = model.functions.first(where: { $0.name == f.name && $0.location == m.location }) else { continue }
            var choices: [[(shown: String?, value: Expr)]] = []
            var count = 1
            for p in fn.parameters {
                guard let values = argumentChoices(p, of: fn) else { continue methods }
                choices.append(values)
                count *= values.count
            }
            guard count <= Self.maxEventsPerMethod else {
                error("the method '\(f.name)' of view model '\(model.name)' would be \(count) events (one per choice of its Bool and enum arguments), more than \(Self.maxEventsPerMethod); give the view that calls it", at: m.location)
                continue
            }
            let explored = choices.contains { $0.first?.shown != nil }
            for combination in Self.combinations(choices) {
                let arguments = zip(fn.parameters, combination).map { Argument(label: $0.label, value: $1.value) }
                let event = explored ? "\(f.name)(\(combination.map { $0.shown ?? "_" }.joined(separator: ", ")))" : f.name
                var call = Expr(kind: .call(callee: Expr(kind: .identifier(f.name), location: m.location), arguments: arguments), location: m.location)
                if f.effects.isAsync { call = Expr(kind: .await(call), location: m.location) }
                if f.effects.throwsKeyword != nil { call = Expr(kind: .try(call, optional: true), location: m.location) }
                model.handlers.append(HandlerDecl(event: event, kind: f.effects.isAsync ? .unstructured : .sync, role: nil, condition: nil,
                                                  body: [Stmt(kind: .expression(call), location: m.location)], location: m.location))
            }
            if !fn.parameters.isEmpty {
                let described = zip(fn.parameters, choices).map { p, values in
                    values.first?.shown == nil ? "\(p.name) is one opaque value" : "\(p.name) takes \(values.map { $0.shown ?? "_" }.joined(separator: ", "))"
                }
                abstraction("the events of \(f.name) choose its arguments: \(described.joined(separator: "; "))", at: m.location)
            }
        }
    }

    /// The values an event passes for parameter `p` of `fn`, each with how
    /// the event's name shows it (nil for an opaque value); nil after a diagnostic.
    mutating func argumentChoices(_ p: Parameter, of fn: FunctionDecl) -> [(shown: String?, value: Expr)]? {
        let loc = p.location
        func literal(_ k: ExprKind) -> Expr { Expr(kind: k, location: loc) }
        func explored(_ t: TypeRef) -> [(shown: String?, value: Expr)]? {
            switch t {
            case .bool:
                return [("true", literal(.boolLiteral(true))), ("false", literal(.boolLiteral(false)))]
            case .named(let name):
                guard let e = model.enums.first(where: { $0.name == name }), e.cases.allSatisfy({ $0.payload.isEmpty }) else { return nil }
                return e.cases.map { (".\($0.name)", literal(.implicitMember(name: $0.name, arguments: nil))) }
            default:
                return nil
            }
        }
        switch p.type {
        case .bool, .named:
            if let values = explored(p.type) { return values }
        case .optional(let inner):
            if let values = explored(inner) { return [("nil", literal(.nilLiteral))] + values }
            if inner == .int || inner == .string { return opaque(p, of: fn, value: literal(.nilLiteral)) }
        case .int:
            return opaque(p, of: fn, value: literal(.intLiteral(0)))
        case .string:
            return opaque(p, of: fn, value: literal(.stringLiteral("")))
        case .value, .error, .void, .continuation, .task, .taskList:
            break
        }
        error("the parameter '\(p.name)' of '\(fn.name)' has a type whose values an event cannot choose (Bool, an enum without payloads, Int or String); make the method private or give the view that calls it", at: loc)
        return nil
    }

    /// One opaque value for `p`, unless `fn` reads it in a condition.
    mutating func opaque(_ p: Parameter, of fn: FunctionDecl, value: Expr) -> [(shown: String?, value: Expr)]? {
        if let use = Self.conditionUse(of: p.name, in: fn.body) {
            let at = use.cited(besideDesign: p.location.file ?? file)
            error("the parameter '\(p.name)' of '\(fn.name)' is read in a condition (\(at)), but an event passes one opaque value for it, which explores one branch; make it a Bool or an enum, or give the view that calls it", at: p.location)
            return nil
        }
        return [(nil, value)]
    }

    /// Every choice of one value per parameter, the first parameter's values outermost.
    static func combinations<T>(_ choices: [[T]]) -> [[T]] {
        choices.reduce([[]]) { partial, values in partial.flatMap { prefix in values.map { prefix + [$0] } } }
    }

    /// Where `name` (or a local computed from it) is read by a condition of
    /// `stmts`: an `if`, `guard` or `while` condition, a `switch` subject, a
    /// ternary's condition, or an operand of `&&`, `||`, `==`, `<`, ….
    static func conditionUse(of name: String, in stmts: [Stmt]) -> SourceLocation? {
        var tainted: Set<String> = [name]
        func mentions(_ e: Expr) -> Bool {
            switch e.kind {
            case .identifier(let n): return tainted.contains(n)
            case .dismissScreen: return false
            case .member(let b, _, _), .unary(_, let b), .isType(let b, _), .await(let b), .try(let b, _), .forceUnwrap(let b): return mentions(b)
            case .binary(_, let l, let r): return mentions(l) || mentions(r)
            case .ternary(let c, let t, let f): return mentions(c) || mentions(t) || mentions(f)
            case .call(let c, let args): return mentions(c) || args.contains { mentions($0.value) }
            case .subscript(let b, let k): return mentions(b) || mentions(k)
            case .implicitMember(_, let args): return args?.contains { mentions($0.value) } ?? false
            case .boolLiteral, .intLiteral, .stringLiteral, .nilLiteral, .emptyValueLiteral, .withCheckedContinuation, .taskIsCancelled, .taskCheckCancellation, .closure, .taskSleep, .spawnValue, .mainActorHop: return false
            }
        }
        // A condition inside `e` (a ternary or a comparison) that reads a tainted name.
        func decides(_ e: Expr) -> Bool {
            switch e.kind {
            case .ternary(let c, let t, let f): return mentions(c) || decides(t) || decides(f)
            case .dismissScreen: return false
            case .binary(let op, let l, let r):
                switch op {
                case .and, .or, .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual:
                    if mentions(l) || mentions(r) { return true }
                case .plus, .minus, .nilCoalescing, .halfOpenRange, .closedRange:
                    break
                }
                return decides(l) || decides(r)
            case .member(let b, _, _), .unary(_, let b), .isType(let b, _), .await(let b), .try(let b, _), .forceUnwrap(let b): return decides(b)
            case .call(let c, let args): return decides(c) || args.contains { decides($0.value) }
            case .subscript(let b, let k): return decides(b) || decides(k)
            case .implicitMember(_, let args): return args?.contains { decides($0.value) } ?? false
            case .identifier, .boolLiteral, .intLiteral, .stringLiteral, .nilLiteral, .emptyValueLiteral, .withCheckedContinuation, .taskIsCancelled, .taskCheckCancellation, .closure, .taskSleep, .spawnValue, .mainActorHop: return false
            }
        }
        func condition(_ c: Condition) -> Bool {
            switch c {
            case .boolean(let e), .optionalBinding(_, let e, _), .matches(_, let e): return mentions(e)
            }
        }
        func visit(_ stmts: [Stmt]) -> SourceLocation? {
            for s in stmts {
                switch s.kind {
                case .local(_, let n, _, let value):
                    if let value, mentions(value) { tainted.insert(n) }
                    if let value, decides(value) { return s.location }
                case .assign(_, _, let value), .expression(let value), .throwStatement(let value):
                    if decides(value) { return s.location }
                case .returnStatement(let value):
                    if let value, decides(value) { return s.location }
                case .ifStatement(let conditions, let then, let elseBody, _):
                    if conditions.contains(where: condition) { return s.location }
                    if let found = visit(then) ?? visit(elseBody ?? []) { return found }
                case .guardStatement(let conditions, let elseBody):
                    if conditions.contains(where: condition) { return s.location }
                    if let found = visit(elseBody) { return found }
                case .whileLoop(let conditions, let body):
                    if conditions.contains(where: condition) { return s.location }
                    if let found = visit(body) { return found }
                case .switchStatement(let subject, let cases):
                    if mentions(subject) { return s.location }
                    for c in cases { if let found = visit(c.body) { return found } }
                case .forLoop(_, let range, let body):
                    if mentions(range) { return s.location }
                    if let found = visit(body) { return found }
                case .doCatch(let body, let catchBody):
                    if let found = visit(body) ?? visit(catchBody) { return found }
                case .doCatchClauses(let body, let clauses):
                    if let found = visit(body) { return found }
                    for c in clauses { if let found = visit(c.body) { return found } }
                case .spawnTask(let body), .deferStatement(let body), .noEffectCall(_, let body):
                    if let found = visit(body) { return found }
                case .breakStatement, .continueStatement:
                    continue
                }
            }
            return nil
        }
        return visit(stmts)
    }
}
