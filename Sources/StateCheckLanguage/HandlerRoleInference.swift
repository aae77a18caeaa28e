/// The role of a load handler read from what its code does with the answer.
///
/// A handler declared without a role is a reload, save the event `page`.
/// A `load` handler (`.task { await loadNextPage() }`) whose code, through
/// the functions it calls unconditionally, appends an api's answer to a variable
/// (`items += try await page(n)`) and never assigns one (`items = …`) adds
/// a page to what is shown: it pages. The first appearance appends page 1
/// to the empty list; an appearance after a disappearance appends the next
/// page to the same listing, so its answer never starts a new listing.
extension ModelDecl {
    /// The role of `handler` when it declares none: `.page` for the event
    /// `page` and for a `load` handler whose code only appends api answers,
    /// `.reload` otherwise.
    package func inferredRole(of handler: HandlerDecl) -> TaskRoleName {
        if handler.event == "page" { return .page }
        guard handler.event == "load" else { return .reload }
        var walk = AnswerUseWalk(apis: Set(apis.map(\.name)), functions: Dictionary(functions.map { ($0.name, $0.body) }, uniquingKeysWith: { a, _ in a }))
        // Only code the handler runs on every appearance counts: a load under
        // `if items.isEmpty { … }` asks for the first page of a listing.
        walk.statements(handler.body.filter { s in
            switch s.kind {
            case .ifStatement, .guardStatement, .switchStatement, .whileLoop, .forLoop: return false
            default: return true
            }
        })
        return walk.appends && !walk.replaces ? .page : .reload
    }
}

/// Walks a handler's code and the functions it calls, noting whether an
/// api's answer is appended to (`+=`) or assigned to (`=`) a variable.
private struct AnswerUseWalk {
    /// The names of the model's apis.
    let apis: Set<String>
    /// The bodies of the model's functions, by name.
    let functions: [String: [Stmt]]
    /// The functions already walked (a recursive call is walked once).
    var visited: Set<String> = []
    /// Locals bound to an api's answer (`let page = try await page(n)`).
    var answers: Set<String> = []
    /// Whether some `x += answer` was seen.
    var appends = false
    /// Whether some `x = answer` was seen.
    var replaces = false

    /// Whether `e` is an api's answer or a local holding one.
    func isAnswer(_ e: Expr) -> Bool {
        switch e.kind {
        case .try(let inner, _), .await(let inner), .forceUnwrap(let inner): return isAnswer(inner)
        case .call(let callee, _):
            if case .identifier(let name) = callee.kind { return apis.contains(name) }
            return false
        case .identifier(let name): return answers.contains(name)
        case .binary(.plus, let l, let r), .binary(.nilCoalescing, let l, let r): return isAnswer(l) || isAnswer(r)
        default: return false
        }
    }

    mutating func conditions(_ cs: [Condition]) {
        for c in cs {
            switch c {
            case .boolean(let e): expression(e)
            case .optionalBinding(let name, let value, _):
                expression(value)
                if isAnswer(value) { answers.insert(name) }
            case .matches(_, let e): expression(e)
            }
        }
    }

    /// Walks the functions `e` calls and the closures and task bodies in it.
    mutating func expression(_ e: Expr) {
        switch e.kind {
        case .call(let callee, let arguments):
            if case .identifier(let name) = callee.kind, let body = functions[name], !visited.contains(name) {
                visited.insert(name)
                let outer = answers
                answers = []
                statements(body)
                answers = outer
            } else {
                expression(callee)
            }
            for a in arguments { expression(a.value) }
        case .try(let inner, _), .await(let inner), .forceUnwrap(let inner), .unary(_, let inner), .member(let inner, _, _), .isType(let inner, _):
            expression(inner)
        case .binary(_, let l, let r):
            expression(l); expression(r)
        case .ternary(let c, let t, let f):
            expression(c); expression(t); expression(f)
        case .spawnValue(let body), .closure(_, let body), .withCheckedContinuation(_, let body):
            statements(body)
        case .subscript(let base, let key):
            expression(base); expression(key)
        case .implicitMember(_, let arguments):
            for a in arguments ?? [] { expression(a.value) }
        case .boolLiteral, .intLiteral, .stringLiteral, .nilLiteral, .emptyValueLiteral, .identifier,
             .taskIsCancelled, .taskCheckCancellation, .taskSleep, .mainActorHop, .dismissScreen:
            break
        }
    }

    mutating func statements(_ stmts: [Stmt]) {
        for s in stmts {
            switch s.kind {
            case .local(_, let name, _, let value):
                if let value {
                    expression(value)
                    if isAnswer(value) { answers.insert(name) }
                }
            case .assign(let target, let op, let value):
                expression(value)
                if isAnswer(value) {
                    switch op {
                    case .add: appends = true
                    case .assign: replaces = true
                    case .subtract: break
                    }
                }
                _ = target
            case .expression(let e), .throwStatement(let e): expression(e)
            case .returnStatement(let e): if let e { expression(e) }
            case .ifStatement(let cs, let then, let elseBody, _):
                conditions(cs); statements(then); statements(elseBody ?? [])
            case .guardStatement(let cs, let elseBody):
                conditions(cs); statements(elseBody)
            case .whileLoop(let cs, let body):
                conditions(cs); statements(body)
            case .switchStatement(let subject, let cases):
                expression(subject)
                for c in cases { statements(c.body) }
            case .forLoop(_, let range, let body):
                expression(range); statements(body)
            case .doCatch(let body, let catchBody):
                statements(body); statements(catchBody)
            case .doCatchClauses(let body, let clauses):
                statements(body)
                for c in clauses { statements(c.body) }
            case .deferStatement(let body), .noEffectCall(_, let body), .spawnTask(let body):
                statements(body)
            case .breakStatement, .continueStatement:
                break
            }
        }
    }
}
