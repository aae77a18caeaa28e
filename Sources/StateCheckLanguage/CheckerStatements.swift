// Statements: scopes, control flow, assignments, `return`, `throw`, `Task { }`.
import StateCheckEngine
import StateCheckScreens


extension Checker {
    // MARK: - Scopes

    mutating func pushScope() { scopes.append([:]) }

    mutating func popScope() { if scopes.count > 1 { scopes.removeLast() } }

    /// Declares a local in the innermost scope; `shadowing` (a `guard`'s
    /// binding, as Swift allows: `let data = try? await load(); guard let
    /// data = data else { … }`) may hide one of the same scope.
    mutating func declareLocal(_ name: String, type: CheckType, isLet: Bool, at location: SourceLocation, shadowing: Bool = false) {
        if scopes.isEmpty { scopes = [[:]] }
        if name == "_" { return }
        if !shadowing, let first = scopes[scopes.count - 1][name] {
            error("invalid redeclaration of '\(name)' (first declared at line \(first.location.line))", at: location)
            return
        }
        scopes[scopes.count - 1][name] = LocalName(type: type, isLet: isLet, location: location)
    }

    func lookupLocal(_ name: String) -> LocalName? {
        for scope in scopes.reversed() {
            if let local = scope[name] { return local }
        }
        return nil
    }

    /// Statements in a new scope.
    mutating func checkBody(_ statements: [Stmt]) {
        pushScope()
        checkStatements(statements)
        popScope()
    }

    /// Statements in the current scope (guard bindings stay visible after the guard).
    mutating func checkStatements(_ statements: [Stmt]) {
        var exited = false
        for s in statements {
            if exited {
                warning("code after 'return', 'throw', 'break' or 'continue' will never be executed", at: s.location)
                exited = false // one warning per block
            }
            checkStatement(s)
            if exitsImmediately(s) { exited = true }
        }
        if let last = statements.last, case .deferStatement = last.kind {
            warning("'defer' at the end of its block runs at once; write its statements without 'defer'", at: last.location)
        }
    }

    /// A jump statement: what follows it in the same block never runs.
    private func exitsImmediately(_ s: Stmt) -> Bool {
        switch s.kind {
        case .returnStatement, .throwStatement, .breakStatement, .continueStatement: return true
        default: return false
        }
    }

    /// Runs `body` with a different context and fresh effect marks (a Task or continuation body).
    mutating func withContext(_ newContext: CheckContext, _ body: (inout Checker) -> Void) {
        let saved = (context, awaitMarks, tryMarks, doMarks)
        context = newContext
        awaitMarks = []; tryMarks = []; doMarks = []
        body(&self)
        (context, awaitMarks, tryMarks, doMarks) = saved
    }

    // MARK: - Statements

    mutating func checkStatement(_ s: Stmt) {
        switch s.kind {
        case .local(let isLet, let name, let typeRef, let value):
            var declared = typeRef.map { resolve($0, at: s.location) }
            if let value {
                let valueType = checkExpression(value, expected: declared)
                if let t = declared {
                    requireAssignable(valueType, to: t, at: value.location)
                } else if valueType == .nilLiteral {
                    error("'nil' needs a type: write '\(isLet ? "let" : "var") \(name): T? = nil'", at: value.location)
                    declared = .unknown
                } else if valueType == .void {
                    error("'\(name)' would have type Void; the expression has no value", at: value.location)
                    declared = .unknown
                } else if valueType == .range {
                    error("ranges can only be used in 'for \(name) in a..<b'", at: value.location)
                    declared = .unknown
                } else {
                    declared = valueType
                }
            }
            declareLocal(name, type: declared ?? .unknown, isLet: isLet, at: s.location)
            if let value, let transform = filteringTransform(value), scopes.last?[name] != nil { scopes[scopes.count - 1][name]?.filteredBy = transform }

        case .assign(let target, let op, let value):
            let targetType = checkAssignTarget(target)
            let valueType = checkExpression(value, expected: targetType)
            switch op {
            case .assign:
                requireAssignable(valueType, to: targetType, at: value.location)
            case .add:
                if !(targetType.isAssignable(to: .int) && valueType.isAssignable(to: .int))
                    && !(targetType.isAssignable(to: .value) && valueType.isAssignable(to: .value)) {
                    error("'+=' needs two Ints or two Values, not \(targetType.description) and \(valueType.description)", at: s.location)
                }
            case .subtract:
                requireType(targetType, .int, at: target.location, what: "the target of '-='")
                requireType(valueType, .int, at: value.location, what: "the value of '-='")
            }

        case .expression(let e):
            // `x` and `_ = x` are the same node, so an unused result is not diagnosed.
            _ = checkExpression(e, expected: nil, isStatement: true)

        case .ifStatement(let conditions, let then, let elseBody, _):
            pushScope()
            checkConditions(conditions)
            checkBody(then)
            popScope()
            if let elseBody { checkBody(elseBody) }

        case .guardStatement(let conditions, let elseBody):
            checkBody(elseBody)
            if !definitelyExits(elseBody) {
                error("'guard' body must not fall through; end it with 'return', 'break', 'continue' or 'throw'", at: s.location)
            }
            checkConditions(conditions, shadowing: true) // bindings stay in the enclosing scope

        case .switchStatement(let subject, let cases):
            checkSwitch(subject: subject, cases: cases, at: s.location)

        case .whileLoop(let conditions, let body):
            pushScope()
            checkConditions(conditions)
            context.loopDepth += 1
            checkBody(body)
            context.loopDepth -= 1
            popScope()

        case .forLoop(let name, let range, let body):
            var element = CheckType.int
            if case .binary(let op, let lower, let upper) = range.kind, op == .halfOpenRange || op == .closedRange {
                requireType(checkExpression(lower, expected: .int), .int, at: lower.location, what: "a range bound")
                requireType(checkExpression(upper, expected: .int), .int, at: upper.location, what: "a range bound")
            } else if checkExpression(range, expected: nil) == .taskList {
                // `for t in tasks`: each handle of the bag, in order.
                symbols.resolveTaskList(SymbolTable.ExpressionKey(range), as: .iteration)
                element = .task
            } else {
                error("'for' loops in models run over an Int range: 'for \(name) in 0..<n'", at: range.location)
            }
            pushScope()
            declareLocal(name, type: element, isLet: true, at: s.location)
            context.loopDepth += 1
            checkBody(body)
            context.loopDepth -= 1
            popScope()

        case .breakStatement:
            if context.loopDepth == 0, context.switchDepth == 0 {
                error("'break' is only allowed inside a loop or a switch", at: s.location)
            }

        case .continueStatement:
            if context.loopDepth == 0 {
                error("'continue' is only allowed inside a loop", at: s.location)
            }

        case .returnStatement(let value):
            checkReturn(value, at: s.location)

        case .doCatch(let body, let catchBody):
            doMarks.append(false)
            context.catchDepth += 1
            let errorsBefore = errorCount
            checkBody(body)
            context.catchDepth -= 1
            let threw = doMarks.removeLast()
            if !threw, errorCount == errorsBefore {
                warning("'catch' block is unreachable because no errors are thrown in 'do' block", at: s.location)
            }
            pushScope()
            declareLocal("error", type: .error, isLet: true, at: s.location)
            checkStatements(catchBody)
            popScope()

        case .throwStatement(let value):
            let t = checkExpression(value, expected: .error)
            if !isErrorType(t) || t.isOptional {
                requireType(t, .error, at: value.location, what: "'throw'")
            }
            noteThrow(at: s.location, covered: true)

        case .doCatchClauses(let body, let clauses):
            checkDoCatchClauses(body: body, clauses: clauses, at: s.location)

        case .deferStatement(let body):
            checkDefer(body, at: s.location)

        case .noEffectCall(let name, let body):
            checkNoEffectCall(name, body: body, at: s.location)

        case .spawnTask(let body):
            if context.inView || context.customProperty != nil || context.isInitializer {
                error("'Task { }' cannot be used here; spawn tasks from handlers and functions", at: s.location)
            }
            var taskContext = CheckContext(
                asyncDenial: nil,
                throwDenial: "errors thrown in a 'Task { }' body would be silently discarded; catch them with 'do { } catch { }'")
            taskContext.returnType = nil
            taskContext.readOnlyReason = context.readOnlyReason
            withContext(taskContext) { checker in
                checker.pushScope()
                checker.checkStatements(body)
                checker.popScope()
            }
        }
    }

    private mutating func checkReturn(_ value: Expr?, at location: SourceLocation) {
        guard let returnType = context.returnType, returnType != .void else {
            if let value {
                _ = checkExpression(value, expected: nil)
                error("unexpected return value: this code returns nothing", at: value.location)
            }
            return
        }
        guard let value else {
            error("missing return value (expected \(returnType.description))", at: location)
            return
        }
        let t = checkExpression(value, expected: returnType)
        requireAssignable(t, to: returnType, at: value.location)
    }

    /// Conditions of `if`, `guard` and `while`; bindings go into the current
    /// scope, where a `guard`'s (`shadowing`) may hide a local of that scope.
    mutating func checkConditions(_ conditions: [Condition], shadowing: Bool = false) {
        for c in conditions {
            switch c {
            case .boolean(let e):
                let t = checkExpression(e, expected: .bool)
                requireType(t, .bool, at: e.location, what: "a condition")
            case .optionalBinding(let name, let value, let isLet):
                let t = checkBoundValue(value)
                switch t {
                case .optional(let inner):
                    declareLocal(name, type: inner, isLet: isLet, at: value.location, shadowing: shadowing)
                case .unknown:
                    declareLocal(name, type: .unknown, isLet: isLet, at: value.location, shadowing: shadowing)
                default:
                    error("'if \(isLet ? "let" : "var")' needs an optional value, but this is \(t.description)", at: value.location)
                    declareLocal(name, type: t, isLet: isLet, at: value.location, shadowing: shadowing)
                }
            case .matches(let pattern, let value):
                let t = checkExpression(value, expected: nil)
                for (name, type, location) in checkPattern(pattern, against: t) {
                    declareLocal(name, type: type, isLet: true, at: location, shadowing: shadowing)
                }
            }
        }
    }

    // MARK: - Assignment

    /// The type of an assignment target; diagnoses targets that cannot change.
    private mutating func checkAssignTarget(_ target: Expr) -> CheckType {
        switch target.kind {
        case .identifier(let name):
            if name == "self" {
                guard let selfType = context.selfType else {
                    error("'self' is only available in extension members", at: target.location)
                    return .unknown
                }
                if !context.selfMutable {
                    error("cannot assign to 'self' in a method that is not 'mutating'; declare it 'mutating func'", at: target.location)
                }
                return .enumType(selfType)
            }
            if let local = lookupLocal(name) {
                if local.isLet {
                    error("cannot assign to '\(name)': it is a 'let' constant", at: target.location)
                }
                return local.type
            }
            // As in Swift, a member of `self` hides a model variable of the same name.
            if let selfType = context.selfType, symbols.property(name, of: selfType) != nil {
                error("cannot assign to '\(name)': it is a computed property", at: target.location)
                return .unknown
            }
            if let variable = symbols.variable(name), let index = symbols.variableIndex(name) {
                if let reason = context.readOnlyReason {
                    error("cannot assign to '\(name)': \(reason)", at: target.location)
                }
                symbols.resolveName(name, at: target.location, to: .variable(index: index))
                return resolveQuietly(variable.type)
            }
            if poisoned.contains(name) { return .unknown } // its declaration failed to parse
            error("cannot find '\(name)' in scope", at: target.location)
            return .unknown
        case .member(let base, let name, _):
            if case .identifier("self") = base.kind, context.selfType == nil {
                reportSelfOutsideExtension(member: name, at: base.location)
                return symbols.variable(name).map { resolveQuietly($0.type) } ?? .unknown
            }
            let baseType = checkExpression(base, expected: nil)
            if case .enumType(let e) = baseType, TupleType.isTuple(e), let element = checkTupleElementTarget(target, base: base, name: name, of: e) {
                return element
            }
            if case .enumType(let e) = baseType.unwrapped, symbols.property(name, of: e) != nil {
                error("cannot assign to '\(name)': it is a computed property; assign a whole new value instead", at: target.location)
            } else if baseType != .unknown {
                error("cannot assign to '\(name)': model values have no stored properties; assign a whole new value instead", at: target.location)
            }
            return .unknown
        default:
            error("cannot assign to this expression", at: target.location)
            return .unknown
        }
    }

    /// `self.x` outside an extension (pasted from a View or a view model).
    mutating func reportSelfOutsideExtension(member name: String, at location: SourceLocation) {
        if symbols.variable(name) != nil {
            error("model variables are not members of 'self'; write '\(name)' (and rename any local that hides it)", at: location)
        } else {
            error("'self' is only available in extension members", at: location)
        }
    }

    /// A declared type without diagnostics (already reported at its declaration).
    func resolveQuietly(_ ref: TypeRef) -> CheckType {
        switch ref {
        case .named(let name): return symbols.enumSymbol(name) != nil ? .enumType(name) : .unknown
        case .optional(let inner):
            let t = resolveQuietly(inner)
            return t == .unknown ? .unknown : .optional(t)
        case .continuation(let inner): return .continuation(resolveQuietly(inner))
        default: return CheckType(ref)
        }
    }

    // MARK: - Type requirements

    mutating func requireAssignable(_ type: CheckType, to target: CheckType, at location: SourceLocation) {
        guard !type.isAssignable(to: target), !isErrorEnumWidening(type, to: target) else { return }
        if type == .nilLiteral {
            error("'nil' cannot be used where \(target.description) is expected; declare the type optional (\(target.description)?)", at: location)
        } else if case .optional(let inner) = type, inner.isAssignable(to: target) {
            error("value of optional type '\(type.description)' must be unwrapped to a value of type '\(target.description)'; use 'if let', 'guard let' or '??'", at: location)
        } else {
            error("cannot use a value of type '\(type.description)' where '\(target.description)' is expected", at: location)
        }
    }

    mutating func requireType(_ type: CheckType, _ expected: CheckType, at location: SourceLocation, what: String) {
        guard type != .unknown, type != expected else { return }
        error("\(what) must be \(expected.description), not \(type.description)", at: location)
    }

    // MARK: - Control flow

    /// Whether the statements never finish normally (they return, throw,
    /// break or continue on every path).
    func definitelyExits(_ statements: [Stmt]) -> Bool {
        statements.contains { exits($0) }
    }

    private func exits(_ s: Stmt) -> Bool {
        switch s.kind {
        case .returnStatement, .throwStatement, .breakStatement, .continueStatement:
            return true
        case .ifStatement(_, let then, let elseBody?, _):
            return definitelyExits(then) && definitelyExits(elseBody)
        case .switchStatement(_, let cases):
            return !cases.isEmpty && cases.allSatisfy { Self.exitsWithoutBreak($0.body) && definitelyExits($0.body) }
        case .doCatch(let body, let catchBody):
            return definitelyExits(body) && definitelyExits(catchBody)
        case .doCatchClauses(let body, let clauses):
            // An error no clause matches is thrown on: that exits too.
            return definitelyExits(body) && clauses.allSatisfy { definitelyExits($0.body) }
        case .whileLoop(let conditions, let body):
            // `while true { ... }` without a `break` only leaves by returning or throwing.
            guard conditions.count == 1, case .boolean(let c) = conditions[0], c.kind == .boolLiteral(true) else { return false }
            return !Self.breaksOut(body)
        default:
            return false
        }
    }

    /// A switch case that ends in `break` leaves the switch, not the function.
    private static func exitsWithoutBreak(_ body: [Stmt]) -> Bool {
        guard let last = body.last else { return false }
        if case .breakStatement = last.kind { return false }
        return true
    }

    /// Whether a `break` in `body` leaves the enclosing loop (not an inner loop or switch).
    static func breaksOut(_ body: [Stmt]) -> Bool {
        body.contains { s in
            switch s.kind {
            case .breakStatement: return true
            case .ifStatement(_, let then, let elseBody, _): return breaksOut(then) || breaksOut(elseBody ?? [])
            case .guardStatement(_, let elseBody): return breaksOut(elseBody)
            case .doCatch(let body, let catchBody): return breaksOut(body) || breaksOut(catchBody)
            case .doCatchClauses(let body, let clauses): return breaksOut(body) || clauses.contains { breaksOut($0.body) }
            default: return false
            }
        }
    }
}
