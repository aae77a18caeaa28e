import StateCheckLanguage

// `@Published var query = "" { didSet { Task { await search() } } }`: Swift
// runs a stored property's `didSet` after every write to it, whoever writes
// (the code, a binding a TextField is given). The observer is read as a
// function of the screen (`didSet_query()`), called after every assignment
// to the property in the model, but in the observer itself (Swift does not
// run it again for its own writes). A property read opaque is written by
// code the model does not read, at any time: its observer is then an event
// of its own, at any time. (A `@State` property's observer runs only for
// writes through the property, not through `$x`; running it for those too
// is one more behaviour at most.) `willSet` runs before the write, seeing
// the old value: not read, refused.

extension ScreenBuilder {
    /// The function a stored property's `didSet` is read as, named after
    /// the property; nil (with a diagnostic for a `willSet`) when it has no
    /// observer, and in strict mode.
    mutating func observerFunction(_ name: String, _ b: SwiftPatternBinding, at loc: SourceLocation) -> SwiftFunctionDecl? {
        guard case .accessors(let list)? = b.accessors else { return nil }
        if let will = list.first(where: { $0.kind == "willSet" }) {
            error("the willSet of '\(name)' runs before each write, seeing the old value, which is not read; write it as a didSet (or a method the writers call)", at: will.body?.first?.location ?? loc)
            return nil
        }
        guard !configuration.strict, let did = list.first(where: { $0.kind == "didSet" }), let body = did.body, !body.isEmpty else { return nil }
        return SwiftFunctionDecl(name: "didSet_\(name)", genericParameters: [], parameters: [], effects: SwiftEffects(), result: nil, requirements: [], body: body)
    }

    /// Calls each observed property's observer after every assignment to
    /// it (as the file's comment says), or makes it an event of its own
    /// when the property is read opaque.
    mutating func callPropertyObservers() {
        for (variable, observer) in propertyObservers.sorted(by: { $0.key < $1.key }) {
            guard model.functions.contains(where: { $0.name == observer.function }) else {
                // An observer that changes nothing is not translated (``opaqueMethods``); any other must be.
                if opaqueMethods.contains(observer.function) {
                    abstraction("the didSet of \(variable) changes nothing of the screen's state: not read", at: observer.location)
                } else {
                    error("the didSet of '\(variable)' runs after each write to it, but its code is not read here; the screen is not checked", at: observer.location)
                }
                continue
            }
            let call = Stmt(kind: .expression(Expr(kind: .call(callee: Expr(kind: .identifier(observer.function), location: observer.location), arguments: []), location: observer.location)),
                            location: observer.location)
            guard stateVars[variable] != nil else {
                model.handlers.append(HandlerDecl(event: observer.function, kind: .sync, role: nil, condition: nil, body: [call], location: observer.location))
                abstraction("the didSet of \(variable) runs after each write; the property is written by code the model does not read: its didSet is the event \(observer.function), at any time", at: observer.location)
                continue
            }
            for i in model.functions.indices where model.functions[i].name != observer.function {
                model.functions[i].body = Self.calling(call, afterAssignmentsTo: variable, in: model.functions[i].body)
            }
            for i in model.handlers.indices {
                model.handlers[i].body = Self.calling(call, afterAssignmentsTo: variable, in: model.handlers[i].body)
            }
            abstraction("the didSet of \(variable) is the function \(observer.function), called after every write to \(variable)", at: observer.location)
        }
    }

    /// `stmts` with `call` after each assignment to `variable` (or to a part of it), at any depth.
    static func calling(_ call: Stmt, afterAssignmentsTo variable: String, in stmts: [Stmt]) -> [Stmt] {
        func rootName(_ e: Expr) -> String? {
            switch e.kind {
            case .identifier(let n): return n
            case .member(let base, _, _), .subscript(let base, _), .forceUnwrap(let base): return rootName(base)
            default: return nil
            }
        }
        func block(_ stmts: [Stmt]) -> [Stmt] { stmts.flatMap(statement) }
        func statement(_ s: Stmt) -> [Stmt] {
            var s = s
            switch s.kind {
            case .local(let isLet, let name, let type, let value):
                s.kind = .local(isLet: isLet, name: name, type: type, value: value.map(expression))
            case .assign(let target, let op, let value):
                s.kind = .assign(target: target, op: op, value: expression(value))
                if rootName(target) == variable { return [s, call] }
            case .expression(let e):
                s.kind = .expression(expression(e))
            case .ifStatement(let conditions, let then, let elseBody, let elseIsIf):
                s.kind = .ifStatement(conditions: conditions.map(condition), then: block(then), elseBody: elseBody.map(block), elseIsIf: elseIsIf)
            case .guardStatement(let conditions, let elseBody):
                s.kind = .guardStatement(conditions: conditions.map(condition), elseBody: block(elseBody))
            case .switchStatement(let subject, let cases):
                s.kind = .switchStatement(subject: expression(subject), cases: cases.map { c in
                    var c = c
                    c.body = block(c.body)
                    return c
                })
            case .whileLoop(let conditions, let body):
                s.kind = .whileLoop(conditions: conditions.map(condition), body: block(body))
            case .forLoop(let name, let range, let body):
                s.kind = .forLoop(name: name, range: range, body: block(body))
            case .returnStatement(let value):
                s.kind = .returnStatement(value.map(expression))
            case .doCatch(let body, let catchBody):
                s.kind = .doCatch(body: block(body), catchBody: block(catchBody))
            case .doCatchClauses(let body, let clauses):
                s.kind = .doCatchClauses(body: block(body), clauses: clauses.map { c in
                    var c = c
                    c.body = block(c.body)
                    return c
                })
            case .deferStatement(let body):
                s.kind = .deferStatement(body: block(body))
            case .noEffectCall(let name, let body):
                s.kind = .noEffectCall(name: name, body: block(body))
            case .throwStatement(let e):
                s.kind = .throwStatement(expression(e))
            case .spawnTask(let body):
                s.kind = .spawnTask(body: block(body))
            case .breakStatement, .continueStatement:
                break
            }
            return [s]
        }
        func condition(_ c: Condition) -> Condition {
            switch c {
            case .boolean(let e): return .boolean(expression(e))
            case .optionalBinding(let name, let value, let isLet): return .optionalBinding(name: name, value: expression(value), isLet: isLet)
            case .matches(let p, let e): return .matches(p, expression(e))
            }
        }
        func arguments(_ args: [Argument]) -> [Argument] {
            args.map { a in
                var a = a
                a.value = expression(a.value)
                return a
            }
        }
        func expression(_ e: Expr) -> Expr {
            var e = e
            switch e.kind {
            case .withCheckedContinuation(let parameter, let body): e.kind = .withCheckedContinuation(parameter: parameter, body: block(body))
            case .spawnValue(let body): e.kind = .spawnValue(body: block(body))
            case .closure(let parameters, let body): e.kind = .closure(parameters: parameters, body: block(body))
            case .implicitMember(let name, let args): e.kind = .implicitMember(name: name, arguments: args.map(arguments))
            case .member(let base, let name, let optional): e.kind = .member(base: expression(base), name: name, optional: optional)
            case .call(let callee, let args): e.kind = .call(callee: expression(callee), arguments: arguments(args))
            case .unary(let op, let inner): e.kind = .unary(op, expression(inner))
            case .binary(let op, let l, let r): e.kind = .binary(op, expression(l), expression(r))
            case .ternary(let c, let t, let f): e.kind = .ternary(condition: expression(c), then: expression(t), else: expression(f))
            case .isType(let inner, let type): e.kind = .isType(expression(inner), type)
            case .await(let inner): e.kind = .await(expression(inner))
            case .try(let inner, let optional): e.kind = .try(expression(inner), optional: optional)
            case .forceUnwrap(let inner): e.kind = .forceUnwrap(expression(inner))
            case .subscript(let base, let key): e.kind = .subscript(base: expression(base), key: expression(key))
            case .boolLiteral, .intLiteral, .stringLiteral, .nilLiteral, .emptyValueLiteral, .identifier, .taskIsCancelled, .taskCheckCancellation,
                 .taskSleep, .mainActorHop, .dismissScreen:
                break
            }
            return e
        }
        return block(stmts)
    }
}
