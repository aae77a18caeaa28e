// Error enums, `catch` clauses and `defer`: the checker's rules for the
// error-handling extensions of the language.
import StateCheckEngine
import StateCheckScreens


extension Checker {
    /// Whether a value of type `t` is an error: `Error`, an enum declared
    /// `: Error`, or an optional of either (`unknown` too, after a diagnostic).
    func isErrorType(_ t: CheckType) -> Bool {
        switch t.unwrapped {
        case .error, .unknown: return true
        case .enumType(let name): return symbols.enumSymbol(name)?.isError == true
        default: return false
        }
    }

    /// A value of an error enum stored where an `Error` (or `Error?`) is expected.
    func isErrorEnumWidening(_ type: CheckType, to target: CheckType) -> Bool {
        guard case .enumType(let name) = type.unwrapped, symbols.enumSymbol(name)?.isError == true else { return false }
        switch target {
        case .error: return !type.isOptional
        case .optional(.error): return true
        default: return false
        }
    }

    /// The type a `catch ... as T` binds, after checking that `T` names an error type.
    mutating func catchType(_ name: String, at location: SourceLocation) -> CheckType {
        switch name {
        case "CancellationError", "URLError", "Error": return .error
        default:
            if symbols.enumSymbol(name)?.isError == true { return .enumType(name) }
            if symbols.enumSymbol(name) != nil {
                error("'\(name)' is not an error type; declare it 'enum \(name): Error' to throw and catch it", at: location)
            } else {
                error("cannot find error type '\(name)' (catch CancellationError, URLError, or an enum declared ': Error')", at: location)
            }
            return .unknown
        }
    }

    /// `do { } catch P1 { } catch P2 { } ...`: the first clause that matches
    /// runs; when no clause catches every error, an unmatched one is thrown on.
    mutating func checkDoCatchClauses(body: [Stmt], clauses: [CatchClause], at location: SourceLocation) {
        doMarks.append(false)
        context.catchDepth += 1
        let errorsBefore = errorCount
        checkBody(body)
        context.catchDepth -= 1
        let threw = doMarks.removeLast()
        if !threw, errorCount == errorsBefore {
            warning("'catch' block is unreachable because no errors are thrown in 'do' block", at: location)
        }
        var caughtAll = false
        for clause in clauses {
            if caughtAll {
                warning("this 'catch' is never reached: an earlier clause catches every error", at: clause.location)
            }
            pushScope()
            switch clause.pattern {
            case .any:
                declareLocal("error", type: .error, isLet: true, at: clause.location)
            case .binding(let name):
                declareLocal(name, type: .error, isLet: true, at: clause.location)
            case .isType(let type):
                _ = catchType(type, at: clause.location)
            case .cast(let name, let type):
                declareLocal(name, type: catchType(type, at: clause.location), isLet: true, at: clause.location)
            case .enumCase(let type, let name):
                if case .enumType = catchType(type, at: clause.location),
                   symbols.enumSymbol(type)?.caseIndex(name) == nil {
                    error("type '\(type)' has no case '\(name)'", at: clause.location)
                }
            }
            checkStatements(clause.body)
            popScope()
            if clause.pattern.catchesEverything { caughtAll = true }
        }
        if !caughtAll, threw {
            if context.catchDepth == 0, !tryMarks.contains(where: { $0.optional }), let denial = context.throwDenial {
                error("the 'catch' clauses do not catch every error, and the others are thrown on: add a final 'catch { }' (\(denial))", at: location)
            } else {
                noteThrow(at: location, covered: true)
            }
        }
    }

    /// `defer { body }`: the body may not leave the `defer` (no `return`, no
    /// `break`/`continue` out of it, no thrown error).
    mutating func checkDefer(_ body: [Stmt], at location: SourceLocation) {
        if context.inView || context.customProperty != nil {
            error("'defer' cannot be used here; use it in functions and handlers", at: location)
        }
        for jump in Self.returns(in: body) {
            error("'return' cannot transfer control out of a 'defer' body", at: jump)
        }
        var deferContext = context
        deferContext.throwDenial = "errors cannot be thrown out of a 'defer' body; catch them inside it with 'do { } catch { }' or 'try?'"
        deferContext.catchDepth = 0
        deferContext.loopDepth = 0
        deferContext.switchDepth = 0
        withContext(deferContext) { checker in
            checker.checkBody(body)
        }
    }

    /// `print(…)` and the other calls with no effect; `withAnimation { body }`
    /// checks its body as a synchronous closure that may not leave it.
    mutating func checkNoEffectCall(_ name: String, body: [Stmt], at location: SourceLocation) {
        guard !body.isEmpty else { return }
        for jump in Self.returns(in: body) {
            error("a 'return' in the body of '\(name)' only leaves its closure; write the body without it", at: jump)
        }
        var bodyContext = context
        bodyContext.asyncDenial = "'await' cannot be used in the body of '\(name)': it runs synchronously"
        bodyContext.loopDepth = 0
        bodyContext.switchDepth = 0
        let saved = context
        context = bodyContext
        checkBody(body)
        context.asyncDenial = saved.asyncDenial
        context.loopDepth = saved.loopDepth
        context.switchDepth = saved.switchDepth
    }

    /// The `return` statements of `body` that would leave it (not those in a `Task { }` body).
    static func returns(in body: [Stmt]) -> [SourceLocation] {
        body.flatMap { s -> [SourceLocation] in
            switch s.kind {
            case .returnStatement: return [s.location]
            case .ifStatement(_, let then, let elseBody, _): return returns(in: then) + returns(in: elseBody ?? [])
            case .guardStatement(_, let elseBody): return returns(in: elseBody)
            case .switchStatement(_, let cases): return cases.flatMap { returns(in: $0.body) }
            case .whileLoop(_, let body), .forLoop(_, _, let body), .deferStatement(let body): return returns(in: body)
            case .doCatch(let body, let catchBody): return returns(in: body) + returns(in: catchBody)
            case .doCatchClauses(let body, let clauses): return returns(in: body) + clauses.flatMap { returns(in: $0.body) }
            case .noEffectCall(_, let body): return returns(in: body)
            case .local, .assign, .expression, .breakStatement, .continueStatement, .throwStatement, .spawnTask: return []
            }
        }
    }
}
