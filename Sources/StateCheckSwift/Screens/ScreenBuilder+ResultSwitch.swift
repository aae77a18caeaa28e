import StateCheckLanguage

extension ScreenBuilder {
    /// `switch await repository.fetch() { case .success(let data): … case .failure(let error): … }`
    /// on an api that returns a `Result`: the same as `do { let data = try await
    /// repository.fetch(); … } catch { let error = error; … }`, since the answer's
    /// success is the `.success` case and its failure (an error, or the
    /// cancellation the api turns into one) the `.failure` case. Nil when `sw`
    /// is no such switch.
    func resultSwitch(_ sw: SwiftSwitch, at loc: SourceLocation) -> SwiftStmt? {
        guard case .awaitExpr(let call) = sw.subject.kind, case .call = call.kind, sw.cases.count == 2 else { return nil }
        var success: (case: ResultCase, body: [SwiftStmt])?
        var failure: (case: ResultCase, body: [SwiftStmt])?
        for c in sw.cases {
            guard !c.isDefault, c.items.count == 1, c.items[0].guardExpression == nil,
                  let matched = Self.resultCase(c.items[0].pattern) else { return nil }
            switch matched.name {
            case "success" where success == nil: success = (matched, c.body)
            case "failure" where failure == nil && matched.others.isEmpty: failure = (matched, c.body)
            default: return nil
            }
        }
        guard let success, let failure else { return nil }
        return Self.answerRead(of: sw.subject, success: success.case, then: success.body, failure: failure.case.bound, otherwise: failure.body, at: loc)
    }

    /// `do { let data = try <subject>; let source = AnswerPayload(); <then> }
    /// catch { let e = error; <otherwise> }`: the success's first payload is
    /// the answer, any other payload it binds a value of another module
    /// (opaque: shown, passed on, or tested by an assumption).
    static func answerRead(of subject: SwiftExpr, success: ResultCase, then: [SwiftStmt], failure: String?, otherwise: [SwiftStmt],
                           at loc: SourceLocation) -> SwiftStmt {
        let answer = SwiftExpr(kind: .tryExpr("try", subject), location: subject.location)
        var body: [SwiftStmt] = []
        if let name = success.bound {
            body.append(letStatement(name, answer, at: subject.location))
        } else {
            body.append(SwiftStmt(kind: .expression(SwiftExpr(kind: .binary("=", SwiftExpr(kind: .discard, location: loc), answer), location: loc)), location: loc))
        }
        for other in success.others {
            let payload = SwiftExpr(kind: .call(SwiftExpr(kind: .identifier("AnswerPayload"), location: loc), arguments: [], trailingClosures: []), location: loc)
            body.append(letStatement(other, payload, at: loc))
        }
        var caught = otherwise
        if let name = failure, name != "error" {
            caught.insert(letStatement(name, SwiftExpr(kind: .identifier("error"), location: loc), at: loc), at: 0)
        }
        return SwiftStmt(kind: .doStmt(body: body + then, thrownType: nil, catches: [SwiftCatchClause(items: [], body: caught, location: loc)]), location: loc)
    }

    /// A case of a result matched by a pattern: its name, the name its
    /// first payload is bound to (nil for `_` or none), and the names the
    /// other payloads are bound to.
    struct ResultCase {
        var name: String
        var bound: String?
        var others: [String]
    }

    /// `.success(let x)`, `let .success(x)`, `.success(_)`, `.success`,
    /// `.success(let x, let source)`, `.success(let x, _)` → (`success`,
    /// `x` or nil, [`source`]). Nil for any other pattern.
    static func resultCase(_ p: SwiftPattern) -> ResultCase? {
        switch p.kind {
        case .enumCase(nil, let name, let arguments):
            guard let arguments else { return ResultCase(name: name, bound: nil, others: []) }
            return resultCase(name, arguments) { p in
                // `.success(let x)`: each payload bound by its own `let`.
                guard case .binding("let", let inner) = p.kind else { return nil }
                if case .identifier(let n) = inner.kind { return .some(n) }
                return nil
            }
        case .binding("let", let inner):
            // `let .success(x)`: one `let` binds every payload.
            guard case .enumCase(nil, let name, let arguments?) = inner.kind else { return nil }
            return resultCase(name, arguments) { p in
                if case .identifier(let n) = p.kind { return .some(n) }
                return nil
            }
        default:
            return nil
        }
    }

    /// The case `name` matched with `arguments`, each a wildcard or a name
    /// `binds` reads (`.some(name)`; nil for any other pattern, which
    /// matches no case read here).
    private static func resultCase(_ name: String, _ arguments: [SwiftTuplePatternElement], binds: (SwiftPattern) -> String??) -> ResultCase? {
        guard arguments.first?.label == nil else { return nil }
        var names: [String?] = []
        for a in arguments {
            if case .wildcard = a.pattern.kind {
                names.append(nil)
            } else if let n = binds(a.pattern) {
                names.append(n)
            } else {
                return nil
            }
        }
        guard let first = names.first else { return nil }
        return ResultCase(name: name, bound: first, others: names.dropFirst().compactMap { $0 })
    }

    /// `let result = await service.read(…)` followed by `switch result { case
    /// .success…: … case .failure…: … }` or `if case .success(let x, _) =
    /// result { … } [else { … }]`, where `result` is read nowhere else: the
    /// two statements as one, the switch on the call itself (read by
    /// ``resultSwitch(_:at:)``). Other statements are returned as they are.
    func answersSwitchedInPlace(_ stmts: [SwiftStmt]) -> [SwiftStmt] {
        guard !configuration.strict else { return stmts }
        var out: [SwiftStmt] = []
        var k = 0
        while k < stmts.count {
            if k + 1 < stmts.count, let merged = answerSwitched(stmts[k], stmts[k + 1], rest: stmts[(k + 2)...]) {
                out.append(merged)
                k += 2
                continue
            }
            out.append(stmts[k])
            k += 1
        }
        return out
    }

    /// The statement `declaration` and `use` are read as together (see
    /// ``answersSwitchedInPlace(_:)``), or nil.
    func answerSwitched(_ declaration: SwiftStmt, _ use: SwiftStmt, rest: ArraySlice<SwiftStmt>) -> SwiftStmt? {
        guard case .declaration(let d) = declaration.kind, case .variable(let v) = d.kind, v.bindings.count == 1,
              case .identifier(let name) = v.bindings[0].pattern.kind, let value = v.bindings[0].initializer,
              case .awaitExpr(let call) = value.kind, case .call = call.kind else { return nil }
        func reads(_ e: SwiftExpr) -> Bool {
            switch e.kind {
            case .identifier(name): return true
            // `switch(result)`: the parenthesised name.
            case .tuple(let elements): return elements.count == 1 && elements[0].label == nil && reads(elements[0].value)
            default: return false
            }
        }
        func mentioned<S: Sequence<SwiftStmt>>(in stmts: S) -> Bool {
            var found = false
            for s in stmts where !found { s.forEachExpression { if reads($0) { found = true } } }
            return found
        }
        guard !mentioned(in: rest) else { return nil }
        switch use.kind {
        case .switchStmt(let sw) where reads(sw.subject):
            var inPlace = sw
            inPlace.subject = value
            guard !mentioned(in: sw.cases.flatMap(\.body)), let read = resultSwitch(inPlace, at: use.location) else { return nil }
            return read
        case .ifStmt(let i) where i.conditions.count == 1:
            guard case .matching(let pattern, nil, let subject, _) = i.conditions[0], reads(subject),
                  let matched = Self.resultCase(pattern), matched.name == "success" else { return nil }
            var otherwise: [SwiftStmt] = []
            switch i.elseBranch {
            case nil: break
            case .block(let stmts, _)?: otherwise = stmts
            default: return nil
            }
            guard !mentioned(in: i.body + otherwise) else { return nil }
            return Self.answerRead(of: value, success: matched, then: i.body, failure: nil, otherwise: otherwise, at: use.location)
        default:
            return nil
        }
    }

    /// `let name = value`.
    static func letStatement(_ name: String, _ value: SwiftExpr, at loc: SourceLocation) -> SwiftStmt {
        let binding = SwiftPatternBinding(pattern: SwiftPattern(kind: .identifier(name), location: loc), type: nil, initializer: value, accessors: nil)
        let decl = SwiftDecl(kind: .variable(SwiftVariableDecl(keyword: "let", bindings: [binding])), attributes: [], modifiers: [], documentation: [], location: loc)
        return SwiftStmt(kind: .declaration(decl), location: loc)
    }
}

extension ScreenBuilder {
    /// The answer of a folder enum shaped like `Result` (`enum DataResult<T> {
    /// case success(T, source: DataSource); case failure(Error) }`): the type
    /// of the success's first payload, its generic parameter bound from
    /// `type`'s arguments. Nil for any other type.
    func resultShapedAnswer(_ type: SwiftType) -> SwiftType? {
        guard case .identifier(let name, let arguments) = type.kind, name != "Result",
              let declared = module.type(named: name, from: currentFile), declared.decl.keyword == .enumKeyword else { return nil }
        var cases: [String: [SwiftType?]] = [:]
        for m in declared.decl.members.flatMap(Self.flatten) {
            guard case .enumCase(let elements) = m.kind else { continue }
            for e in elements { cases[e.name] = (e.associatedValues ?? []).map(\.type) }
        }
        guard cases.count == 2, let success = cases["success"], let failure = cases["failure"], failure.count == 1,
              let first = success.first, let answer = first else { return nil }
        if case .identifier(let p, let inner) = answer.kind, inner.isEmpty,
           let i = declared.decl.genericParameters.firstIndex(where: { $0.name == p }) {
            return i < arguments.count ? arguments[i] : nil
        }
        return answer
    }
}
