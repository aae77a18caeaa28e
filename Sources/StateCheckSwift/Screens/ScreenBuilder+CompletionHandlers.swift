import StateCheckLanguage

// Networking written before async/await: a client's method takes a
// completion handler that it calls once, later, with a `Result`:
//
//     network.fetchMovies(page: 1) { result in
//         switch result {
//         case .success(let movies): DispatchQueue.main.async { self.movies = movies }
//         case .failure(let error): print(error)
//         }
//     }
//
// The call returns at once; the handler runs when the answer comes. That is
// a task started where the call is, which awaits the api and then runs the
// switch over its answer: `Task { switch await network.fetchMovies(page: 1)
// { … } }`, read as any such switch is (its success the answer, its failure
// the api's failure). The answer's type is the `Result`'s success type of
// the handler's parameter in the client's declaration.

extension ScreenBuilder {
    /// The task a completion-handler call of the environment is read as, or
    /// nil when `e` is no such call: a method of a client (an environment
    /// property, or a type the folder marks or does not declare) given one
    /// trailing closure of one parameter whose body (after `guard let self`)
    /// is a `switch` over that parameter.
    func completionHandlerTask(_ e: SwiftExpr, at loc: SourceLocation) -> SwiftStmt? {
        guard !configuration.strict, case .call(let callee, let args, let trailing) = e.kind, trailing.count == 1,
              case .member(let base, _) = callee.kind else { return nil }
        guard isClient(base) else { return nil }
        let call = SwiftExpr(kind: .call(callee, arguments: args, trailingClosures: []), location: e.location)
        guard let handled = Self.handlerSwitch(trailing[0].closure, answering: call) else { return nil }
        return Self.taskStatement(handled, closureAt: trailing[0].closure.location, at: loc)
    }

    /// The statements a completion handler given to `call` is read as once
    /// the answer is in: the `switch` over its one parameter, on `await call`
    /// instead (the statements before it, after `guard let self`, run as the
    /// start of each case), and the statements after it; nil when the
    /// closure is no such handler (its body holds no switch over its
    /// parameter, or mentions it elsewhere, or returns before the switch).
    static func handlerSwitch(_ closure: SwiftClosure, answering call: SwiftExpr) -> [SwiftStmt]? {
        guard let parameters = closure.parameters, parameters.count == 1, let name = parameters[0].name ?? parameters[0].label else { return nil }
        var body = closure.body.filter { !Self.isSelfUnwrap($0) }
        // `DispatchQueue.main.async { … }` around the work: the answer handled on the main actor, later.
        if let hopped = Self.mainQueueBody(body) { body = hopped }
        guard let k = body.firstIndex(where: { if case .switchStmt = $0.kind { return true } else { return false } }),
              case .switchStmt(var sw) = body[k].kind, case .identifier(name) = sw.subject.kind else { return nil }
        // `self.isLoading = false` before the switch runs once the answer is in, as the start of each case.
        let before = Array(body[..<k]), after = Array(body[(k + 1)...])
        guard !Self.mentions(name, in: before + after), !before.contains(where: Self.returns),
              !Self.mentionsAny(Self.namesBound(by: sw), in: before) else { return nil }
        for c in sw.cases.indices { sw.cases[c].body = before + sw.cases[c].body }
        sw.subject = SwiftExpr(kind: .awaitExpr(call), location: sw.subject.location)
        return [SwiftStmt(kind: .switchStmt(sw), location: body[k].location)] + after
    }

    /// The statements of `DispatchQueue.main.async { … }` when `stmts` is only that call; nil otherwise.
    static func mainQueueBody(_ stmts: [SwiftStmt]) -> [SwiftStmt]? {
        guard stmts.count == 1, case .expression(let e) = stmts[0].kind, case .call(let callee, let args, let trailing) = e.kind,
              args.isEmpty, trailing.count == 1, case .member(let base, "async") = callee.kind,
              case .member(let queue, "main") = base.kind, case .identifier("DispatchQueue") = queue.kind else { return nil }
        return trailing[0].closure.body.filter { !isSelfUnwrap($0) }
    }

    /// Whether `name` is mentioned in `stmts`.
    static func mentions(_ name: String, in stmts: [SwiftStmt]) -> Bool {
        mentionsAny([name], in: stmts)
    }

    /// Whether one of `names` is mentioned in `stmts`.
    static func mentionsAny(_ names: Set<String>, in stmts: [SwiftStmt]) -> Bool {
        var found = false
        for s in stmts where !found {
            s.forEachExpression { if !found, case .identifier(let n) = $0.kind, names.contains(n) { found = true } }
        }
        return found
    }

    /// The names the cases of `sw` bind (`case .success(let data)`).
    static func namesBound(by sw: SwiftSwitch) -> Set<String> {
        Set(sw.cases.flatMap { $0.items.flatMap { boundNames($0.pattern) } })
    }

    /// `Task { body }` as a statement written at `loc`, its closure's `{` at `closureAt`.
    static func taskStatement(_ body: [SwiftStmt], closureAt: SourceLocation, at loc: SourceLocation) -> SwiftStmt {
        let task = SwiftClosure(attributes: [], captures: [], parameters: nil, effects: SwiftEffects(), result: nil, body: body, location: closureAt)
        let spawn = SwiftExpr(kind: .call(SwiftExpr(kind: .identifier("Task"), location: loc), arguments: [],
                                          trailingClosures: [SwiftTrailingClosure(label: nil, closure: task, location: closureAt)]), location: loc)
        return SwiftStmt(kind: .expression(spawn), location: loc)
    }

    /// Whether `base` is a client whose methods are apis: an environment
    /// property (`network`, `self.network`) or a type the folder marks as
    /// environment or does not declare (`MovieAPI.shared`).
    func isClient(_ base: SwiftExpr) -> Bool {
        if environmentBase(base) != nil { return true }
        switch base.kind {
        case .identifier(let t): return local(t) == nil && stateVars[t] == nil && isEnvironment(t)
        case .member(let inner, _): if case .identifier(let t) = inner.kind { return local(t) == nil && isEnvironment(t) } else { return false }
        default: return false
        }
    }

    /// Whether `name` is a type of the folder, no view model, that answers
    /// requests through completion handlers (a method taking a
    /// `(Result<T, E>) -> Void`, ``completionAnswer(of:)``): a client, by
    /// default (`final class MovieNetwork`).
    func answersByCompletion(_ name: String, file: String) -> Bool {
        guard !configuration.strict, let t = module.type(named: name, from: file),
              t.decl.keyword == .classKeyword || t.decl.keyword == .structKeyword || t.decl.keyword == .actorKeyword,
              !t.decl.inheritance.contains(where: { $0.simpleName == "ObservableObject" }),
              !t.outer.attributes.contains(where: { $0.name == "Observable" }) else { return false }
        return t.decl.members.contains { m in
            if case .function(let f) = m.kind { return Self.completionAnswer(of: f) != nil }
            return false
        }
    }

    /// `guard let self else { return }`, `guard let self = self else { return }`,
    /// `guard self != nil else { return }`.
    static func isSelfUnwrap(_ s: SwiftStmt) -> Bool {
        guard case .guardStmt(let conditions, let body) = s.kind, conditions.count == 1, body.count == 1,
              case .returnStmt(nil) = body[0].kind else { return false }
        // `guard self != nil else { return }`: the same test of a weak `self`.
        if case .expression(let e) = conditions[0], case .binary("!=", let l, let r) = e.kind,
           case .identifier("self") = l.kind, case .nilLiteral = r.kind { return true }
        guard case .optionalBinding(_, let pattern, _, let value, _) = conditions[0] else { return false }
        switch pattern.kind {
        case .identifier("self"): break
        case .expression(let e): guard case .identifier("self") = e.kind else { return false }
        default: return false
        }
        guard let value else { return true }
        if case .identifier("self") = value.kind { return true }
        return false
    }

    /// The success type of a completion handler's `Result` among `f`'s
    /// parameters (`completion: @escaping (Result<[Movie], Error>) -> Void`),
    /// for a method that returns nothing; nil when it has none.
    static func completionAnswer(of f: SwiftFunctionDecl) -> SwiftType? {
        guard f.result == nil else { return nil }
        for p in f.parameters.reversed() {
            guard var t = p.type else { continue }
            while case .attributed(_, _, let inner) = t.kind { t = inner }
            guard case .function(let inputs, _, _) = t.kind, inputs.count == 1,
                  case .identifier("Result", let arguments) = inputs[0].type.kind, arguments.count == 2 else { continue }
            return arguments[0]
        }
        return nil
    }
}
